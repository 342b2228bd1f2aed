package xmlconf

import (
	"math"
	"strconv"
)

// Units says how Resource.Append writes memory.
type Units uint8

// The memory notations.
const (
	// UnitsBinary writes memory in the largest of MiB, GiB and TiB that
	// keeps the number at 1 or more, with at most one decimal: "12.8 GiB".
	// YARN's memory-mb is in mebibytes, so 1024 mb is exactly 1 GiB.
	UnitsBinary Units = iota
	// UnitsMB writes memory in MB as allocation files and YARN's docs do:
	// "13108 mb".
	UnitsMB
)

// Append appends r in the one resource notation of fairsched's text
// output, naming every type: "4096 mb, 4 vcores, yarn.io/gpu=2" (UnitsMB),
// "4 GiB, 4 vcores, yarn.io/gpu=2" (UnitsBinary). Long.MAX_VALUE is
// "unlimited"; entries beyond types, other than memory and vcores, are
// left out.
func (r Resource) Append(b []byte, types ResourceTypes, u Units) []byte {
	n := 0
	for i, v := range r {
		if i > 1 && i >= len(types) {
			continue
		}
		if n++; n > 1 {
			b = append(b, ", "...)
		}
		switch i {
		case 0:
			b = AppendMemory(b, v, u)
		case 1:
			b = append(appendAmount(b, v), " vcores"...)
		default:
			b = appendAmount(append(append(b, types[i]...), '='), v)
		}
	}
	return b
}

// AppendMemory appends an amount of memory-mb in the given units;
// Long.MAX_VALUE is "unlimited mb", or "unlimited memory" in UnitsBinary.
func AppendMemory(b []byte, mb int64, u Units) []byte {
	switch {
	case u == UnitsMB:
		return append(appendAmount(b, mb), " mb"...)
	case mb == math.MaxInt64:
		return append(b, "unlimited memory"...)
	case mb < 1024 && mb > -1024:
		return append(strconv.AppendInt(b, mb, 10), " MiB"...)
	}
	v, unit := float64(mb)/1024, " GiB"
	if v >= 1024 || v <= -1024 {
		v, unit = v/1024, " TiB"
	}
	b = strconv.AppendFloat(b, v, 'f', 1, 64)
	if n := len(b); b[n-2] == '.' && b[n-1] == '0' {
		b = b[:n-2]
	}
	return append(b, unit...)
}

// appendAmount appends v, "unlimited" for Long.MAX_VALUE.
func appendAmount(b []byte, v int64) []byte {
	if v == math.MaxInt64 {
		return append(b, "unlimited"...)
	}
	return strconv.AppendInt(b, v, 10)
}

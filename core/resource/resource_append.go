package resource

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
		b = AppendAmount(b, types, i, v, u)
	}
	return b
}

// AppendAmount appends an amount of resource type i in the notation of
// Append: memory in units, "10 vcores", "yarn.io/gpu=2"; a type beyond
// types is the bare number. Long.MAX_VALUE is "unlimited".
func AppendAmount(b []byte, types ResourceTypes, i int, v int64, u Units) []byte {
	switch {
	case i == 0:
		return AppendMemory(b, v, u)
	case i == 1:
		return append(appendAmount(b, v), " vcores"...)
	case i < len(types):
		return appendAmount(append(append(b, types[i]...), '='), v)
	}
	return appendAmount(b, v)
}

// FormatNonZero is Format without the types r has none of:
// "20000 mb, 4 vcores", "2 vcores"; "" when every type is 0.
func (r Resource) FormatNonZero(types ResourceTypes) string {
	var b []byte
	for i, v := range r {
		if v == 0 || i > 1 && i >= len(types) {
			continue
		}
		if len(b) > 0 {
			b = append(b, ", "...)
		}
		b = AppendAmount(b, types, i, v, UnitsMB)
	}
	return string(b)
}

// Java writes r as Hadoop 3's Resource#toString does in its messages and
// log lines: "<memory:2048, vCores:8>", then ", name: value" for every
// custom type that is not 0 (fairsched keeps no units for custom types).
// vCores is the int getVirtualCores returns: castToIntSafely clamps it at
// Integer.MAX_VALUE.
func (r Resource) Java(types ResourceTypes) string {
	b := append([]byte("<memory:"), strconv.FormatInt(r.Get(0), 10)...)
	b = strconv.AppendInt(append(b, ", vCores:"...), min(r.Get(1), math.MaxInt32), 10)
	for i := 2; i < len(r) && i < len(types); i++ {
		if r[i] != 0 {
			b = strconv.AppendInt(append(append(append(b, ", "...), types[i]...), ": "...), r[i], 10)
		}
	}
	return string(append(b, '>'))
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
	b = AppendTenths(b, v)
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

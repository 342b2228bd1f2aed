package render

import (
	"math"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// The compact notation of resources, for tables that would otherwise leave
// out columns at the terminal's width: "100Gi,20vc,gpu=8" for "100 GiB, 20
// vcores, yarn.io/gpu=8". Memory keeps the binary units of the long form
// (Mi, Gi, Ti, as the memory-mb=…Gi grammar writes them).

// appendCompact appends r in the compact notation, naming memory and
// vcores and the custom types that are not 0; "unlimited" when every type
// is.
func appendCompact(b []byte, r resource.Resource, types resource.ResourceTypes) []byte {
	if allUnlimited(r) {
		return append(b, "unlimited"...)
	}
	first := true
	for i, v := range r {
		if !shown(r, i, types) {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = appendCompactPart(b, types, i, v)
	}
	return b
}

// appendCompactPart appends the amount v of type i in the compact
// notation: "100Gi", "20vc", "gpu=8".
func appendCompactPart(b []byte, types resource.ResourceTypes, i int, v int64) []byte {
	switch {
	case i == 0:
		return appendCompactMemory(b, v)
	case i == 1:
		return append(appendCompactAmount(b, v), "vc"...)
	case i < len(types):
		return appendCompactAmount(append(append(b, shortType(types[i])...), '='), v)
	}
	return appendCompactAmount(b, v)
}

// appendCompactMemory writes memory as the long form does, without the
// space and the B: "100Gi", "512Mi", "1.5Ti".
func appendCompactMemory(b []byte, mb int64) []byte {
	long := string(resource.AppendMemory(nil, mb, resource.UnitsBinary))
	if num, unit, ok := strings.Cut(long, " "); ok && strings.HasSuffix(unit, "iB") {
		return append(append(b, num...), strings.TrimSuffix(unit, "B")...)
	}
	return append(b, long...)
}

func appendCompactAmount(b []byte, v int64) []byte {
	if v == math.MaxInt64 {
		return append(b, "unlimited"...)
	}
	return strconv.AppendInt(b, v, 10)
}

// shortType is the last part of a custom type's name: "gpu" for
// "yarn.io/gpu".
func shortType(t string) string { return t[strings.LastIndexAny(t, "/.")+1:] }

// appendCompactConfigured is appendConfigured in the compact notation;
// percentages are short already.
func appendCompactConfigured(b []byte, c xmlconf.ConfigurableResource, types resource.ResourceTypes) []byte {
	if c.IsPercent() {
		return appendConfigured(b, c.Absolute, c.Percent, types, resource.UnitsBinary)
	}
	return appendCompact(b, c.Absolute, types)
}

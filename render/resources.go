package render

import (
	"strconv"

	"github.com/fairsched/fairsched/core/resource"
)

// appendConfigured appends a resource setting as written: absolute values
// (abs) in the one resource notation, or the fractions of the cluster
// (percent, when not nil) per resource type ("50% memory-mb, 25% vcores").
func appendConfigured(b []byte, abs resource.Resource, percent []float64, types resource.ResourceTypes, u resource.Units) []byte {
	if percent == nil {
		return notation{types: types, units: u}.appendResource(b, abs)
	}
	for i, f := range percent {
		if i >= len(types) {
			break
		}
		if i > 0 {
			b = append(b, ", "...)
		}
		b = append(append(strconv.AppendFloat(b, f*100, 'g', -1, 64), "% "...), types[i]...)
	}
	return b
}

// appendPercent appends v as a percentage of total with one decimal, or
// "-" when the total is not positive.
func appendPercent(b []byte, v, total int64) []byte {
	if total <= 0 {
		return append(b, '-')
	}
	return append(strconv.AppendFloat(b, float64(v)*100/float64(total), 'f', 1, 64), '%')
}

func weight(w float32) string { return strconv.FormatFloat(float64(w), 'g', -1, 32) }

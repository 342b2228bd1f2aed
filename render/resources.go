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
	return append(resource.AppendTenths(b, float64(v)*100/float64(total)), '%')
}

// weight writes a float weight as Hadoop's float prints in the shortest
// form ("1", "0.5").
func weight(w float32) string { return string(appendWeight(nil, w)) }

// appendWeight appends a float weight in the shortest form that reads back
// as the same float32, as strconv.AppendFloat(b, w, 'g', -1, 32) does; the
// whole numbers below a million that nearly every weight is are written as
// integers without strconv's general algorithm.
func appendWeight(b []byte, w float32) []byte {
	if w >= 1 && w < 1e6 && w == float32(int32(w)) {
		return strconv.AppendInt(b, int64(w), 10)
	}
	return strconv.AppendFloat(b, float64(w), 'g', -1, 32)
}

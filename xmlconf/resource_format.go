package xmlconf

import (
	"math"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/core/resource"
)

// Format writes c as a canonical new-style string naming every type in
// order, "memory-mb=1024, vcores=2, yarn.io/gpu=1" or
// "memory-mb=50%, vcores=25%", which ParseResource reads back to the same
// values. Type names must not contain ',', '=' or '%'.
func (c ConfigurableResource) Format(types resource.ResourceTypes) string {
	parts := make([]string, len(types))
	for i, name := range types {
		if c.IsPercent() {
			f := 0.0
			if i < len(c.Percent) {
				f = c.Percent[i]
			}
			parts[i] = name + "=" + formatPercent(f) + "%"
			continue
		}
		parts[i] = name + "=" + strconv.FormatInt(c.Absolute.Get(i), 10)
	}
	return strings.Join(parts, ", ")
}

// formatPercent returns digits N (no exponent, as Hadoop's pattern wants)
// such that Double.parseDouble(N) / 100.0 == f. f*100 is within a few
// units in the last place of such an N, so the neighbours are tried too.
func formatPercent(f float64) string {
	d := f * 100
	for _, dir := range []float64{math.Inf(1), math.Inf(-1)} {
		c := d
		for range 4 {
			if c/100 == f {
				return decimalDigits(c)
			}
			c = math.Nextafter(c, dir)
		}
	}
	return decimalDigits(d)
}

// decimalDigits writes d in plain decimal notation; +Inf becomes a number
// large enough to round to +Inf.
func decimalDigits(d float64) string {
	if math.IsInf(d, 1) {
		return "1" + strings.Repeat("0", 309)
	}
	return strconv.FormatFloat(d, 'f', -1, 64)
}

package capacity

import (
	"math"
	"strconv"
)

// FormatPercent writes a capacity percentage the way fairsched writes
// capacity-scheduler.xml: rounded to a thousandth of a percent, without
// trailing zeros ("33.333", "25", "0.5").
func FormatPercent(p float64) string {
	return strconv.FormatFloat(math.Round(p*1000)/1000, 'f', -1, 64)
}

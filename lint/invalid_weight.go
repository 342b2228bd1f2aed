package lint

import (
	"fmt"
	"math"
)

// InvalidWeight reports negative, NaN or infinite queue weights.
var InvalidWeight = &Rule{
	ID:       "invalid-weight",
	Severity: Warning,
	Summary:  "a queue weight is negative, NaN or infinite",
	Doc: `Why: Hadoop parses <weight> with Double.parseDouble and applies no range
check, so -1, NaN, Infinity or a value too large for a float (1e39) are
accepted. Fair shares are proportional to weights; with such a weight the
share computation of the queue and all its siblings is meaningless.
Fix: use a positive finite weight (0 to give the queue only its minimum).
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (weight).`,
	Check: checkInvalidWeight,
}

func checkInvalidWeight(p *Pass) {
	for q := range p.Queues() {
		w := q.Weight
		if !w.Set {
			continue
		}
		v := float64(w.Val)
		what := ""
		switch {
		case math.IsNaN(v):
			what = "is not a number"
		case math.IsInf(v, 0):
			what = "is infinite as a float"
		case v < 0:
			what = "is negative"
		default:
			continue
		}
		p.Report(settingPos(p, w.Pos(), q), q.FullName,
			fmt.Sprintf("<weight> %s %s; Hadoop accepts it without a check and the fair shares of this queue and its siblings become meaningless", written(w), what),
			"use a positive finite weight")
	}
}

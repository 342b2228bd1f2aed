package lint

import (
	"github.com/fairsched/fairsched/xmlconf"
)

// ClampedValue reports fractions outside the range Hadoop clamps them to.
var ClampedValue = &Rule{
	ID:       "clamped-value",
	Severity: Warning,
	Summary:  "a fraction is outside its range and clamped",
	Doc: `Why: Hadoop silently clamps maxAMShare and queueMaxAMShareDefault above 1 to
1.0, and fairSharePreemptionThreshold and defaultFairSharePreemptionThreshold
into [0, 1]. The value in the file is not the one applied, which usually means
a percentage was written where a fraction is expected (50 instead of 0.5).
Fix: write a fraction between 0 and 1 (0.5 for half).
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Check: checkClampedValue,
}

func checkClampedValue(p *Pass) {
	root := p.Config.Root
	for q := range p.Queues() {
		reportClamped(p, q, "maxAMShare", q.MaxAMShare, false)
		reportClamped(p, q, "fairSharePreemptionThreshold", q.FairSharePreemptionThreshold, true)
	}
	reportClamped(p, nil, "queueMaxAMShareDefault", p.Config.QueueMaxAMShareDefault, false)
	// Hadoop converts the default threshold only when root has none (§1.3).
	if !root.FairSharePreemptionThreshold.Set {
		reportClamped(p, nil, "defaultFairSharePreemptionThreshold", p.Config.DefaultFairSharePreemptionThreshold, true)
	}
}

// reportClamped reports f when it is above 1, or below 0 when lower is true
// (NaN is never clamped).
func reportClamped(p *Pass, q *xmlconf.Queue, elem string, f xmlconf.Field[float32], lower bool) {
	if !f.Set {
		return
	}
	rng, to := "above 1", "1.0"
	switch {
	case f.Val > 1:
		if lower {
			rng = "outside [0, 1]"
		}
	case lower && f.Val < 0:
		rng, to = "outside [0, 1]", "0.0"
	default:
		return
	}
	p.Report(settingPos(p, f.Pos(), q), fullName(q),
		"<"+elem+"> "+written(f)+" is "+rng+"; Hadoop clamps it to "+to,
		"write <"+elem+"> as a fraction between 0 and 1, e.g. 0.5")
}

package lint

import (
	"fmt"
	"math"

	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/xmlconf"
)

// NonpositiveTimeout reports preemption timeouts of zero or less, and those
// whose conversion to milliseconds overflows.
var NonpositiveTimeout = &Rule{
	ID:       "nonpositive-timeout",
	Severity: Warning,
	Summary:  "a preemption timeout is zero, negative or overflows",
	Doc: `Why: preemption timeouts are given in seconds and Hadoop multiplies them by
1000 on a Java long, without a range check and with silent wrap-around
(9223372036854775807 s becomes -1000 ms). With a timeout of 0 or less a queue
counts as starved as soon as it is below its share, so preemption starts
without any grace period.
Fix: use a positive number of seconds small enough not to overflow, or remove
the element to inherit the parent's timeout.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (preemption timeouts).`,
	Check: checkNonpositiveTimeout,
}

func checkNonpositiveTimeout(p *Pass) {
	for q := range p.Queues() {
		reportTimeout(p, q, "minSharePreemptionTimeout", q.MinSharePreemptionTimeout)
		reportTimeout(p, q, "fairSharePreemptionTimeout", q.FairSharePreemptionTimeout)
	}
	// Hadoop converts the top-level defaults only when root does not set
	// its own value, and the deprecated alias only without the new name (§1.3).
	a, root := p.Config, p.Config.Root
	if !root.MinSharePreemptionTimeout.Set {
		reportTimeout(p, nil, "defaultMinSharePreemptionTimeout", a.DefaultMinSharePreemptionTimeout)
	}
	if !root.FairSharePreemptionTimeout.Set {
		reportTimeout(p, nil, "defaultFairSharePreemptionTimeout", a.DefaultFairSharePreemptionTimeout)
		if !a.DefaultFairSharePreemptionTimeout.Set {
			reportTimeout(p, nil, "fairSharePreemptionTimeout", a.FairSharePreemptionTimeout)
		}
	}
}

func reportTimeout(p *Pass, q *xmlconf.Queue, elem string, f xmlconf.Field[int64]) {
	if !f.Set {
		return
	}
	sec, err := javanum.ParseJavaLong(written(f))
	wraps := err == nil && (sec > math.MaxInt64/1000 || sec < math.MinInt64/1000)
	if f.Val > 0 && !wraps {
		return
	}
	msg := fmt.Sprintf("<%s> is %s seconds", elem, written(f))
	if wraps {
		msg += fmt.Sprintf(", which overflows when Hadoop converts it to milliseconds and wraps around to %d ms", f.Val)
	}
	if f.Val <= 0 {
		msg += ": not positive, so a queue counts as starved at once and preemption starts without any grace period"
	}
	p.Report(settingPos(p, f.Pos(), q), fullName(q), msg,
		fmt.Sprintf("write <%s> as a positive number of seconds", elem))
}

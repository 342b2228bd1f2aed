package lint

import (
	"fmt"
	"math"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// InvalidMaxAMShare reports AM shares that are negative (other than -1) or
// NaN, with which no application master can start.
var InvalidMaxAMShare = &Rule{
	ID:       "invalid-max-am-share",
	Severity: Warning,
	Summary:  "an AM share is negative or NaN and no AM can start",
	Doc: `Why: maxAMShare and queueMaxAMShareDefault are fractions of the queue's fair
share that application masters may use; -1 (within 0.0001) disables the
check. Hadoop accepts any other negative value or NaN without a message, and
then no application master ever fits, so no app in the queue can start.
Fix: use a fraction between 0 and 1, or -1 to disable the check.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (maxAMShare); FSLeafQueue.canRunAppAM.`,
	Check: checkInvalidMaxAMShare,
}

func checkInvalidMaxAMShare(p *Pass) {
	for q := range p.Queues() {
		reportAMShare(p, q, "maxAMShare", q.MaxAMShare, "in the queue")
	}
	reportAMShare(p, nil, "queueMaxAMShareDefault", p.Config.QueueMaxAMShareDefault,
		"in any queue without its own <maxAMShare>")
}

func reportAMShare(p *Pass, q *xmlconf.Queue, elem string, f xmlconf.Field[float32], where string) {
	if !f.Set {
		return
	}
	what := ""
	switch {
	case math.IsNaN(float64(f.Val)):
		what = "is not a number"
	case f.Val < 0 && !hadoop.AMShareOff(f.Val):
		what = "is negative and not -1, the value that disables the check"
	default:
		return
	}
	p.Report(settingPos(p, f.Pos(), q), fullName(q),
		fmt.Sprintf("<%s> %s %s: no application master can ever start %s", elem, written(f), what, where),
		"use a fraction between 0 and 1, or -1 to disable the AM share check")
}

package lint

import (
	"fmt"
	"strconv"

	"github.com/fairsched/fairsched/analysis/loadcmp"
	"github.com/fairsched/fairsched/core/diag"
)

// LoadRules are the findings of `fairsched compare --load`, which
// simulates one load under the Fair and the Capacity Scheduler: the
// loadcmp package computes each queue's figures on both sides and which
// are worse (loadcmp.Facts), and CheckLoadComparison words them. Their Bad and
// Good examples are three files each, the allocation file, the
// capacity-scheduler.xml and the load, separated by LoadCapacitySeparator
// and LoadSeparator; cmd's tests run them.
var LoadRules = rulesOf(LoadCompareInput)

// LoadCapacitySeparator and LoadSeparator separate the allocation file,
// the capacity-scheduler.xml and the load in a load rule's Bad and Good
// examples.
const (
	LoadCapacitySeparator = "<!-- capacity-scheduler.xml -->\n"
	LoadSeparator         = "<!-- load.json -->\n"
)

// LoadView is the input of a load rule (Pass.Load): the facts, and the
// way to report through its Pass.
type LoadView struct {
	Facts *loadcmp.Facts
	pass  *Pass // the pass of the rule that runs, which reports
}

// report records a finding of the current rule about w's queue.
func (p *LoadView) report(w loadcmp.Worse, msg, hint string) {
	p.pass.add(diag.Finding{File: p.Facts.File, Pos: w.Pos, Queue: w.Queue, Message: msg, Hint: hint})
}

// CheckLoadComparison words facts with every enabled load rule (o's Only,
// Off and Severity apply as in Run), in the order of the facts.
func CheckLoadComparison(facts *loadcmp.Facts, o Options) []diag.Finding {
	return runEach(LoadRules, o, Pass{File: facts.File, Hadoop: releaseOf(nil), Load: &LoadView{Facts: facts}}, false)
}

// WorseUnderLoad reports a queue whose apps fare worse under the
// scheduler moved to, on the same load.
var WorseUnderLoad = &Rule{
	ID:       "worse-under-load",
	Input:    LoadCompareInput,
	Severity: Warning,
	Summary:  "a queue's apps fare worse after the move, on one load",
	Doc: `Why: simulated on the same load, the queue's apps wait longer for their
first container or their ApplicationMaster, or take longer to complete (p50
or p95, by more than --tolerance and at least a second), the queue gets a
smaller mean share of the cluster, or more of its apps are rejected, left
pending or preempted under the Capacity Scheduler than under the Fair
Scheduler. It is one too when an app's containers get less of a custom
resource type (yarn.io/gpu): the DefaultResourceCalculator drops it, so the
job timed after the move is not the same job.
Fix: raise the queue's capacity, maximum-capacity or user limits, or its AM
and application limits, as the message says; for a dropped type, set the
DominantResourceCalculator. fairsched simulate --trace shows why a heartbeat
passed the queue by.
See: docs/simulate.md, "compare --load"; the Capacity Scheduler docs
(https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Check: checkWorseUnderLoad,
}

// checkWorseUnderLoad words every worse figure.
func checkWorseUnderLoad(pass *Pass) {
	p := pass.Load
	before, after := p.Facts.BeforeName, p.Facts.AfterName
	for _, w := range p.Facts.Worse {
		switch w.Figure {
		case loadcmp.FigureDroppedType:
			p.report(w, fmt.Sprintf("app %s's containers get %s=%d under the %s, %d under the %s: the %s's resource calculator drops %s, so its times are not the same job's",
				w.App, w.What, int64(w.After), after, int64(w.Before), before, after, w.What),
				"set yarn.scheduler.capacity.resource-calculator to org.apache.hadoop.yarn.util.resource.DominantResourceCalculator")
		case loadcmp.FigureTime:
			p.report(w, fmt.Sprintf("%s is %s under the %s, %s under the %s", w.What, loadSeconds(w.After), after, loadSeconds(w.Before), before),
				"raise the queue's capacity or user limits, or check its place in the parent's ordering (fairsched simulate --trace)")
		case loadcmp.FigureShare:
			p.report(w, fmt.Sprintf("mean share of the cluster is %.1f %% under the %s, %.1f %% under the %s", 100*w.After, after, 100*w.Before, before),
				"raise its capacity or maximum-capacity")
		case loadcmp.FigureRejected:
			p.report(w, fmt.Sprintf("%d apps rejected under the %s, %d under the %s", int(w.After), after, int(w.Before), before),
				"raise maximum-applications or the maximum allocation")
		case loadcmp.FigurePending:
			p.report(w, fmt.Sprintf("%d apps left pending under the %s, %d under the %s", int(w.After), after, int(w.Before), before),
				"raise maximum-am-resource-percent or max-parallel-apps")
		case loadcmp.FigurePreempted:
			p.report(w, fmt.Sprintf("%d containers preempted under the %s, %d under the %s", int(w.After), after, int(w.Before), before),
				"set disable_preemption on the queue, or raise its capacity")
		}
	}
}

// loadSeconds prints a time in seconds: "12 s", "1.5 s".
func loadSeconds(v float64) string {
	s := strconv.FormatFloat(v, 'f', 1, 64)
	if len(s) > 2 && s[len(s)-2:] == ".0" {
		s = s[:len(s)-2]
	}
	return s + " s"
}

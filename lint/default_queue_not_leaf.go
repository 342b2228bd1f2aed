package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// DefaultQueueNotLeaf reports, for releases that no longer create
// root.default at start-up, a root.default declared as a parent while a
// default placement rule sends apps to it.
var DefaultQueueNotLeaf = &Rule{
	ID:       "default-queue-not-leaf",
	Severity: Warning,
	Summary:  "the default rule targets root.default, a parent queue",
	DocOf: func() string {
		return `Why: since YARN-7769 (Hadoop ` + hadoop.Where(noImplicitRootDefault) + `) root.default is no longer
created as a leaf at start-up, so a file that gives it child queues or
type="parent" makes it a parent queue. Apps can only run in leaf queues: every app the default
placement rule sends to root.default is rejected ("is not a leaf queue").
Fix: move the child queues under another parent and keep root.default a
leaf, or give the default rule another queue (queue="...").
See: YARN-7769; Hadoop FairScheduler docs, "queuePlacementPolicy".`
	},
	Check:    checkDefaultQueueNotLeaf,
	Versions: noImplicitRootDefault,
}

// noImplicitRootDefault holds from 3.4.0 (YARN-7769).
func noImplicitRootDefault(p hadoop.Profile) bool { return !p.ImplicitRootDefault }

func checkDefaultQueueNotLeaf(p *Pass) {
	d := p.Config.Find(hadoop.DefaultQueue)
	if d == nil || d.IsLeaf() || d.NotCreated != "" {
		return
	}
	for r := range placementRules(p.Config.Placement) {
		if r.Kind() != placement.RuleDefault || !targetsRootDefault(r) {
			continue
		}
		p.Report(firstValid(r.Pos, allocationsPos(p)), "",
			fmt.Sprintf("the default rule sends apps to root.default, which is a parent queue (declared at line %d); Hadoop %s reject those apps: root.default is not a leaf queue",
				queuePos(p, d).Line, hadoop.Span(noImplicitRootDefault, p.Hadoop.Version)),
			"keep root.default a leaf, or set queue= on the default rule")
	}
}

// targetsRootDefault reports whether the default rule r places apps in
// root.default: no queue attribute, an empty one, or one naming it.
func targetsRootDefault(r *xmlconf.PlacementRule) bool {
	q := r.Queue.Val
	return !r.Queue.Set || q == "" || q == "default" || q == hadoop.DefaultQueue
}

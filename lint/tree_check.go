package lint

import (
	"slices"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/xmlconf"
)

// treeRules are the rules whose findings explain a queue tree: why a
// declared queue is missing from it, or runs another policy than written.
var treeRules = []string{DefaultQueueChildren.ID, DRFUnderFair.ID, DefaultQueuePolicyKept.ID, FIFOParentQueue.ID}

// ForTree decides what the commands that show a queue tree (tree, shares)
// must say about a file besides the tree. refused is true when Hadoop would
// refuse the whole file; ds are then the findings that make it refuse it.
// Otherwise ds are the findings about declared queues the tree leaves out
// (not created) or shows with another policy than configured, one or more
// per such queue; queues missing only because an ancestor is are not
// repeated. ds are sorted.
func ForTree(file string, a *xmlconf.Allocations) (ds []diag.Finding, refused bool) {
	ids := append(RefusalRuleIDs(), treeRules...)
	all := Run(file, a, Options{Only: ids})
	if slices.ContainsFunc(all, func(d diag.Finding) bool { return d.Refuses }) {
		// The refusals, kept in place: all is this call's own list.
		return slices.DeleteFunc(all, func(d diag.Finding) bool { return !d.Refuses }), true
	}
	for _, d := range all {
		if q := a.Find(d.Queue); q != nil && explainsTree(q) {
			ds = append(ds, d)
		}
	}
	return ds, false
}

// explainsTree reports whether the tree shows q differently from the file:
// left out for a reason of its own, or with a refused policy.
func explainsTree(q *xmlconf.Queue) bool {
	return q.RefusedPolicy != "" || q.NotCreated != "" && q.NotCreatedCause != xmlconf.CauseAncestor
}

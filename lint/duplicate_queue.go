package lint

import (
	"github.com/fairsched/fairsched/xmlconf"
)

// DuplicateQueue reports a queue declared more than once with the same kind
// (leaf or parent) each time.
var DuplicateQueue = &Rule{
	ID:       "duplicate-queue",
	Severity: Warning,
	Summary:  "a queue is declared more than once",
	Doc: `Why: Hadoop has no duplicate detection: every setting is stored in a map
keyed by the full queue name, so a second declaration merges into the first
property by property, later values winning and absent ones kept. The
effective settings are in no single place of the file.
Fix: merge the declarations into one <queue> element.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AllocationFileQueueParser.`,
	Check: checkDuplicateQueue,
}

func checkDuplicateQueue(p *Pass) {
	for q := range p.Queues() {
		if len(q.Decls) < 2 || !sameKind(q.Decls) {
			continue
		}
		first := Related{Pos: q.Decls[0].Pos, Message: "first declaration of " + q.FullName}
		for _, d := range q.Decls[1:] {
			p.ReportRelated(firstValid(d.Pos, queuePos(p, q)), q.FullName,
				"the queue is declared again; Hadoop merges the declarations property by property, later values winning",
				"merge the declarations into one <queue> element", first)
		}
	}
}

// sameKind reports whether every declaration is a leaf, or every one a
// parent.
func sameKind(ds []xmlconf.Decl) bool {
	for _, d := range ds[1:] {
		if d.IsParent != ds[0].IsParent {
			return false
		}
	}
	return true
}

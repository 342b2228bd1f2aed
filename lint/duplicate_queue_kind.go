package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/xmlconf"
)

// DuplicateQueueKind reports a queue declared once as a leaf and once as a
// parent.
var DuplicateQueueKind = &Rule{
	ID:       "duplicate-queue-kind",
	Severity: Error,
	Summary:  "a queue is declared both as a leaf and as a parent",
	Doc: `Why: Hadoop records each declaration by full name, so a queue declared
once as a leaf and once as a parent (with child queues, type="parent" or
<reservation>) ends up in both the configured LEAF and PARENT sets. The queue
manager then converts it back and forth during one reload, and what the queue
finally is depends on hash-set iteration order.
Fix: declare the queue once, as either a leaf or a parent.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AllocationFileQueueParser, QueueManager.`,
	Check: checkDuplicateQueueKind,
}

func checkDuplicateQueueKind(p *Pass) {
	for q := range p.Queues() {
		if len(q.Decls) < 2 {
			continue
		}
		first := q.Decls[0]
		for _, d := range q.Decls[1:] {
			if d.IsParent == first.IsParent {
				continue
			}
			p.Report(firstValid(d.Pos, queuePos(p, q)), q.FullName,
				fmt.Sprintf("the queue is declared here as a %s but as a %s at line %d; Hadoop records it as both a configured leaf and a configured parent, and which it becomes depends on hash-set order",
					kindName(d), kindName(first), first.Pos.Line),
				"declare the queue once, either as a leaf or as a parent")
			break
		}
	}
}

func kindName(d xmlconf.Decl) string {
	if d.IsParent {
		return "parent"
	}
	return "leaf"
}

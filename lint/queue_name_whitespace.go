package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/xmlconf"
)

// QueueNameWhitespace reports queue name attributes with whitespace that
// Hadoop trims.
var QueueNameWhitespace = &Rule{
	ID:       "queue-name-whitespace",
	Severity: Warning,
	Summary:  "a queue name has whitespace that Hadoop trims",
	Doc: `Why: Hadoop trims Unicode whitespace (including no-break spaces) from both
ends of a queue name, so name=" etl " declares the queue etl; the queue
someone searches for or submits to by the written name does not exist. The
top-level root check uses the untrimmed name, so name=" root " is not the root
queue but a child queue root.root.
Fix: remove the whitespace from the name attribute.
See: YARN-5272; Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Check: checkQueueNameWhitespace,
}

func checkQueueNameWhitespace(p *Pass) {
	for q := range p.Queues() {
		for _, d := range q.Decls {
			if d.Element == nil {
				continue
			}
			raw := d.Element.SelectAttrValue("name", "")
			if raw == q.Name {
				continue
			}
			p.Report(firstValid(d.Pos, queuePos(p, q)), q.FullName, nameWhitespaceMsg(d, raw, q), "remove the whitespace from the name attribute")
		}
	}
}

func nameWhitespaceMsg(d xmlconf.Decl, raw string, q *xmlconf.Queue) string {
	if q.FullName == "root.root" && d.Element.Parent() != nil && d.Element.Parent().Tag == "allocations" {
		return fmt.Sprintf("name=%q is not recognised as the root queue because of the whitespace; Hadoop trims it and creates a queue root.root", raw)
	}
	return fmt.Sprintf("name=%q has leading or trailing whitespace; Hadoop trims it to %q", raw, q.Name)
}

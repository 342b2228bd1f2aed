package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/xmlconf"
)

// InvalidTypeAttribute reports type attributes Hadoop ignores.
var InvalidTypeAttribute = &Rule{
	ID:       "invalid-type-attribute",
	Severity: Warning,
	Summary:  "a queue type attribute has no effect",
	Doc: `Why: Hadoop only tests whether the type attribute equals exactly "parent"
(case-sensitive, untrimmed). type="Parent" or type=" parent" are silently
ignored, so a queue meant as a parent for dynamic child queues stays a leaf.
"leaf" is not checked at all: a queue with child queues is a parent whatever
its type says.
Fix: write type="parent" exactly, or remove the attribute (and remove
type="leaf" from queues with children).
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (type="parent").`,
	Check: checkInvalidTypeAttribute,
}

func checkInvalidTypeAttribute(p *Pass) {
	for q := range p.Queues() {
		for _, d := range q.Decls {
			if d.Element == nil {
				continue
			}
			t := d.Element.SelectAttr("type")
			if t == nil {
				continue
			}
			if msg := typeProblem(t.Value, q); msg != "" {
				p.Report(firstValid(d.Pos, queuePos(p, q)), q.FullName, msg,
					`write type="parent" exactly, or remove the attribute`)
			}
		}
	}
}

// typeProblem says what is wrong with a type attribute of q, or "".
func typeProblem(t string, q *xmlconf.Queue) string {
	switch {
	case t == "parent":
		return ""
	case t == "leaf" && len(q.Children) > 0:
		return `type="leaf" has no effect: the queue has child queues, so Hadoop makes it a parent`
	case t == "leaf":
		return ""
	case strings.EqualFold(javanum.JavaTrim(t), "parent"):
		return fmt.Sprintf(`type=%q is not exactly "parent"; Hadoop compares it case-sensitively and untrimmed, so the attribute is ignored`, t)
	}
	return fmt.Sprintf(`type=%q is neither "parent" nor "leaf"; Hadoop ignores it`, t)
}

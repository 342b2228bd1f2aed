package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// DuplicateElement reports a setting given more than once in one place.
var DuplicateElement = &Rule{
	ID:       RuleDuplicateElement,
	Severity: Warning,
	Summary:  "a setting is given more than once; the last one wins",
	Doc: `Why: Hadoop keeps only the last occurrence of a repeated setting (and the
last <user> element of a name), silently discarding the earlier ones; the
first value a reader sees is not the one in effect.
Fix: keep a single occurrence with the intended value.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AllocationFileQueueParser.`,
	Check: readerFacts,
}

// wordDuplicate words the fact of an element given twice, saying which
// occurrence Hadoop applies.
func wordDuplicate(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	if f.Element == "user" && f.Queue == "" {
		return RuleDuplicateElement,
			fmt.Sprintf("<user name=%q> is defined twice (first at line %d); Hadoop uses the last maxRunningApps given for the user", f.Name, f.Other.Line),
			"merge the two <user> elements"
	}
	return RuleDuplicateElement,
		"<" + f.Element + "> is given more than once (first at line " + itoa(f.Other.Line) + "); " + duplicateEffect(f),
		"keep one <" + f.Element + ">"
}

// duplicateEffect says what Hadoop does with the repetitions of f.
func duplicateEffect(f xmlconf.Fact) string {
	switch {
	case f.Queue == "":
		return "the last one is used"
	case f.Outcome == xmlconf.Clamped:
		return "Hadoop makes the queue non-preemptable if any of them is not true"
	case f.Outcome == xmlconf.Ignored:
		return "the repetition has no effect"
	}
	return "Hadoop uses the last one"
}

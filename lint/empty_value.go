package lint

import (
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// EmptyValue reports a value element with no content.
var EmptyValue = &Rule{
	ID:       RuleEmptyValue,
	Severity: Error,
	Summary:  "a value element is empty",
	Doc: `Why: Hadoop reads a value as the first child node of its element; an empty
element (<weight/>, <weight></weight>, or one holding only a comment) has none,
and the loader fails with a NullPointerException that rejects the whole file.
Fix: write a value, or remove the element to get Hadoop's default.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AllocationFileParser and AllocationFileQueueParser (a missing text node throws a NullPointerException).`,
	Check: readerFacts,
}

// wordEmptyValue words the fact of a value element with no content.
func wordEmptyValue(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	return RuleEmptyValue, "<" + f.Element + "> is empty; Hadoop's loader fails on it with a " + f.Refusal,
		"write a value in <" + f.Element + "> or remove the element"
}

package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// ReaderLimit reports input beyond what fairsched reads: queues nested
// deeper than xmlconf.MaxQueueDepth, or more bytes of full queue names than
// its budget.
var ReaderLimit = &Rule{
	ID:       RuleReaderLimit,
	Severity: Warning,
	Summary:  "part of the queue tree is beyond what fairsched reads",
	Doc: `Why: Hadoop has no limit of its own, but it loads queues recursively and
keeps every full queue name, so a tree nested thousands of levels deep can make
its loader fail with a StackOverflowError. fairsched stops reading queues
nested more than 1000 levels deep, or once the full names of the file add up
to far more than the file itself; nothing below that point is checked, so
findings may be missing.
Fix: flatten the queue tree and shorten the queue names.
See: xmlconf.MaxQueueDepth (a limit of fairsched, not of Hadoop).`,
	Examples: func() (string, string) {
		return deepQueues(xmlconf.MaxQueueDepth + 10), deepQueues(3)
	},
	Check: readerFacts,
}

// deepQueues returns an allocation file whose queues are nested n deep.
func deepQueues(n int) string {
	return "<allocations>\n" + strings.Repeat(`<queue name="q">`, n) + "\n" +
		strings.Repeat("</queue>", n) + "\n</allocations>\n"
}

// wordReaderLimit words the facts of input beyond what fairsched reads.
func wordReaderLimit(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	msg = "the full queue names of this file add up to more than fairsched reads; the remaining queues are not read"
	if f.Kind == xmlconf.FactQueuesTooDeep {
		msg = fmt.Sprintf("queues are nested more than %d levels deep; fairsched does not read deeper queues, and Hadoop's recursive queue loader may fail on such a file with a StackOverflowError", f.Count)
	}
	return RuleReaderLimit, msg, "flatten the queue tree and shorten the queue names"
}

package lint

import (
	"fmt"
	"slices"
	"strings"

	"github.com/fairsched/fairsched/core/diag"
)

// CompareRules are the findings of `fairsched compare`, which puts an
// allocation file and a capacity-scheduler.xml side by side. lint.Run does
// not run them: the compare package computes both schedulers' figures (a
// compare.Comparison) and CheckComparison runs them on it (Pass.Compare).
// Their Bad and Good examples are two files each, the allocation file then
// the capacity-scheduler.xml, separated by CompareSeparator; the compare
// package's tests run them. Amounts that differ by no more than the Capacity Scheduler's rounding
// (ComparePrecision) are not findings, and steady shares are compared only
// in the resource types the Fair Scheduler computes them for.
var CompareRules = rulesOf(CompareInput)

// CompareSeparator separates the allocation file from the capacity file in
// a compare rule's Bad and Good examples.
const CompareSeparator = "<!-- capacity-scheduler.xml, compared on a cluster of 16384 mb, 16 vcores -->\n"

// CompareCapacityRefused reports a reason the Capacity Scheduler refuses
// the capacity file.
var CompareCapacityRefused = &Rule{
	ID:       "compare-capacity-refused",
	Input:    CompareInput,
	Severity: Error,
	Summary:  "the Capacity Scheduler refuses the capacity file",
	Doc: `Why: the ResourceManager does not start (or refuses a queue refresh) with this
capacity-scheduler.xml: children whose percentages do not add up to 100, a
capacity above maximum-capacity, capacity forms mixed where the release forbids
it, a weight, absolute resource or capacity vector the release does not read,
same-named leaf queues before YARN-9879. compare says so once, naming the
cs-* rules (lint's) whose findings, reported beside it, give each reason.
Fix: correct what those findings say.
See: Hadoop CapacityScheduler docs, "Setting up queues" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Check: checkCapacityRefused,
}

// checkCapacityRefused says once that the Capacity Scheduler refuses the
// capacity file, so compare has no Capacity side: at the first reason,
// naming the cs-* rules that give the reasons (lint's findings, which
// compare reports beside it) and pointing at each of them.
func checkCapacityRefused(pass *Pass) {
	p := pass.Compare
	summarizeCapacity(p, CapacityRefusalsOn(p.Capacity, p.Cluster, p.Types),
		"the Capacity Scheduler refuses "+p.CapacityFile+" (%s), so compare has no Capacity side",
		"fix what the %s findings say, then compare again")
}

// summarizeCapacity reports one finding of the current rule for the
// capacity reader's findings fs, at the first of them: msg and hint have
// one %s, for the rule IDs of fs; Related points at each of fs.
func summarizeCapacity(p *CompareView, fs []diag.Finding, msg, hint string) {
	if len(fs) == 0 {
		return
	}
	var ids []string
	related := make([]Related, 0, len(fs))
	for _, f := range fs {
		if !slices.Contains(ids, f.Rule) {
			ids = append(ids, f.Rule)
		}
		related = append(related, Related{File: p.CapacityFile, Pos: f.Pos, Message: f.Rule})
	}
	list := strings.Join(ids, ", ")
	p.pass.add(diag.Finding{File: p.CapacityFile, Pos: firstValid(fs[0].Pos), Message: fmt.Sprintf(msg, list), Hint: fmt.Sprintf(hint, list), Related: related})
}

// CompareCapacityIgnored reports a yarn.scheduler.capacity.* property the
// Capacity Scheduler ignores.
var CompareCapacityIgnored = &Rule{
	ID:       "compare-capacity-ignored",
	Input:    CompareInput,
	Severity: Warning,
	Summary:  "a capacity property the Capacity Scheduler ignores",
	Doc: `Why: the Capacity Scheduler does not check property names: a misspelt property,
or one about a queue no parent lists in .queues, is ignored and the setting
keeps its default. compare says so once, naming the cs-* rules (lint's) whose
findings, reported beside it, name each property.
Fix: correct the name (the message suggests the closest known one) or list the
queue in its parent's .queues.
See: Hadoop CapacityScheduler docs, "Configuration" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Check: checkCapacityIgnored,
}

// checkCapacityIgnored says once that the Capacity Scheduler ignores
// properties of the capacity file, which then keep their defaults in the
// comparison, naming the cs-* rules that report each (lint's findings,
// which compare reports beside it).
func checkCapacityIgnored(pass *Pass) {
	p := pass.Compare
	var fs []diag.Finding
	for _, f := range CapacityReaderFindings(p.Capacity) {
		if !f.Refuses {
			fs = append(fs, f)
		}
	}
	summarizeCapacity(p, fs, "the Capacity Scheduler ignores settings of "+p.CapacityFile+" (%s); the comparison uses what it reads instead",
		"correct what the %s findings say")
}

package lint

import "github.com/fairsched/fairsched/xmlconf"

// UnknownElement reports an element Hadoop does not read.
var UnknownElement = &Rule{
	ID:       xmlconf.RuleUnknownElement,
	Severity: Warning,
	Summary:  "an element is not one Hadoop reads",
	Doc: `Why: Hadoop ignores elements it does not know: at the top level it logs
"Bad element in allocations file: <name>", inside a queue or a <user> it
ignores them silently. A misspelt or mis-cased setting (<maxRunningApp>,
<Queue>) therefore has no effect.
Fix: correct the name (a suggestion is given when one is close) or remove the
element.
See: parsing.md §3 and §4.6.`,
	Bad: `<allocations>
  <queue name="analytics">
    <maxRunningApp>10</maxRunningApp>
  </queue>
</allocations>
`,
	Good: `<allocations>
  <queue name="analytics">
    <maxRunningApps>10</maxRunningApps>
  </queue>
</allocations>
`,
	Check: fromReader,
}

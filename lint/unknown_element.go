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
<Queue>) therefore has no effect, and so has a setting in the wrong place: a
top-level element such as <queuePlacementPolicy> inside <queue name="root">, a
per-queue one such as <weight> directly in <allocations>, or a yarn-site.xml
<property>. Names from MapReduce 1's fair scheduler (<maxRunningJobs>,
<poolMaxJobsDefault>, <minMaps>) and Spark's (<minShare>) are not read either.
Fix: correct the name (a suggestion is given when one is close, and the YARN
name for an old one), or move the element where Hadoop reads it.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
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

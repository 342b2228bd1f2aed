package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

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
	Check: readerFacts,
}

// wordUnknownElement words the fact of an element Hadoop does not read
// where it is written.
func wordUnknownElement(f xmlconf.Fact, v hadoop.Version) (rule, msg, hint string) {
	u := f.Unknown
	if u == nil {
		u = &xmlconf.UnknownElement{}
	}
	msg, hint = unknownElementText(f.Element, f.Queue, u, v)
	return xmlconf.RuleUnknownElement, msg, hint
}

// unknownElementText is the message and hint for the element tag that
// Hadoop does not read; queue is "" outside a queue.
func unknownElementText(tag, queue string, u *xmlconf.UnknownElement, v hadoop.Version) (msg, hint string) {
	outcome := "Hadoop ignores it silently"
	if u.Logged {
		outcome = fmt.Sprintf("Hadoop logs \"Bad element in allocations file: %s\" and ignores it", tag)
	}
	inQueue := queue != "" && u.TopLevelOnly
	switch {
	case u.ReadIn != nil:
		if !u.Logged {
			outcome = "it is ignored silently"
		}
		return fmt.Sprintf("<%s> is not read by Hadoop %s (only by Hadoop %s); %s", tag, hadoop.Name(v), hadoop.Where(u.ReadIn), outcome),
			"remove it, or check the cluster's Hadoop version (--hadoop-version)"
	case u.Property:
		return "<property> is a yarn-site.xml setting, not part of an allocation file; " + outcome, "move it to yarn-site.xml"
	case u.Legacy != "" && inQueue:
		return fmt.Sprintf("unknown element <%s>, %s; did you mean <%s>? It belongs at the top level, in <allocations>; %s", tag, u.Origin, u.Legacy, outcome),
			fmt.Sprintf("rename it to <%s> and move it into <allocations>", u.Legacy)
	case u.Legacy != "":
		hint = fmt.Sprintf("rename it to <%s>", u.Legacy)
		if u.Slots {
			hint = fmt.Sprintf("replace it with <%s>, which takes memory and vcores (e.g. \"8192 mb, 8 vcores\")", u.Legacy)
		}
		return fmt.Sprintf("unknown element <%s>, %s; did you mean <%s>? %s", tag, u.Origin, u.Legacy, outcome), hint
	case inQueue:
		return fmt.Sprintf("<%s> belongs at the top level, in <allocations>; inside a queue, %s", tag, outcome), "move it into <allocations>"
	case queue == "" && u.PerQueue:
		hint = `move it into the <queue> it is meant for (<queue name="root"> for the root queue)`
		if u.Default != "" {
			hint += fmt.Sprintf(", or write <%s> to set it for every queue", u.Default)
		}
		return fmt.Sprintf("<%s> is a per-queue setting; outside a queue, %s", tag, outcome), hint
	case u.Suggest != "":
		return fmt.Sprintf("unknown element <%s>; did you mean <%s>? %s", tag, u.Suggest, outcome), fmt.Sprintf("rename it to <%s>", u.Suggest)
	}
	return fmt.Sprintf("unknown element <%s>; %s", tag, outcome), "remove it"
}

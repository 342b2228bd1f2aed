package lint

import (
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// UnknownElement reports an element Hadoop does not read.
var UnknownElement = &Rule{
	ID:       RuleUnknownElement,
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
	return RuleUnknownElement, msg, hint
}

// unknownElementText is the message and hint for the element tag that
// Hadoop does not read; queue is "" outside a queue. It is worded for
// thousands of elements in a large file, so by concatenation.
func unknownElementText(tag, queue string, u *xmlconf.UnknownElement, v hadoop.Version) (msg, hint string) {
	outcome := "Hadoop ignores it silently"
	if u.Logged {
		outcome = "Hadoop logs \"Bad element in allocations file: " + tag + "\" and ignores it"
	}
	inQueue := queue != "" && u.TopLevelOnly
	switch {
	case u.ReadIn != nil:
		if !u.Logged {
			outcome = "it is ignored silently"
		}
		return "<" + tag + "> is not read by Hadoop " + hadoop.Name(v) + " (only by Hadoop " + hadoop.Where(u.ReadIn) + "); " + outcome,
			"remove it, or check the cluster's Hadoop version (--hadoop-version)"
	case u.Property:
		return "<property> is a yarn-site.xml setting, not part of an allocation file; " + outcome, "move it to yarn-site.xml"
	case u.Legacy != "" && inQueue:
		return "unknown element <" + tag + ">, " + u.Origin + "; did you mean <" + u.Legacy + ">? It belongs at the top level, in <allocations>; " + outcome,
			"rename it to <" + u.Legacy + "> and move it into <allocations>"
	case u.Legacy != "":
		hint = "rename it to <" + u.Legacy + ">"
		if u.Slots {
			hint = "replace it with <" + u.Legacy + ">, which takes memory and vcores (e.g. \"8192 mb, 8 vcores\")"
		}
		return "unknown element <" + tag + ">, " + u.Origin + "; did you mean <" + u.Legacy + ">? " + outcome, hint
	case inQueue:
		return "<" + tag + "> belongs at the top level, in <allocations>; inside a queue, " + outcome, "move it into <allocations>"
	case queue == "" && u.PerQueue:
		hint = `move it into the <queue> it is meant for (<queue name="root"> for the root queue)`
		if u.Default != "" {
			hint += ", or write <" + u.Default + "> to set it for every queue"
		}
		return "<" + tag + "> is a per-queue setting; outside a queue, " + outcome, hint
	case u.Suggest != "":
		return "unknown element <" + tag + ">; did you mean <" + u.Suggest + ">? " + outcome, "rename it to <" + u.Suggest + ">"
	}
	return "unknown element <" + tag + ">; " + outcome, "remove it"
}

package lint

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// The Capacity Scheduler's rules: the capacity reader's facts (worded
// beside each rule) and the traps, whose facts the capacity package
// works out. Their Bad and Good examples are capacity-scheduler.xml files;
// a <!-- fairsched:hadoop V --> comment names the release they are judged
// on (hadoop.Default otherwise), and the cluster rules' examples are
// judged on CapacityExampleCluster.

// seeCS is the See: line of the Capacity Scheduler's rules.
const seeCS = "See: Hadoop's Capacity Scheduler documentation (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html); docs/capacity.md"

// CSInvalidValue: a value the Capacity Scheduler cannot read.
var CSInvalidValue = &Rule{
	ID:       capacity.CodeInvalidValue,
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "a value the Capacity Scheduler cannot read",
	Doc:      "Why: the scheduler reads this value with Java's parsers (Float.parseFloat, Integer.parseInt, QueueState.valueOf, ...); one it cannot read aborts the ResourceManager's start or -refreshQueues.\nFix: write the value in the form the property takes.\n" + seeCS,
	Check:    wordCapacityFacts,
}

// invalidValueHints are cs-invalid-value's hints, by kind.
var invalidValueHints = map[capacity.FactKind]string{
	capacity.FactNotALabelWeight:        "write a weight between 0 and 10000",
	capacity.FactIllegalWeight:          "write a weight between 0 and 10000",
	capacity.FactIllegalCapacity:        "a percentage is between 0 and 100",
	capacity.FactIllegalLabelCapacity:   "write a percentage between 0 and 100",
	capacity.FactOutsideResourcePattern: "write letters, digits and = . - between the brackets, e.g. [memory=10240,vcores=10]",
	capacity.FactBadResourceEntry:       "write whole amounts, e.g. [memory=10240,vcores=10]",
	capacity.FactWeightMaximum:          "write a percentage or an amount",
	capacity.FactUnknownState:           "write RUNNING or STOPPED, without spaces around it",
	capacity.FactUnknownPreemptionOrder: "write userlimit_first or priority_first",
}

// notANumberHints are cs-invalid-value's hints for a value that is no
// number, by the form the property takes (the Fact's Name).
var notANumberHints = map[string]string{
	"weight":           "write a non-negative number followed by w, e.g. 2w",
	"percentage":       "write a percentage of the parent, e.g. 50",
	"label percentage": "write a percentage between 0 and 100",
	"number":           "write a plain number",
}

// wordInvalidValue words the facts of a value the Capacity Scheduler
// cannot read: Hadoop's exception text, and how to write the value.
func wordInvalidValue(f *capacity.Fact) (msg, hint string) {
	msg, hint = f.Refusal, invalidValueHints[f.Kind]
	switch f.Kind {
	case capacity.FactNotANumber:
		return fmt.Sprintf("%s: java.lang.NumberFormatException: For input string: %q", f.Key, f.Raw), notANumberHints[f.Name]
	case capacity.FactNotALabelWeight:
		msg = fmt.Sprintf("%s: %q is not a weight (NumberFormatException)", f.Key, f.Raw)
	case capacity.FactNotAResource:
		msg = fmt.Sprintf("%s: %q is not a resource: write [memory=10240,vcores=10]", f.Key, f.Raw)
	case capacity.FactOutsideResourcePattern:
		msg = fmt.Sprintf("%s: java.lang.NumberFormatException: For input string: %q (%q does not belong in a resource, so Hadoop reads the value as a percentage)", f.Key, f.Raw, f.Name)
	case capacity.FactBadResourceEntry:
		msg = fmt.Sprintf("%s: %q: %s", f.Key, f.Raw, f.Refusal)
	case capacity.FactUnknownCalculator:
		if f.Suggest != "" {
			hint = "did you mean " + f.Suggest + "?"
		}
	}
	return msg, hint
}

// CSEmptyFile: a capacity-scheduler.xml with no XML element.
var CSEmptyFile = &Rule{
	ID:       capacity.CodeEmptyFile,
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "a capacity-scheduler.xml with nothing in it",
	Doc:      "Why: Hadoop's Configuration parses capacity-scheduler.xml as XML; a file with no element (empty, or only comments) stops it with \"Premature end of file.\" and the ResourceManager does not start. An empty file is often a deployment that wrote nothing.\nFix: write the <configuration>, with at least root's children.\n" + seeCS,
	Check:    checkEmptyFile,
}

// CSMalformedXML: a capacity-scheduler.xml Configuration cannot parse.
var CSMalformedXML = &Rule{
	ID:       capacity.CodeMalformedXML,
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "a capacity-scheduler.xml Hadoop cannot parse as XML",
	Doc:      "Why: Hadoop's Configuration parses capacity-scheduler.xml as XML whose root is <configuration>; an unclosed element, a stray character or another root stops it, and the ResourceManager does not start.\nFix: make the XML well formed, with <configuration> as its root.\n" + seeCS,
	Check:    checkMalformedXML,
}

// CSNoRootQueues: root lists no child queues.
var CSNoRootQueues = &Rule{
	ID:       capacity.CodeNoRootQueues,
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "root lists no child queues",
	Doc:      "Why: the queue tree starts at root's .queues; without it the ResourceManager stops with \"Queue configuration missing child queue names for root\".\nFix: list root's children.\n" + seeCS,
	Check:    wordCapacityFacts,
}

// wordNoRootQueues words the fact of a root without children, which in a
// Hadoop 1 (MR1) capacity-scheduler.xml is why.
func wordNoRootQueues(f *capacity.Fact) (msg, hint string) {
	msg = f.Refusal + " (" + f.Key + " is not set)"
	if f.Int == 0 {
		return msg, "list root's children, e.g. <name>" + f.Key + "</name><value>default</value>"
	}
	return msg + fmt.Sprintf("; this is Hadoop 1's (MR1) capacity-scheduler.xml: YARN's Capacity Scheduler reads none of its %d %s* properties", f.Int, capacity.MR1Prefix),
		"write the YARN properties instead: the queues MR1 lists in mapred.queue.names become yarn.scheduler.capacity.root.queues, each mapred.capacity-scheduler.queue.Q.capacity becomes yarn.scheduler.capacity.root.Q.capacity"
}

// CSChildrenSum: children's capacities that do not add up.
var CSChildrenSum = &Rule{
	ID:       capacity.CodeChildrenSum,
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "children's capacities that do not add up",
	Doc:      "Why: in percentage mode a parent's children must add up to 100 (within 0.05), or to 0 under a parent of capacity 0; with absolute children their minimums must fit in the parent's. Hadoop refuses the file otherwise.\nFix: make the children add up.\n" + seeCS,
	Check:    wordCapacityFacts,
}

// wordChildrenSum words the facts of children that do not add up:
// Hadoop's exception text, with the sum of percentages where it is the
// queue's own.
func wordChildrenSum(f *capacity.Fact) (msg, hint string) {
	switch f.Kind {
	case capacity.FactLabelChildrenSum:
		return f.Refusal, "make the children's capacities for node label " + f.Name + " add up to 100"
	case capacity.FactMinimumSum:
		return f.Refusal, "raise " + f.Queue + "'s capacity to at least its children's sum, or lower theirs"
	}
	return f.Refusal + " (the children's capacities add up to " + capacity.JavaFloat(f.Float*100) + "%)", "make the children's capacities add up to 100 (within 0.05)"
}

// CSCapacityAboveMaximum: a capacity above its maximum-capacity.
var CSCapacityAboveMaximum = &Rule{
	ID:       capacity.CodeAboveMaximum,
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "a capacity above its maximum-capacity",
	Doc:      "Why: a queue's absolute capacity may not exceed its absolute maximum, nor an absolute minimum its maximum or a maximum its parent's maximum; Hadoop refuses the file.\nFix: raise the maximum (or lower the capacity).\n" + seeCS,
	Check:    checkAboveMaximum,
}

// checkAboveMaximum reports the capacities above their maximum that make
// the release refuse the file: as compare and convert see them
// (capacity.Config.RefusalsOn), on the cluster when lint has one.
func checkAboveMaximum(pass *Pass) {
	p := pass.Capacity
	var size resource.Resource
	if p.Cluster != nil {
		size = p.Cluster.Size
	}
	refusals := p.Config.RefusalsOn(size, p.Types)
	for i := range refusals {
		if f := &refusals[i]; capacityFactRules[f.Kind].rule == pass.rule.ID {
			p.Report(wordCapacityFact(p.File, f))
		}
	}
}

// wordAboveMaximum words the facts of a capacity above a maximum: Hadoop's
// refusal (or, on a cluster, the guarantee and the maximum), and which
// side to move.
func wordAboveMaximum(f *capacity.Fact) (msg, hint string) {
	switch f.Kind {
	case capacity.FactAbsCapacityAboveMaximum:
		return f.Refusal, "raise maximum-capacity so that its share of the cluster is at least the capacity's"
	case capacity.FactMinAboveMaximum:
		return f.Refusal, "raise maximum-capacity to at least the capacity"
	case capacity.FactMaxAboveParentMaximum:
		return f.Refusal, "lower it to at most " + f.Other + "'s maximum"
	}
	return "its guarantee " + f.Guaranteed.Format(f.Types) + " on the cluster is above its absolute maximum-capacity " + f.Maximum.Format(f.Types), ""
}

// CSMixedModes: capacity forms mixed where the release forbids it.
var CSMixedModes = &Rule{
	ID:       capacity.CodeMixedModes,
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "capacity forms mixed where the release forbids it",
	Doc:      "Why: before 3.4 a parent with a percentage may not have absolute children; in 3.4's legacy queue mode (the default) siblings use one mode among percentage, weight and absolute, and an absolute parent has absolute children. Hadoop refuses the file.\nFix: write the capacities in one form, or (3.4) set legacy-queue-mode.enabled to false.\n" + seeCS,
	Check:    wordCapacityFacts,
}

// wordMixedModes words the facts of capacity forms mixed where the
// release forbids it: Hadoop's refusal, and how to fix the parent.
func wordMixedModes(f *capacity.Fact) (msg, hint string) {
	switch f.Kind {
	case capacity.FactAbsoluteChildOfPercent:
		return f.Refusal, "give " + f.Queue + " an absolute capacity too, or its children percentages"
	case capacity.FactMixedChildModes:
		return f.Refusal, "write every child's capacity in one form"
	}
	return f.Refusal, "write the capacities of " + f.Queue + " and its children all as absolute resources, or none of them"
}

// CSUnsupportedForm: a capacity form the release does not read.
var CSUnsupportedForm = &Rule{
	ID:       capacity.CodeUnsupportedForm,
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "a capacity form the release does not read",
	Doc:      "Why: weights (\"2w\") and capacity vectors came with Hadoop 3.4 and absolute resources with 3.1; an older release reads them as a number and fails (NumberFormatException).\nFix: write a percentage, or run the release that reads the form.\n" + seeCS,
	Check:    wordCapacityFacts,
}

// wordUnsupportedForm words the facts of a capacity in a form the release
// does not read.
func wordUnsupportedForm(f *capacity.Fact) (msg, hint string) {
	switch f.Kind {
	case capacity.FactWeightUnread:
		return fmt.Sprintf("%s: java.lang.NumberFormatException: For input string: %q (Hadoop %s reads no weights; they came with 3.4)", f.Key, f.Raw, f.Release),
			"weights (\"2w\") need Hadoop 3.4; write a percentage of the parent"
	case capacity.FactAbsoluteUnread:
		return fmt.Sprintf("%s: Hadoop %s reads no absolute resources (%q is not a number: NumberFormatException)", f.Key, f.Release, f.Raw),
			"absolute resources need Hadoop 3.1; write a percentage of the parent"
	}
	return fmt.Sprintf("%s: Hadoop %s reads no capacity vectors (%q)", f.Key, f.Release, f.Raw),
		"capacity vectors need Hadoop 3.4; write absolute amounts or a percentage"
}

// beforeSameNameLeaves: the releases before YARN-9879 (3.3.0), which keep
// one queue per short name.
func beforeSameNameLeaves(p hadoop.Profile) bool { return !p.Capacity.SameNameLeaves }

// CSSameNameLeaves: two leaves share a short name where it is refused.
var CSSameNameLeaves = &Rule{
	ID:       capacity.CodeSameNameLeaves,
	Input:    CapacityInput,
	Severity: Error,
	Versions: beforeSameNameLeaves,
	Summary:  "two leaves share a short name where it is refused",
	Doc:      "Why: before YARN-9879 the scheduler keeps its leaves by short name, and refuses two with one name (\"Two leaf queues were named ...\").\nFix: rename one of them.\n" + seeCS,
	Check:    wordCapacityFacts,
}

// wordSameNameLeaves words the fact of two leaves of one short name in a
// release that forbids it.
func wordSameNameLeaves(f *capacity.Fact) (msg, hint string) {
	return fmt.Sprintf("Two leaf queues were named %s (%s and %s); Hadoop %s requires distinct leaf queue names", f.Name, f.Other, f.Queue, f.Release),
		"rename one of them"
}

// CSDuplicateChild: a parent lists the same child twice.
var CSDuplicateChild = &Rule{
	ID:       capacity.CodeDuplicateChild,
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "a parent lists the same child twice",
	Doc:      "Why: a child listed twice is created twice; its capacity counts twice in its parent's sum.\nFix: list each child once.\n" + seeCS,
	Check:    wordCapacityFacts,
}

// wordDuplicateChild words the fact of a child listed twice.
func wordDuplicateChild(f *capacity.Fact) (msg, hint string) {
	return f.Queue + " lists the child " + f.Name + " twice", "list each child once"
}

// CSInvalidOrderingPolicy: an ordering-policy Hadoop cannot construct.
var CSInvalidOrderingPolicy = &Rule{
	ID:       capacity.CodeOrderingPolicy,
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "an ordering-policy Hadoop cannot construct",
	Doc:      "Why: a leaf orders its applications (fifo, fair, or a class), a parent its children (utilization or priority-utilization only); any other value stops the scheduler (\"Unable to construct ... ordering policy\").\nFix: write one of the names the queue's kind takes.\n" + seeCS,
	Check:    wordCapacityFacts,
}

// wordOrderingPolicy words the fact of an ordering-policy Hadoop cannot
// construct: its exception, and the names the queue's kind takes.
func wordOrderingPolicy(f *capacity.Fact) (msg, hint string) {
	if f.Kind == capacity.FactLeafOrderingPolicy {
		return f.Refusal, "write one of " + strings.Join(capacity.AppPolicies, ", ") + " (or a fully qualified class name)"
	}
	return f.Refusal, "write one of " + strings.Join(capacity.QueuePolicies, ", ") + " (a parent orders its children by utilization; fifo and fair are for leaves)"
}

// CSInvalidMapping: a queue mapping or mapping rule Hadoop refuses.
var CSInvalidMapping = &Rule{
	ID:       capacity.CodeInvalidMapping,
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "a queue mapping or mapping rule Hadoop refuses",
	Doc:      "Why: queue-mappings entries are u:<user>:<queue> or g:<group>:<queue>; anything else stops the scheduler (\"Illegal queue mapping ...\"). So do JSON mapping rules Hadoop cannot read.\nFix: write the entry in that form.\n" + seeCS,
	Check:    wordCapacityFacts,
}

// invalidMappingHints are cs-invalid-mapping's hints, by kind.
var invalidMappingHints = map[capacity.FactKind]string{
	capacity.FactUserGroupMapping:  "write u:<user>:<queue> or g:<group>:<queue>, entries separated by commas",
	capacity.FactAppNameMapping:    "write <application name>:<queue>, entries separated by commas",
	capacity.FactMappingFormat:     "write legacy or json, in lower case and without spaces: Hadoop compares the value exactly",
	capacity.FactMappingJSONSyntax: `write {"rules":[{"type":"user","matches":"*","policy":"user","parentQueue":"root.users"}]}`,
	capacity.FactMappingJSONRule:   "see the Capacity Scheduler's mapping rule documentation",
	capacity.FactMappingFileUnread: "give the file's path as the ResourceManager sees it (a relative path is taken from this file's directory)",
	capacity.FactNoJSONRules:       "set yarn.scheduler.capacity.mapping-rule-json or mapping-rule-json-file",
}

// wordInvalidMapping words the facts of a queue mapping or mapping rule
// Hadoop refuses (or, without rules, warns about).
func wordInvalidMapping(f *capacity.Fact) (msg, hint string) {
	msg, hint = f.Refusal, invalidMappingHints[f.Kind]
	switch f.Kind {
	case capacity.FactMappingJSONRule:
		msg = fmt.Sprintf("rule %d: %s", f.Int, f.Refusal)
	case capacity.FactMappingFileUnread:
		msg = "the JSON mapping rules file cannot be read: " + f.Refusal
	case capacity.FactNoJSONRules:
		msg = f.Warning
	}
	return msg, hint
}

// CSReservableParent: reservable=true on a parent queue.
var CSReservableParent = &Rule{
	ID:       capacity.CodeReservableParent,
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "reservable=true on a parent queue",
	Doc:      "Why: only a leaf can take reservations; reservable on a parent stops the scheduler (\"Only Leaf Queues can be reservable for ...\").\nFix: make a leaf reservable.\n" + seeCS,
	Check:    wordCapacityFacts,
}

// wordReservableParent words the fact of a reservable parent queue.
func wordReservableParent(f *capacity.Fact) (msg, hint string) {
	return f.Refusal, "make a leaf queue reservable, or remove the property"
}

// CSUnknownProperty: a property name Hadoop does not know; it is ignored.
var CSUnknownProperty = &Rule{
	ID:       capacity.CodeUnknownProperty,
	Input:    CapacityInput,
	Severity: Warning,
	Summary:  "a property name Hadoop does not know; it is ignored",
	Doc:      "Why: Hadoop ignores a yarn.scheduler.capacity.* property it does not know, so a misspelled one silently does nothing.\nFix: use the property's real name (the hint says the closest one).\n" + seeCS,
	Check:    wordCapacityFacts,
}

// wordUnknownProperty words the facts of a property name Hadoop does not
// know where it is written.
func wordUnknownProperty(f *capacity.Fact) (msg, hint string) {
	switch f.Kind {
	case capacity.FactUnknownQueueProperty:
		msg = f.Key + " is not a Capacity Scheduler queue property; it is ignored"
	case capacity.FactUnknownPreemptionProperty:
		msg = f.Key + " is not a preemption monitor property; it is ignored"
	case capacity.FactUnknownTemplateProperty:
		msg = f.Key + " sets " + f.Name + ", which is not a Capacity Scheduler queue property; no auto-created queue gets it"
	default:
		msg = f.Key + " is not a Capacity Scheduler property; it is ignored"
	}
	if f.Suggest != "" {
		hint = "did you mean " + f.Suggest + "?"
	}
	return msg, hint
}

// CSOrphanProperty: a property of a queue no parent lists; it is ignored.
var CSOrphanProperty = &Rule{
	ID:       capacity.CodeOrphanProperty,
	Input:    CapacityInput,
	Severity: Warning,
	Summary:  "a property of a queue no parent lists; it is ignored",
	Doc:      "Why: the tree grows from root's .queues; a queue no parent lists does not exist, and its properties are ignored.\nFix: list the queue in its parent's .queues, or remove its properties. A retired queue's state is the exception: Hadoop " + hadoop.Where(func(p hadoop.Profile) bool { return p.Capacity.RefreshStoppedInNew }) + " reads a STOPPED there at a refresh to delete the running queue, so keep it until the ResourceManager no longer has the queue.\n" + seeCS,
	Check:    wordCapacityFacts,
}

// wordOrphanProperty words the fact of a property of a queue no parent
// lists; a queue's state has its own wording (wordOrphanState).
func wordOrphanProperty(f *capacity.Fact) (msg, hint string) {
	if queue, ok := strings.CutSuffix(strings.TrimPrefix(f.Key, capacity.Prefix), ".state"); ok {
		return wordOrphanState(f, queue)
	}
	hint = "add the queue to its parent's .queues, or remove the property"
	if f.Suggest != "" {
		hint = "did you mean the queue " + f.Suggest + "?"
	}
	return f.Key + " is about a queue that is not in the tree (no parent lists it in .queues); it is ignored", hint
}

// wordOrphanState words the state of a queue no parent lists, what is
// usually left of retiring the queue: Hadoop never runs the queue, but a
// refresh of the releases with RefreshStoppedInNew reads the state to
// delete the running queue (CapacitySchedulerConfigValidator), so the
// property goes only once the queue is deleted.
func wordOrphanState(f *capacity.Fact, queue string) (msg, hint string) {
	parent, name := queue, queue
	if i := strings.LastIndexByte(queue, '.'); i >= 0 {
		parent, name = queue[:i], queue[i+1:]
	}
	read := func(p hadoop.Profile) bool { return p.Capacity.RefreshStoppedInNew }
	msg = fmt.Sprintf("%s is the state of %s, a queue no parent lists in .queues: the queue is not in the tree; Hadoop %s reads a STOPPED here only at a refresh, to delete the running queue",
		f.Key, queue, hadoop.Where(read))
	hint = fmt.Sprintf("retiring %s? keep this property until the running ResourceManager no longer has the queue, then it does nothing and can go (Hadoop %s never reads it: there the queue must run STOPPED, set while still listed, before the refresh that unlists it); keeping it? add %s to %s%s.queues",
		queue, hadoop.Where(func(p hadoop.Profile) bool { return !read(p) }), name, capacity.Prefix, parent)
	if f.Suggest != "" {
		hint += "; or did you mean the queue " + f.Suggest + "?"
	}
	return msg, hint
}

// CSIgnoredProperty: a property Hadoop ignores here, or in this release.
var CSIgnoredProperty = &Rule{
	ID:       capacity.CodeIgnoredProperty,
	Input:    CapacityInput,
	Severity: Warning,
	Summary:  "a property Hadoop ignores here, or in this release",
	Doc:      "Why: some properties are read nowhere they are set (root's capacity, root's node labels), or not by this release (a feature that came later); some values Hadoop reads otherwise than written (a unit it does not know, vcores beyond 32 bits) or takes without a range check although nothing sensible follows (a NaN capacity, a negative amount, maximum-applications or AM percent: fairsched's figures show 0 there).\nFix: remove the property, run the release that reads it, or write a value in its range.\n" + seeCS,
	Check:    wordCapacityFacts,
}

// wordIgnoredProperty words the facts of a property Hadoop ignores where
// it is or in the release read, or reads otherwise than written.
func wordIgnoredProperty(f *capacity.Fact) (msg, hint string) {
	switch f.Kind {
	case capacity.FactRootCapacity:
		return f.Key + " is ignored: root's capacity is always 100", "remove it"
	case capacity.FactRootLabels:
		return f.Warning, "remove it"
	case capacity.FactLeafOnlyOnParent:
		return f.Name + " applies to leaf queues only; Hadoop ignores it on the parent " + f.Queue + ", whose children do not inherit it",
			"set it on the leaves (a template for auto-created ones)"
	case capacity.FactNotInRelease:
		return fmt.Sprintf("Hadoop %s does not read %s (%s came later); it is ignored", f.Release, f.Key, f.Since), "remove it, or check the --hadoop-version"
	case capacity.FactMaxCapacityAbove100:
		return fmt.Sprintf("%s: maximum-capacity %s is above 100; Hadoop takes it as written (no check of its own), but a queue never gets more than its parent", f.Key, capacity.JavaFloat(f.Float)),
			"write at most 100"
	case capacity.FactNoMemory:
		notSet := "capacity of 0"
		if f.Max {
			notSet = "maximum of 100%"
		}
		return fmt.Sprintf("%s: %q has no memory, so Hadoop treats the whole value as not set (a %s)", f.Key, f.Raw, notSet),
			"give the memory too, e.g. [memory=10240,vcores=10]"
	case capacity.FactNaNCapacity:
		return f.Key + ": NaN is not a number, yet every check Hadoop makes passes it; the queue's capacity works out to 0", "write a percentage of the parent, e.g. 50"
	case capacity.FactUnrangedQueueSetting:
		return fmt.Sprintf("%s: %s %s %s; Hadoop takes it as written and computes limits below 0, which admit nothing (shown as 0)", f.Key, f.Name, f.Raw, outOfRange(f.Float)),
			"write a value of 0 or more"
	case capacity.FactNegativeMaxApplications:
		return fmt.Sprintf("%s: maximum-applications %d is below 0; Hadoop takes it as written, so every queue that does not set its own accepts no application (shown as 0)", f.Key, f.Int),
			"write a positive number"
	case capacity.FactUnrangedAMPercent:
		return fmt.Sprintf("%s: maximum-am-resource-percent %s %s; Hadoop takes it as written and no application master can start (shown as 0)", f.Key, f.Raw, outOfRange(f.Float)),
			"write a fraction between 0 and 1, e.g. 0.1"
	case capacity.FactVcoresOverflow:
		return fmt.Sprintf("%s: %s=%s is more vcores than an int holds; Hadoop keeps the low 32 bits and reads %d", f.Key, f.Name, f.Raw, f.Int), misreadHint
	case capacity.FactNegativeAmount:
		return fmt.Sprintf("%s: %s=%s is negative; Hadoop takes it as written, which gives the queue a negative %s (fairsched counts 0)", f.Key, f.Name, f.Raw, f.Name), misreadHint
	}
	return f.Key + ": " + skippedPair(f) + "; Hadoop skips it", "write type=amount, e.g. memory=10Gi"
}

// misreadHint is the hint of an amount Hadoop reads otherwise than
// written.
const misreadHint = "write a non-negative amount that fits, e.g. vcores=10"

// skippedPair says why Hadoop skips a type=amount pair of a resource.
func skippedPair(f *capacity.Fact) string {
	switch f.Kind {
	case capacity.FactEntryWithoutEquals:
		return fmt.Sprintf("%q has no \"=\"", f.Raw)
	case capacity.FactUnknownUnit:
		return fmt.Sprintf("%s=%s has the unit %q, which Hadoop does not know", f.Name, f.Raw, f.Unit)
	case capacity.FactSpacedType:
		return fmt.Sprintf("the type %q has spaces around it, and Hadoop before 3.2.3 and 3.3.2 (YARN-10503) looks it up as written", f.Name)
	}
	return fmt.Sprintf("%s: Hadoop before 3.2.3 and 3.3.2 (YARN-10503) reads only memory and vcores in an absolute resource", f.Name)
}

// outOfRange says why f, NaN or below 0, has no sensible figure.
func outOfRange(f float32) string {
	if f != f {
		return "is not a number"
	}
	return "is below 0"
}

// CSInvalidBoolean: a boolean other than true or false; the default is used.
var CSInvalidBoolean = &Rule{
	ID:       capacity.CodeInvalidBoolean,
	Input:    CapacityInput,
	Severity: Warning,
	Summary:  "a boolean other than true or false; the default is used",
	Doc:      "Why: Hadoop's getBoolean takes true or false (any case); anything else silently means the default.\nFix: write true or false.\n" + seeCS,
	Check:    wordCapacityFacts,
}

// wordInvalidBoolean words the fact of a boolean Hadoop reads as the
// default.
func wordInvalidBoolean(f *capacity.Fact) (msg, hint string) {
	return fmt.Sprintf("%s: %q is not true or false; Hadoop's getBoolean silently uses the default", f.Key, f.Raw), "write true or false"
}

// CSUnexpandedVariable: a ${var} this file does not define.
var CSUnexpandedVariable = &Rule{
	ID:       capacity.CodeUnreadVariable,
	Input:    CapacityInput,
	Severity: Warning,
	Summary:  "a ${var} this file does not define",
	Doc:      "Why: Hadoop replaces ${var} with another property or a system property; one this file does not define may be empty on the ResourceManager. From 3.0.0 (HADOOP-9642) ${env.NAME} is read from the ResourceManager's environment and is not reported; before, it is left as written.\nFix: define it in the file, or write the value.\n" + seeCS,
	Check:    wordCapacityFacts,
}

// wordUnexpandedVariable words the fact of a ${var} the file does not
// define.
func wordUnexpandedVariable(f *capacity.Fact) (msg, hint string) {
	return "${" + f.Name + "} is not defined in this file; it is read as written", "define it in this file, or write the value"
}

// CSUserLimitFactorOne: user-limit-factor 1 keeps each user at the guarantee.
var CSUserLimitFactorOne = &Rule{
	ID:       capacity.CodeUserLimitFactorOne,
	Input:    CapacityInput,
	Severity: Info,
	Summary:  "user-limit-factor 1 keeps each user at the guarantee",
	Doc:      "Why: one user may hold at most user-limit-factor times the queue's guarantee; with the default 1 a single user never uses the elasticity up to maximum-capacity.\nFix: raise user-limit-factor to the maximum over the capacity (or more) if one user may use it.\n" + seeCS,
	Check: func(pass *Pass) {
		p := pass.Capacity
		p.reportFacts(capacity.UserLimitFactorOne(p.Config), len(p.Config.Queues))
	},
}

// wordUserLimitFactorOne words the fact of a leaf whose user-limit-factor
// 1 keeps each user below the maximum.
func wordUserLimitFactorOne(f *capacity.Fact) (msg, hint string) {
	return fmt.Sprintf("user-limit-factor is 1, so one user gets at most the guarantee (%s of the cluster), never the maximum-capacity (%s)",
			percent(f.AbsCapacity), percent(f.AbsMaxCapacity)),
		"set " + capacity.Prefix + f.Queue + ".user-limit-factor above 1 (e.g. the maximum over the capacity) if one user may use the elasticity"
}

// percent writes a fraction as a percentage with at most two decimals.
func percent(f float32) string {
	return strings.TrimSuffix(strings.TrimSuffix(fmt.Sprintf("%.2f", f*100), "0"), ".0") + "%"
}

// CSUserLimitFactorUnusable: a user-limit-factor that lets each user run only its AM.
var CSUserLimitFactorUnusable = &Rule{
	ID:       capacity.CodeUserLimitFactorUnusable,
	Input:    CapacityInput,
	Severity: Warning,
	Summary:  "a user-limit-factor that lets each user run only its AM",
	Doc:      "Why: the user limit is capped at user-limit-factor times the queue's capacity; at 0 or below a user gets its first container (the AM) and nothing more. -1 means no cap only from 3.4.\nFix: set user-limit-factor to 1 or more.\n" + seeCS,
	Check: func(pass *Pass) {
		p := pass.Capacity
		p.reportFacts(capacity.UserLimitFactorUnusable(p.Config, p.Hadoop), len(p.Config.Queues))
	},
}

// wordUserLimitFactorUnusable words the fact of a user-limit-factor that
// caps every user at 0.
func wordUserLimitFactorUnusable(f *capacity.Fact) (msg, hint string) {
	msg = "user-limit-factor " + f.Raw + " caps every user at 0: each user gets one container (its AM) and no more, so applications never run"
	if f.Float == -1 {
		msg += "; -1 means no limit only from Hadoop 3.4 (YARN-10531), not in " + f.Release.String()
	}
	return msg, "set it to 1 or more (the most one user may hold, in multiples of the queue's capacity)"
}

// CSZeroCapacity: a leaf whose capacity lets it accept no application, or
// run none.
var CSZeroCapacity = &Rule{
	ID:       capacity.CodeZeroCapacity,
	Input:    CapacityInput,
	Severity: Warning,
	Summary:  "a leaf at capacity 0 that takes or runs no application",
	Doc: "Why: without its own maximum-applications (or global-queue-max-application), a leaf may hold maximum-applications × its absolute capacity applications, " +
		"so at capacity 0 (or a tiny one) Hadoop rejects every submission; with maximum-applications set, capacity 0 and maximum-capacity 0 accept applications that never get a container.\n" +
		"Fix: give it a capacity (or a maximum-applications and a maximum-capacity), or stop it (state STOPPED).\n" + seeCS,
	Check: func(pass *Pass) {
		p := pass.Capacity
		p.reportFacts(capacity.ZeroCapacity(p.Config), len(p.Config.Queues))
	},
}

// wordZeroCapacity words the facts of a leaf that takes no application
// (FactNoApplications) or runs none (FactNoContainers).
func wordZeroCapacity(f *capacity.Fact) (msg, hint string) {
	if f.Kind == capacity.FactNoContainers {
		return "capacity 0 and maximum-capacity 0: the queue accepts applications but can never run a container",
			"give it a maximum-capacity, or set its state to STOPPED if it is meant to be closed"
	}
	return fmt.Sprintf("absolute capacity %s makes the queue's maximum applications 0 (maximum-applications × absolute capacity): Hadoop rejects every application submitted to it (\"Queue %s already has 0 applications, cannot accept submission of application\")",
			percent(f.AbsCapacity), f.Queue),
		"give it a capacity, or set " + capacity.Prefix + f.Queue + ".maximum-applications; set its state to STOPPED if it is meant to be closed"
}

// CSOpenRootACL: a queue ACL that restricts nobody under an open ancestor.
var CSOpenRootACL = &Rule{
	ID:       capacity.CodeOpenRootACL,
	Input:    CapacityInput,
	Severity: Warning,
	Summary:  "a queue ACL that restricts nobody under an open ancestor",
	Doc:      "Why: queue ACLs are the union along the path, and root's default to * (everyone); a restrictive ACL below an open ancestor restricts nobody. At submission the ACLs apply only when yarn.acl.enable is true from 2.9.0 on (RMAppManager, YARN-4522), and whatever it says before (LeafQueue.submitApplication); other queue operations follow yarn.acl.enable in every release.\nFix: restrict root (a space means nobody) and open each queue to its users.\n" + seeCS,
	Check: func(pass *Pass) {
		p := pass.Capacity
		p.reportFacts(capacity.OpenRootACL(p.Config), 0)
	},
}

// wordOpenRootACL words the facts of queue ACLs under an open one.
func wordOpenRootACL(f *capacity.Fact) (msg, hint string) {
	how := f.Name + " is *"
	if f.Default {
		how = f.Name + " is not set, so it is * (everyone)"
	}
	kind := "acl_administer_queue"
	if f.Kind == capacity.FactOpenSubmitACL {
		kind = "acl_submit_applications"
	}
	return fmt.Sprintf("%s's %s: the %s of %s restricts nobody (access is the union along the path)", f.Queue, how, kind, diag.FewAndCount(f.Queues, "queues")),
		"set " + capacity.Prefix + f.Queue + "." + f.Name + " to a space (nobody) or to the admins"
}

// CSMappingUnknownQueue: a queue mapping to no leaf queue.
var CSMappingUnknownQueue = &Rule{
	ID:       capacity.CodeMappingUnknownQueue,
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "a queue mapping to no leaf queue",
	Doc:      "Why: a mapping must name an existing leaf (by a short name only one leaf has, or its path); before 3.4 the scheduler refuses the file (\"mapping contains invalid or non-leaf queue ...\"). 3.4 checks its mapping rules with other words: see cs-mapping-rule-refused.\nFix: map to an existing leaf.\n" + seeCS,
	Versions: func(p hadoop.Profile) bool { return !p.Capacity.CSMappingPlacementRule },
	Check: func(pass *Pass) {
		p := pass.Capacity
		p.reportFacts(capacity.MappingUnknownQueue(p.Config, p.Hadoop), 0)
	},
}

// wordMappingTarget words the facts of a mapping the scheduler refuses
// (FactMappingUnknownQueue, FactMappingNoAutoCreation): Hadoop's
// exception and the entry.
func wordMappingTarget(f *capacity.Fact) (msg, hint string) {
	return f.Refusal + " (" + f.Raw + ")", "map to an existing leaf queue, or enable auto-creation on the parent"
}

// CSMappingNoAutoCreation: a mapping that creates queues where auto-creation is off.
var CSMappingNoAutoCreation = &Rule{
	ID:       capacity.CodeMappingNoAutoCreation,
	Input:    CapacityInput,
	Severity: Error,
	Summary:  "a mapping that creates queues where auto-creation is off",
	Doc:      "Why: a mapping to a queue below a parent creates it only when the parent has auto-creation (auto-create-child-queue.enabled); otherwise the scheduler refuses the file. 3.4 checks its mapping rules with other words: see cs-mapping-rule-refused.\nFix: enable auto-creation on the parent, or map to existing leaves.\n" + seeCS,
	Versions: func(p hadoop.Profile) bool { return !p.Capacity.CSMappingPlacementRule },
	Check: func(pass *Pass) {
		p := pass.Capacity
		p.reportFacts(capacity.MappingNoAutoCreation(p.Config, p.Hadoop), 0)
	},
}

// CSSameNameLeafParent: a leaf and a parent share a short name.
var CSSameNameLeafParent = &Rule{
	ID:       capacity.CodeSameNameLeafParent,
	Input:    CapacityInput,
	Severity: Warning,
	Versions: beforeSameNameLeaves,
	Summary:  "a leaf and a parent share a short name",
	Doc:      "Why: before YARN-9879 the scheduler keeps one queue per short name; a leaf and a parent named alike hide each other from submissions and mappings by short name.\nFix: rename one of them.\n" + seeCS,
	Check: func(pass *Pass) {
		p := pass.Capacity
		p.reportFacts(capacity.SameNameLeafParent(p.Config, p.Hadoop), 0)
	},
}

// wordSameNameLeafParent words the fact of a leaf and a parent of one
// short name.
func wordSameNameLeafParent(f *capacity.Fact) (msg, hint string) {
	return fmt.Sprintf("%s and %s share the short name %s; Hadoop %s keeps one queue per short name, so submissions and mappings to %q reach only one of them",
		f.Other, f.Queue, f.Name, f.Release, f.Name), "rename one of them"
}

// CSAMLimitBelowOneAM: an AM limit of one AM: applications run one at a time.
var CSAMLimitBelowOneAM = &Rule{
	ID:       capacity.CodeAMLimitBelowOneAM,
	Input:    CapacityClusterInput,
	Severity: Warning,
	Summary:  "an AM limit of one AM: applications run one at a time",
	Doc:      "Why: a queue starts an application only while its AMs fit in maximum-am-resource-percent of its limit (rounded up to a container); Hadoop always lets one start, so a limit of one container runs the queue's applications one at a time.\nFix: raise maximum-am-resource-percent, or the queue's maximum-capacity.\n" + seeCS,
	Check: func(pass *Pass) {
		p := pass.Capacity
		shares := p.Shares()
		p.reportFacts(capacity.AMLimitBelowOneAM(shares, p.minContainer()), len(shares))
	},
}

// wordAMLimitBelowOneAM words the fact of an AM limit of one AM.
func wordAMLimitBelowOneAM(f *capacity.Fact) (msg, hint string) {
	return fmt.Sprintf("the AM limit is %d MB (maximum-am-resource-percent %s of %d MB, rounded up to the minimum allocation): room for one %d MB AM, so the queue runs its applications one at a time",
			f.Int, capacity.Plain(f.Float), f.AMBase, f.Container),
		"raise " + capacity.Prefix + f.Queue + ".maximum-am-resource-percent or the queue's maximum-capacity"
}

// CSGuaranteeBelowContainer: a guarantee smaller than one container.
var CSGuaranteeBelowContainer = &Rule{
	ID:       capacity.CodeGuaranteeBelowContainer,
	Input:    CapacityClusterInput,
	Severity: Warning,
	Summary:  "a guarantee smaller than one container",
	Doc:      "Why: a guarantee smaller than one container guarantees nothing: the queue runs only on what its siblings leave.\nFix: raise its capacity, or set it to 0 if it is meant to borrow only.\n" + seeCS,
	Check: func(pass *Pass) {
		p := pass.Capacity
		shares := p.Shares()
		p.reportFacts(capacity.GuaranteeBelowContainer(shares, p.minContainer()), len(shares))
	},
}

// wordGuaranteeBelowContainer words the fact of a guarantee below one
// container.
func wordGuaranteeBelowContainer(f *capacity.Fact) (msg, hint string) {
	return "the guarantee is " + strconv.FormatInt(f.Guaranteed.Get(0), 10) + " MB, less than one container (" + strconv.FormatInt(f.Container, 10) + " MB): the queue runs only on what its siblings leave",
		"raise its capacity, or set it to 0 if it is meant to borrow only"
}

// CSGuaranteeLowered: a guarantee above the maximum on the cluster, which
// Hadoop 3.4 lowers to the maximum.
var CSGuaranteeLowered = &Rule{
	ID:       capacity.CodeGuaranteeLowered,
	Input:    CapacityClusterInput,
	Severity: Warning,
	Summary:  "a guarantee above the maximum: Hadoop 3.4 lowers it",
	Doc: "Why: a weight or percentage capacity grows with the cluster, an absolute maximum-capacity does not; on a cluster where the guarantee is above the maximum, Hadoop 3.4 loads the file, lowers the guarantee to the maximum and logs QUEUE_EXCEEDS_MAX_RESOURCE: the queue is promised less than the file says.\n" +
		"Fix: lower the capacity, or raise maximum-capacity to at least the guarantee on the cluster.\n" + seeCS,
	Check: func(pass *Pass) {
		p := pass.Capacity
		shares := p.Shares()
		p.reportFacts(capacity.GuaranteesLowered(shares, p.Types), len(shares))
	},
}

// wordGuaranteeLowered words the fact of a guarantee Hadoop lowers to the
// maximum.
func wordGuaranteeLowered(f *capacity.Fact) (msg, hint string) {
	return "its guarantee " + f.Guaranteed.Format(f.Types) + " on the cluster is above its maximum-capacity " + f.Maximum.Format(f.Types) +
			"; Hadoop lowers the guarantee to the maximum (QUEUE_EXCEEDS_MAX_RESOURCE in the ResourceManager's log)",
		"lower its capacity, or raise maximum-capacity to at least the guarantee on this cluster"
}

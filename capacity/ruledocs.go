package capacity

import (
	"fmt"
	"strings"
)

// ruleDoc is what `fairsched explain` shows for a rule: why it matters,
// how to fix it, where Hadoop says so, and the smallest file that triggers
// it next to the fixed one.
type ruleDoc struct {
	doc       string
	bad, good string
	// release is the Hadoop release the examples are judged on ("" is
	// hadoop.Default); cluster says they need --cluster.
	release string
	cluster bool
}

// exampleXML writes a capacity-scheduler.xml with one property a line.
func exampleXML(props ...string) string {
	var b strings.Builder
	b.WriteString("<configuration>\n")
	for _, p := range props {
		name, value, _ := strings.Cut(p, "=")
		fmt.Fprintf(&b, "  <property><name>%s%s</name><value>%s</value></property>\n", Prefix, name, value)
	}
	b.WriteString("</configuration>\n")
	return b.String()
}

const seeCS = "See: Hadoop's Capacity Scheduler documentation (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html)"

var ruleDocs = map[string]ruleDoc{
	CodeInvalidValue: {
		doc:  "Why: the scheduler reads this value with Java's parsers (Float.parseFloat, Integer.parseInt, QueueState.valueOf, ...); one it cannot read aborts the ResourceManager's start or -refreshQueues.\nFix: write the value in the form the property takes.\n" + seeCS,
		bad:  exampleXML("root.queues=a", "root.a.capacity=100", "root.a.user-limit-factor=two"),
		good: exampleXML("root.queues=a", "root.a.capacity=100", "root.a.user-limit-factor=2"),
	},
	CodeNoRootQueues: {
		doc:  "Why: the queue tree starts at root's .queues; without it the ResourceManager stops with \"Queue configuration missing child queue names for root\".\nFix: list root's children.\n" + seeCS,
		bad:  exampleXML("maximum-applications=100"),
		good: exampleXML("root.queues=default", "root.default.capacity=100"),
	},
	CodeChildrenSum: {
		doc:  "Why: in percentage mode a parent's children must add up to 100 (within 0.05), or to 0 under a parent of capacity 0; with absolute children their minimums must fit in the parent's. Hadoop refuses the file otherwise.\nFix: make the children add up.\n" + seeCS,
		bad:  exampleXML("root.queues=a,b", "root.a.capacity=40", "root.b.capacity=50"),
		good: exampleXML("root.queues=a,b", "root.a.capacity=40", "root.b.capacity=60"),
	},
	CodeAboveMaximum: {
		doc:  "Why: a queue's absolute capacity may not exceed its absolute maximum, nor an absolute minimum its maximum or a maximum its parent's maximum; Hadoop refuses the file.\nFix: raise the maximum (or lower the capacity).\n" + seeCS,
		bad:  exampleXML("root.queues=a,b", "root.a.capacity=60", "root.a.maximum-capacity=50", "root.b.capacity=40"),
		good: exampleXML("root.queues=a,b", "root.a.capacity=60", "root.a.maximum-capacity=80", "root.b.capacity=40"),
	},
	CodeMixedModes: {
		doc:     "Why: before 3.4 a parent with a percentage may not have absolute children; in 3.4's legacy queue mode (the default) siblings use one mode among percentage, weight and absolute, and an absolute parent has absolute children. Hadoop refuses the file.\nFix: write the capacities in one form, or (3.4) set legacy-queue-mode.enabled to false.\n" + seeCS,
		bad:     exampleXML("root.queues=a,b", "root.a.capacity=50", "root.b.capacity=1w"),
		good:    exampleXML("root.queues=a,b", "root.a.capacity=1w", "root.b.capacity=1w"),
		release: "3.4.0",
	},
	CodeUnsupportedForm: {
		doc:  "Why: weights (\"2w\") and capacity vectors came with Hadoop 3.4 and absolute resources with 3.1; an older release reads them as a number and fails (NumberFormatException).\nFix: write a percentage, or run the release that reads the form.\n" + seeCS,
		bad:  exampleXML("root.queues=a,b", "root.a.capacity=1w", "root.b.capacity=1w"),
		good: exampleXML("root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50"),
	},
	CodeSameNameLeaves: {
		doc:  "Why: before YARN-9879 the scheduler keeps its leaves by short name, and refuses two with one name (\"Two leaf queues were named ...\").\nFix: rename one of them.\n" + seeCS,
		bad:  exampleXML("root.queues=p,q", "root.p.capacity=50", "root.q.capacity=50", "root.p.queues=x", "root.q.queues=x", "root.p.x.capacity=100", "root.q.x.capacity=100"),
		good: exampleXML("root.queues=p,q", "root.p.capacity=50", "root.q.capacity=50", "root.p.queues=px", "root.q.queues=qx", "root.p.px.capacity=100", "root.q.qx.capacity=100"),
	},
	CodeDuplicateChild: {
		doc:  "Why: a child listed twice is created twice; its capacity counts twice in its parent's sum.\nFix: list each child once.\n" + seeCS,
		bad:  exampleXML("root.queues=a,a", "root.a.capacity=100"),
		good: exampleXML("root.queues=a", "root.a.capacity=100"),
	},
	CodeOrderingPolicy: {
		doc:  "Why: a leaf orders its applications (fifo, fair, or a class), a parent its children (utilization or priority-utilization only); any other value stops the scheduler (\"Unable to construct ... ordering policy\").\nFix: write one of the names the queue's kind takes.\n" + seeCS,
		bad:  exampleXML("root.queues=a", "root.a.capacity=100", "root.ordering-policy=fair"),
		good: exampleXML("root.queues=a", "root.a.capacity=100", "root.a.ordering-policy=fair"),
	},
	CodeInvalidMapping: {
		doc:  "Why: queue-mappings entries are u:<user>:<queue> or g:<group>:<queue>; anything else stops the scheduler (\"Illegal queue mapping ...\"). So do JSON mapping rules Hadoop cannot read.\nFix: write the entry in that form.\n" + seeCS,
		bad:  exampleXML("root.queues=a", "root.a.capacity=100", "queue-mappings=alice:a"),
		good: exampleXML("root.queues=a", "root.a.capacity=100", "queue-mappings=u:alice:a"),
	},
	CodeReservableParent: {
		doc:  "Why: only a leaf can take reservations; reservable on a parent stops the scheduler (\"Only Leaf Queues can be reservable for ...\").\nFix: make a leaf reservable.\n" + seeCS,
		bad:  exampleXML("root.queues=p", "root.p.capacity=100", "root.p.reservable=true", "root.p.queues=x", "root.p.x.capacity=100"),
		good: exampleXML("root.queues=p", "root.p.capacity=100", "root.p.queues=x", "root.p.x.capacity=100", "root.p.x.reservable=true"),
	},
	CodeUnknownProperty: {
		doc:  "Why: Hadoop ignores a yarn.scheduler.capacity.* property it does not know, so a misspelled one silently does nothing.\nFix: use the property's real name (the hint says the closest one).\n" + seeCS,
		bad:  exampleXML("root.queues=a", "root.a.capacity=100", "root.a.user-limit-factr=2"),
		good: exampleXML("root.queues=a", "root.a.capacity=100", "root.a.user-limit-factor=2"),
	},
	CodeOrphanProperty: {
		doc:  "Why: the tree grows from root's .queues; a queue no parent lists does not exist, and its properties are ignored.\nFix: list the queue in its parent's .queues, or remove its properties.\n" + seeCS,
		bad:  exampleXML("root.queues=a", "root.a.capacity=100", "root.b.capacity=10"),
		good: exampleXML("root.queues=a,b", "root.a.capacity=90", "root.b.capacity=10"),
	},
	CodeIgnoredProperty: {
		doc:     "Why: some properties are read nowhere they are set (root's capacity, root's node labels), or not by this release (a feature that came later).\nFix: remove the property, or run the release that reads it.\n" + seeCS,
		bad:     exampleXML("root.queues=a", "root.a.capacity=100", "root.a.max-parallel-apps=10"),
		good:    exampleXML("root.queues=a", "root.a.capacity=100", "root.a.maximum-applications=10"),
		release: "3.2.4",
	},
	CodeInvalidBoolean: {
		doc:  "Why: Hadoop's getBoolean takes true or false (any case); anything else silently means the default.\nFix: write true or false.\n" + seeCS,
		bad:  exampleXML("root.queues=a", "root.a.capacity=100", "root.a.disable_preemption=yes"),
		good: exampleXML("root.queues=a", "root.a.capacity=100", "root.a.disable_preemption=true"),
	},
	CodeUnreadVariable: {
		doc:  "Why: Hadoop replaces ${var} with another property or a system property; one this file does not define may be empty on the ResourceManager.\nFix: define it in the file, or write the value.\n" + seeCS,
		bad:  exampleXML("root.queues=a", "root.a.capacity=${share}"),
		good: exampleXML("root.queues=a", "root.a.capacity=100"),
	},
	"cs-user-limit-factor-one": {
		doc:  "Why: one user may hold at most user-limit-factor times the queue's guarantee; with the default 1 a single user never uses the elasticity up to maximum-capacity.\nFix: raise user-limit-factor to the maximum over the capacity (or more) if one user may use it.\n" + seeCS,
		bad:  exampleXML("root.queues=a,b", "root.a.capacity=40", "root.a.maximum-capacity=100", "root.b.capacity=60", "root.b.maximum-capacity=60"),
		good: exampleXML("root.queues=a,b", "root.a.capacity=40", "root.a.maximum-capacity=100", "root.a.user-limit-factor=2.5", "root.b.capacity=60", "root.b.maximum-capacity=60"),
	},
	"cs-user-limit-factor-unusable": {
		doc:  "Why: the user limit is capped at user-limit-factor times the queue's capacity; at 0 or below a user gets its first container (the AM) and nothing more. -1 means no cap only from 3.4.\nFix: set user-limit-factor to 1 or more.\n" + seeCS,
		bad:  exampleXML("root.queues=a", "root.a.capacity=100", "root.a.user-limit-factor=0"),
		good: exampleXML("root.queues=a", "root.a.capacity=100", "root.a.user-limit-factor=1"),
	},
	"cs-zero-capacity": {
		doc:  "Why: a leaf with capacity 0 and maximum-capacity 0 accepts applications that can never get a container.\nFix: give it a maximum-capacity, or stop it (state STOPPED).\n" + seeCS,
		bad:  exampleXML("root.queues=a,b", "root.a.capacity=100", "root.b.capacity=0", "root.b.maximum-capacity=0"),
		good: exampleXML("root.queues=a,b", "root.a.capacity=100", "root.b.capacity=0", "root.b.maximum-capacity=20"),
	},
	"cs-open-root-acl": {
		doc:  "Why: queue ACLs are the union along the path, and root's default to * (everyone); a restrictive ACL below an open ancestor restricts nobody. ACLs apply with yarn.acl.enable.\nFix: restrict root (a space means nobody) and open each queue to its users.\n" + seeCS,
		bad:  exampleXML("root.queues=a", "root.a.capacity=100", "root.a.acl_submit_applications=alice"),
		good: exampleXML("root.queues=a", "root.acl_submit_applications= ", "root.acl_administer_queue=yarn", "root.a.capacity=100", "root.a.acl_submit_applications=alice"),
	},
	"cs-mapping-unknown-queue": {
		doc:  "Why: a mapping must name an existing leaf (by a short name only one leaf has, or its path); before 3.4 the scheduler refuses the file (\"mapping contains invalid or non-leaf queue ...\"), 3.4 skips the rule for every application it matches.\nFix: map to an existing leaf.\n" + seeCS,
		bad:  exampleXML("root.queues=a", "root.a.capacity=100", "queue-mappings=u:alice:b"),
		good: exampleXML("root.queues=a", "root.a.capacity=100", "queue-mappings=u:alice:a"),
	},
	"cs-mapping-no-auto-creation": {
		doc:  "Why: a mapping to a queue below a parent creates it only when the parent has auto-creation (auto-create-child-queue.enabled, or 3.4's auto-queue-creation-v2.enabled); otherwise the scheduler refuses the mapping.\nFix: enable auto-creation on the parent, or map to existing leaves.\n" + seeCS,
		bad:  exampleXML("root.queues=users", "root.users.capacity=100", "root.users.queues=a", "root.users.a.capacity=100", "queue-mappings=u:%user:root.users.%user"),
		good: exampleXML("root.queues=users", "root.users.capacity=100", "root.users.auto-create-child-queue.enabled=true", "queue-mappings=u:%user:root.users.%user"),
	},
	"cs-same-name-leaf-parent": {
		doc:  "Why: before YARN-9879 the scheduler keeps one queue per short name; a leaf and a parent named alike hide each other from submissions and mappings by short name.\nFix: rename one of them.\n" + seeCS,
		bad:  exampleXML("root.queues=eng,data", "root.eng.capacity=50", "root.data.capacity=50", "root.data.queues=eng", "root.data.eng.capacity=100", "root.eng.queues=x", "root.eng.x.capacity=100"),
		good: exampleXML("root.queues=eng,data", "root.eng.capacity=50", "root.data.capacity=50", "root.data.queues=etl", "root.data.etl.capacity=100", "root.eng.queues=x", "root.eng.x.capacity=100"),
	},
	"cs-am-limit-below-one-am": {
		doc:     "Why: a queue starts an application only while its AMs fit in maximum-am-resource-percent of its limit (rounded up to a container); Hadoop always lets one start, so a limit of one container runs the queue's applications one at a time.\nFix: raise maximum-am-resource-percent, or the queue's maximum-capacity.\n" + seeCS,
		bad:     exampleXML("root.queues=a,b", "root.a.capacity=99", "root.b.capacity=1", "root.b.maximum-capacity=1"),
		good:    exampleXML("root.queues=a,b", "root.a.capacity=98", "root.b.capacity=2", "root.b.maximum-capacity=2", "root.b.maximum-am-resource-percent=1"),
		cluster: true,
	},
	"cs-guarantee-below-container": {
		doc:     "Why: a guarantee smaller than one container guarantees nothing: the queue runs only on what its siblings leave.\nFix: raise its capacity, or set it to 0 if it is meant to borrow only.\n" + seeCS,
		bad:     exampleXML("root.queues=a,b", "root.a.capacity=99.5", "root.b.capacity=0.5"),
		good:    exampleXML("root.queues=a,b", "root.a.capacity=98", "root.b.capacity=2"),
		cluster: true,
	},
}

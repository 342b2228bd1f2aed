package capacity

import (
	"cmp"
	"slices"
	"strings"
	"sync"

	"github.com/fairsched/fairsched/core/yarnsite"
)

// kind is how Hadoop reads one property: the Configuration getter it uses.
type kind uint8

const (
	kString kind = iota
	kInt
	kLong
	kFloat
	kBool
)

// queueKinds are the typed per-queue properties (CapacitySchedulerConfiguration's
// getters); a property not listed is read as a string, or not typed here.
var queueKinds = sync.OnceValue(func() map[string]kind {
	return map[string]kind{
		"maximum-applications": kInt, "max-parallel-apps": kInt,
		"priority": kInt, "default-application-priority": kInt,
		"maximum-allocation-mb": kLong, "maximum-allocation-vcores": kInt,
		"auto-create-child-queue.max-queues": kInt, "auto-queue-creation-v2.max-queues": kInt,
		"maximum-application-lifetime": kLong, "default-application-lifetime": kLong,
		"user-limit-factor": kFloat, "minimum-user-limit-percent": kFloat,
		"maximum-am-resource-percent": kFloat,
		"disable_preemption":          kBool, "intra-queue-preemption.disable_preemption": kBool,
		"reservable": kBool, "auto-create-child-queue.enabled": kBool,
		"auto-queue-creation-v2.enabled": kBool, "allow-zero-capacity-sum": kBool,
		"show-reservations-in-queue": kBool, "reservation-move-on-expiry": kBool,
		"auto-create-child-queue.fail-on-exceeding-parent-capacity": kBool,
		"ordering-policy.fair.enable-size-based-weight":             kBool,
		"auto-queue-creation-v2.queue-auto-removal.enable":          kBool,
	}
})

// globalKinds are the typed scheduler-wide properties.
var globalKinds = sync.OnceValue(func() map[string]kind {
	return map[string]kind{
		"maximum-applications": kInt, "global-queue-max-application": kInt,
		"node-locality-delay": kInt, "rack-locality-additional-delay": kInt,
		"max-parallel-apps": kInt, "user.max-parallel-apps": kInt,
		"per-node-heartbeat.maximum-offswitch-assignments": kInt,
		"per-node-heartbeat.maximum-container-assignments": kInt,
		"maximum-am-resource-percent":                      kFloat,
		"rack-locality-full-reset":                         kBool, "queue-mappings-override.enable": kBool,
		"lazy-preemption-enabled": kBool, "reservations-continue-look-all-nodes": kBool,
		"schedule-asynchronously.enable": kBool, "legacy-queue-mode.enabled": kBool,
		"per-node-heartbeat.multiple-assignments-enabled": kBool,
		"user-metrics.enable":                             kBool, "multi-node-placement-enabled": kBool,
		"application.fail-fast": kBool, "workflow-priority-mappings-override.enable": kBool,
		"auto-queue-creation-v2.queue-expiration-time": kLong,
	}
})

// globalKind is how a scheduler-wide property is read; a user's
// user.<name>.max-parallel-apps is an int like the default's.
func globalKind(name string) kind {
	if user, ok := strings.CutPrefix(name, "user."); ok && strings.HasSuffix(user, ".max-parallel-apps") {
		return kInt
	}
	return globalKinds()[name]
}

// settings reads every typed property as its getter does, recording the
// refusals (numbers Java cannot parse) and the silent defaults (booleans
// other than true and false), then the values Hadoop only accepts from a
// list and the properties the release does not read.
func (r *reader) settings() {
	factStart := len(r.c.Facts)
	for _, q := range r.c.Queues {
		for suffix, s := range q.Settings {
			r.queueSetting(q, suffix, s)
		}
		r.queueChoices(q)
	}
	for name, s := range r.c.Globals {
		r.typed("", Prefix+name, s, globalKind(name))
		r.releaseKey("", name, s)
	}
	r.globalChoices()
	r.mappings()
	r.preemption()
	slices.SortStableFunc(r.c.Facts[factStart:], func(a, b Fact) int { // in file order (map iteration has none)
		return cmp.Or(cmp.Compare(a.Pos.Line, b.Pos.Line), cmp.Compare(a.Pos.Col, b.Pos.Col), cmp.Compare(a.Key, b.Key))
	})
}

// leafOnly are the per-queue properties only a leaf reads, with no
// inheritance from its parent (LeafQueue's user limits; the AM share falls
// back on the scheduler-wide one, not the parent's).
var leafOnly = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"user-limit-factor": true, "minimum-user-limit-percent": true, "maximum-am-resource-percent": true,
	}
})

// queueSetting checks one per-queue property: its type, its release, a
// leaf property on a parent, and a node-label capacity.
func (r *reader) queueSetting(q *Queue, suffix string, s Setting) {
	if leafOnly()[suffix] && (!q.IsLeaf() || q.Parent == nil) {
		r.c.fact(Fact{Kind: FactLeafOnlyOnParent, Queue: q.Path, Key: Prefix + q.Path + "." + suffix, Pos: s.Pos, Name: suffix})
	}
	if k := queueKinds()[suffix]; k != kString && !plainNumber(s.Raw, k) {
		r.typed(q.Path, Prefix+q.Path+"."+suffix, s, k)
	}
	r.releaseKey(q.Path, suffix, s)
	if rest, ok := strings.CutPrefix(suffix, "accessible-node-labels."); ok {
		r.labelValue(q, rest, suffix, s)
	}
}

// typed checks one value against its getter.
func (r *reader) typed(queue, key string, s Setting, k kind) {
	if plainNumber(s.Raw, k) {
		return
	}
	var err error
	switch k {
	case kInt:
		_, err = r.yc.Int(key, 0)
	case kLong:
		_, err = r.yc.Long(key, 0)
	case kFloat:
		_, err = r.yc.Float(key, 0)
	case kBool:
		if _, berr := r.yc.Bool(key, false); berr != nil {
			r.c.fact(Fact{Kind: FactInvalidBoolean, Queue: queue, Key: key, Pos: s.Pos, Raw: s.Raw})
		}
		return
	default:
		return
	}
	if err == nil {
		return
	}
	if ve, ok := err.(*yarnsite.ValueError); ok && !ve.Fatal {
		return
	}
	r.c.fact(Fact{Kind: FactNotANumber, Queue: queue, Key: key, Pos: s.Pos, Refuses: true, Raw: strings.TrimSpace(s.Raw), Name: "number"})
}

// plainNumber: a decimal integer (for int and long) or a decimal with a
// point (for float) every getter reads as written, without asking the
// slower exact reader.
func plainNumber(s string, k kind) bool {
	if s == "" || k == kString || k == kBool {
		return false
	}
	dot := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
		case c == '.' && k == kFloat && !dot && i > 0:
			dot = true
		default:
			return false
		}
	}
	return k == kFloat || k == kInt && len(s) < 10 || k == kLong && len(s) < 19
}

// queueChoices checks state, ordering-policy, reservable and the
// properties root ignores.
func (r *reader) queueChoices(q *Queue) {
	if v := ConfiguredState(q); v != "" && v != StateRunning && v != StateStopped {
		r.c.fact(Fact{Kind: FactUnknownState, Queue: q.Path, Key: Prefix + q.Path + ".state", Pos: q.Settings["state"].Pos, Refuses: true,
			Refusal: "No enum constant org.apache.hadoop.yarn.api.records.QueueState." + v})
	}
	if s, ok := q.Settings["ordering-policy"]; ok {
		r.orderingPolicy(q, s)
	}
	if s, ok := q.Settings["reservable"]; ok && !q.IsLeaf() && strings.EqualFold(strings.TrimSpace(s.Raw), "true") {
		r.c.fact(Fact{Kind: FactReservableParent, Queue: q.Path, Key: Prefix + q.Path + ".reservable", Pos: s.Pos, Refuses: true,
			Refusal: "Only Leaf Queues can be reservable for " + q.Path})
	}
	if q.Parent == nil {
		r.rootIgnores(q)
	}
}

// rootIgnores: root's capacity is always 100 and its node labels "*".
func (r *reader) rootIgnores(root *Queue) {
	if root.Capacity.Pos.IsValid() && !(root.Capacity.Kind == Percent && root.Capacity.Number == 100) {
		r.c.fact(Fact{Kind: FactRootCapacity, Queue: "root", Key: Prefix + "root.capacity", Pos: root.Capacity.Pos})
	}
	if s, ok := root.Settings["accessible-node-labels"]; ok && strings.TrimSpace(s.Raw) != "*" {
		r.c.fact(Fact{Kind: FactRootLabels, Queue: "root", Key: Prefix + "root.accessible-node-labels", Pos: s.Pos,
			Warning: "Accessible node labels for root queue will be ignored, it will be automatically set to \"*\"."})
	}
}

// AppPolicies are the application ordering policies a leaf reads by name.
var AppPolicies = []string{"fifo", "fair", "fifo-with-partitions", "fifo-for-pending-apps"}

// QueuePolicies are the queue ordering policies a parent reads by name.
var QueuePolicies = []string{"utilization", "priority-utilization"}

// orderingPolicy: a leaf takes an application policy name or a class (a
// bare word that names no policy is a class Java cannot load); a parent
// takes only utilization or priority-utilization (getQueueOrderingPolicy
// refuses anything else, class names too).
func (r *reader) orderingPolicy(q *Queue, s Setting) {
	v := strings.TrimSpace(s.Raw)
	key := Prefix + q.Path + ".ordering-policy"
	leaf := q.IsLeaf()
	names, f := QueuePolicies, Fact{Kind: FactParentOrderingPolicy, Refusal: "Unable to construct queue ordering policy=" + v + " queue=" + q.Path}
	if leaf {
		names, f = AppPolicies, Fact{Kind: FactLeafOrderingPolicy, Refusal: "Unable to construct ordering policy for: " + v + ", " + v}
	}
	if contains(names, v) || leaf && strings.Contains(v, ".") {
		return
	}
	f.Queue, f.Key, f.Pos, f.Refuses = q.Path, key, s.Pos, true
	r.c.fact(f)
}

// managed reports whether q is a parent for legacy or flexible auto-created
// queues (a parent even with no children).
func (q *Queue) managed() bool { return q.AutoCreate != NoAutoCreation }

// autoCreation sets each queue's AutoCreate as parseQueue decides it: the
// legacy flag in every release, the flexible one where the release reads
// it; the legacy one wins when both are on (ManagedParentQueue). Flexible
// keeps the flexible flag as the release reads it either way.
func (r *reader) autoCreation() {
	for _, q := range r.c.Queues {
		q.Flexible = r.p.Capacity.FlexibleAutoCreation && q.FlexibleParent()
		switch {
		case q.ManagedParent():
			q.AutoCreate = LegacyAutoCreation
		case q.Flexible:
			q.AutoCreate = FlexibleAutoCreation
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// calculators are the resource calculators Hadoop ships.
var calculators = []string{
	"org.apache.hadoop.yarn.util.resource.DefaultResourceCalculator",
	"org.apache.hadoop.yarn.util.resource.DominantResourceCalculator",
}

// globalChoices checks resource-calculator and mapping-rule-format.
func (r *reader) globalChoices() {
	if s, ok := r.c.Globals["resource-calculator"]; ok {
		v := strings.TrimSpace(s.Raw)
		if !contains(calculators, v) && (!strings.Contains(v, ".") || strings.HasPrefix(v, "org.apache.hadoop.yarn.util.resource.")) {
			f := Fact{Kind: FactUnknownCalculator, Key: Prefix + "resource-calculator", Pos: s.Pos, Refuses: true,
				Refusal: "java.lang.ClassNotFoundException: Class " + v + " not found"}
			for _, c := range calculators {
				if strings.HasSuffix(c, "."+v[strings.LastIndex(v, ".")+1:]) {
					f.Suggest = c
				}
			}
			r.c.fact(f)
		}
	}
	if s, ok := r.c.Globals["mapping-rule-format"]; ok && r.p.Capacity.JSONMappingRules && mappingFormat(s) == "" {
		r.c.fact(Fact{Kind: FactMappingFormat, Key: Prefix + "mapping-rule-format", Pos: s.Pos, Refuses: true,
			Refusal: "Illegal queue mapping format '" + s.Untrimmed + "' please use 'legacy' or 'json'"})
	}
}

// DominantResources reports whether the file sets the
// DominantResourceCalculator (comparisons on every type, not memory alone).
func (c *Config) DominantResources() bool {
	return strings.TrimSpace(c.Globals["resource-calculator"].Raw) == calculators[1]
}

// mappingFormat is the mapping-rule-format s selects, "legacy" or "json",
// "" when Hadoop refuses it: CapacitySchedulerConfiguration.getMappingRules
// (3.4) compares the value of Configuration.get, untrimmed, with
// String.equals, so "JSON" or " json" is refused. Unset is "legacy".
func mappingFormat(s Setting) string {
	switch v := s.Untrimmed; {
	case v == "legacy" || v == "json":
		return v
	case s == Setting{}:
		return "legacy"
	}
	return ""
}

package convert

import (
	"encoding/json"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/xmlconf"
)

// rule is one placement rule as the ResourceManager runs it: the file's
// own, or the ones Hadoop derives from yarn-site when the file has none.
type rule struct {
	kind   placement.RuleKind
	name   string
	create bool
	queue  string // the default rule's target, "root.…"
	parent *rule
	pos    xmlconf.Pos
}

// rules returns the placement policy the Fair Scheduler runs: the file's
// queuePlacementPolicy, else specified, user (with
// user-as-default-queue) and default (QueuePlacementPolicy.fromConfiguration),
// creating queues as allow-undeclared-pools says.
func (c *conv) rules() (rules []*rule, derived bool) {
	if p := c.in.Fair.Placement; p != nil && len(p.Rules) > 0 {
		for _, xr := range p.Rules {
			rules = append(rules, fileRule(xr))
		}
		return rules, false
	}
	create := c.fsSite.AllowUndeclaredPools.Val
	rules = append(rules, &rule{kind: placement.RuleSpecified, name: "specified", create: create})
	if c.fsSite.UserAsDefaultQueue.Val {
		rules = append(rules, &rule{kind: placement.RuleUser, name: "user", create: create})
	}
	if !c.fsSite.UserAsDefaultQueue.Val || !create {
		rules = append(rules, &rule{kind: placement.RuleDefault, name: "default", create: true, queue: "root.default"})
	}
	return rules, true
}

func fileRule(xr *xmlconf.PlacementRule) *rule {
	r := &rule{kind: xr.Kind(), name: xr.Name, create: xr.Create.Val, pos: xr.Pos}
	if r.kind == placement.RuleDefault {
		r.queue = "root.default"
		if q := strings.TrimSpace(xr.Queue.Val); xr.Queue.Set && q != "" && q != "default" && q != "root.default" {
			r.queue = q
			if !strings.HasPrefix(q, "root.") {
				r.queue = "root." + q
			}
		}
	}
	if xr.Parent != nil {
		r.parent = fileRule(xr.Parent)
	}
	return r
}

// placement converts the placement policy: JSON mapping rules where the
// target reads them, else legacy queue-mappings. It also marks the
// parents under which the Fair Scheduler creates queues at submission.
func (c *conv) placement() {
	rules, derived := c.rules()
	for _, r := range rules {
		c.markDynamic(r)
		if r.kind == placement.RuleDefault && r.queue == "root.default" && r.create {
			c.declareDefault()
		}
	}
	if c.in.Target.Capacity.JSONMappingRules {
		c.jsonRules(rules)
		return
	}
	c.legacyRules(rules, derived)
}

// declareDefault declares root.default where the Fair Scheduler creates
// it at submission, with the settings Hadoop gives a queue it creates.
func (c *conv) declareDefault() {
	for _, k := range CreatedChildren(c.in.Fair.Root) {
		if k.FullName == "root.default" {
			return
		}
	}
	if c.defaultLeaf != nil {
		return
	}
	d := place.Defaults{AllowUndeclaredPools: c.fsSite.AllowUndeclaredPools.Val, UserAsDefaultQueue: c.fsSite.UserAsDefaultQueue.Val}
	qs, err := place.CreatedAtSubmission(c.in.Fair, c.in.Fair.Hadoop, d, []string{"root.default"})
	if err == nil && len(qs) == 1 {
		c.defaultLeaf = qs[0]
	}
}

// markDynamic records the parent a rule creates queues under.
func (c *conv) markDynamic(r *rule) {
	root := c.in.Fair.Root
	switch {
	case r.kind == placement.RuleNestedUserQueue && r.parent != nil:
		if !r.create && !r.parent.create {
			return
		}
		if r.parent.kind == placement.RuleDefault {
			if q := c.in.Fair.Find(r.parent.queue); q != nil && q.NotCreated == "" {
				c.mark(q, r.pos)
			}
			return
		}
		if r.parent.create && r.parent.kind == placement.RulePrimaryGroup {
			c.mark(root, r.pos)
		}
		if r.create {
			for _, k := range CreatedChildren(root) {
				if k.IsParent {
					c.mark(k, r.pos)
				}
			}
		}
	case !r.create:
	case r.kind == placement.RuleSpecified:
		// The Fair Scheduler creates the queue a submission names under
		// any parent (QueueManager.getQueue with create), as fs2cs's
		// creation on every parent keeps.
		c.mark(root, r.pos)
		c.in.Fair.Root.Walk(func(q *xmlconf.Queue) {
			if q.Parent != nil && q.NotCreated == "" && (len(CreatedChildren(q)) > 0 || q.IsParent && !q.Reservation.Set) {
				c.mark(q, r.pos)
			}
		})
	case r.kind == placement.RuleUser || r.kind == placement.RulePrimaryGroup:
		c.mark(root, r.pos)
	}
}

func (c *conv) mark(q *xmlconf.Queue, pos xmlconf.Pos) {
	if _, ok := c.dynamic[q]; !ok {
		c.dynamic[q] = pos
	}
}

// flexible reports whether the target creates queues the flexible way
// (auto-queue-creation-v2, 3.4.0 in weight mode).
func (c *conv) flexible() bool {
	return c.in.Target.Capacity.WeightMode && c.in.Mode == ModeWeight
}

// jsonRules writes the rules as JSON mapping rules, one per Fair
// Scheduler rule, matching every user and falling through with skip, as
// fs2cs does.
func (c *conv) jsonRules(rules []*rule) {
	var out []any
	for _, r := range rules {
		if m, ok := c.jsonRule(r); ok {
			out = append(out, m)
		}
	}
	c.out.MappingRules = map[string]any{"rules": out}
	from := c.from("queuePlacementPolicy", c.policyPos())
	c.cs(capacity.Prefix+"mapping-rule-format", "json", from)
	if b, err := json.Marshal(c.out.MappingRules); err == nil && !c.in.RulesToFile {
		// No output directory: the rules go inline, so that the printed
		// configuration stands alone (fs2cs does the same without -o).
		c.cs(capacity.Prefix+"mapping-rule-json", string(b), from)
	} else {
		// No path of the machine convert ran on: the file's name, which
		// the ResourceManager opens as written (Paths.get), relative to
		// its working directory.
		c.cs(capacity.Prefix+"mapping-rule-json-file", MappingFile, from+
			"; the ResourceManager opens this path relative to its working directory: install "+MappingFile+
			" beside capacity-scheduler.xml and write its absolute path here")
	}
	c.cs(capacity.Prefix+"queue-mappings-override.enable", "true", from+": the rules decide in their order, a specified rule among them")
}

func (c *conv) jsonRule(r *rule) (map[string]any, bool) {
	m := map[string]any{"type": "user", "matches": "*", "fallbackResult": "skip", "create": r.create}
	switch r.kind {
	case placement.RuleSpecified:
		m["policy"] = "specified"
	case placement.RuleUser:
		m["policy"], m["parentQueue"] = "user", "root"
	case placement.RulePrimaryGroup:
		m["policy"], m["parentQueue"] = "primaryGroup", "root"
	case placement.RuleSecondaryGroupExistingQueue:
		m["policy"], m["parentQueue"] = "secondaryGroup", "root"
	case placement.RuleDefault:
		m["policy"] = "defaultQueue"
		if r.queue != "root.default" {
			if !c.jsonTarget(r.queue) {
				// Hadoop 3.4 refuses a file whose custom rule names a queue it
				// can neither find as a leaf nor create.
				c.placementLoss(r, PlacementLoss{Kind: PlacementUnconverted})
				return nil, false
			}
			m["policy"], m["customPlacement"] = "custom", r.queue
		}
	case placement.RuleReject:
		m["policy"], m["create"] = "reject", false
	case placement.RuleNestedUserQueue:
		return c.jsonNested(r, m)
	default:
		c.placementLoss(r, PlacementLoss{Kind: PlacementUnconverted})
		return nil, false
	}
	if r.create && !c.flexible() && r.kind != placement.RuleDefault && r.kind != placement.RuleReject {
		c.placementLoss(r, PlacementLoss{Kind: PlacementRootNeedsWeight})
	}
	return m, true
}

func (c *conv) jsonNested(r *rule, m map[string]any) (map[string]any, bool) {
	if r.parent == nil {
		c.placementLoss(r, PlacementLoss{Kind: PlacementNestedOrphan})
		return nil, false
	}
	m["create"] = r.create || r.parent.create
	switch r.parent.kind {
	case placement.RulePrimaryGroup:
		m["policy"], m["parentQueue"] = "primaryGroupUser", "root"
	case placement.RuleSecondaryGroupExistingQueue:
		m["policy"], m["parentQueue"] = "secondaryGroupUser", "root"
	case placement.RuleDefault:
		if q := c.in.Fair.Find(r.parent.queue); q == nil || !c.createsUnder(q) {
			// Hadoop 3.4 refuses a user rule under a parent that does not
			// exist or creates no queues.
			c.placementLoss(r, PlacementLoss{Kind: PlacementNestedUnconverted, Parent: r.parent.name})
			return nil, false
		}
		m["policy"], m["parentQueue"] = "user", r.parent.queue
	default:
		c.placementLoss(r, PlacementLoss{Kind: PlacementNestedUnconverted, Parent: r.parent.name})
		return nil, false
	}
	if r.create != r.parent.create {
		c.placementLoss(r, PlacementLoss{Kind: PlacementCreateMerged, Create: r.create, ParentCreate: r.parent.create})
	}
	return m, true
}

// jsonTarget reports whether a custom mapping rule may name queue: a leaf
// of the converted file, or a queue the target creates under an existing
// parent that creates queues.
func (c *conv) jsonTarget(queue string) bool {
	if q := c.in.Fair.Find(queue); q != nil {
		return q.NotCreated == "" && len(CreatedChildren(q)) == 0 && !c.createsUnder(q)
	}
	i := strings.LastIndexByte(queue, '.')
	if i <= 0 || i == len(queue)-1 {
		return false
	}
	p := c.in.Fair.Find(queue[:i])
	return p != nil && c.createsUnder(p)
}

// createsUnder reports whether the converted file creates queues under q
// at submission: flexibly, where the Fair Scheduler creates them.
func (c *conv) createsUnder(q *xmlconf.Queue) bool {
	_, ok := c.dynamic[q]
	return ok && c.flexible()
}

// placementLoss records a rule the target cannot keep as it is.
func (c *conv) placementLoss(r *rule, l PlacementLoss) {
	l.Pos, l.Rule = r.pos, r.name
	c.facts.Placement = append(c.facts.Placement, l)
}

// policyPos is where the placement policy is written; zero when derived.
func (c *conv) policyPos() xmlconf.Pos {
	if p := c.in.Fair.Placement; p != nil {
		return p.Pos
	}
	return xmlconf.Pos{}
}

package place

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Engine places submissions with one policy on one queue tree.
type Engine struct {
	Policy *placement.Policy
	Tree   *Tree
	prof   hadoop.Profile
	a      *xmlconf.Allocations
	acls   placement.ACLSwitch
	// settingsOf caches the settings of each queue placed in: they do not
	// change once the queue exists.
	settingsOf map[string]*placement.Settings
}

// NewEngine returns an engine for a file: its policy (or the one derived
// from d) and the queues the ResourceManager creates from it.
func NewEngine(a *xmlconf.Allocations, prof hadoop.Profile, d Defaults) *Engine {
	p := FromAllocations(a, prof, d)
	if msg := refusalFromFacts(a); msg != "" {
		if p.Source != placement.SourceFile {
			p = &placement.Policy{Source: placement.SourceFile}
		}
		p.Refused = msg
	}
	return &Engine{Policy: p, Tree: NewTree(a, prof), prof: prof, a: a, acls: d.ACLs, settingsOf: map[string]*placement.Settings{}}
}

// decision is what evaluating one rule gives.
type decision struct {
	queue  string // "" when the rule does not place
	reason string
	fail   string // non-empty: the rule throws and the submission is rejected
}

// Place runs the policy for s and, when a queue is chosen, the queue
// manager's admission; queues it creates are added to the tree.
func (e *Engine) Place(s placement.Submission) placement.Result { return e.place(s, true) }

// place is Place; with commit false the queues the submission would create
// are not added to the tree (and the ACLs and settings are not looked up).
func (e *Engine) place(s placement.Submission, commit bool) placement.Result {
	if s.Queue == "" {
		s.Queue = "default"
	}
	res := placement.Result{Submission: s, Trace: make([]placement.Step, 0, len(e.Policy.Rules))}
	for _, r := range e.Policy.Rules {
		d := e.eval(r, s)
		step := placement.Step{Index: r.Index, Kind: r.Kind, Pos: r.Pos, Reason: d.reason}
		switch {
		case d.fail != "":
			step.Outcome, step.Reason = placement.OutcomeRejected, d.fail
			res.Trace = append(res.Trace, step)
			res.Rejected, res.Reason, res.Rule = true, d.fail, &res.Trace[len(res.Trace)-1]
			return res
		case d.queue != "":
			step.Outcome = placement.OutcomePlaced
			if step.Reason == "" {
				step.Reason = "gives " + d.queue
			}
			res.Trace = append(res.Trace, step)
			res.Rule = &res.Trace[len(res.Trace)-1]
			e.admit(&res, d.queue, commit)
			return res
		}
		step.Outcome = placement.OutcomePassed
		res.Trace = append(res.Trace, step)
	}
	res.Rejected = true
	res.Reason = e.noRuleReason()
	if n := len(res.Trace); n > 0 && e.Policy.Rules[n-1].Kind == placement.RuleReject {
		res.Trace[n-1].Outcome = placement.OutcomeRejected
		res.Rule = &res.Trace[n-1]
	}
	return res
}

func (e *Engine) noRuleReason() string {
	if n := len(e.Policy.Rules); !e.prof.PlacementRewrite && n > 0 {
		if last := e.Policy.Rules[n-1]; last.Kind != placement.RuleReject {
			return "no rule placed the application (Hadoop: IllegalStateException \"Should have applied a rule before reaching here\")"
		}
	}
	return "no rule placed the application; the ResourceManager rejects it"
}

// admit applies the queue manager to the chosen queue; with commit false
// it only says what the queue manager would do.
func (e *Engine) admit(res *placement.Result, queue string, commit bool) {
	res.Queue = queue
	ad := e.Tree.admit(queue)
	if ad.refusal != "" {
		res.Refused, res.Reason = true, ad.refusal
		return
	}
	res.Created = len(ad.created) > 0
	res.CreatedQueues = ad.created
	if !commit {
		return
	}
	e.Tree.create(ad) // Hadoop creates the queue before it checks the ACLs
	res.Access = e.access(queue, res.Submission)
	if res.Settings = e.settingsOf[queue]; res.Settings == nil {
		res.Settings = e.settings(queue)
		e.settingsOf[queue] = res.Settings
	}
}

// eval runs one rule for s.
func (e *Engine) eval(r *placement.Rule, s placement.Submission) decision {
	if !e.prof.PlacementRewrite {
		return e.evalLegacy(r, s)
	}
	switch r.Kind {
	case placement.RuleSpecified:
		return e.specified(r, s)
	case placement.RuleUser, placement.RuleNestedUserQueue:
		return e.named(r, s, cleanName(s.User, true), "user")
	case placement.RulePrimaryGroup:
		if len(s.Groups) == 0 {
			return decision{fail: fmt.Sprintf("user %q has no groups (Hadoop: \"No groups returned for user %s\")", s.User, s.User)}
		}
		return e.named(r, s, cleanName(s.Groups[0], true), "primary group")
	case placement.RuleSecondaryGroupExistingQueue:
		return e.secondary(r, s)
	case placement.RuleDefault:
		return e.createOrConfigured(r, r.Queue, "the default queue")
	case placement.RuleReject:
		return decision{reason: "the reject rule rejects every application"}
	}
	return decision{reason: "unknown rule"}
}

func (e *Engine) specified(r *placement.Rule, s placement.Submission) decision {
	q := s.Queue
	if !validQueueName(q) {
		return decision{fail: fmt.Sprintf("the requested queue %q is not a valid queue name (surrounding white space or a leading or trailing dot)", q)}
	}
	if q == "default" {
		return decision{reason: "no queue was requested (\"default\"), so the next rule decides"}
	}
	return e.createOrConfigured(r, assureRoot(q), "the requested queue")
}

// createOrConfigured places in q when the rule may create queues or q is
// declared in the file.
func (e *Engine) createOrConfigured(r *placement.Rule, q, what string) decision {
	if r.Create || e.Tree.configured(q) {
		return decision{queue: q}
	}
	return decision{reason: what + " " + q + " is not declared in the file and create=\"false\""}
}

// named is the user, nestedUserQueue and primaryGroup rules: name under
// root, or under the queue the parent rule yields.
func (e *Engine) named(r *placement.Rule, s placement.Submission, name, what string) decision {
	if r.Parent == nil {
		return e.createOrConfigured(r, assureRoot(name), "the "+what+" queue")
	}
	parent, d := e.parentQueue(r, s)
	if parent == "" {
		return d
	}
	d = e.createOrConfigured(r, parent+"."+name, "the "+what+" queue")
	if d.queue != "" {
		d.reason = fmt.Sprintf("its parent rule %s gives %s; %s %q goes below it", r.Parent.Kind, parent, what, name)
	}
	return d
}

// parentQueue runs r's parent rule. When it gives no usable queue the
// returned decision says why (a throw of the parent rule fails the whole
// submission, as in Hadoop).
func (e *Engine) parentQueue(r *placement.Rule, s placement.Submission) (string, decision) {
	d := e.eval(r.Parent, s)
	switch {
	case d.fail != "":
		return "", decision{fail: "its parent rule " + r.Parent.Kind.String() + " failed: " + d.fail}
	case d.queue == "":
		return "", decision{reason: "its parent rule " + r.Parent.Kind.String() + " gave no queue: " + d.reason}
	case e.Tree.existingLeaf(d.queue):
		return "", decision{reason: fmt.Sprintf("its parent rule %s gave %s, which is a leaf queue", r.Parent.Kind, d.queue)}
	}
	return d.queue, decision{}
}

func (e *Engine) secondary(r *placement.Rule, s placement.Submission) decision {
	prefix := ""
	if r.Parent != nil {
		parent, d := e.parentQueue(r, s)
		if parent == "" {
			return d
		}
		prefix = parent
	}
	for _, g := range s.Groups {
		q := assureRoot(cleanName(g, true))
		if prefix != "" {
			q = prefix + "." + cleanName(g, true)
		}
		if e.Tree.configured(q) {
			return decision{queue: q}
		}
	}
	if len(s.Groups) == 0 {
		return decision{reason: "the user has no groups"}
	}
	return decision{reason: fmt.Sprintf("none of the groups %s is a queue declared in the file", strings.Join(s.Groups, ", "))}
}

var _ placement.Placer = (*Engine)(nil)

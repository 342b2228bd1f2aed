package csplace

import (
	"fmt"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
)

type submission = placement.Submission

// Engine places submissions on one capacity-scheduler.xml as the
// ResourceManager of one release does. It satisfies placement.Placer; queues
// a submission creates stay for the later ones.
type Engine struct {
	c      *capacity.Config
	prof   hadoop.Profile
	t      *tree
	policy *placement.Policy
	acls   placement.ACLSwitch
	// engines are the placement engines in the order the scheduler asks
	// them, each with its rules (indexes into c.Mappings).
	engines []engine
}

// engine is one PlacementRule of PlacementManager.
type engine struct {
	name  string  // "user-group", "app-name", "CSMappingPlacementRule" or a class name
	rules []*rule // empty for a class fairsched cannot run
}

// rule is one mapping with its place in the policy.
type rule struct {
	m     capacity.Mapping
	index int // 1-based, over every engine
}

var _ placement.Placer = (*Engine)(nil)

// New returns the engine for c under release prof. c must be read for
// the same release (capacity.Read), with a JSON mapping file already
// added (Config.AddMappingFile) when the file names one.
func New(c *capacity.Config, prof hadoop.Profile) *Engine {
	e := &Engine{c: c, prof: prof, t: newTree(c, !prof.Capacity.SameNameLeaves)}
	e.engines = e.buildEngines()
	e.policy = &placement.Policy{Source: placement.SourceCapacity}
	for _, en := range e.engines {
		for _, r := range en.rules {
			e.policy.Rules = append(e.policy.Rules, &placement.Rule{Name: r.m.Entry, Create: r.m.Create, Index: r.index, Pos: r.m.Pos})
		}
	}
	return e
}

// Policy describes the rules the engine runs, in order, for output.
func (e *Engine) Policy() *placement.Policy { return e.policy }

// CSMappingEngine reports whether the release runs one
// CSMappingPlacementRule (3.4) rather than the two legacy engines.
func (e *Engine) CSMappingEngine() bool { return e.prof.Capacity.CSMappingPlacementRule }

// buildEngines is CapacityScheduler.updatePlacementRules: the engines of
// yarn.scheduler.queue-placement-rules in order; in 3.4 user-group and
// app-name are one CSMappingPlacementRule with the user/group rules first
// (added only when it has a rule), before 3.4 each legacy engine is added
// only when it has mappings.
func (e *Engine) buildEngines() []engine {
	var out []engine
	index := 0
	pick := func(origin string) []*rule {
		var rs []*rule
		for _, m := range e.c.Mappings {
			if origin == "" && m.Origin != capacity.OriginAppName || m.Origin == origin {
				index++
				rs = append(rs, &rule{m: m, index: index})
			}
		}
		return rs
	}
	added := false
	for _, name := range e.c.Placement.Engines {
		if !e.CSMappingEngine() && legacyClasses[name] != "" {
			name = legacyClasses[name] // PlacementFactory instantiates the class itself
		}
		switch {
		case name == capacity.EngineUserGroup || name == capacity.EngineAppName:
			if e.CSMappingEngine() {
				if added {
					continue
				}
				added = true
				rs := append(pick(""), pick(capacity.OriginAppName)...)
				if len(rs) > 0 {
					out = append(out, engine{name: "CSMappingPlacementRule", rules: rs})
				}
				continue
			}
			origin := capacity.OriginUserGroup
			if name == capacity.EngineAppName {
				origin = capacity.OriginAppName
			}
			if rs := pick(origin); len(rs) > 0 {
				out = append(out, engine{name: name, rules: rs})
			}
		default:
			out = append(out, engine{name: name})
		}
	}
	return out
}

// legacyClasses are the classes of the two legacy engines, which
// yarn.scheduler.queue-placement-rules may name instead of user-group and
// app-name before 3.4 (3.4 has neither class).
var legacyClasses = map[string]string{
	"org.apache.hadoop.yarn.server.resourcemanager.placement.UserGroupMappingPlacementRule": capacity.EngineUserGroup,
	"org.apache.hadoop.yarn.server.resourcemanager.placement.AppNameMappingPlacementRule":   capacity.EngineAppName,
}

// Place runs the engines for s, then the scheduler's checks of the queue;
// queues the submission creates are added.
func (e *Engine) Place(s submission) placement.Result {
	if s.Queue == "" {
		s.Queue = "default"
	}
	res := placement.Result{Submission: s, Trace: []placement.Step{}}
	target, parent := "", ""
	for _, en := range e.engines {
		var d decision
		switch {
		case en.rules == nil:
			res.Trace = append(res.Trace, placement.Step{Name: en.name, Outcome: placement.OutcomePassed,
				Reason: "a placement rule class fairsched cannot run; it is assumed to place nothing"})
			continue
		case e.CSMappingEngine():
			d = e.runMapping(en, s, &res)
		default:
			d = e.runLegacy(en, s, &res)
		}
		if d.reject != "" {
			res.Rejected, res.Reason = true, d.reject
			return res
		}
		if d.queue != "" {
			target, parent = d.queue, d.parent
			break
		}
	}
	e.admit(&res, target, parent)
	return res
}

// decision is what one engine gives: a queue (a full path, or before 3.4
// a leaf name with its parent), a rejection, or nothing.
type decision struct {
	queue, parent string
	reject        string
}

// step appends a step to the trace and returns a pointer to it.
func step(res *placement.Result, r *rule, out placement.Outcome, reason string) *placement.Step {
	res.Trace = append(res.Trace, placement.Step{Index: r.index, Name: r.m.Entry, Pos: r.m.Pos, Outcome: out, Reason: reason})
	return &res.Trace[len(res.Trace)-1]
}

// decided marks the last step as the one that decided.
func decided(res *placement.Result) {
	res.Rule = &res.Trace[len(res.Trace)-1]
}

func quoted(s string) string { return fmt.Sprintf("%q", s) }

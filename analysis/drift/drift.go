package drift

import (
	"errors"
	"math"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/xmlconf"
)

// Resource is memory in MB and vCores, as the REST responses give them.
type Resource = rmrest.Resource

// Report is the comparison: every queue of either side with its values
// (the facts), and the drift rules' findings about them. render.DriftJSON
// writes it as the JSON the drift schema describes.
type Report struct {
	// Cluster is the RM's cluster size the file's shares are computed for.
	Cluster Resource
	Queues  []Queue
	// Findings are lint's drift rules' findings (lint.DriftRules), in the
	// order of Queues; KindOf gives the kind of each.
	Findings []diag.Finding

	// Facts are what lint's drift rules word (lint.CheckDrift or
	// lint.CheckCapacityDrift); Mark keeps their findings.
	Facts *Facts
	// confDrift: the RM's stored configuration differs from the file at
	// warning or above (findings about no queue).
	confDrift bool
}

// IsCapacity reports whether the report is about a Capacity Scheduler
// (CompareCapacity): its values are the Capacity Scheduler's.
func (r *Report) IsCapacity() bool {
	for _, q := range r.Queues {
		if v := q.File; v != nil && v.Capacity != nil {
			return true
		}
		if v := q.RM; v != nil && v.Capacity != nil {
			return true
		}
	}
	return false
}

// Drifts reports whether any queue drifts.
func (r *Report) Drifts() bool {
	if r.confDrift {
		return true
	}
	for _, q := range r.Queues {
		if q.Drift {
			return true
		}
	}
	return false
}

// DifferAtInfo counts the queues that differ only in ways the user's
// settings make info findings (a drift rule other than drift-created set
// to info): they are no drift, but the RM does not compute what the file
// says for them.
func (r *Report) DifferAtInfo() int {
	queues := map[string]bool{}
	for _, f := range r.Findings {
		if KindOf(f.Rule) != KindCreated && f.Severity < diag.Warning {
			queues[f.Queue] = true
		}
	}
	return len(queues)
}

// Options are what the comparison needs besides the file and the
// response: the RM's placement settings, the file's name and the rules'
// settings.
type Options struct {
	// Placement are the yarn-site settings that give a file without a
	// placement policy its policy, and so say which queues the RM creates
	// at submission.
	Placement place.Defaults
}

// Compare computes a's shares for the RM's cluster and active queues and
// sets them beside the RM's: the facts (Report.Facts) that lint's drift
// rules word (lint.CheckDrift), whose findings Mark keeps; a queue drifts
// when a finding about it is at warning or above (IsDrift). A queue the RM runs apps in that the file does not
// declare is created as Hadoop would at submission (a is not changed).
func Compare(a *xmlconf.Allocations, rm *rmrest.Scheduler, opt Options) *Report {
	r := &Report{Cluster: rm.Cluster, Queues: []Queue{}}
	var pendingOnly []string
	rmQueues := map[string]*rmrest.Queue{}
	var order []string
	rm.Root.Walk(func(q *rmrest.Queue) {
		rmQueues[q.Name] = q
		order = append(order, q.Name)
		if q.Leaf() && PendingOnly(q) {
			pendingOnly = append(pendingOnly, q.Name)
		}
	})
	declared := map[string]bool{}
	a.Root.Walk(func(q *xmlconf.Queue) {
		if q.NotCreated == "" {
			declared[q.FullName] = true
		}
	})
	active, created, refused := activate(a, rm, opt)
	cluster := make(resource.Resource, len(a.Types))
	cluster[0], cluster[1] = rm.Cluster.Memory, rm.Cluster.VCores
	t := compute.NewTree(a, cluster, func(q *xmlconf.Queue) bool { return active[q] }, created...)
	s := t.Compute(cluster)
	inFile := map[string]bool{}
	for _, i := range depthFirst(t) {
		n := t.Nodes[i]
		inFile[n.Name] = true
		r.add(n.Queue, n.Name, fileValues(a, t, s, i, cluster), rmQueues[n.Name], !declared[n.Name])
	}
	for _, name := range order {
		if !inFile[name] {
			r.onlyInRM(name, rmQueues[name], refused[name])
		}
	}
	r.Facts = &Facts{Queues: r.Queues, PendingOnly: pendingOnly}
	return r
}

// depthFirst returns the node indexes of t parents first, each parent's
// children together, as the RM's response lists them.
func depthFirst(t *compute.Tree) []int {
	out := make([]int, 0, len(t.Nodes))
	var walk func(i int)
	walk = func(i int) {
		out = append(out, i)
		n := t.Nodes[i]
		for c := n.First; c < n.First+n.N; c++ {
			walk(int(c))
		}
	}
	if len(t.Nodes) > 0 {
		walk(0)
	}
	return out
}

// Busy reports whether the RM counts leaf q as active for the fair share:
// FSQueue.isActive is "has a runnable app". The response's numActiveApps
// counts runnable apps whose AM is allocated; numPendingApps adds the
// runnable apps still waiting for their AM to the non-runnable ones (held
// by a maxRunningApps), which it does not tell apart. A pending app is
// taken as runnable unless the queue's maxApps is 0; PendingOnly reports
// the leaves decided that way.
func Busy(q *rmrest.Queue) bool {
	return q.ActiveApps > 0 || q.PendingApps > 0 && (q.MaxApps == nil || *q.MaxApps > 0)
}

// PendingOnly reports whether q is busy by its pending apps alone.
func PendingOnly(q *rmrest.Queue) bool { return Busy(q) && q.ActiveApps <= 0 }

// activate returns the active set for the RM's leaves with runnable apps,
// the queues the file does not declare that the RM created for them at
// submission, and, for a leaf the file would not create, why.
func activate(a *xmlconf.Allocations, rm *rmrest.Scheduler, opt Options) (map[*xmlconf.Queue]bool, []*xmlconf.Queue, map[string]string) {
	var busy []string
	rm.Root.Walk(func(q *rmrest.Queue) {
		if q.Leaf() && Busy(q) {
			busy = append(busy, q.Name)
		}
	})
	names, created, creatable, refused := SubmittedQueues(a, busy, opt.Placement)
	set, err := compute.ActiveSet(a, append(names, creatable...), created)
	if err != nil { // names were all checked above; keep what resolves
		set = map[*xmlconf.Queue]bool{}
	}
	return set, created, refused
}

// SubmittedQueues sorts the leaves the ResourceManager runs apps in (full
// names) by how the file explains them: declared, the names the file
// declares; created, the queues Hadoop creates at submission for the
// others under the file's placement policy (and d, the yarn-site settings
// that give a file without one its policy), and creatable, the names they
// serve; refused, for each name Hadoop would neither find nor create,
// why. It is the one home of this logic for drift and simulate --from-rm.
func SubmittedQueues(a *xmlconf.Allocations, names []string, d place.Defaults) (declared []string, created []*xmlconf.Queue, creatable []string, refused map[string]string) {
	refused = map[string]string{}
	var missing []string
	for _, n := range names {
		undeclared, err := compute.Undeclared(a, []string{n})
		switch {
		case err != nil:
			refused[n] = err.Error()
		case len(undeclared) > 0:
			missing = append(missing, n)
		default:
			declared = append(declared, n)
		}
	}
	created, creatable = createdAtSubmission(a, d, missing, refused)
	return declared, created, creatable, refused
}

// createdAtSubmission asks package place which queues the RM creates for
// the missing names, leaving out (into refused) each name Hadoop would not
// create; it returns the created queues and the names they serve.
func createdAtSubmission(a *xmlconf.Allocations, d place.Defaults, missing []string, refused map[string]string) ([]*xmlconf.Queue, []string) {
	for len(missing) > 0 {
		created, err := place.CreatedAtSubmission(a, a.Hadoop, d, missing)
		var nc *place.NotCreatableError
		if err == nil {
			return created, missing
		}
		if !errors.As(err, &nc) {
			for _, n := range missing {
				refused[n] = err.Error()
			}
			return nil, nil
		}
		kept := missing[:0:0]
		for _, n := range missing {
			if n == nc.Full || "root."+n == nc.Full {
				refused[n] = err.Error()
				continue
			}
			kept = append(kept, n)
		}
		if len(kept) == len(missing) {
			refused[missing[0]] = err.Error()
			kept = kept[1:]
		}
		missing = kept
	}
	return nil, nil
}

// fileValues are node i's figures as the RM would export them.
func fileValues(a *xmlconf.Allocations, t *compute.Tree, s *compute.TreeShares, i int, cluster resource.Resource) *Values {
	steady := pair(s.SteadyOf(i))
	v := &Values{
		SteadyFairShare:  &steady,
		FairShare:        pair(s.InstantaneousOf(i)),
		MinResources:     pair(t.MinOf(i)),
		MaxResources:     pair(componentwiseMin(t.MaxOf(i), cluster)),
		SchedulingPolicy: string(t.Nodes[i].Policy),
	}
	if q := t.Nodes[i].Queue; q != nil {
		apps := int64(a.QueueMaxAppsDefault.Val)
		if q.MaxRunningApps.Set {
			apps = int64(q.MaxRunningApps.Val)
		}
		v.MaxApps = &apps
	}
	return v
}

// pair takes memory and vCores of a resource as ResourceInfo exports
// them: memory as the long, vCores through Resource.getVirtualCores, which
// casts the long to an int clamped at Integer.MAX_VALUE.
func pair(r resource.Resource) Resource {
	var p Resource
	if len(r) > 0 {
		p.Memory = r[0]
	}
	if len(r) > 1 {
		p.VCores = min(r[1], math.MaxInt32)
	}
	return p
}

// rmValues are the RM's figures for q.
func rmValues(q *rmrest.Queue) *Values {
	v := &Values{FairShare: q.Fair, MinResources: q.Min, MaxResources: q.Max, MaxApps: q.MaxApps, SchedulingPolicy: q.Policy}
	if q.HasSteady {
		steady := q.SteadyFair
		v.SteadyFairShare = &steady
	}
	return v
}

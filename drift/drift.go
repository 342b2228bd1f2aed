package drift

import (
	"sort"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/rmrest"
	"github.com/fairsched/fairsched/xmlconf"
)

// Resource is memory in MB and vCores, as the REST responses give them.
type Resource = rmrest.Resource

// Values are one side's figures for a queue.
type Values struct {
	SteadyFairShare  *Resource `json:"steadyFairShare"`
	FairShare        Resource  `json:"fairShare"`
	MinResources     Resource  `json:"minResources"`
	MaxResources     Resource  `json:"maxResources"`
	MaxApps          *int64    `json:"maxApps"`
	SchedulingPolicy string    `json:"schedulingPolicy"`
}

// Queue is one queue of either side; File or RM is nil for a queue only
// in the other.
type Queue struct {
	Name  string  `json:"queue"`
	Drift bool    `json:"drift"`
	File  *Values `json:"file"`
	RM    *Values `json:"rm"`
}

// The kinds of finding.
const (
	KindDiffers    = "differs"      // a value the RM holds is not the file's
	KindOnlyInRM   = "only-in-rm"   // the RM has a queue the file does not create
	KindCreated    = "created"      // a queue the RM created at submission, as the file allows
	KindOnlyInFile = "only-in-file" // the file creates a queue the RM does not have
	KindUnknownRM  = "rm-queue-not-creatable"
)

// Finding is one difference, worded.
type Finding struct {
	Kind    string `json:"kind"`
	Queue   string `json:"queue"`
	Field   string `json:"field,omitempty"`
	File    string `json:"file,omitempty"`
	RM      string `json:"rm,omitempty"`
	Message string `json:"message"`
	// Drift is false for a finding that is no drift (a queue created at
	// submission whose values agree).
	Drift bool `json:"drift"`
}

// Report is the comparison.
type Report struct {
	// Cluster is the RM's cluster size the file's shares are computed for.
	Cluster  Resource  `json:"-"`
	Queues   []Queue   `json:"queues"`
	Findings []Finding `json:"findings"`
}

// Drifts reports whether any queue drifts.
func (r *Report) Drifts() bool {
	for _, q := range r.Queues {
		if q.Drift {
			return true
		}
	}
	return false
}

// Options are the ResourceManager's settings the comparison needs.
type Options struct {
	// AllowUndeclaredPools is yarn.scheduler.fair.allow-undeclared-pools:
	// for a file without a placement policy, whether the RM creates a queue
	// an app names at submission (Hadoop's default: true).
	AllowUndeclaredPools bool
}

// Compare computes a's shares for the RM's cluster and active queues and
// sets them beside the RM's. It adds the queues the RM created at
// submission to a's tree (as compute.ActiveSet does).
func Compare(a *xmlconf.Allocations, rm *rmrest.Scheduler, opt Options) *Report {
	r := &Report{Cluster: rm.Cluster, Findings: []Finding{}, Queues: []Queue{}}
	rmQueues := map[string]*rmrest.Queue{}
	var order []string
	rm.Root.Walk(func(q *rmrest.Queue) {
		rmQueues[q.Name] = q
		order = append(order, q.Name)
	})
	declared := map[string]bool{}
	a.Root.Walk(func(q *xmlconf.Queue) {
		if q.NotCreated == "" {
			declared[q.FullName] = true
		}
	})
	active, refused := activate(a, rm, opt)
	cluster := make(xmlconf.Resource, len(a.Types))
	cluster[0], cluster[1] = rm.Cluster.Memory, rm.Cluster.VCores
	t := compute.NewTree(a, cluster, func(q *xmlconf.Queue) bool { return active[q] })
	s := t.Compute(cluster)
	inFile := map[string]bool{}
	for i, n := range t.Nodes {
		inFile[n.Name] = true
		file := fileValues(a, t, s, i, cluster)
		r.add(n.Name, file, rmQueues[n.Name], !declared[n.Name])
	}
	sortTreeOrder(r.Queues, a)
	for _, name := range order {
		if !inFile[name] {
			r.onlyInRM(name, rmQueues[name], refused[name])
		}
	}
	return r
}

// sortTreeOrder puts the file's queues in the file's tree order, parents
// first and each parent's children together.
func sortTreeOrder(qs []Queue, a *xmlconf.Allocations) {
	index := map[string]int{}
	a.Root.Walk(func(q *xmlconf.Queue) { index[q.FullName] = len(index) })
	sort.SliceStable(qs, func(i, j int) bool { return index[qs[i].Name] < index[qs[j].Name] })
}

// activate marks the RM's leaves with runnable apps active in a, creating
// those the file does not declare as Hadoop would at submission. A queue
// the file would not create is returned with the reason.
func activate(a *xmlconf.Allocations, rm *rmrest.Scheduler, opt Options) (map[*xmlconf.Queue]bool, map[string]string) {
	active := map[*xmlconf.Queue]bool{}
	refused := map[string]string{}
	byName := map[string]bool{}
	a.Root.Walk(func(q *xmlconf.Queue) { byName[q.FullName] = q.NotCreated == "" })
	rm.Root.Walk(func(q *rmrest.Queue) {
		if !q.Leaf() || q.ActiveApps <= 0 {
			return
		}
		if !byName[q.Name] && a.Placement == nil && !opt.AllowUndeclaredPools {
			refused[q.Name] = "the file has no placement policy and yarn.scheduler.fair.allow-undeclared-pools is false"
			return
		}
		set, err := compute.ActiveSet(a, []string{q.Name})
		if err != nil {
			refused[q.Name] = err.Error()
			return
		}
		for k := range set {
			active[k] = true
		}
	})
	return active, refused
}

// fileValues are node i's figures as the RM would export them.
func fileValues(a *xmlconf.Allocations, t *compute.Tree, s *compute.TreeShares, i int, cluster xmlconf.Resource) *Values {
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

// pair takes memory and vCores of a resource.
func pair(r xmlconf.Resource) Resource {
	var p Resource
	if len(r) > 0 {
		p.Memory = r[0]
	}
	if len(r) > 1 {
		p.VCores = r[1]
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

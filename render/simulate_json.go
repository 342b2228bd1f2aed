package render

import (
	"encoding/json"
	"io"
	"strconv"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/simcore"
)

// SimulateJSON writes a simulation result as JSON following
// schema/simulate.schema.json: every resource an object keyed by resource
// type, as in shares.
func SimulateJSON(w io.Writer, r *simcore.Result) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(simulateDoc(r))
}

// simRes marshals a Resource as {"memory-mb": 1024, "vcores": 1, ...} in
// the types' order.
type simRes struct {
	r     resource.Resource
	types resource.ResourceTypes
}

// MarshalJSON writes the object of every type's amount.
func (s simRes) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	for i, t := range s.types {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendQuote(b, t)
		b = append(b, ':')
		b = strconv.AppendInt(b, s.r.Get(i), 10)
	}
	return append(b, '}'), nil
}

type simDoc struct {
	SchemaVersion int                  `json:"schemaVersion"`
	Scheduler     string               `json:"scheduler"`
	HadoopVersion string               `json:"hadoopVersion"`
	Cluster       simRes               `json:"cluster"`
	Nodes         int                  `json:"nodes"`
	NodeOrder     string               `json:"nodeOrder"`
	Heartbeats    int                  `json:"heartbeats"`
	Containers    int                  `json:"containersPlaced"`
	Seconds       float64              `json:"seconds"`
	Steady        bool                 `json:"steady"`
	LastChange    float64              `json:"lastChange"`
	Queues        []simQueue           `json:"queues"`
	Apps          []simApp             `json:"apps"`
	Timeline      []simSample          `json:"timeline"`
	Preemptions   []simcore.Preemption `json:"preemptions"`
	Trace         []simcore.Decision   `json:"trace,omitempty"`
	Warnings      []string             `json:"warnings"`
}

type simQueue struct {
	Name            string    `json:"name"`
	Type            string    `json:"type"`
	Policy          string    `json:"policy"`
	Weight          float32   `json:"weight"`
	Usage           simRes    `json:"usage"`
	Demand          simRes    `json:"demand"`
	FairShare       simRes    `json:"fairShare"`
	SteadyFairShare simRes    `json:"steadyFairShare"`
	MinShare        simRes    `json:"minShare"`
	MaxShare        simRes    `json:"maxShare"`
	StoppedBy       string    `json:"stoppedBy"`
	Apps            int       `json:"apps"`
	RunnableApps    int       `json:"runnableApps"`
	ReachedAt       *float64  `json:"reachedFairShareAt,omitempty"`
	PeakUsage       simRes    `json:"peakUsage"`
	PeakAt          *float64  `json:"peakAt,omitempty"`
	ActiveApps      int       `json:"activeApps"`
	PendingApps     int       `json:"pendingApps"`
	AMLimit         *simRes   `json:"amLimit"`
	UserAMLimit     *simRes   `json:"userAMLimit"`
	Users           []simUser `json:"users"`
}

type simUser struct {
	User        string `json:"user"`
	ActiveApps  int    `json:"activeApps"`
	PendingApps int    `json:"pendingApps"`
	Usage       simRes `json:"usage"`
}

type simApp struct {
	ID         string   `json:"id"`
	Queue      string   `json:"queue"`
	User       string   `json:"user"`
	Usage      simRes   `json:"usage"`
	Demand     simRes   `json:"demand"`
	FairShare  simRes   `json:"fairShare"`
	Container  simRes   `json:"container"`
	Asked      int      `json:"asked"`
	Containers int      `json:"containers"` // running now (the load's containers are Asked)
	Pending    int      `json:"pending"`
	Runnable   bool     `json:"runnable"`
	AMRunning  bool     `json:"amRunning"`
	StoppedBy  string   `json:"stoppedBy"`
	Preempted  int      `json:"preempted"`
	Start      float64  `json:"start"`
	State      string   `json:"state"`
	Message    string   `json:"message,omitempty"`
	FirstAt    *float64 `json:"firstContainerAt,omitempty"`
	AMStartAt  *float64 `json:"amStartAt,omitempty"`
	EndAt      *float64 `json:"endAt,omitempty"`
}

type simSample struct {
	T      float64          `json:"t"`
	Queues []simSampleQueue `json:"queues"`
}

type simSampleQueue struct {
	Name      string `json:"name"`
	Usage     simRes `json:"usage"`
	FairShare simRes `json:"fairShare"`
}

func simulateDoc(r *simcore.Result) simDoc {
	res := func(x resource.Resource) simRes { return simRes{r: x, types: r.Types} }
	d := simDoc{SchemaVersion: 2, Scheduler: r.Scheduler, HadoopVersion: r.HadoopVersion, Cluster: res(r.Cluster), Nodes: r.Nodes,
		NodeOrder: r.NodeOrder, Heartbeats: r.Heartbeats, Containers: r.Containers, Seconds: r.Seconds,
		Steady: r.Steady, LastChange: r.LastChange, Queues: []simQueue{}, Apps: []simApp{}, Timeline: []simSample{},
		Preemptions: append([]simcore.Preemption{}, r.Preemptions...), Trace: r.Trace,
		Warnings: append([]string{}, r.Warnings...)}
	for _, q := range r.Queues {
		kind := "parent"
		if q.Leaf {
			kind = "leaf"
		}
		d.Queues = append(d.Queues, simQueue{Name: q.Name, Type: kind, Policy: q.Policy, Weight: q.Weight,
			Usage: res(q.Usage), Demand: res(q.Demand), FairShare: res(q.FairShare), SteadyFairShare: res(q.SteadyFairShare),
			MinShare: res(q.MinShare), MaxShare: res(q.MaxShare), StoppedBy: q.StoppedBy, Apps: q.Apps, RunnableApps: q.RunnableApps,
			ReachedAt: q.ReachedFairShareAt, PeakUsage: res(q.Peak), PeakAt: q.PeakAt, ActiveApps: q.ActiveApps, PendingApps: q.PendingApps,
			AMLimit: optRes(q.AMLimit, r.Types), UserAMLimit: optRes(q.UserAMLimit, r.Types), Users: []simUser{}})
		for _, u := range q.Users {
			d.Queues[len(d.Queues)-1].Users = append(d.Queues[len(d.Queues)-1].Users,
				simUser{User: u.User, ActiveApps: u.ActiveApps, PendingApps: u.PendingApps, Usage: res(u.Usage)})
		}
	}
	for _, a := range r.Apps {
		d.Apps = append(d.Apps, simApp{ID: a.ID, Queue: a.Queue, User: a.User, Usage: res(a.Usage), Demand: res(a.Demand),
			FairShare: res(a.FairShare), Container: res(a.Container), Asked: a.Asked, Containers: a.Containers, Pending: a.Pending,
			Runnable: a.Runnable, AMRunning: a.AMRunning, StoppedBy: a.StoppedBy, Preempted: a.Preempted,
			Start: a.Start, State: a.State, Message: a.Message, FirstAt: a.FirstContainerAt, AMStartAt: a.AMStartAt, EndAt: a.EndAt})
	}
	for _, s := range r.Timeline {
		smp := simSample{T: s.T, Queues: make([]simSampleQueue, len(s.Usage))}
		for i := range s.Usage {
			smp.Queues[i] = simSampleQueue{Name: r.Queues[i].Name, Usage: res(s.Usage[i]), FairShare: res(s.FairShare[i])}
		}
		d.Timeline = append(d.Timeline, smp)
	}
	return d
}

// optRes is a resource for JSON, or nil (null) when there is none.
func optRes(x resource.Resource, types resource.ResourceTypes) *simRes {
	if x == nil {
		return nil
	}
	return &simRes{r: x, types: types}
}

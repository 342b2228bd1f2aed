package simcore

import "github.com/fairsched/fairsched/core/resource"

// Why a queue or app stopped growing.
const (
	StoppedDemandMet  = "demand-met"          // everything it asked for runs
	StoppedMaxShare   = "max-share"           // the next container breaks a max share
	StoppedNodeFit    = "node-fit"            // no node has room for the next container
	StoppedNotRunable = "not-runnable"        // maxRunningApps keeps the app waiting
	StoppedAMLimit    = "am-limit"            // maxAMShare keeps the AM from starting
	StoppedTooLarge   = "container-too-large" // the container fits on no node
	StoppedNoApps     = "no-apps"             // a queue without apps
	StoppedFinished   = "finished"            // every container ran to its end
	StoppedNotStarted = "not-started"         // the app's start time was not reached
	StoppedRejected   = "rejected"            // the ResourceManager rejected the app
	StoppedKilled     = "killed"              // the app was killed (its killAt)
	// The Capacity Scheduler's own reasons.
	StoppedUserLimit   = "user-limit"   // the user holds its user limit
	StoppedMaxCapacity = "max-capacity" // the queue (or a parent) is at its maximum capacity
)

// Result is the state a simulation ends in.
type Result struct {
	// Scheduler is the scheduler replayed: "fair", "capacity" or "fifo".
	Scheduler string
	Types     resource.ResourceTypes
	Cluster   resource.Resource
	Nodes     int
	// NodeOrder says in which order nodes heartbeat.
	NodeOrder string
	// HadoopVersion is the release whose behaviour was simulated.
	HadoopVersion string
	Heartbeats    int
	// Containers is how many containers the simulation placed (the load's
	// running ones included).
	Containers int
	// Seconds is the simulated time; 0 for a static load.
	Seconds float64
	// Steady: nothing was left to change when the simulation stopped.
	Steady bool
	// LastChange is the last simulated second at which some queue's usage
	// or fair share changed (the last sample that is not a copy); 0 for a
	// static load.
	LastChange float64
	Queues     []QueueResult
	Apps       []AppResult
	// Timeline is the samples of a timed run (see Sample); empty for a
	// static load.
	Timeline    []Sample
	Preemptions []Preemption
	Trace       []Decision
	Warnings    []string
}

// QueueResult is one queue at the end, parents before children.
type QueueResult struct {
	Name                                                          string
	Depth                                                         int
	Leaf                                                          bool
	Policy                                                        string
	Weight                                                        float32
	Usage, Demand, FairShare, SteadyFairShare, MinShare, MaxShare resource.Resource
	StoppedBy                                                     string
	Apps, RunnableApps                                            int
	// ReachedFairShareAt is the first simulated second the queue had some
	// demand and used at least min(fair share, demand) of memory; nil when
	// it never did or time was not simulated.
	ReachedFairShareAt *float64
	// Peak is the most of each resource type the queue held at once over
	// the simulation; PeakAt the first second its memory was at its peak
	// (nil when it never held any).
	Peak   resource.Resource
	PeakAt *float64
	// ActiveApps are the apps offered nodes (runnable, or activated by
	// the Capacity Scheduler's AM limits), PendingApps the others.
	ActiveApps, PendingApps int
	// AMLimit and UserAMLimit are the most AM resource the queue's (one
	// user's) apps may hold; nil where the scheduler has no such limit.
	AMLimit, UserAMLimit resource.Resource
	// Users are the leaf's users in order of first submission.
	Users []UserResult
}

// UserResult is one user of a leaf queue.
type UserResult struct {
	User                    string
	ActiveApps, PendingApps int
	Usage                   resource.Resource
}

// AppResult is one app at the end, in load order.
type AppResult struct {
	ID, Queue, User                     string
	Usage, Demand, FairShare, Container resource.Resource
	// Containers is how many run at the end; Pending how many are still
	// asked for; Asked how many the app asked for in all (its AM
	// included, and once more each that was preempted and asked again).
	Containers, Pending, Asked int
	Runnable, AMRunning        bool
	StoppedBy                  string
	Preempted                  int
	// Start is when the attempt was created (s).
	Start float64
	// State is pending, active, finished, killed or rejected; Message
	// says why a rejected app was.
	State, Message string
	// FirstContainerAt, AMStartAt and EndAt are when the app got its
	// first container, its AM container, and finished, was killed or
	// rejected (simulated seconds); nil until then.
	FirstContainerAt, AMStartAt, EndAt *float64
}

// The states of an app in a Result.
const (
	StatePending  = "pending"
	StateActive   = "active"
	StateFinished = "finished"
	StateKilled   = "killed"
	StateRejected = "rejected"
)

// Amount is a resource keyed by type name, as it appears in JSON output.
type Amount map[string]int64

// AmountOf is r keyed by the names of types.
func AmountOf(r resource.Resource, types resource.ResourceTypes) Amount {
	a := make(Amount, len(types))
	for i, t := range types {
		a[t] = r.Get(i)
	}
	return a
}

// Sample is every queue's usage and instantaneous fair share at the end of
// one simulated second, indexed like Result.Queues. The timeline holds one
// at 0 and one for every second in which some value changed (and every
// RunOptions.SampleMS); between two samples nothing changed.
type Sample struct {
	T                float64
	Usage, FairShare []resource.Resource
}

// Preemption is one starved app served by the preemption thread: what it
// was owed, what was marked on which apps, and when it got it.
type Preemption struct {
	T                   float64  `json:"t"`
	StarvedApp          string   `json:"starvedApp"`
	Queue               string   `json:"queue"`
	FairShareStarvation Amount   `json:"fairShareStarvation"`
	MinShareStarvation  Amount   `json:"minShareStarvation"`
	Containers          int      `json:"containers"`
	Amount              Amount   `json:"amount"`
	From                []Victim `json:"from"`
	KillAt              float64  `json:"killAt"`
	ServedAt            *float64 `json:"servedAt,omitempty"`
	// Threshold explains that preemption only brings the app up to
	// threshold × its fair share (or its min share), not its fair share.
	Threshold string `json:"threshold"`
	// AsCoded is set when the min-share attribution followed Hadoop's code
	// where it departs from the obvious arithmetic.
	AsCoded string `json:"asCoded,omitempty"`
	// MinShareTimer says since when the queue's min-share timer ran, when
	// min-share starvation contributed.
	MinShareTimer string `json:"minShareTimer,omitempty"`
	// AMLimit is set when the starved app cannot start its ApplicationMaster
	// under its queue's maxAMShare: Hadoop preempts for it all the same,
	// and the space freed goes to other apps.
	AMLimit string `json:"amLimit,omitempty"`
}

// Victim is one app that loses containers to a Preemption.
type Victim struct {
	App        string `json:"app"`
	Queue      string `json:"queue"`
	Containers int    `json:"containers"`
	Amount     Amount `json:"amount"`
	// MaxLoss is how much the app could lose and stay at its fair share.
	MaxLoss Amount `json:"maxLoss"`
}

// Decision is one heartbeat's walk for --trace.
type Decision struct {
	Heartbeat int     `json:"heartbeat"`
	T         float64 `json:"t"`
	Node      string  `json:"node"`
	Outcome   string  `json:"outcome"`
	App       string  `json:"app,omitempty"`
	Container Amount  `json:"container,omitempty"`
	Levels    []Level `json:"levels"`
	// Note explains a starvation decision, and flags the min-share
	// arithmetic Hadoop's code does differently from the obvious one.
	Note string `json:"note,omitempty"`
}

// Level is the order one queue offered the node in, and why its first
// taker came before the next one.
type Level struct {
	Queue   string   `json:"queue"`
	Order   []string `json:"order"`
	Chosen  string   `json:"chosen,omitempty"`
	Why     string   `json:"why,omitempty"`
	Skipped string   `json:"skipped,omitempty"`
}

// Seconds turns a time in ms into seconds, nil for -1 (never).
func Seconds(ms int64) *float64 {
	if ms < 0 {
		return nil
	}
	v := float64(ms) / 1000
	return &v
}

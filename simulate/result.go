package simulate

import "github.com/fairsched/fairsched/xmlconf"

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
)

// Result is the state a simulation ends in.
type Result struct {
	// Scheduler is the scheduler replayed: "fair", "capacity" or "fifo".
	Scheduler string
	Types     xmlconf.ResourceTypes
	Cluster   Resource
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
	Usage, Demand, FairShare, SteadyFairShare, MinShare, MaxShare Resource
	StoppedBy                                                     string
	Apps, RunnableApps                                            int
	// ReachedFairShareAt is the first simulated second the queue had some
	// demand and used at least min(fair share, demand) of memory; nil when
	// it never did or time was not simulated.
	ReachedFairShareAt *float64
	// Peak is the most of each resource type the queue held at once over
	// the simulation; PeakAt the first second its memory was at its peak
	// (nil when it never held any).
	Peak   Resource
	PeakAt *float64
	// ActiveApps are the apps offered nodes (runnable, or activated by
	// the Capacity Scheduler's AM limits), PendingApps the others.
	ActiveApps, PendingApps int
	// AMLimit and UserAMLimit are the most AM resource the queue's (one
	// user's) apps may hold; nil where the scheduler has no such limit.
	AMLimit, UserAMLimit Resource
	// Users are the leaf's users in order of first submission.
	Users []UserResult
}

// UserResult is one user of a leaf queue.
type UserResult struct {
	User                    string
	ActiveApps, PendingApps int
	Usage                   Resource
}

// AppResult is one app at the end, in load order.
type AppResult struct {
	ID, Queue, User                     string
	Usage, Demand, FairShare, Container Resource
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

func (s *Sim) result() *Result {
	r := &Result{Scheduler: "fair", Types: s.types, Cluster: s.cluster, Nodes: len(s.nodes),
		NodeOrder:     "round-robin in load order, one heartbeat per node per interval",
		HadoopVersion: s.cfg.Profile.Version.String(), Heartbeats: s.heartbeats, Containers: s.placed,
		Seconds: float64(s.now) / 1000, Warnings: s.warnings, Steady: true,
		Timeline: s.timeline.Samples, Preemptions: s.preemptions, LastChange: float64(s.timeline.LastChangeMS) / 1000}
	if s.trace != nil {
		r.Trace = s.trace.decisions
	}
	depth := make([]int, len(s.queues))
	for i, q := range s.queues {
		if q.parent >= 0 {
			depth[i] = depth[q.parent] + 1
		}
		r.Queues = append(r.Queues, QueueResult{Name: q.name, Depth: depth[i], Leaf: q.isLeaf(), Policy: string(q.policy),
			Weight: q.weight, Usage: q.usage.Clone(), Demand: q.demand.Clone(), FairShare: q.fair.Clone(),
			SteadyFairShare: q.steady.Clone(), MinShare: q.minShare.Clone(), MaxShare: q.maxShare.Clone(),
			StoppedBy: s.queueStop(i), RunnableApps: q.runnable, Peak: q.peak.Clone(), PeakAt: msPtr(q.peakAt)})
		if s.reached != nil {
			r.Queues[i].ReachedFairShareAt = s.reached[i]
		}
	}
	for _, a := range s.apps {
		r.Queues[a.leaf].Apps++
	}
	for _, a := range s.byLoadOrder() {
		r.Apps = append(r.Apps, AppResult{ID: a.name, Queue: s.queues[a.leaf].name, User: a.user,
			Usage: a.usage.Clone(), Demand: a.demand.Clone(), FairShare: a.fair.Clone(), Container: a.size.Clone(),
			Containers: len(a.live), Pending: max(a.asks, 0), Runnable: a.runnable, AMRunning: a.amRunning && !a.unmanaged,
			StoppedBy: s.appStop(a), Preempted: a.preemptedFrom, Asked: a.asked + a.preemptedFrom,
			Start: float64(a.start) / 1000, State: appState(a), Message: a.rejected})
		s.appTimes(a, &r.Apps[len(r.Apps)-1])
	}
	s.fillQueueApps(r)
	return r
}

// msPtr turns a time in ms into seconds, nil for -1 (never).
func msPtr(ms int64) *float64 {
	if ms < 0 {
		return nil
	}
	t := float64(ms) / 1000
	return &t
}

// byLoadOrder lists the apps in the order the load gives them.
func (s *Sim) byLoadOrder() []*app {
	out := make([]*app, len(s.apps))
	for _, a := range s.apps {
		out[a.owner] = a
	}
	return out
}

// appStop says why the app is not getting more.
func (s *Sim) appStop(a *app) string {
	switch {
	case a.rejected != "":
		return StoppedRejected
	case a.killed:
		return StoppedKilled
	case !a.added:
		return StoppedNotStarted
	case a.finished:
		return StoppedFinished
	case a.asks <= 0:
		return StoppedDemandMet
	case a.tooLarge:
		return StoppedTooLarge
	case !a.runnable:
		return StoppedNotRunable
	case !a.amRunning && !s.canRunAM(s.queues[a.leaf], a.amSize):
		return StoppedAMLimit
	case !s.fitsInMaxShare(a.leaf, a.nextSize()):
		return StoppedMaxShare
	}
	return StoppedNodeFit
}

// queueStop says why a queue is not getting more: its own max share, or
// the most telling reason among the apps below it that still ask.
func (s *Sim) queueStop(qi int) string {
	reasons := map[string]bool{}
	apps := 0
	for _, a := range s.apps {
		if !s.isBelow(a.leaf, qi) {
			continue
		}
		apps++
		if a.asks > 0 && !a.finished {
			if !sumFitsIn(s.queues[qi].usage, a.nextSize(), s.queues[qi].maxShare) {
				return StoppedMaxShare
			}
			reasons[s.appStop(a)] = true
		}
	}
	if apps == 0 {
		return StoppedNoApps
	}
	for _, r := range []string{StoppedNodeFit, StoppedMaxShare, StoppedAMLimit, StoppedNotRunable, StoppedTooLarge, StoppedNotStarted} {
		if reasons[r] {
			return r
		}
	}
	return StoppedDemandMet
}

// isBelow reports whether queue qi is leaf or one of its ancestors.
func (s *Sim) isBelow(leaf, qi int) bool {
	for q := leaf; q >= 0; q = s.queues[q].parent {
		if q == qi {
			return true
		}
	}
	return false
}

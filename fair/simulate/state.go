package simulate

import (
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/xmlconf"
)

// queue is one FSQueue: sched holds what the comparators read.
type queue struct {
	sched
	cfg       *xmlconf.Queue
	policy    xmlconf.Policy
	maxShare  Resource
	parent    int // -1 for root
	first, n  int // children: queues[first : first+n]
	cannotRun string

	steady, fair Resource // from compute at the last update
	amUsage      Resource // AM containers of running apps (leaves)
	apps         []*app   // leaves: every app in arrival order
	runnable     int      // runnable apps in the subtree
	maxApps      int32
	maxAMShare   float32

	ord order // children (parents) or runnable apps with pending demand (leaves)

	pre preemptConf
	// lastAtMinShare is FSLeafQueue's lastTimeAtMinShare (ms).
	lastAtMinShare int64
	// peak is the most of each type the queue ever held at once; peakAt
	// when its memory first reached its peak (ms, -1 never used).
	peak   Resource
	peakAt int64
}

func (q *queue) isLeaf() bool { return q.n == 0 }

// app is one FSAppAttempt.
type app struct {
	sched
	user      string
	leaf      int
	size      Resource // normalized container size
	amSize    Resource // normalized AM size (size when the load gives none)
	asks      int      // outstanding container asks, the AM ask included
	amRunning bool
	unmanaged bool // the AM runs outside the cluster (amRunning from the start)
	runnable  bool
	added     bool // the attempt exists (start time reached)
	finished  bool
	runtimeMS int64 // 0: containers never finish
	// initRunning is how many containers the load says already run.
	initRunning int
	fair        Resource
	tooLarge    bool    // the container fits on no node
	live        []int32 // indices of running containers in Sim.containers

	// starvation (FSAppAttempt)
	lastAtFairShare, nextStarvationCheck int64
	fsStarvation, msStarvation           Resource
	marked                               Resource // already chosen for preemption
	preemptedFrom                        int      // containers lost to preemption
	asCoded                              string   // set when the sic min-share arithmetic applied
	separateAM                           bool     // the load gives the AM its own size
	// asked is how many containers the app asks for in all, its AM
	// included.
	asked                int
	killAt               int64 // ms; -1 never (the load's killAt)
	killed               bool
	rejected             string // Hadoop's message when the app is rejected
	firstMS, amMS, endMS int64  // first container, AM container, end; -1 until then
}

// nextSize is the size of the next container the app would get.
func (a *app) nextSize() Resource { return simcore.NextSize(a.amRunning, a.amSize, a.size) }

// node is one NodeManager.
type node struct {
	name         string
	total, free  Resource
	reserved     *app
	reservedSize Resource
	live         []int32 // running containers
	// grants is FSSchedulerNode's resourcesPreemptedForApp, in the order
	// apps were first granted: per starved app, the size of the containers
	// marked on this node for it and not yet given back to it.
	grants []grant
}

// grant is the space preempted on a node for one starved app.
type grant struct {
	app    *app
	amount Resource
	event  int // index in Sim.preemptions of the latest marking, -1 if not recorded
}

// container is one allocated container.
type container struct {
	app      *app
	node     *node
	size     Resource
	am       bool
	finishAt int64 // ms; -1 never
	killAt   int64 // ms; -1 not marked for preemption
	event    int   // index in Sim.preemptions of the kill, -1 none
	done     bool
}

package capsim

import (
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/simcore"
)

// Resource is an amount of every resource type of the cluster.
type Resource = resource.Resource

const mem = 0 // index of memory-mb

// appState is where an app is in its life.
type appState uint8

// The states of an app, as the JSON output names them.
const (
	stateNotSubmitted appState = iota
	statePending               // submitted, waiting for max-parallel-apps or the AM limits
	stateActive                // activated: offered nodes
	stateFinished
	stateKilled
	stateRejected
)

var stateNames = [...]string{"pending", "pending", "active", "finished", "killed", "rejected"}

// queue is one CSQueue.
type queue struct {
	name     string
	parent   int // -1 for root
	children []int
	cfg      *capacity.Queue
	res      capacity.Result

	guaranteed, maximum Resource // effective min and max resources
	maxDown             Resource // maximum normalized down to the minimum allocation (getEffectiveMaxCapacityDown)
	absoluteMin         bool     // capacity configured as absolute resources
	priority            int32
	defaultPriority     int32 // default-application-priority
	respectPriority     bool  // parent: priority-utilization ordering
	fairOrder           bool  // leaf: fair ordering policy
	sizeBased           bool  // fair ordering with enable-size-based-weight
	userLimitPercent    float32
	userLimitFactor     float32
	amPercent           float32
	maxApps             int32
	maxAppsPerUser      int32
	maxParallel         int32
	maxAlloc            Resource
	disablePreemption   bool

	used, amUsed Resource // used includes reservations, as ResourceUsage does
	peak         Resource // the most of each type used at once
	peakAt       int64    // ms: when memory first reached its peak; -1 never used
	pending      []*app   // submitted and not active, in submission order
	active       []*app   // activated, in activation order
	users        map[string]*user
	userOrder    []string
	runnable     int      // runnable apps in the subtree (max-parallel-apps)
	asking       int      // submitted apps in the subtree with outstanding asks (ResourceUsage's pending is not zero)
	reserved     Resource // reserved by the apps in the subtree
	usageRatio   float32  // UsersManager's sum of the users' ratios, updated by deltas
	apps         int      // pending and active apps (maximum-applications)
	currentLimit Resource // queueResourceLimitsInfo's current limit
	ulCache      Resource // the user limit computed at version ulAt
	ulAt         uint64
	headroom     Resource  // the last headroom computed for it (canAssignToThisQueue)
	childLimit   Resource  // scratch: the limit handed to a child (parents)
	order        []int     // scratch: the children in offer order (parents)
	usedCap      []float32 // scratch: used capacity by queue index (parents)
}

func (q *queue) isLeaf() bool { return len(q.children) == 0 && (q.cfg == nil || q.cfg.IsLeaf()) }

// user is one user of a leaf queue (UsersManager.User).
type user struct {
	name                    string
	used, amUsed            Resource
	activeApps, pendingApps int
	asking                  int      // apps with outstanding asks: the user is active when > 0
	weight                  float32  // user-settings.<user>.weight
	ratio                   float32  // the calculator's ratio of used to the cluster, as last updated
	limCache                Resource // the user's limit computed at version limAt
	limAt                   uint64
}

// app is one FiCaSchedulerApp.
type app struct {
	id, user  string
	index     int   // in the load
	seq       int   // in submission order
	priority  int32 // application priority, capped at the cluster's maximum
	leaf      int
	startMS   int64
	runtimeMS int64 // 0: containers never finish
	killAtMS  int64 // -1: never
	size      Resource
	amSize    Resource // zero for an unmanaged AM
	asks      int      // outstanding container asks, the AM's included
	asked     int      // the asks the load gave it, the AM's included
	state     appState
	runnable  bool
	amRunning bool
	unmanaged bool
	used      Resource // allocated (reservations excluded)
	live      []int32
	reserved  []*node
	reReserve int
	preempted int
	reason    string
	queueName string // the queue the load names, when it is not a leaf
	// initRunning is how many containers the load says already run.
	initRunning int
	// times in ms, -1 until they happen
	firstMS, amMS, endMS int64
}

// outstanding is how many containers the app asks for at its current
// request priority: its AM alone until the AM runs (the AM asks for the
// rest once it runs), then its containers.
func (a *app) outstanding() int {
	if !a.amRunning && a.asks > 0 {
		return 1
	}
	return max(a.asks, 0)
}

// pendingMem is the memory the app asks for now: its AM until the AM
// runs, then its containers.
func (a *app) pendingMem() int64 { return simcore.MulSat(a.nextSize()[mem], int64(a.outstanding())) }

// nextSize is the size of the next container the app asks for.
func (a *app) nextSize() Resource { return simcore.NextSize(a.amRunning, a.amSize, a.size) }

// node is one FiCaSchedulerNode.
type node struct {
	name        string
	index       int
	total, free Resource
	reserved    *app
	reservedAt  Resource
	reservedAM  bool // the reservation is for the app's AM
	live        []int32
}

// container is one RMContainer.
type container struct {
	app      *app
	node     *node
	size     Resource
	am       bool
	finishAt int64 // ms; -1 never
	killAt   int64 // ms; -1 not selected for preemption
	done     bool
}

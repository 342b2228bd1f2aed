package capsim

import (
	"math"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/yarnsite"
)

// FileProperties returns every property of a capacity-scheduler.xml as
// its reader read it (capacity.Config.Source), ${var}s expanded, as the
// lowest layer of Options.Settings: the preemption policy reads its
// properties from there as well as from yarn-site.
func FileProperties(yc *yarnsite.Config) (map[string]string, error) {
	out := map[string]string{}
	for _, p := range yc.Properties() {
		v, err := yc.Get(p.Name)
		if err != nil {
			return nil, err
		}
		out[p.Name] = strings.TrimSpace(v.Val)
	}
	return out, nil
}

// buildQueues lays out cs's tree with its capacities on the cluster and
// each queue's limits and policies.
func (s *Sim) buildQueues(cs *capacity.Config, set settings) {
	results := capacity.Compute(cs, s.cluster, s.types)
	index := map[*capacity.Queue]int{}
	for i, cq := range cs.Queues {
		index[cq] = i
		q := &queue{name: cq.Path, parent: -1, cfg: cq, res: results[i]}
		if cq.Parent != nil {
			q.parent = index[cq.Parent]
			s.queues[q.parent].children = append(s.queues[q.parent].children, i)
		}
		s.queues = append(s.queues, q)
		s.setupQueue(q, set)
	}
}

// setupQueue reads one queue's settings, as CSQueue#setupQueueConfigs.
func (s *Sim) setupQueue(q *queue, set settings) {
	n := len(s.types)
	key := func(suffix string) string { return capacity.Prefix + q.name + "." + suffix }
	q.guaranteed, q.maximum = q.res.Guaranteed.Clone(), q.res.Maximum.Clone()
	q.maxDown = s.rc.roundDown(q.maximum, s.minAlloc)
	q.absoluteMin = q.cfg.Capacity.Kind == capacity.Absolute || q.cfg.Capacity.Kind == capacity.Vector
	q.priority = set.integer(key("priority"), 0)
	q.defaultPriority = set.integer(key("default-application-priority"), 0)
	policy := strings.ToLower(set.str(key("ordering-policy"), ""))
	q.respectPriority = policy == "priority-utilization"
	q.fairOrder = policy == "fair" || strings.HasSuffix(policy, ".fairorderingpolicy")
	q.sizeBased = set.boolean(key("ordering-policy.fair.enable-size-based-weight"), false)
	q.userLimitPercent = set.float(key("minimum-user-limit-percent"), 100)
	q.userLimitFactor = q.res.UserLimitFactor
	q.amPercent = q.res.AMResourcePercent
	q.maxApps, q.maxAppsPerUser = q.res.MaxApplications, q.res.MaxApplicationsPerUser
	q.maxParallel = set.integer(key("max-parallel-apps"), set.integer(capacity.Prefix+"max-parallel-apps", math.MaxInt32))
	q.maxAlloc = s.maxAlloc.Clone()
	q.maxAlloc[mem] = set.long(key("maximum-allocation-mb"), q.maxAlloc[mem])
	if n > 1 {
		q.maxAlloc[1] = int64(set.integer(key("maximum-allocation-vcores"), int32(min(q.maxAlloc[1], math.MaxInt32))))
	}
	parentOff := false
	if q.parent >= 0 {
		parentOff = s.queues[q.parent].disablePreemption
	}
	q.disablePreemption = set.boolean(key("disable_preemption"), parentOff)
	q.used, q.amUsed, q.peak, q.peakAt = make(Resource, n), make(Resource, n), make(Resource, n), -1
	q.users = map[string]*user{}
	q.currentLimit = q.maxDown.Clone()
	q.reserved, q.headroom, q.childLimit = make(Resource, n), make(Resource, n), make(Resource, n)
}

// fifoQueues is FifoScheduler's one queue, "default", with the whole
// cluster and no limits but the cluster.
func (s *Sim) fifoQueues() {
	n := len(s.types)
	root := &queue{name: "root", parent: -1, children: []int{1}}
	leaf := &queue{name: "root.default", parent: 0}
	for _, q := range []*queue{root, leaf} {
		q.guaranteed, q.maximum = s.cluster.Clone(), s.cluster.Clone()
		q.maxDown = s.cluster.Clone()
		q.res.AbsCapacity, q.res.AbsMaxCapacity, q.res.Capacity, q.res.MaxCapacity = 1, 1, 1, 1
		q.userLimitPercent, q.userLimitFactor, q.amPercent = 100, -1, 1
		q.maxApps, q.maxAppsPerUser, q.maxParallel = math.MaxInt32, math.MaxInt32, math.MaxInt32
		q.maxAlloc = s.maxAlloc.Clone()
		q.used, q.amUsed, q.peak, q.peakAt = make(Resource, n), make(Resource, n), make(Resource, n), -1
		q.users = map[string]*user{}
		q.currentLimit = s.cluster.Clone()
		q.reserved, q.headroom, q.childLimit = make(Resource, n), make(Resource, n), make(Resource, n)
		q.disablePreemption = true
	}
	s.queues = []*queue{root, leaf}
}

// leafByName finds the leaf an app names: a full path, a path relative to
// root, or a leaf's own name when no other leaf has it. The FifoScheduler
// has one queue, whatever the app names. Otherwise it returns -1 and the
// format of the message CapacityScheduler#addApplication rejects the app
// with (application ID, user, queue).
func (s *Sim) leafByName(name string) (int, string) {
	if s.sched == SchedulerFIFO {
		return 1, ""
	}
	found := -1
	for i, q := range s.queues {
		short := q.name[strings.LastIndexByte(q.name, '.')+1:]
		switch {
		case q.name == name || q.name == "root."+name:
		case short == name && q.isLeaf():
			if found >= 0 && found != i {
				return -1, "Application %s submitted by user %s to ambiguous queue: %s please use full queue path instead."
			}
		default:
			continue
		}
		if !q.isLeaf() {
			return -1, "Application %s submitted by user %s to non-leaf queue: %s"
		}
		found = i
	}
	if found < 0 {
		return -1, "Application %s submitted by user %s to unknown queue: %s"
	}
	return found, ""
}

// userOf returns the leaf's record of a user, creating it.
func (s *Sim) userOf(q *queue, name string) *user {
	u := q.users[name]
	if u == nil {
		n := len(s.types)
		u = &user{name: name, used: make(Resource, n), amUsed: make(Resource, n),
			weight: s.set.float(capacity.Prefix+q.name+".user-settings."+name+".weight", 1)}
		q.users[name] = u
		q.userOrder = append(q.userOrder, name)
	}
	return u
}

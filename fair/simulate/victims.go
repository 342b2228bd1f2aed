package simulate

import (
	"fmt"
	"strconv"

	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// maxPreemptionRecords bounds the preemptions kept for output.
const maxPreemptionRecords = 1000

// preemptFor is one pass of FSPreemptionThread for a starved app: for each
// of its asks in turn, how many whole containers of that size fit in what
// it is still owed (by memory, as the scheduler's calculator divides), a
// victim set for each, the kill scheduled after waitTimeBeforeKill, and the
// app ignored for starvation until the kill, four heartbeats and
// waitTimeBeforeNextStarvationCheck have passed.
func (s *Sim) preemptFor(a *app) bool {
	a.nextStarvationCheck = s.now + s.cfg.WaitTimeBeforeKillMS + 4*s.cfg.HeartbeatIntervalMS +
		s.cfg.WaitTimeBeforeNextStarvationCheckMS
	owed := total(a)
	var chosen []int32
	event := s.nextEvent()
	for _, rr := range starvedAsks(a) {
		if simcore.IsZero(owed) {
			break
		}
		n := 0
		if rr.size[mem] > 0 {
			n = min(int(owed[mem]/rr.size[mem]), rr.count)
		}
		for range n {
			chosen = append(chosen, s.markFor(a, rr.size, event)...)
		}
		for k := range owed {
			owed[k] = max(owed[k]-int64(n)*rr.size[k], 0)
		}
	}
	s.record(a, chosen)
	return len(chosen) > 0
}

// ask is a number of containers of one size an app asks for.
type ask struct {
	size  Resource
	count int
}

// starvedAsks are the app's asks in the order getStarvedResourceRequests
// reads them: the AM's first while it does not run and has its own size.
func starvedAsks(a *app) []ask {
	if !a.amRunning && a.separateAM && a.asks > 0 {
		return []ask{{a.amSize, 1}, {a.size, a.asks - 1}}
	}
	return []ask{{a.size, a.asks}}
}

// markFor finds a victim set for one container of the given size, marks
// it for killing after waitTimeBeforeKill and grants its space to the
// starved app on its node.
func (s *Sim) markFor(a *app, size Resource, event int) []int32 {
	set := s.victimSet(size)
	if len(set) == 0 {
		return nil
	}
	amount := make(Resource, len(size))
	for _, ci := range set {
		c := &s.containers[ci]
		c.killAt = s.now + s.cfg.WaitTimeBeforeKillMS
		c.app.marked.AddIn(c.size)
		amount.AddIn(c.size)
		s.schedule(c.killAt, ci)
	}
	s.addGrant(s.containers[set[0]].node, a, amount, event)
	return set
}

// nextEvent is the index the next preemption record will have, -1 when
// no more are kept.
func (s *Sim) nextEvent() int {
	if len(s.preemptions) >= maxPreemptionRecords {
		return -1
	}
	return len(s.preemptions)
}

// victimSet scans the nodes in order for containers whose release makes
// room for size: non-AM containers first (latest first), then AMs; the
// first node's set is kept unless a later node needs fewer AMs.
func (s *Sim) victimSet(size Resource) []int32 {
	var best []int32
	bestAMs := -1
	for _, n := range s.nodes {
		set, ams, ok := s.victimsOnNode(n, size, bestAMs)
		if !ok {
			continue
		}
		if bestAMs < 0 || ams < bestAMs {
			best, bestAMs = set, ams
		}
		if bestAMs == 0 {
			break
		}
	}
	return best
}

func (s *Sim) victimsOnNode(n *node, size Resource, bestAMs int) ([]int32, int, bool) {
	var cands []int32
	for pass := 0; pass < 2; pass++ {
		for i := len(n.live) - 1; i >= 0; i-- {
			c := &s.containers[n.live[i]]
			if c.killAt < 0 && c.am == (pass == 1) {
				cands = append(cands, n.live[i])
			}
		}
	}
	potential := n.free.Clone()
	taken := n.granted(len(size))
	if n.reserved != nil {
		taken.AddIn(n.reservedSize)
	}
	subFloor(potential, taken)
	var set []int32
	chosenFrom := map[*app]Resource{}
	ams := 0
	for _, ci := range cands {
		c := &s.containers[ci]
		if s.canBePreempted(c, chosenFrom[c.app]) {
			if c.am {
				ams++
				if bestAMs >= 0 && ams >= bestAMs {
					return nil, 0, false
				}
			}
			set = append(set, ci)
			if chosenFrom[c.app] == nil {
				chosenFrom[c.app] = make(Resource, len(size))
			}
			chosenFrom[c.app].AddIn(c.size)
			potential.AddIn(c.size)
		}
		if fitsIn(size, potential) {
			return set, ams, true
		}
	}
	return nil, 0, false
}

// canBePreempted is FSAppAttempt#canContainerBePreempted: the owner's
// queue allows it, AM preemption is on for AMs, and the owner stays at or
// above its fair share after losing this and what was already chosen.
func (s *Sim) canBePreempted(c *container, already Resource) bool {
	q := s.queues[c.app.leaf]
	if !q.pre.allowFrom || (c.am && !q.pre.amPreemption) || c.killAt >= 0 {
		return false
	}
	rest := c.app.usage.Clone()
	rest.SubIn(c.app.marked)
	rest.SubIn(c.size)
	if already != nil {
		rest.SubIn(already)
	}
	return s.compareCalc(q.policy, rest, c.app.fair, true) >= 0
}

// record keeps the preemption for output.
func (s *Sim) record(a *app, chosen []int32) {
	if len(s.preemptions) >= maxPreemptionRecords {
		return
	}
	q := s.queues[a.leaf]
	e := simcore.Preemption{T: float64(s.now) / 1000, StarvedApp: a.name, Queue: q.name,
		FairShareStarvation: s.amount(a.fsStarvation), MinShareStarvation: s.amount(a.msStarvation),
		Containers: len(chosen), KillAt: float64(s.now+s.cfg.WaitTimeBeforeKillMS) / 1000, From: []simcore.Victim{}, AsCoded: a.asCoded}
	amount := make(Resource, len(s.types))
	byApp := map[*app]int{}
	for _, ci := range chosen {
		c := &s.containers[ci]
		amount.AddIn(c.size)
		i, ok := byApp[c.app]
		if !ok {
			i = len(e.From)
			byApp[c.app] = i
			e.From = append(e.From, simcore.Victim{App: c.app.name, Queue: s.queues[c.app.leaf].name, Amount: simcore.Amount{}, MaxLoss: s.maxLoss(c.app)})
		}
		e.From[i].Containers++
	}
	for ci, v := range e.From {
		r := make(Resource, len(s.types))
		for _, x := range chosen {
			if s.containers[x].app.name == v.App {
				r.AddIn(s.containers[x].size)
			}
		}
		e.From[ci].Amount = s.amount(r)
	}
	e.Amount = s.amount(amount)
	share := int64(float64(a.fair[mem]) * float64(q.pre.fairThreshold))
	if !simcore.IsZero(a.msStarvation) {
		e.MinShareTimer = fmt.Sprintf("the min-share timer of %s last restarted at %ss: Hadoop restarts it only when min(minShare, demand) - usage is exactly zero, so time spent above the min share counts as starving",
			q.name, formatSeconds(q.lastAtMinShare))
	}
	e.AMLimit = s.amLimitNote(a)
	e.Threshold = fmt.Sprintf("preemption moves %s toward %s = %.2f × its fair share %s (or its queue's min share), not toward its full fair share",
		a.name, memText(min(share, a.demand[mem])), q.pre.fairThreshold, memText(a.fair[mem]))
	s.preemptions = append(s.preemptions, e)
	s.traceStarvation(e)
	for _, ci := range chosen {
		s.containers[ci].event = len(s.preemptions) - 1
	}
}

// maxLoss is how much the app can lose and stay at its fair share; under
// fair and fifo only memory is compared, so only memory is given.
func (s *Sim) maxLoss(a *app) simcore.Amount {
	r := a.usage.Clone()
	r.SubIn(a.fair)
	drf := s.queues[a.leaf].policy == xmlconf.PolicyDRF
	for k := range r {
		r[k] = max(r[k], 0)
		if k != mem && !drf {
			r[k] = 0
		}
	}
	return s.amount(r)
}

// amLimitNote explains, for a starved app whose ApplicationMaster cannot
// start under its queue's maxAMShare even on an idle cluster, that the
// preemption frees space the app cannot use; "" otherwise.
func (s *Sim) amLimitNote(a *app) string {
	q := s.queues[a.leaf]
	if a.amRunning || hadoop.AMShareOff(q.maxAMShare) {
		return ""
	}
	idle := s.amLimitWith(q, make(Resource, len(s.types)))
	if sumFitsIn(q.amUsage, a.amSize, idle) {
		return ""
	}
	return fmt.Sprintf("%s cannot start its ApplicationMaster: %s plus the %s of AMs running in %s is over the queue's AM limit %s (maxAMShare %s × the queue's fair share %s). Hadoop's starvation check does not look at the AM limit, so it preempts for the app anyway, and the space freed goes to other apps",
		a.name, memText(a.amSize[mem]), memText(q.amUsage[mem]), q.name, memText(idle[mem]),
		trimShare(q.maxAMShare), memText(q.fair[mem]))
}

func trimShare(f float32) string { return strconv.FormatFloat(float64(f), 'g', -1, 32) }

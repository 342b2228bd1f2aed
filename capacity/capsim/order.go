package capsim

import (
	"math"
	"slices"
	"sort"

	"github.com/fairsched/fairsched/core/simcore"
)

// usedCapacity is CSQueueUtils' used capacity: the calculator's division
// of used by the guarantee, the guarantee at least one minimum
// allocation.
func (s *Sim) usedCapacity(q *queue) float32 {
	g := maxRes(s.rc, s.cluster, q.guaranteed, s.minAlloc)
	return s.rc.divide(s.cluster, q.used, g)
}

// sortedChildren is PriorityUtilizationQueueOrderingPolicy's order of a
// parent's children: by used capacity, lowest first; with priorities
// (priority-utilization), the higher priority first unless exactly one of
// the two is under its guarantee; ties to the larger configured
// guarantee. The sort is stable, so remaining ties keep the configured
// order.
func (s *Sim) sortedChildren(p *queue) []int {
	if cap(p.order) < len(p.children) {
		p.order, p.usedCap = make([]int, len(p.children)), make([]float32, len(s.queues))
	}
	kids := p.order[:len(p.children)]
	copy(kids, p.children)
	for _, c := range kids {
		p.usedCap[c] = s.usedCapacity(s.queues[c])
	}
	slices.SortStableFunc(kids, func(i, j int) int { return s.compareQueues(p, i, j, p.usedCap) })
	return kids
}

func (s *Sim) compareQueues(p *queue, i, j int, used []float32) int {
	q1, q2 := s.queues[i], s.queues[j]
	u1, u2 := float64(used[i]), float64(used[j])
	var p1, p2 int32
	if p.respectPriority {
		p1, p2 = q1.priority, q2.priority
	}
	if rc := compareUtilization(u1, u2, p1, p2); rc != 0 {
		return rc
	}
	if q1.absoluteMin || q2.absoluteMin {
		return compareResources(q2.guaranteed, q1.guaranteed)
	}
	return compareFloat(q2.res.AbsCapacity, q1.res.AbsCapacity)
}

// compareUtilization is PriorityUtilizationQueueOrderingPolicy#compare.
func compareUtilization(u1, u2 float64, p1, p2 int32) int {
	if p1 == p2 {
		return simcore.Compare(u1, u2)
	}
	if u1 < 1 && u2 < 1 || u1 >= 1 && u2 >= 1 {
		return int(p2) - int(p1)
	}
	return simcore.Compare(u1, u2)
}

// compareResources is Resource#compareTo: memory, then vcores, then the
// other types.
func compareResources(a, b Resource) int {
	for i := range a {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

func compareFloat(a, b float32) int { return simcore.Compare(float64(a), float64(b)) }

// orderedApps is the leaf's ordering policy over its active apps: FIFO
// (application priority, then submission order) or fair (memory used, or
// with size-based weight used / log2(1 + demand), lowest first, then FIFO).
func (s *Sim) orderedApps(q *queue) []*app {
	if !q.fairOrder {
		return q.active
	}
	apps := slices.Clone(q.active)
	mag := make(map[*app]float64, len(apps))
	for _, a := range apps {
		m := float64(a.used[mem])
		if q.sizeBased {
			demand := float64(a.used[mem]) + float64(a.pendingMem()) // exact below 2^53, and no wrap past it
			m /= math.Log1p(demand) / math.Log(2)
		}
		mag[a] = m
	}
	sort.SliceStable(apps, func(i, j int) bool {
		d := mag[apps[i]] - mag[apps[j]]
		if d != 0 && !math.IsNaN(d) {
			return d < 0
		}
		return apps[i].seq < apps[j].seq
	})
	return apps
}

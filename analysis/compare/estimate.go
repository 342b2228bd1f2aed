package compare

import (
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
)

// estimate fills Capacity.Estimate (see EstimateMethod): a capacity queue
// is active when the Fair Scheduler queue of the same path is; each parent
// hands its estimate down, type by type, first as its active children's
// guarantees, then the rest in proportion to their absolute capacities,
// each capped at its maximum, repeating while some is left and some child
// can take more.
func estimate(in Input, res []capacity.Result, out map[string]*Capacity, fair map[string]*Fair) {
	active := map[*capacity.Queue]bool{}
	for _, q := range in.Capacity.Queues {
		if f := fair[q.Path]; f != nil && f.Active && q.IsLeaf() {
			for a := q; a != nil; a = a.Parent {
				active[a] = true
			}
		}
	}
	for i := range res {
		c := out[res[i].Queue.Path]
		c.Estimate = make(resource.Resource, len(in.Cluster))
	}
	root := out["root"]
	if !active[in.Capacity.Root] {
		return
	}
	copy(root.Estimate, in.Cluster)
	for _, q := range in.Capacity.Queues {
		var kids []*Capacity
		for _, ch := range q.Children {
			if active[ch] {
				kids = append(kids, out[ch.Path])
			}
		}
		for typ := range in.Cluster {
			share(out[q.Path].Estimate[typ], kids, typ)
		}
	}
}

// share splits total of one type among kids: guarantees first, then water
// filling by absolute capacity up to each maximum.
func share(total int64, kids []*Capacity, typ int) {
	left := total
	for _, k := range kids {
		g := min(k.Guaranteed.Get(typ), k.Maximum.Get(typ), left)
		k.Estimate[typ] = g
		left -= g
	}
	for left > 0 {
		var weight float64
		for _, k := range kids {
			if k.Estimate[typ] < k.Maximum.Get(typ) {
				weight += float64(k.AbsoluteCapacity)
			}
		}
		equal := weight == 0
		if equal {
			weight = float64(countOpen(kids, typ))
			if weight == 0 {
				return
			}
		}
		given := int64(0)
		for _, k := range kids {
			room := k.Maximum.Get(typ) - k.Estimate[typ]
			if room <= 0 {
				continue
			}
			w := float64(k.AbsoluteCapacity)
			if equal {
				w = 1
			}
			add := min(int64(float64(left)*w/weight), room)
			k.Estimate[typ] += add
			given += add
		}
		if given == 0 {
			giveOne(kids, typ, left)
			return
		}
		left -= given
	}
}

func countOpen(kids []*Capacity, typ int) int {
	n := 0
	for _, k := range kids {
		if k.Estimate[typ] < k.Maximum.Get(typ) {
			n++
		}
	}
	return n
}

// giveOne hands what rounding left, unit by unit, to the first children
// with room.
func giveOne(kids []*Capacity, typ int, left int64) {
	for _, k := range kids {
		room := k.Maximum.Get(typ) - k.Estimate[typ]
		add := min(room, left)
		if add > 0 {
			k.Estimate[typ] += add
			left -= add
		}
	}
}

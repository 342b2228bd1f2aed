package xmlconf

import "github.com/fairsched/fairsched/hadoop"

// EffectiveMaxAMShare returns the maxAMShare Hadoop applies to a leaf: its
// own, else queueMaxAMShareDefault, else hadoop.DefaultMaxAMShare, with values above 1 clamped
// to 1 (AllocationConfiguration and FSLeafQueue).
func (a *Allocations) EffectiveMaxAMShare(q *Queue) float32 {
	v := hadoop.DefaultMaxAMShare
	switch {
	case q.MaxAMShare.Set:
		v = q.MaxAMShare.Val
	case a.QueueMaxAMShareDefault.Set:
		v = a.QueueMaxAMShareDefault.Val
	}
	if v > 1 {
		return 1
	}
	return v
}

// ConfiguredMax returns the maxResources that applies to q as configured:
// its own, else queueMaxResourcesDefault. ok is false when neither is set
// (the queue is unbounded).
func (a *Allocations) ConfiguredMax(q *Queue) (c ConfigurableResource, inherited, ok bool) {
	switch {
	case q.MaxResources.Set:
		return q.MaxResources.Val, false, true
	case a.QueueMaxResourcesDefault.Set:
		return a.QueueMaxResourcesDefault.Val, true, true
	}
	return ConfigurableResource{}, false, false
}

package simcore

import "github.com/fairsched/fairsched/core/resource"

// Timeline records a run's samples for both schedulers' simulations: a
// sample at the start, one whenever some queue's usage or fair share
// differs from the last sample's, and one whenever the run's --sample
// interval asks (sharing the last sample's values instead of copying
// them). A second in which nothing moved costs nothing, so idle time adds
// no samples, no memory and no output.
type Timeline struct {
	// Samples are the samples in time order.
	Samples []Sample
	// LastChangeMS is when the last sample that changed a value was taken.
	LastChangeMS int64
}

// Record runs at the end of every simulated second, nowMS: moved says
// whether anything happened since the last call, interval whether the
// sampling interval asks for a sample anyway. same reports whether the
// queues' values now are those of a sample; values copies them. Record
// reports whether it took a sample with new values.
func (tl *Timeline) Record(nowMS int64, moved, interval bool, same func(*Sample) bool, values func() (usage, fair []resource.Resource)) bool {
	k := len(tl.Samples)
	if !moved && !interval && k > 0 {
		return false
	}
	t := float64(nowMS) / 1000
	switch {
	case k == 0 || moved && !same(&tl.Samples[k-1]):
		smp := Sample{T: t}
		smp.Usage, smp.FairShare = values()
		tl.Samples = append(tl.Samples, smp)
		tl.LastChangeMS = nowMS
		return true
	case interval:
		last := tl.Samples[k-1]
		tl.Samples = append(tl.Samples, Sample{T: t, Usage: last.Usage, FairShare: last.FairShare})
	}
	return false
}

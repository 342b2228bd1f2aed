package compute

// Binding says why a queue (or schedulable) got the share it got for one
// resource type. Its string values appear in JSON output.
type Binding string

// The reasons a share has its value.
const (
	// BindingWeight means the share is weight × R, truncated (weight-proportional).
	BindingWeight Binding = "weight"
	// BindingMin means weight × R was below the min share, so the share was raised
	// to the min.
	BindingMin Binding = "min"
	// BindingMax means the share was capped at the max share (this includes a min
	// above the max, where Hadoop's max wins).
	BindingMax Binding = "max"
	// BindingMaxZero means a max share <= 0 fixed the share at 0 before the search.
	BindingMaxZero Binding = "max-zero"
	// BindingWeightZero means a weight <= 0 fixed the share at the min share (or
	// at 0 when the min is not positive) before the search.
	BindingWeightZero Binding = "weight-zero"
	// BindingInactive means an instantaneous share fixed at 0 because the queue
	// has no runnable app.
	BindingInactive Binding = "inactive"
	// BindingCluster means root's share, which is the whole cluster.
	BindingCluster Binding = "cluster"
	// BindingNotComputed means the parent's policy does not compute this resource
	// type (FairSharePolicy computes memory-mb only); the share is 0.
	BindingNotComputed Binding = "not-computed"
	// BindingMinsTakeAll means a weight-proportional share of 0 because the
	// min shares of the queue's siblings add up to all its parent had to
	// hand out: the search ended at a ratio where weight × R truncates to 0.
	BindingMinsTakeAll Binding = "mins-take-all"
)

// bindingCode is a Binding in one byte, for the flat result of Tree.Compute:
// 100,000 queues then need a few hundred kilobytes of reasons, not megabytes
// of string headers.
type bindingCode uint8

// The codes, one per Binding; codeUnset stands for the empty Binding.
const (
	codeUnset bindingCode = iota
	codeWeight
	codeMin
	codeMax
	codeMaxZero
	codeWeightZero
	codeInactive
	codeCluster
	codeNotComputed
	codeMinsTakeAll
)

// bindingOfCode maps every bindingCode to its Binding.
var bindingOfCode = [...]Binding{
	codeUnset:       "",
	codeWeight:      BindingWeight,
	codeMin:         BindingMin,
	codeMax:         BindingMax,
	codeMaxZero:     BindingMaxZero,
	codeWeightZero:  BindingWeightZero,
	codeInactive:    BindingInactive,
	codeCluster:     BindingCluster,
	codeNotComputed: BindingNotComputed,
	codeMinsTakeAll: BindingMinsTakeAll,
}

// binding returns the Binding c stands for.
func (c bindingCode) binding() Binding { return bindingOfCode[c] }

// bindingAt names the clamp shareAt applied to s at ratio r, in the same
// order (min first, then max). A share that ends exactly at the max counts
// as capped there: that is the last queue to reach its max, when the search
// stops at the ratio where it does. A NaN weight makes weight × R NaN,
// every comparison false, and so reports BindingWeight (its share is 0,
// Java's (long)NaN).
func bindingAt(s Schedulable, r float64) bindingCode {
	x := float64(s.Weight) * r
	raised := max(x, float64(s.Min)) // as in shareAt
	switch {
	case float64(s.Max) <= raised:
		return codeMax
	case raised > x:
		return codeMin
	}
	return codeWeight
}

package compute

import "math"

// probeCount is ComputeFairShares.COMPUTE_FAIR_SHARES_ITERATIONS: the
// bisection stops after 25 probes at the latest. Hadoop hard-codes it, and
// the final R (hence every share) depends on it.
const probeCount = 25

// Mode says which of Hadoop's two shares is computed.
type Mode int

// The two kinds of fair share. The zero Mode is Steady.
const (
	// Steady is ComputeFairShares.computeSteadyShares: every queue takes
	// part, active or not.
	Steady Mode = iota
	// Instantaneous is ComputeFairShares.computeShares: queues without a
	// runnable app (Schedulable.Inactive) are fixed at 0.
	Instantaneous
)

// String returns "steady" or "instantaneous".
func (m Mode) String() string {
	if m == Instantaneous {
		return "instantaneous"
	}
	return "steady"
}

// Schedulable is one participant of a split for one resource type: a queue
// or an app, with its values for that type.
type Schedulable struct {
	Weight float32 // Hadoop's float weight; <= 0 fixes the share
	Min    int64   // min share of this type
	Max    int64   // max share of this type; <= 0 fixes the share at 0
	// Inactive marks a queue with no runnable app. It only matters in
	// Instantaneous mode, where it fixes the share at 0. Apps and Hadoop
	// test FakeSchedulables are never inactive.
	Inactive bool
}

// Trace records how the search of ComputeFairShares went, for tests and
// explanations.
type Trace struct {
	// RMax is the upper bound found by doubling from 1.0, and Right the
	// final ratio every non-fixed share is evaluated at. Both are 0 when
	// every schedulable was fixed (no search ran).
	RMax, Right float64
	// Probes is the number of bisection probes run (at most 25).
	Probes int
	// Fixed is the number of schedulables whose share was fixed before
	// the search (max <= 0, inactive, weight <= 0).
	Fixed int
	// Taken is the saturating sum of the fixed shares.
	Taken int64
	// Target is T, the amount the search had to hand out:
	// min(sum of non-fixed max shares, max(total - Taken, 0)).
	Target int64
	// Endless: even at R = +Inf the shares add up to less than Target, so
	// Hadoop's doubling of R never ends and the scheduler hangs. Only the
	// int arithmetic of the releases before YARN-8833 (Tree.IntShares),
	// whose sum of shares wraps past 2^31-1, gets there with real weights;
	// the search here stops at +Inf instead.
	Endless bool
}

// Split is the full outcome of one split: shares, the reason for each, and
// the trace of the search. Shares and Bindings are indexed like the input.
type Split struct {
	Shares   []int64
	Bindings []Binding
	Trace    Trace
}

// Shares splits total among list the way Hadoop's ComputeFairShares does for
// one resource type (see SplitShares).
func Shares(list []Schedulable, total int64, mode Mode) []int64 {
	return SplitShares(list, total, mode).Shares
}

// SharesTrace is Shares plus the trace of the search.
func SharesTrace(list []Schedulable, total int64, mode Mode) ([]int64, Trace) {
	sp := SplitShares(list, total, mode)
	return sp.Shares, sp.Trace
}

// SplitShares follows Hadoop 3.3's ComputeFairShares.computeSharesInternal
// (compute.md §2) for one resource type:
//
//  1. fixed shares first, in list order (handleFixedFairShares): max <= 0
//     gives 0; an Inactive schedulable in Instantaneous mode gives 0; weight
//     <= 0 gives the min share if positive, else 0. Their saturating sum is
//     Taken.
//  2. T = min(saturating sum of the other max shares, max(total-Taken, 0)),
//     with total-Taken a plain (wrapping) long subtraction as in Java.
//  3. rMax doubles from 1.0 while the shares at rMax add up to less than T.
//  4. bisection on [0, rMax]: exactly 25 probes, stopping early only when
//     the shares at a mid add up to exactly T.
//  5. every non-fixed share is evaluated at the final right end, never at
//     the exact ratio: the shares add up to at least T, often a little more.
//
// One deliberate difference: Hadoop doubles rMax forever when T can never be
// reached (max shares above 2^53 that lose precision as doubles, or NaN
// weights). Here the doubling stops once rMax is +Inf; the bisection then
// runs on [0, +Inf], every mid is +Inf, and the shares are those at +Inf
// (max share for positive weights, 0 for NaN). The normal path is unchanged.
//
// The result never has negative shares, whatever the input. An empty list
// gives an empty result.
func SplitShares(list []Schedulable, total int64, mode Mode) Split {
	s := splitter{shares: make([]int64, len(list))}
	tr := s.split(list, total, mode)
	sp := Split{Shares: s.shares, Bindings: make([]Binding, len(list)), Trace: tr}
	for i, c := range s.codes {
		sp.Bindings[i] = c.binding()
	}
	return sp
}

// splitter runs SplitShares with scratch space that one Tree.Compute reuses
// for every split, so a 100,000-queue tree does not allocate per parent.
// After split, shares and codes hold the result, indexed like the list.
type splitter struct {
	shares []int64
	codes  []bindingCode
	free   []int         // indexes of the schedulables left for the search
	search []Schedulable // those schedulables, when some were fixed
	list   []Schedulable // the children of one parent, filled by Tree.Compute
	// intShares: shares are Java ints and their sum wraps (Tree.IntShares).
	intShares bool
}

// split is SplitShares into s.shares and s.codes; it returns the trace.
func (s *splitter) split(list []Schedulable, total int64, mode Mode) Trace {
	s.reset(len(list))
	tr := s.fix(list, mode)
	tr.Fixed = len(list) - len(s.free)
	if len(s.free) == 0 {
		return tr
	}
	search := list
	if len(s.free) < len(list) {
		s.search = resize(s.search, len(s.free))
		for k, i := range s.free {
			s.search[k] = list[i]
		}
		search = s.search
	}
	tr.Target = searchTarget(search, total, tr.Taken)
	tr.RMax = s.upperBound(search, tr.Target)
	tr.Endless = math.IsInf(tr.RMax, 1) && s.usedAt(search, tr.RMax) < tr.Target
	tr.Right, tr.Probes = s.bisect(search, tr.Target, tr.RMax)
	for _, i := range s.free {
		s.shares[i] = s.shareAt(list[i], tr.Right)
		s.codes[i] = bindingAt(list[i], tr.Right)
	}
	if tr.Target > 0 && minSum(search) >= tr.Target {
		s.markMinsTakeAll()
	}
	return tr
}

// markMinsTakeAll recodes the weight-proportional shares of 0 left by a
// search whose min shares alone reach its target: those queues got nothing
// because their siblings' minimums took the parent's whole share.
func (s *splitter) markMinsTakeAll() {
	for _, i := range s.free {
		if s.codes[i] == codeWeight && s.shares[i] == 0 {
			s.codes[i] = codeMinsTakeAll
		}
	}
}

// minSum is the saturating sum of the positive min shares of list.
func minSum(list []Schedulable) int64 {
	var sum int64
	for _, sc := range list {
		if sc.Min > 0 {
			sum = satAdd(sum, sc.Min)
		}
	}
	return sum
}

// reset sizes shares and codes for n schedulables, all zero.
func (s *splitter) reset(n int) {
	s.shares = resize(s.shares, n)
	s.codes = resize(s.codes, n)
	if cap(s.free) < n {
		s.free = make([]int, 0, n)
	}
	s.free = s.free[:0]
}

// resize returns b with length n and every element zero, reusing its array
// when it is large enough.
func resize[T any](b []T, n int) []T {
	if cap(b) < n {
		return make([]T, n)
	}
	b = b[:n]
	clear(b)
	return b
}

// fix writes the fixed shares (ComputeFairShares.handleFixedFairShares and
// getFairShareIfFixed), adds them up into the trace's Taken, and records in
// s.free the indexes of the schedulables left for the search, in list order.
func (s *splitter) fix(list []Schedulable, mode Mode) Trace {
	var tr Trace
	for i, sc := range list {
		share, why, fixed := fixedShare(sc, mode)
		if !fixed {
			s.free = append(s.free, i)
			continue
		}
		s.shares[i], s.codes[i] = share, why
		tr.Taken = satAdd(tr.Taken, share)
	}
	return tr
}

// fixedShare is ComputeFairShares.getFairShareIfFixed; the tests run in
// Hadoop's order. A NaN weight is not fixed (NaN <= 0 is false).
func fixedShare(s Schedulable, mode Mode) (int64, bindingCode, bool) {
	switch {
	case s.Max <= 0:
		return 0, codeMaxZero, true
	case mode == Instantaneous && s.Inactive:
		return 0, codeInactive, true
	case s.Weight <= 0:
		return max(s.Min, 0), codeWeightZero, true
	}
	return 0, codeUnset, false
}

// searchTarget computes T: what is left of total once the fixed shares are
// taken (clamped at 0), capped by the saturating sum of the max shares.
func searchTarget(list []Schedulable, total, taken int64) int64 {
	var maxSum int64
	for _, s := range list {
		maxSum = satAdd(s.Max, maxSum)
		if maxSum == maxLong {
			break
		}
	}
	return min(maxSum, max(total-taken, 0))
}

// upperBound doubles R from 1.0 until the shares at R add up to at least T.
// It stops at +Inf (at most 1024 doublings), where Hadoop would loop forever.
func (s *splitter) upperBound(list []Schedulable, target int64) float64 {
	r := 1.0
	for s.usedAt(list, r) < target && !math.IsInf(r, 1) {
		r *= 2.0
	}
	return r
}

// bisect runs ComputeFairShares' binary search on [0, rMax] and returns the
// final right end and the number of probes. The invariant is that the
// shares at right add up to at least T (unless rMax is +Inf).
func (s *splitter) bisect(list []Schedulable, target int64, rMax float64) (float64, int) {
	left, right := 0.0, rMax
	probes := 0
	for probes < probeCount {
		mid := (left + right) / 2.0
		probes++
		used := s.usedAt(list, mid)
		if used == target {
			return mid, probes
		}
		if used < target {
			left = mid
		} else {
			right = mid
		}
	}
	return right, probes
}

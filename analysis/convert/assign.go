package convert

import "math"

// Assignment is one parent's children's capacities, in percent of the
// parent, three decimals, adding up to exactly 100 (unless every target
// is 0).
type Assignment struct {
	Percent []float64
	// Raised marks the children whose capacity had to go above their cap
	// (their maximum-capacity must be raised to it): no valid assignment
	// keeps every maximum.
	Raised []bool
	// Infeasible: the caps add up to less than 100, so some maximum had to
	// be raised.
	Infeasible bool
}

// Assign turns targets (each child's wanted share of the parent, in
// percent; they need not add up to 100) into capacities the Capacity
// Scheduler accepts: each at most its cap (percent of the parent, +Inf for
// none), together exactly 100. A shortfall goes to the children with room
// in proportion to their targets (or equally when all targets are 0), up
// to their caps, as the Fair Scheduler hands a capped queue's share to its
// siblings. When the caps add up to less than 100 no valid assignment keeps
// every cap: the rest is assigned by the Fair weights (weights, in any
// unit; equal when all are 0) as raiseByWeight does, which keeps the
// weights' order and proportion among the children whose caps are raised
// (Raised). Targets adding up to more than 100 (min shares over-allocating
// the parent) shrink in proportion. All-zero targets stay zero (the parent
// then needs allow-zero-capacity-sum).
func Assign(targets, weights, caps []float64) Assignment {
	n := len(targets)
	a := Assignment{Percent: make([]float64, n), Raised: make([]bool, n)}
	shares := make([]float64, n)
	sum := 0.0
	for i, t := range targets {
		shares[i] = min(max(t, 0), caps[i])
		sum += shares[i]
	}
	if sum == 0 && allZero(targets) {
		return a
	}
	if sum > 100 { // min shares over-allocate the parent: shrink in proportion
		for i := range shares {
			shares[i] *= 100 / sum
		}
	}
	shares = fillTo100(shares, targets, caps)
	rank := targets // which child absorbs the rounding: the largest
	if 100-total(shares) > 1e-9 {
		a.Infeasible, rank = true, weights
		shares = raiseByWeight(shares, byWeight(weights))
		for i := range shares {
			a.Raised[i] = shares[i] > caps[i]+1e-9
		}
	}
	capped := make([]bool, n)
	for i := range shares {
		capped[i] = !a.Raised[i] && shares[i] >= caps[i]-1e-9
	}
	a.Percent = toThousandths(shares, rank, capped)
	return a
}

// raiseByWeight fills the parent when the children's caps cannot: each
// child gets the larger of its capped share and λ × its weight share, with
// the one λ (at most 1) that makes them add up to 100. The children whose
// cap holds their part keep it (their maximum is not raised); the others
// get parts in the weights' order and proportion, above their caps.
func raiseByWeight(capped, weightShares []float64) []float64 {
	at := func(lambda float64) []float64 {
		out := make([]float64, len(capped))
		for i := range out {
			out[i] = max(capped[i], lambda*weightShares[i])
		}
		return out
	}
	lo, hi := 0.0, 1.0
	for range 100 {
		mid := (lo + hi) / 2
		if total(at(mid)) < 100 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return at(hi)
}

// byWeight is each weight's share of their sum in percent (equal shares
// when all are 0; a negative weight counts as 0).
func byWeight(weights []float64) []float64 {
	ws := make([]float64, len(weights))
	for i, w := range weights {
		ws[i] = max(w, 0)
	}
	if allZero(ws) {
		ws = ones(len(ws))
	}
	sum := total(ws)
	for i := range ws {
		ws[i] = ws[i] / sum * 100
	}
	return ws
}

// fillTo100 scales the shares up to 100 by water filling: the children
// below their caps grow in proportion to their targets until they reach
// their caps or the shares add up to 100.
func fillTo100(shares, targets, caps []float64) []float64 {
	for range len(shares) + 1 {
		left := 100 - total(shares)
		if left <= 1e-9 {
			return shares
		}
		var open []int
		wsum := 0.0
		for i := range shares {
			if shares[i] < caps[i]-1e-12 {
				open = append(open, i)
				wsum += max(targets[i], 0)
			}
		}
		if len(open) == 0 {
			return shares
		}
		for _, i := range open {
			add := left / float64(len(open))
			if wsum > 0 {
				add = left * max(targets[i], 0) / wsum
			}
			shares[i] = min(caps[i], shares[i]+add)
		}
	}
	return shares
}

func total(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s
}

func allZero(xs []float64) bool {
	for _, x := range xs {
		if x > 0 {
			return false
		}
	}
	return true
}

func ones(n int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = 1
	}
	return out
}

// percentOf is part over whole in percent, 0 when whole is 0.
func percentOf(part, whole float64) float64 {
	if whole <= 0 {
		return 0
	}
	return part / whole * 100
}

// roundUpMilli rounds a percentage up to thousandths.
func roundUpMilli(p float64) float64 { return math.Ceil(p*1000-1e-6) / 1000 }

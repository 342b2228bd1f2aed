package placement

import "sort"

// Summary counts the results of a replay.
type Summary struct {
	Total    int
	Placed   int // placed in a queue the scheduler accepts
	Rejected int // rejected by the placement policy
	Refused  int // placed, then refused by the scheduler
	Denied   int // placed in a queue whose ACLs do not let the user in
	// PerQueue counts the accepted submissions per queue.
	PerQueue map[string]int
	// Created lists the queues the submissions created, in order.
	Created []string
}

// AllRun reports whether every submission would run (none rejected,
// refused or denied).
func (s Summary) AllRun() bool { return s.Rejected+s.Refused+s.Denied == 0 }

// Queues returns the queues of PerQueue sorted by name.
func (s Summary) Queues() []string {
	qs := make([]string, 0, len(s.PerQueue))
	for q := range s.PerQueue {
		qs = append(qs, q)
	}
	sort.Strings(qs)
	return qs
}

// Replay places the submissions in order, each seeing the queues the
// earlier ones created.
func Replay(e Placer, subs []Submission) ([]Result, Summary) {
	results := make([]Result, len(subs))
	sum := Summary{Total: len(subs), PerQueue: map[string]int{}}
	for i, s := range subs {
		r := e.Place(s)
		results[i] = r
		sum.Created = append(sum.Created, r.CreatedQueues...)
		switch {
		case r.Rejected:
			sum.Rejected++
		case r.Refused:
			sum.Refused++
		case r.Denied():
			sum.Denied++
		default:
			sum.Placed++
			sum.PerQueue[r.Queue]++
		}
	}
	return results, sum
}

// Change is a submission that lands somewhere else under a new file.
type Change struct {
	Submission Submission
	Old, New   Result
}

// Compare replays subs against two engines and lists the submissions
// whose outcome differs: another queue, or placed in one and rejected or
// refused in the other.
func Compare(old, cur Placer, subs []Submission) []Change {
	var out []Change
	for _, s := range subs {
		o, n := old.Place(s), cur.Place(s)
		if o.Queue != n.Queue || o.Rejected != n.Rejected || o.Refused != n.Refused || o.Denied() != n.Denied() {
			out = append(out, Change{Submission: s, Old: o, New: n})
		}
	}
	return out
}

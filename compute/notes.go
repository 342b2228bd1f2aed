package compute

import "github.com/fairsched/fairsched/xmlconf"

// The notes of a computation: facts about the result that an output shows
// beside the shares, as data (package render words them).

// MinOvercommit says that the children of a parent ask, in minimum shares
// of one resource type, for more than the steady share the parent splits
// among them (the whole cluster for root). Hadoop still raises every child
// to its minimum, so their steady shares add up to more than the parent's,
// and a queue can get more than the whole cluster. Both figures are those
// Hadoop computes with: the children's effective min shares (absolute
// minResources; a percentage counts as 0), summed without overflow, and
// the parent's steady share (root's vcores clamped to a Java int).
type MinOvercommit struct {
	Parent int   // the parent's node index
	Type   int   // the resource type, an index into the cluster's types
	Mins   int64 // the sum of the children's min shares of that type
	Share  int64 // the parent's steady share of that type
}

// MinOvercommits returns, for every parent and every resource type its
// policy splits (memory only under fair), where its children's minimums
// add up to more than its steady share, in node order.
func (t *Tree) MinOvercommits(s *TreeShares) []MinOvercommit {
	var out []MinOvercommit
	for i := range t.Nodes {
		nd := &t.Nodes[i]
		if nd.N == 0 {
			continue
		}
		for typ := range typesComputed(nd.Policy, s.Types) {
			var mins int64
			for c := nd.First; c < nd.First+nd.N; c++ {
				mins = satAdd(mins, max(t.minAt(int(c), typ), 0))
			}
			if share := s.Steady[i*s.Types+typ]; mins > share {
				out = append(out, MinOvercommit{Parent: i, Type: typ, Mins: mins, Share: share})
			}
		}
	}
	return out
}

// Inactive says why a node has no runnable application, and so an
// instantaneous fair share of 0.
type Inactive string

// The reasons a node is inactive; "" means it is active.
const (
	// InactiveNoApps: a leaf that could run applications but has none
	// (shares --active does not name it).
	InactiveNoApps Inactive = "no-apps"
	// InactiveCannotRun: a leaf where no application can ever run;
	// Node.CannotRun says why (a maxRunningApps of 0 or below on it or an
	// ancestor, or no user allowed to run any).
	InactiveCannotRun Inactive = "cannot-run"
	// InactiveReservable: a reservable queue (<reservation>): applications
	// run in the reservation queues Hadoop creates below it, never in the
	// queue itself, and none exists before a reservation is made.
	InactiveReservable Inactive = "reservable"
	// InactiveCreatedAtSubmission: a parent queue declared without
	// children (type="parent"): its queues are created only when
	// applications are submitted, and none exists yet.
	InactiveCreatedAtSubmission Inactive = "created-at-submission"
	// InactiveNoActiveChild: a parent none of whose queues is active.
	InactiveNoActiveChild Inactive = "no-active-child"
)

// WhyInactive returns why node i has no runnable application in s, or ""
// when it is active.
func (t *Tree) WhyInactive(s *TreeShares, i int) Inactive {
	nd := &t.Nodes[i]
	switch {
	case s.Active[i]:
		return ""
	case nd.N > 0:
		return InactiveNoActiveChild
	case nd.CannotRun != "":
		return InactiveCannotRun
	case nd.Queue == nil || nd.Queue.IsLeaf():
		return InactiveNoApps
	case isReservable(nd.Queue):
		return InactiveReservable
	}
	return InactiveCreatedAtSubmission
}

func isReservable(q *xmlconf.Queue) bool { return q.Reservation.Set }

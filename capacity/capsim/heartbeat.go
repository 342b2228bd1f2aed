package capsim

import "github.com/fairsched/fairsched/capacity"

// outcome is what offering a node to a queue or app gave.
type outcome int8

const (
	none outcome = iota
	allocated
	reserved
	appSkipped   // this app cannot use the node: try the next one
	queueSkipped // the queue's limit or headroom: the leaf gives up the node
)

// heartbeat is CapacityScheduler#allocateContainersToNode for one node. A
// node holding a reservation serves only it. Otherwise root is offered the
// node again while the last offer allocated (not reserved) a container,
// fewer off-switch containers than per-node-heartbeat.maximum-offswitch-
// assignments were placed, and multiple assignments allow more. It
// reports whether anything changed.
func (s *Sim) heartbeat(n *node) bool {
	s.heartbeats++
	if n.reserved != nil {
		return s.serveReservation(n)
	}
	changed := false
	count, offSwitch := int64(0), int64(0)
	for s.rc.available(n.free, s.minAlloc) > 0 && !s.budget.Full(s.placed) {
		s.trace.Begin(s.heartbeats, s.now, n.name)
		o, a, size := s.assignParent(0, n, s.cluster, 0)
		s.traceEnd(o, a, size)
		if o != allocated && o != reserved {
			break
		}
		changed = true
		count++
		offSwitch++ // every ask of a load is for any node: off-switch
		if o == reserved || offSwitch >= s.g.MaxOffSwitch || !s.g.MultipleAssignments ||
			s.g.MaxAssignments != -1 && count >= s.g.MaxAssignments {
			break
		}
	}
	return changed
}

// serveReservation is CapacityScheduler#allocateFromReservedContainer:
// the reserving app gets the node once its container fits, or reserves it
// again; a reservation nothing asks for any more is dropped.
func (s *Sim) serveReservation(n *node) bool {
	a := n.reserved
	if a.state != stateActive || a.asks <= 0 || n.reservedAM == a.amRunning {
		s.unreserve(n)
		return true
	}
	size := n.reservedAt
	if s.rc.available(n.free, size) > 0 {
		s.unreserve(n)
		s.allocate(a, n, size)
		s.traceServed(n, a, size)
		return true
	}
	a.reReserve++
	return true
}

// hasDemand reports whether some app below queue qi asks for containers
// (AbstractCSQueue#hasPendingResourceRequest: the apps not yet active
// count too).
func (s *Sim) hasDemand(qi int) bool { return s.queues[qi].asking > 0 }

// canAssignToThisQueue is AbstractCSQueue#canAssignToThisQueue through
// the calculator: the queue may take more while its usage is under
// min(its maximum, the limit handed down), or, looking past reservations,
// would be without the resource it could unreserve. It returns the
// headroom and how much must be unreserved first (nil: nothing).
func (s *Sim) canAssignToThisQueue(q *queue, limit, couldUnreserve Resource) (ok bool, headroom, unreserve Resource) {
	current := minRes(s.rc, s.cluster, q.maxDown, limit)
	headroom = q.headroom
	for i := range headroom {
		headroom[i] = current[i] - q.used[i]
	}
	if lessThan(s.rc, s.cluster, q.used, current) {
		return true, headroom, nil
	}
	if s.g.ContinueLooking && greaterThan(s.rc, s.cluster, couldUnreserve, s.none) &&
		lessThan(s.rc, s.cluster, minus(q.used, couldUnreserve), current) {
		return true, headroom, minus(q.used, current)
	}
	return false, headroom, nil
}

// assignParent is ParentQueue#assignContainers: children in queue order,
// each with the limit min(parent's limit, parent's maximum) - parent's
// usage + child's usage (less the headroom of children refused for their
// own limit), until one takes the node.
func (s *Sim) assignParent(qi int, n *node, limit Resource, depth int) (outcome, *app, Resource) {
	q := s.queues[qi]
	if q.isLeaf() {
		o, a, size, _ := s.assignLeaf(qi, n, limit)
		return o, a, size
	}
	if !s.hasDemand(qi) {
		return none, nil, nil
	}
	if ok, _, _ := s.canAssignToThisQueue(q, limit, s.reservedBelow(qi)); !ok {
		s.trace.Skip(q.name, "usage at its limit")
		return none, nil, nil
	}
	limit = minRes(s.rc, s.cluster, limit, q.maximum)
	var blocked Resource
	kids := s.sortedChildren(q)
	s.traceLevel(q, kids)
	for _, c := range kids {
		child := s.queues[c]
		childLimit := s.childLimit(q, child, limit, blocked)
		var o outcome
		var a *app
		var size, headroom Resource
		if child.isLeaf() {
			o, a, size, headroom = s.assignLeaf(c, n, childLimit)
		} else {
			o, a, size = s.assignParent(c, n, childLimit, depth+1)
		}
		if o == allocated || o == reserved {
			s.traceChose(q, child.name)
			return o, a, size
		}
		if o == queueSkipped {
			if blocked == nil {
				blocked = make(Resource, len(s.types))
			}
			blocked.AddIn(maxRes(s.rc, s.cluster, headroom, s.none))
		}
	}
	return none, nil, nil
}

// childLimit is ParentQueue#getResourceLimitsOfChild: the parent's limit
// (less what children refused for their own limit held back) less the
// parent's usage plus the child's, rounded down to the minimum
// allocation. It is written into the parent's scratch resource, which the
// child copies from.
func (s *Sim) childLimit(p, child *queue, limit, blocked Resource) Resource {
	out := p.childLimit
	for i := range out {
		out[i] = limit[i] - p.used[i] + child.used[i]
		if blocked != nil {
			out[i] -= blocked[i]
		}
	}
	if !s.rc.dominant() {
		out[mem] = capacity.RoundDown(out[mem], s.minAlloc[mem]) // the DefaultResourceCalculator looks at nothing else
		return out
	}
	for i := range out {
		out[i] = capacity.RoundDown(out[i], s.minAlloc[i])
	}
	return out
}

// reservedBelow is what the apps below queue qi have reserved.
func (s *Sim) reservedBelow(qi int) Resource { return s.queues[qi].reserved }

// isBelow reports whether queue qi is leaf or one of its ancestors.
func (s *Sim) isBelow(leaf, qi int) bool {
	for q := leaf; q >= 0; q = s.queues[q].parent {
		if q == qi {
			return true
		}
	}
	return false
}

// assignLeaf is LeafQueue#assignContainers: active apps in the ordering
// policy's order; the queue limit is checked at the first, the user
// limit for each (a user over it is passed over), and the first app that
// allocates or reserves takes the node. It also returns the queue's
// headroom, which a parent holds back from the next siblings when the
// leaf gave up for its limit.
func (s *Sim) assignLeaf(qi int, n *node, limit Resource) (outcome, *app, Resource, Resource) {
	q := s.queues[qi]
	copy(q.currentLimit, minRes(s.rc, s.cluster, q.maxDown, limit))
	if !s.hasDemand(qi) {
		return none, nil, nil, nil
	}
	apps := s.orderedApps(q)
	s.traceLeaf(q, apps)
	check := true
	var headroom, queueUnreserve Resource
	limits := map[string]Resource{}
	for _, a := range apps {
		if a.asks <= 0 {
			continue
		}
		appReserved := s.reservedRes(a)
		if check {
			var ok bool
			ok, headroom, queueUnreserve = s.canAssignToThisQueue(q, limit, appReserved)
			if !ok {
				s.trace.Skip(q.name, "usage at its limit")
				return queueSkipped, nil, nil, headroom
			}
			check = s.g.ContinueLooking && greaterThan(s.rc, s.cluster, appReserved, s.none)
		}
		u := q.users[a.user]
		ul, seen := limits[a.user]
		if !seen {
			ul = s.userLimitOf(q, u)
			limits[a.user] = ul
		}
		need := queueUnreserve
		if greaterThan(s.rc, s.cluster, u.used, ul) {
			if !s.g.ContinueLooking || greaterThan(s.rc, s.cluster, minus(u.used, appReserved), ul) {
				continue // "User capacity has reached its maximum limit."
			}
			need = minus(u.used, ul)
		}
		o, size := s.assignApp(a, n, headroom, need)
		switch o {
		case allocated, reserved:
			s.traceChose(q, a.id)
			return o, a, size, headroom
		case queueSkipped:
			return queueSkipped, nil, nil, headroom
		}
	}
	return none, nil, nil, headroom
}

// assignApp is RegularContainerAllocator for the app's next ask on n: the
// headroom (plus what the app could unreserve) must hold it; a node too
// small passes the app over; a node with room allocates, first giving up
// a reservation elsewhere when the app needs no more of them or the
// limits demand it; a full node is reserved while the app should hold
// more reservations.
func (s *Sim) assignApp(a *app, n *node, headroom, needUnreserve Resource) (outcome, Resource) {
	size := a.nextSize()
	could := s.none
	if s.g.ContinueLooking {
		could = s.reservedRes(a)
	}
	if !s.fitsInSum(size, headroom, could) {
		return queueSkipped, nil
	}
	if !s.rc.fitsIn(size, n.total) {
		return appSkipped, nil
	}
	should := s.shouldAllocOrReserve(a, size)
	if needUnreserve == nil {
		needUnreserve = s.none
	}
	need := maxRes(s.rc, s.cluster, minus(size, headroom), needUnreserve)
	needed := s.rc.anyAboveZero(need)
	if s.rc.available(n.free, size) > 0 {
		if s.g.ContinueLooking && (!should || needed) {
			if !needed {
				need = size
			}
			other := s.nodeToUnreserve(a, n, need)
			if other == nil {
				return appSkipped, nil
			}
			s.unreserve(other)
		}
		s.allocate(a, n, size)
		return allocated, size
	}
	if !should || s.g.ContinueLooking && needed {
		return appSkipped, nil
	}
	s.reserve(a, n, size)
	return reserved, size
}

// nodeToUnreserve is FiCaSchedulerApp#findNodeToUnreserve: the app's
// first reservation on another node that need fits in.
func (s *Sim) nodeToUnreserve(a *app, n *node, need Resource) *node {
	for _, r := range a.reserved {
		if r != n && s.rc.fitsIn(need, r.reservedAt) {
			return r
		}
	}
	return nil
}

// shouldAllocOrReserve is RegularContainerAllocator#
// shouldAllocOrReserveNewContainer: the outstanding asks, plus a
// starvation term that grows with re-reservations, exceed the
// reservations held.
func (s *Sim) shouldAllocOrReserve(a *app, size Resource) bool {
	reservedN := len(a.reserved)
	starvation := 0
	if reservedN > 0 {
		maxA := s.queues[a.leaf].maxAlloc
		nodeFactor := s.rc.ratio(size, maxA)
		minFactor := s.rc.ratio(minus(maxA, s.minAlloc), maxA)
		starvation = int(float32(a.reReserve) / float32(reservedN) * (1 - min(nodeFactor, minFactor)))
	}
	return starvation+a.outstanding()-reservedN > 0
}

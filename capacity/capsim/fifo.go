package capsim

// fifoHeartbeat is FifoScheduler#assignContainers for one node: apps in
// submission order, each given as many of its containers as the node
// holds, until the node has less than a minimum allocation left. The
// FifoScheduler reserves nothing and has no queue, user or AM limits.
func (s *Sim) fifoHeartbeat(n *node) bool {
	s.heartbeats++
	changed := false
	q := s.queues[1]
	for _, a := range q.active {
		for a.asks > 0 && !s.budget.Full(s.placed) {
			size := a.nextSize()
			if size[mem] > n.free[mem] { // the FifoScheduler's DefaultResourceCalculator
				break
			}
			s.allocate(a, n, size)
			changed = true
		}
		if n.free[mem] < s.minAlloc[mem] {
			break
		}
	}
	return changed
}

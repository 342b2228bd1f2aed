package simulate

// canBeRunnable is MaxRunningAppsEnforcer#canAppBeRunnable: the user and
// the leaf and every ancestor are below their maxRunningApps.
func (s *Sim) canBeRunnable(a *app) bool {
	if int32(s.users[a.user]) >= s.userMax(a.user) {
		return false
	}
	for q := a.leaf; q >= 0; q = s.queues[q].parent {
		if int32(s.queues[q].runnable) >= s.queues[q].maxApps {
			return false
		}
	}
	return true
}

// setRunnable makes a runnable (on) or not, keeping the counts up the tree.
func (s *Sim) setRunnable(a *app, on bool) {
	if a.runnable == on {
		return
	}
	a.runnable = on
	d := 1
	if !on {
		d = -1
	}
	s.users[a.user] += d
	for q := a.leaf; q >= 0; q = s.queues[q].parent {
		s.queues[q].runnable += d
	}
	s.dirty = true
}

// addApp creates the attempt at its start time: runnable if the limits
// allow, and with the containers the load says already run.
func (s *Sim) addApp(a *app) {
	if a.rejected != "" || a.killed {
		if a.endMS < 0 {
			a.endMS = s.now
		}
		return
	}
	a.added = true
	a.lastAtFairShare = a.start
	s.queues[a.leaf].apps = append(s.queues[a.leaf].apps, a)
	s.setRunnable(a, s.canBeRunnable(a))
	s.placeRunning(a)
	s.dirty = true
}

// promoteWaiting re-checks apps that could not run, in start-time order,
// after a runnable app went away (updateRunnabilityOnAppRemoval).
func (s *Sim) promoteWaiting() {
	for _, a := range s.apps {
		if a.added && !a.finished && !a.runnable && s.canBeRunnable(a) {
			s.setRunnable(a, true)
		}
	}
}

// placeRunning puts the app's already-running containers on the nodes,
// first fit in node order: the load's existing usage is sticky.
func (s *Sim) placeRunning(a *app) {
	want := a.initRunning
	if a.separateAM && want > 0 {
		want++ // the AM runs too
	}
	for i := 0; i < want && a.asks > 0; i++ {
		size := a.nextSize()
		n := s.firstFit(size)
		if n == nil {
			s.warnf("app %s: only %d of its %d running containers fit on the nodes", a.name, i, want)
			return
		}
		s.allocate(a, n, size)
	}
}

func (s *Sim) firstFit(size Resource) *node {
	for _, n := range s.nodes {
		if fitsIn(size, n.free) {
			return n
		}
	}
	return nil
}

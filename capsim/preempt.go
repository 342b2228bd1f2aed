package capsim

// preemptRound is one run of ProportionalCapacityPreemptionPolicy; it
// reports whether it changed anything.
func (s *Sim) preemptRound() bool { return false }

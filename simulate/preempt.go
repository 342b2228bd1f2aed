package simulate

// preemptConf is a leaf's effective preemption settings.
type preemptConf struct {
	fairTimeoutMS, minTimeoutMS int64 // math.MaxInt64: never
	fairThreshold               float32
	allowFrom                   bool // false on it or an ancestor
}

func (s *Sim) setupPreemption() {}

// serveGrants is the first step of a heartbeat: space freed by preemption
// goes to the app that asked for it, bypassing queue order.
func (s *Sim) serveGrants(n *node) bool { return false }

// Preemption is one firing of the preemption thread.
type Preemption struct{}

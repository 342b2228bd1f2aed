package simulate

// tracer records the first heartbeat decisions; a nil tracer records
// nothing.
type tracer struct {
	limit     int
	decisions []Decision
	cur       *Decision
}

func (t *tracer) beginDecision(s *Sim, n *node)              {}
func (t *tracer) endDecision(outcome, Resource)              {}
func (t *tracer) skip(*queue, string)                        {}
func (t *tracer) level(*Sim, *queue, []*sched)               {}
func (t *tracer) chose(*queue, *sched)                       {}
func (t *tracer) reservedServed(*Sim, *node, *app, Resource) {}

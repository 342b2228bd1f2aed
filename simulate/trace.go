package simulate

// tracer records the first heartbeat decisions; a nil tracer records
// nothing.
type tracer struct{}

func (t *tracer) beginDecision(*Sim, *node)                  {}
func (t *tracer) endDecision(outcome, Resource)              {}
func (t *tracer) skip(*queue, string)                        {}
func (t *tracer) level(*Sim, *queue, []*sched)               {}
func (t *tracer) chose(*queue, *sched)                       {}
func (t *tracer) reservedServed(*Sim, *node, *app, Resource) {}

// Decision is one heartbeat decision of --trace.
type Decision struct{}

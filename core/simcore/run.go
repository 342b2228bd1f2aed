package simcore

import "math"

// RunOptions choose how a simulation runs.
type RunOptions struct {
	// Timed simulates time even for a static load.
	Timed bool
	// DurationMS stops the timed simulation after this much simulated
	// time; 0 runs until steady (at most MaxSimulatedMS).
	DurationMS int64
	// UntilSteady stops as soon as nothing is left to change, even before
	// DurationMS.
	UntilSteady bool
	// Trace is how many heartbeat decisions to record.
	Trace int
	// SampleMS also samples the timeline every SampleMS of simulated time
	// (whole seconds), changed or not; 0 samples only when something
	// changed (see sample).
	SampleMS int64
	// MaxPlaced bounds the containers the run places (0: load.MaxPlaced);
	// past it the run stops with a TooCostlyError (Budget).
	MaxPlaced int
}

// MaxSimulatedMS bounds a simulation that never gets steady: one day.
const MaxSimulatedMS = 24 * 3600 * 1000

// GCD is the greatest common divisor of a and b: the clock steps by the
// GCD of every interval that acts, so it stops at each.
func GCD(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// MS is a load's time in seconds as whole milliseconds, rounded.
func MS(sec float64) int64 { return int64(math.Round(sec * 1000)) }

// Clock is a timed run's time: it steps by the GCD of every interval that
// acts and of a second (so it stops at each), ends at --duration (else at
// MaxSimulatedMS), samples the timeline at the end of every second, and
// keeps when something last changed, for the steady test.
type Clock struct {
	// Step is how far each step of the run advances, in ms.
	Step int64
	// Limit is when the run stops at the latest, in ms.
	Limit int64
	o     RunOptions
	moved bool  // something changed since the last sample
	quiet int64 // when something last changed
}

// NewClock is the clock of a run with options o and the intervals (ms) at
// which the scheduler acts.
func NewClock(o RunOptions, intervals ...int64) *Clock {
	c := &Clock{Step: 1000, Limit: MaxSimulatedMS, o: o, moved: true}
	for _, iv := range intervals {
		c.Step = GCD(c.Step, iv)
	}
	if o.DurationMS > 0 {
		c.Limit = o.DurationMS
		c.Step = GCD(c.Step, c.Limit) // stop exactly there
	}
	return c
}

// Moved notes that the queues' figures may differ from the last sample
// although nothing the step reports changed (the fair shares were
// recomputed).
func (c *Clock) Moved() { c.moved = true }

// EndStep ends the step at now: changed says whether anything changed in
// it. At the end of every second, sample takes the timeline's sample:
// moved says whether anything happened since the last one, interval
// whether --sample asks for one anyway.
func (c *Clock) EndStep(now int64, changed bool, sample func(moved, interval bool)) {
	c.moved = c.moved || changed
	if now%1000 == 0 {
		sample(c.moved, c.o.SampleMS > 0 && now%c.o.SampleMS == 0)
		c.moved = false
	}
	if changed {
		c.quiet = now
	}
}

// QuietFor is how long, at now, nothing has changed.
func (c *Clock) QuietFor(now int64) int64 { return now - c.quiet }

// Stop reports whether the run ends at now: steady (nothing is left to
// change) without a duration or with UntilSteady, or at the limit.
func (c *Clock) Stop(now int64, steady bool) bool {
	return steady && (c.o.DurationMS == 0 || c.o.UntilSteady) || now >= c.Limit
}

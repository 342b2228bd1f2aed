package simcore

import (
	"fmt"
	"strconv"

	"github.com/fairsched/fairsched/core/load"
)

// TooCostlyError is a run stopped because it placed more containers than
// a simulation may (load.MaxPlaced): a load truly too costly, such as
// short containers on a large cluster over a long --duration. The
// containers asked are never the cost: an app may ask for any number.
type TooCostlyError struct {
	// AtMS is the simulated time the run had reached, Max the bound.
	AtMS int64
	Max  int
}

// Error says what was reached and what to change.
func (e *TooCostlyError) Error() string {
	return fmt.Sprintf("the load places more than %d containers within its first %s simulated seconds; simulate places at most %d in one run (docs/simulate.md, Bounds): simulate a shorter --duration, or fewer, larger or longer-running containers",
		e.Max, strconv.FormatFloat(float64(e.AtMS)/1000, 'f', -1, 64), e.Max)
}

// Budget is what a run may still spend: it counts the containers placed.
// A scheduler checks Full before every placement loop goes on, and the run
// stops at the end of the step that filled it.
type Budget struct {
	max int
	err error
}

// NewBudget is the budget of a run with options o.
func NewBudget(o RunOptions) Budget {
	if o.MaxPlaced > 0 {
		return Budget{max: o.MaxPlaced}
	}
	return Budget{max: load.MaxPlaced}
}

// Full reports whether placed containers are past the bound.
func (b *Budget) Full(placed int) bool { return placed > b.max }

// Stop reports whether the run must stop at nowMS, having placed placed
// containers; the error is then Err's.
func (b *Budget) Stop(nowMS int64, placed int) bool {
	if !b.Full(placed) {
		return false
	}
	if b.err == nil {
		b.err = &TooCostlyError{AtMS: nowMS, Max: b.max}
	}
	return true
}

// Err is why the run stopped early, nil when it did not.
func (b *Budget) Err() error { return b.err }

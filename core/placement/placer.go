package placement

// Placer places one submission: the Fair Scheduler's Engine, or another
// scheduler's placement (package csplace) with the same Result, so that
// Replay and Compare work for either scheduler.
type Placer interface {
	Place(Submission) Result
}

package diff

import (
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/fair/place"
)

// Replay is a set of recorded submissions to place with both files, the
// safety check before rolling out a placement change.
type Replay struct {
	// File names the submissions file in the output.
	File string
	// Submissions are placed in order with each file, each seeing the
	// queues the earlier ones created (as `place --submissions` does);
	// their groups are already resolved.
	Submissions []placement.Submission
	// Defaults are the yarn-site settings that give the policy of a file
	// without one.
	Defaults place.Defaults
}

// Submissions is what the replay found: the submissions that land
// somewhere else with the new file (another queue, or placed with one
// file and rejected or refused with the other).
type Submissions struct {
	File  string
	Total int
	Moved []placement.Change
}

// replay places r's submissions with both sides' placement policies, with
// place's engine, and keeps those whose outcome differs.
func replay(old, new Side, o Options) *Submissions {
	r := o.Replay
	if r == nil {
		return nil
	}
	oldEngine := place.NewEngine(old.Config, o.Profile, r.Defaults)
	newEngine := place.NewEngine(new.Config, o.Profile, r.Defaults)
	return &Submissions{File: r.File, Total: len(r.Submissions), Moved: placement.Compare(oldEngine, newEngine, r.Submissions)}
}

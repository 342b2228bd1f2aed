package render

import (
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/submissions"
	"github.com/fairsched/fairsched/hadoop"
)

// PlaceView is everything `fairsched place` shows: the policy used, and
// either one result, a replay (results, unreadable lines, summary) or the
// changes between two files.
type PlaceView struct {
	File    string
	Version hadoop.Version
	Policy  *placement.Policy
	// ACLs says whether the queue ACLs of File decide the submissions.
	ACLs placement.ACLs
	// One of the three below is set.
	Single  *placement.Result
	Replay  *PlaceReplay
	Changes *PlaceChanges
}

// PlaceReplay is the outcome of many submissions.
type PlaceReplay struct {
	Results []placement.Result
	Errors  []submissions.LineError
	Summary placement.Summary
}

// PlaceChanges lists the submissions that land elsewhere under the new
// file than under the old one (OldFile).
type PlaceChanges struct {
	OldFile string
	Total   int
	Changes []placement.Change
	Errors  []submissions.LineError
}

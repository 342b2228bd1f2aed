package diff

import (
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Side is one of the two files compared: its name as shown in positions
// ("old.xml", "git:main:conf/fair-scheduler.xml"), the parsed model and
// every finding lint gave it.
type Side struct {
	File     string
	Config   *xmlconf.Allocations
	Findings []diag.Finding
}

// Options are what both files are compared under.
type Options struct {
	// Cluster is the cluster size, indexed like both files' Types.
	Cluster resource.Resource
	// Active names the queues with running apps (full or relative to
	// root), resolved on each side; ActiveSet false means every leaf.
	Active    []string
	ActiveSet bool
	// Profile is the Hadoop release both files are read for.
	Profile hadoop.Profile
	// Replay, when not nil, are submissions to place with both files.
	Replay *Replay
}

// Change says what happened to a queue.
type Change string

// The values of Change, as written in JSON.
const (
	Added     Change = "added"
	Removed   Change = "removed"
	Changed   Change = "changed"
	Unchanged Change = "unchanged"
)

// Result is the whole comparison.
type Result struct {
	Old, New string // the two file names
	// HadoopVersion is the release both files were read for.
	HadoopVersion string
	Types         resource.ResourceTypes
	Cluster       resource.Resource
	// TopLevel lists the changed top-level settings, users' limits and
	// placement rules, in a fixed order.
	TopLevel []Setting
	// Queues lists every queue of either file, parents before children,
	// siblings by name.
	Queues []Queue
	// Losers and Winners index Queues: the queues whose steady share fell
	// (rose) the most, as a fraction of the cluster, biggest first.
	Losers, Winners []int
	Findings        Findings
	Counts          map[Change]int
	// Submissions is the replay of Options.Replay; nil without one.
	Submissions *Submissions
}

// Queue is one queue's comparison.
type Queue struct {
	Name   string
	Change Change
	// Before and After are the shares on each side; nil where the queue is
	// absent or not created.
	Before, After *Shares
	// Kind describes a change of kind ("leaf → parent", "created → not
	// created: <reason>"); "" when the kind is the same.
	Kind string
	// RenameOf is, for an added queue, the removed queue it looks like
	// (same settings, new name), and for a removed queue the added one.
	RenameOf string
	// Moves lists, per resource type, how the shares moved.
	Moves []Move
	// Why lists the changes of the reason for the share (memory-mb).
	Why      []Why
	Settings []Setting
}

// Shares are one queue's shares on one side, with the reason for each type.
type Shares struct {
	Steady, Instantaneous               resource.Resource
	SteadyBinding, InstantaneousBinding []compute.Binding
}

// Move is the change of one resource type's shares.
type Move struct {
	Type                  string
	SteadyDelta           int64
	InstantaneousDelta    int64
	SteadyRelative        *float64 // delta / before; nil when before is 0
	InstantaneousRelative *float64

	index int // the type's index in the cluster Resource
}

// Why is a change of why a queue gets its share.
type Why struct {
	Share    string // "steady" or "instantaneous"
	Type     string
	Old, New compute.Binding
}

// Setting is one changed setting: its name, the value Hadoop holds on each
// side (nil where it does not apply, e.g. the queue is absent) and where
// that value comes from.
type Setting struct {
	Name           string
	Old, New       *string
	OldPos, NewPos xmlconf.Pos
}

// Findings sorts the findings of both files by what the change did to
// them.
type Findings struct {
	Introduced, Fixed, Unchanged []diag.Finding
}

// Compare compares old with new. An error means a --active name exists in
// neither file.
func Compare(old, new Side, o Options) (*Result, error) {
	oldShares, err := sharesOf(old.Config, o, new.Config)
	if err != nil {
		return nil, err
	}
	newShares, err := sharesOf(new.Config, o, old.Config)
	if err != nil {
		return nil, err
	}
	r := &Result{
		Old: old.File, New: new.File, HadoopVersion: o.Profile.Version.String(),
		Types: new.Config.Types, Cluster: o.Cluster,
		TopLevel: topLevel(old.Config, new.Config),
		Findings: matchFindings(old, new),
	}
	r.Queues = compareQueues(old.Config, new.Config, oldShares, newShares)
	markRenames(r.Queues, old.Config, new.Config)
	r.Counts = map[Change]int{}
	for _, q := range r.Queues {
		r.Counts[q.Change]++
	}
	r.Losers, r.Winners = rank(r.Queues, o.Cluster, 5)
	r.Submissions = replay(old, new, o)
	return r, nil
}

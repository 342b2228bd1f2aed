package loadcmp

import "github.com/fairsched/fairsched/xmlconf"

// Figure says which figure of a queue a Worse is about.
type Figure int

// The figures compare --load weighs.
const (
	// FigureTime: a time from the apps' start (What names it: "completion
	// time p95"), in seconds.
	FigureTime Figure = iota
	// FigureShare: the mean share of the cluster's memory, a fraction.
	FigureShare
	// FigureRejected, FigurePending and FigurePreempted: apps rejected, apps
	// left pending, containers preempted.
	FigureRejected
	FigurePending
	FigurePreempted
	// FigureDroppedType: an app's containers get less of a custom resource
	// type (What) after the move; Before and After are the amounts.
	FigureDroppedType
)

// Worse is one figure of a queue that is worse after the move.
type Worse struct {
	Queue         string
	Pos           xmlconf.Pos // where the capacity file configures the queue
	Figure        Figure
	What          string // FigureTime: which time; FigureDroppedType: the type
	App           string // FigureDroppedType: the first app it was seen on
	Before, After float64
}

// Facts are what Compare found worse after the move, in its order:
// lint's load rules (lint.CheckLoadComparison) word them.
type Facts struct {
	File                  string // the capacity file
	BeforeName, AfterName string // "Fair Scheduler", "Capacity Scheduler"
	Worse                 []Worse
}

package convert

import (
	"strconv"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Mode is the form queue capacities are written in.
type Mode string

// The capacity modes of --capacity-mode.
const (
	ModeWeight     Mode = "weight"
	ModePercentage Mode = "percentage"
)

// DefaultMode is weight where the release's Capacity Scheduler reads
// weights, else percentage.
func DefaultMode(p hadoop.Profile) Mode {
	if p.Capacity.WeightMode {
		return ModeWeight
	}
	return ModePercentage
}

// Input is one conversion.
type Input struct {
	File     string // the allocation file as findings name it
	Fair     *xmlconf.Allocations
	YarnSite *yarnsite.Config // nil when none was given
	// Target is the release the Capacity Scheduler configuration is
	// written for; Fair.Hadoop is the release the allocation file runs on
	// today, which it was read (and is judged) as.
	Target hadoop.Profile
	Mode   Mode
	// Cluster is the cluster size, nil when not given.
	Cluster resource.Resource
	// RulesToFile: JSON mapping rules go to mapping-rules.json beside
	// capacity-scheduler.xml (--output-dir), which points at it by its
	// name; else they are written inline.
	RulesToFile bool
	// Submissions are replayed with both schedulers' placement, beside the
	// ones derived from the file (--submissions).
	Submissions []placement.Submission
	// Check reads the converted capacity-scheduler.xml back and judges it
	// (selfCheck): cmd gives lint's driver of a capacity file. Nil reads
	// nothing back: the output is then unchecked, and what depends on the
	// file read back (maxima fitted to the cluster, guarantees, the
	// placement replay) is not done.
	Check Checker
}

// Checker reads a capacity-scheduler.xml (named name) as release
// parse.Hadoop reads it, on cluster when not nil, and returns it with the
// findings about it: lint.CheckCapacityFile, which cmd gives.
type Checker func(name string, src []byte, parse xmlconf.Options, cluster resource.Resource) (*capacity.Config, []diag.Finding)

// Queue is one queue's conversion, for the JSON "queues" list.
type Queue struct {
	Queue           string `json:"queue"`
	Capacity        string `json:"capacity"`
	MaximumCapacity string `json:"maximumCapacity"`
	// Guaranteed is the Capacity Scheduler's guarantee on --cluster; nil
	// without one.
	Guaranteed map[string]int64 `json:"guaranteed,omitempty"`
	// FairMinShare is the Fair Scheduler's minResources on --cluster.
	FairMinShare map[string]int64 `json:"fairMinShare,omitempty"`
}

// Result is what Convert produced.
type Result struct {
	CapacityScheduler []capacity.Property
	YarnSite          []capacity.Property
	// MappingRules is the JSON mapping rules document, nil when placement
	// went to legacy queue-mappings or there is no placement policy.
	MappingRules map[string]any
	// Source and Facts are what the conversion started from and could
	// not keep, which lint's convert rules word (lint.CheckConversion);
	// Findings are their words, which the caller sets.
	Source   Source
	Facts    *Facts
	Findings []diag.Finding
	Queues   []Queue
	// Release is the target release, for the .fairsched.json written
	// beside the files; ResourceTypes the cluster's custom resource types.
	Release       string
	ResourceTypes []string
}

// conv carries one conversion's state.
type conv struct {
	in  Input
	out *Result
	// absMax is each converted queue's absolute maximum as a fraction of
	// the cluster, for its children's maximum-capacity.
	absMax map[*xmlconf.Queue]float64
	// absCap is each queue's absolute capacity as a fraction of the cluster.
	absCap map[*xmlconf.Queue]float64
	// steady is each queue's steady fair share on --cluster; nil without.
	steady map[*xmlconf.Queue]resource.Resource
	// site are the Fair Scheduler's yarn-site settings (Hadoop's defaults
	// without --yarn-site).
	fsSite yarnsite.Settings
	// absoluteMax is the first maximum written as an absolute resource,
	// which 3.4 reads beside percentages and weights only outside the
	// legacy queue mode; nil when none is.
	absoluteMax *Max
	// absoluteMaxOf are the maxima written as absolute resources, by queue.
	absoluteMaxOf map[*xmlconf.Queue]absoluteMaximum
	// dynamic are the parents under which queues are created at
	// submission, with the rule that creates them.
	dynamic map[*xmlconf.Queue]xmlconf.Pos
	// rootLimit is root's maximum as fractions of the cluster, per type,
	// nil when root has none: each of root's children is capped at it.
	rootLimit []float64
	// defaultLeaf is root.default where the Fair Scheduler creates it at
	// submission (a default rule places there, and the release does not
	// create it at start-up): the Capacity Scheduler places in it only
	// when it is declared (its defaultQueue mapping policy never creates).
	defaultLeaf *xmlconf.Queue
	// monitors are the scheduling monitor policies yarn-site turns on.
	monitors []string
	// written is the converted capacity-scheduler.xml read back as the
	// target reads it (selfCheck).
	written *capacity.Config
	// facts are what the conversion could not keep, for the convert rules.
	facts Facts
}

// Convert converts in. The allocation file must not be refused (check
// with lint.ForTree first).
func Convert(in Input) *Result {
	if in.Mode == "" {
		in.Mode = DefaultMode(in.Target)
	}
	c := &conv{in: in, out: &Result{Release: in.Target.Version.String(), ResourceTypes: customTypes(in.Fair.Types)}, absMax: map[*xmlconf.Queue]float64{in.Fair.Root: 1},
		absCap: map[*xmlconf.Queue]float64{in.Fair.Root: 1}, dynamic: map[*xmlconf.Queue]xmlconf.Pos{},
		absoluteMaxOf: map[*xmlconf.Queue]absoluteMaximum{}}
	c.fsSite = yarnsite.Defaults()
	if in.YarnSite != nil {
		c.fsSite, _ = in.YarnSite.Settings()
	}
	c.steadyShares()
	c.globals()
	c.applicationLimits()
	c.users()
	c.placement() // before the queues: it marks the parents that create queues
	c.rootMaximum()
	c.queue(in.Fair.Root)
	c.customTypeLimits()
	c.autoCreation()
	c.queueMode()
	c.yarnSite()
	c.selfCheck()
	c.fitMaxima()
	c.sizeBounds()
	c.guarantees()
	c.replay()
	c.out.Source, c.out.Facts = c.source(), &c.facts
	return c.out
}

// customTypes are the types past memory and vcores.
func customTypes(t resource.ResourceTypes) []string {
	if len(t) <= len(resource.DefaultResourceTypes) {
		return nil
	}
	return t[len(resource.DefaultResourceTypes):]
}

// source is what the convert rules read of the conversion's input.
func (c *conv) source() Source {
	return Source{File: c.in.File, Fair: c.in.Fair, YarnSite: c.in.YarnSite, Settings: c.fsSite,
		Target: c.in.Target, Cluster: c.in.Cluster, Created: c.dynamic, Flexible: c.flexible()}
}

// steadyShares computes every queue's steady fair share on --cluster, as
// `fairsched shares` does.
func (c *conv) steadyShares() {
	if c.in.Cluster == nil {
		return
	}
	t := compute.NewTree(c.in.Fair, c.in.Cluster, func(*xmlconf.Queue) bool { return true })
	s := t.Compute(c.in.Cluster)
	c.steady = make(map[*xmlconf.Queue]resource.Resource, len(t.Nodes))
	for i, n := range t.Nodes {
		if n.Queue != nil {
			c.steady[n.Queue] = s.SteadyOf(i).Clone()
		}
	}
}

// queueMode leaves the legacy queue mode where an absolute maximum stands
// beside percentages or weights: in it Hadoop 3.4 refuses a queue whose
// capacity and maximum-capacity differ in form ("should use either
// percentage based capacity configuration or absolute resource").
func (c *conv) queueMode() {
	m := c.absoluteMax
	if m == nil {
		return
	}
	c.cs(capacity.Prefix+"legacy-queue-mode.enabled", "false",
		"fairsched convert: "+m.Element+" of "+m.Queue+" at "+c.sourceName()+":"+strconv.Itoa(int(m.Pos.Line))+
			" is kept as an absolute maximum-capacity beside percentage or weight capacities, which Hadoop 3.4 reads only outside the legacy queue mode; the switch holds for the whole cluster")
	c.facts.LegacyModeOff = m
}

// cs adds a capacity-scheduler.xml property; from names the Fair Scheduler
// element and its line.
func (c *conv) cs(name, value, from string) {
	c.out.CapacityScheduler = append(c.out.CapacityScheduler, capacity.Property{Name: name, Value: value, Description: from})
}

// site adds a yarn-site.xml property.
func (c *conv) site(name, value, from string) {
	c.out.YarnSite = append(c.out.YarnSite, capacity.Property{Name: name, Value: value, Description: from})
}

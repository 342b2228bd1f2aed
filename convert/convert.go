package convert

import (
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/fairsched/fairsched/yarnsite"
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
	Target   hadoop.Profile   // the release the cluster moves to
	Mode     Mode
	// Cluster is the cluster size, nil when not given.
	Cluster xmlconf.Resource
	// MappingFile is the path the mapping rules are written to, for the
	// property that points at it; "" means mapping-rules.json.
	MappingFile string
}

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
	Findings     []lint.Diagnostic
	Queues       []Queue
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
}

// Convert converts in. The allocation file must not be refused (check
// with lint.ForTree first).
func Convert(in Input) *Result {
	if in.Mode == "" {
		in.Mode = DefaultMode(in.Target)
	}
	c := &conv{in: in, out: &Result{}, absMax: map[*xmlconf.Queue]float64{in.Fair.Root: 1},
		absCap: map[*xmlconf.Queue]float64{in.Fair.Root: 1}}
	c.globals()
	c.queue(in.Fair.Root)
	c.sameNameLeaves()
	c.users()
	c.placement()
	c.yarnSite()
	c.guarantees()
	c.out.Findings = lint.Sort(c.out.Findings)
	return c.out
}

// find records a finding of rule r at pos about queue.
func (c *conv) find(r *lint.Rule, pos xmlconf.Pos, queue, msg string) {
	if pos.Line == 0 {
		pos = xmlconf.Pos{Line: 1, Col: 1}
	}
	c.out.Findings = append(c.out.Findings, lint.Diagnostic{File: c.in.File, Pos: pos, Rule: r.ID,
		Severity: r.Severity, Queue: queue, Message: msg})
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

package simulate

import (
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Config is the yarn-site part of a Fair Scheduler simulation: Hadoop's
// defaults, then whatever the settings map overrides. The keys are read
// by yarnsite's Reader, the one reader of scheduler-wide settings.
type Config struct {
	// Allocation: MinAllocation and MaxAllocation normalize every request
	// (per resource type), and HeartbeatIntervalMS is how often every
	// node heartbeats.
	yarnsite.Allocation
	// IncrementAllocation rounds every request up (per resource type).
	IncrementAllocation Resource
	yarnsite.FairScheduling
	// Profile is the target Hadoop release's behaviour.
	Profile hadoop.Profile
	// Warnings are settings Hadoop would read as their default (a boolean
	// that is not true or false), worded by WordMisread.
	Warnings []string
	// WordMisread words a setting Hadoop reads as its default, for the
	// warnings: cmd gives lint.SettingProblem, as engines do not word the
	// settings reader's errors; nil: such settings are not warned of.
	WordMisread func(*yarnsite.ValueError) string
	// Created are queues the allocation file does not declare that the
	// ResourceManager created at submission for the apps of a load read
	// from it (drift.SubmittedQueues builds them); they join the file's
	// tree.
	Created []*xmlconf.Queue
	// direct: apps ask the scheduler directly, as Hadoop's scheduler tests
	// do, so the ResourceManager's validation (asks over the maximum
	// allocation rejected) does not apply.
	direct bool
}

// DefaultConfig is Hadoop's defaults for the given resource types.
func DefaultConfig(types resource.ResourceTypes) Config {
	c := Config{Allocation: yarnsite.DefaultAllocation(types), IncrementAllocation: resource.NewResource(len(types), 1),
		FairScheduling: yarnsite.DefaultFairScheduling(), Profile: hadoop.DefaultProfile()}
	c.IncrementAllocation[mem], c.IncrementAllocation[vc] = hadoop.IncrementAllocationMB, hadoop.IncrementAllocationVcores
	return c
}

// ApplySettings overrides c with the Fair Scheduler's yarn-site keys and
// those both schedulers read, through yarnsite's Reader. Keys that do not
// matter here are ignored. A value Hadoop cannot read is an error (a
// *yarnsite.ValueError, which lint words), except a boolean, for which
// Hadoop keeps the default: that is a warning in c.Warnings.
func (c *Config) ApplySettings(settings map[string]string, types resource.ResourceTypes) error {
	r := yarnsite.NewReader(settings)
	r.ReadFairScheduling(&c.FairScheduling)
	r.ReadAllocation(&c.Allocation, types, c.Profile)
	r.ReadIncrements(c.IncrementAllocation, types)
	if c.WordMisread != nil {
		for _, ve := range r.Misread() {
			c.Warnings = append(c.Warnings, c.WordMisread(ve))
		}
	}
	if r.Err != nil {
		return r.Err
	}
	return nil
}

package convert

import (
	"encoding/json"
	"slices"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/xmlconf"
)

// selfCheck reads the capacity-scheduler.xml just converted back as its
// bytes, with the Checker cmd gives, lint's driver of a capacity file
// (lint.CheckCapacityFile: the reader every command uses, and every
// Capacity Scheduler rule), as the target release reads it, on --cluster
// when given, and records each error there as a reason convert's output is not good: a refusal of the
// release (which compare reports too, capacity.Config.RefusedOn) or a
// mapping the release cannot follow. Each is a bug of the conversion or
// follows from a finding already reported, never something to deploy:
// convert never exits 0 on a file its own lint refuses.
func (c *conv) selfCheck() {
	if c.in.Check == nil {
		return
	}
	files, err := Files(c.withRulesInline())
	if err != nil {
		return // WriteXML fails only on a writer's error; a buffer has none
	}
	cfg, ds := c.in.Check(CapacityFile, files[CapacityFile], xmlconf.Options{Hadoop: c.in.Target, Types: c.in.Fair.Types}, c.in.Cluster)
	c.written = cfg
	for _, d := range ds {
		if d.Severity == diag.Error {
			c.facts.Refusals = append(c.facts.Refusals, d)
		}
	}
}

// withRulesInline is the result with JSON mapping rules written to
// mapping-rules.json put inline (mapping-rule-json), which the capacity
// reader reads, so that the self-check sees the rules the
// ResourceManager will read from the file.
func (c *conv) withRulesInline() *Result {
	if c.out.MappingRules == nil || !c.in.RulesToFile {
		return c.out
	}
	b, err := json.Marshal(c.out.MappingRules)
	if err != nil {
		return c.out
	}
	r := *c.out
	r.CapacityScheduler = slices.Clone(r.CapacityScheduler)
	for i, p := range r.CapacityScheduler {
		if p.Name == capacity.Prefix+"mapping-rule-json-file" {
			r.CapacityScheduler[i] = capacity.Property{Name: capacity.Prefix + "mapping-rule-json", Value: string(b), Description: p.Description}
		}
	}
	return &r
}

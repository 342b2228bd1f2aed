package cmd

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/fairsched/fairsched/schema"
)

// scenario is a --scenario file: a cluster size and the busy queues, kept
// in the config repository next to the allocation file.
type scenario struct {
	Cluster       json.RawMessage `json:"cluster"`
	Active        *[]string       `json:"active"`
	ResourceTypes []string        `json:"resourceTypes"`
}

// applyScenario fills the options a scenario file gives and the flags did
// not. A scenario that breaks its schema is a usage error naming the path.
func applyScenario(io *IO, o *sharesOptions) error {
	if o.scenario == "" {
		return nil
	}
	data, err := readInput(io, o.scenario)
	if err != nil {
		return err
	}
	problems, err := schema.Validate("scenario", data)
	if err != nil {
		return usagef("invalid scenario %s: %v", o.scenario, err)
	}
	if len(problems) > 0 {
		return usagef("invalid scenario %s: %s", o.scenario, problems[0])
	}
	var s scenario
	if err := json.Unmarshal(data, &s); err != nil {
		return usagef("invalid scenario %s: %v", o.scenario, err)
	}
	if o.cluster == "" {
		o.cluster = clusterText(s.Cluster)
	}
	if !o.activeSet && s.Active != nil {
		o.active, o.activeSet = *s.Active, true
	}
	o.resourceTypes = append(o.resourceTypes, s.ResourceTypes...)
	return nil
}

// clusterText turns the scenario's cluster (a resource string, or an object
// of type → amount) into the resource-string grammar.
func clusterText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var m map[string]int64
	if json.Unmarshal(raw, &m) != nil {
		return ""
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, 0, len(m))
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s=%d", k, m[k]))
	}
	return strings.Join(parts, ",")
}

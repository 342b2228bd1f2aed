package clusterspec

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/fairsched/fairsched/schema"
)

// Scenario is a --scenario file (schema/scenario.schema.json): a cluster
// size and the queues with running apps, kept in the configuration
// repository next to the allocation file.
type Scenario struct {
	// Cluster is the cluster size in ParseCluster's grammar; an object in
	// the file ({"memory-mb": "400Gi", "vcores": 100}) is turned into
	// "memory-mb=400Gi,vcores=100".
	Cluster string
	// Active lists the queues with running apps; HasActive tells an empty
	// list (no queue is busy) from a missing one (every leaf is busy).
	Active    []string
	HasActive bool
	// ResourceTypes are the custom resource types the cluster declares.
	ResourceTypes []string
}

// file is the JSON form of a Scenario.
type file struct {
	Cluster       json.RawMessage `json:"cluster"`
	Active        *[]string       `json:"active"`
	ResourceTypes []string        `json:"resourceTypes"`
}

// Parse reads a scenario file. A file that is not JSON or breaks the schema
// is an error naming the JSON path; the cluster size itself is checked by
// ParseCluster once the resource types are known.
func Parse(data []byte) (*Scenario, error) {
	problems, err := schema.Validate("scenario", data)
	if err != nil {
		return nil, err
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("%s", schema.Text(problems[0]))
	}
	var f file
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	s := &Scenario{Cluster: clusterText(f.Cluster), ResourceTypes: f.ResourceTypes}
	if f.Active != nil {
		s.Active, s.HasActive = *f.Active, true
	}
	return s, nil
}

// clusterText turns the scenario's cluster (a resource string, or an object
// of type → amount, sorted by type) into ParseCluster's grammar.
func clusterText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var m map[string]json.RawMessage
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
		v := string(m[k])
		var str string
		if json.Unmarshal(m[k], &str) == nil {
			v = str
		}
		parts = append(parts, k+"="+v)
	}
	return strings.Join(parts, ",")
}

package clusterspec

import (
	"slices"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		name, doc   string
		cluster     string
		active      []string
		hasActive   bool
		types       []string
		errContains string
	}{
		{name: "string cluster, no active", doc: `{"cluster": "400 GB, 100 vcores"}`, cluster: "400 GB, 100 vcores"},
		{name: "object cluster with units, sorted", doc: `{"cluster": {"vcores": 100, "memory-mb": "400Gi", "yarn.io/gpu": 8}, "resourceTypes": ["yarn.io/gpu"]}`,
			cluster: "memory-mb=400Gi,vcores=100,yarn.io/gpu=8", types: []string{"yarn.io/gpu"}},
		{name: "empty active means no busy queue", doc: `{"cluster": "1 gb, 1 vcores", "active": []}`, cluster: "1 gb, 1 vcores", hasActive: true, active: []string{}},
		{name: "active", doc: `{"cluster": "1 gb, 1 vcores", "active": ["etl", "users.alice"]}`, cluster: "1 gb, 1 vcores", hasActive: true, active: []string{"etl", "users.alice"}},
		{name: "object without vcores", doc: `{"cluster": {"memory-mb": 4096}}`, errContains: "cluster"},
		{name: "no cluster", doc: `{"active": []}`, errContains: "cluster is required"},
		{name: "unknown key", doc: `{"cluster": "1 gb, 1 vcores", "actve": []}`, errContains: "actve"},
		{name: "not JSON", doc: `{"cluster": `, errContains: "invalid JSON"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Parse([]byte(tc.doc))
			if tc.errContains != "" {
				if err == nil || !strings.Contains(err.Error(), tc.errContains) {
					t.Fatalf("Parse(%s) error = %v, want one containing %q", tc.doc, err, tc.errContains)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if s.Cluster != tc.cluster || s.HasActive != tc.hasActive || !slices.Equal(s.Active, tc.active) || !slices.Equal(s.ResourceTypes, tc.types) {
				t.Errorf("Parse(%s) = %+v", tc.doc, s)
			}
		})
	}
}

package load

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
)

// TestLoadResourceStrings: resources written as --cluster strings read as
// the same objects, with the cluster's types; errors name the JSON path.
func TestLoadResourceStrings(t *testing.T) {
	gpu := resource.WithCustom("yarn.io/gpu")
	tests := []struct {
		name, load string
		types      resource.ResourceTypes
		want       string // the resolved resources, or the error
	}{
		{"every form", `{"nodes":[{"count":2,"resources":"64 GB, 32 vcores"}],"apps":[{"id":"a","queue":"q","container":"memory-mb=2Gi,vcores=1","am":"1024 mb, 1 vcores","containers":1}]}`,
			nil, "map[memory-mb:65536 vcores:32] map[memory-mb:2048 vcores:1] map[memory-mb:1024 vcores:1]"},
		{"objects stay", `{"nodes":[{"count":1,"resources":{"memory-mb":4096,"vcores":4}}],"apps":[{"id":"a","queue":"q","container":{"memory-mb":1024},"containers":1}]}`,
			nil, "map[memory-mb:4096 vcores:4] map[memory-mb:1024] map[]"},
		{"custom type", `{"nodes":[{"count":1,"resources":"64 GB, 32 vcores, yarn.io/gpu=4"}],"apps":[{"id":"a","queue":"q","container":"2 GB, 1 vcores, yarn.io/gpu=1","containers":1}]}`,
			gpu, "map[memory-mb:65536 vcores:32 yarn.io/gpu:4] map[memory-mb:2048 vcores:1 yarn.io/gpu:1] map[]"},
		{"undeclared type", `{"nodes":[{"count":1,"resources":"64 GB, 32 vcores"}],"apps":[{"id":"a","queue":"q","container":"2 GB, 1 vcores, yarn.io/gpu=1","containers":1}]}`,
			nil, `apps.0.container: "2 GB, 1 vcores, yarn.io/gpu=1"`},
		{"missing vcores", `{"nodes":[{"count":1,"resources":"64 GB"}],"apps":[]}`,
			nil, `nodes.0.resources: "64 GB"`},
		{"bad unit", `{"nodes":[{"count":1,"resources":"64 GB, 32 vc"}],"apps":[]}`,
			nil, `did you mean "32 vcores"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, err := Decode([]byte(tc.load))
			if err != nil {
				t.Fatal(err)
			}
			types := tc.types
			if types == nil {
				types = resource.DefaultResourceTypes
			}
			if err := l.Resolve(types); err != nil {
				if !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("error %q, want it to contain %q", err, tc.want)
				}
				return
			}
			var am map[string]int64
			if len(l.Apps) > 0 {
				am = l.Apps[0].AM
			}
			got := fmtMaps(l.Nodes[0].Resources, l.Apps[0].Container, am)
			if got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

func fmtMaps(ms ...map[string]int64) string {
	var parts []string
	for _, m := range ms {
		parts = append(parts, strings.ReplaceAll(strings.TrimSpace(sprint(m)), "  ", " "))
	}
	return strings.Join(parts, " ")
}

func sprint(m map[string]int64) string { return fmt.Sprint(m) }

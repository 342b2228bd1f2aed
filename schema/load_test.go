package schema

import (
	"slices"
	"strings"
	"testing"
)

func TestLoadSchema(t *testing.T) {
	node := `{"count": 2, "resources": {"memory-mb": 8192, "vcores": 8}}`
	for _, tc := range []struct {
		name, doc string
		want      []string
	}{
		{"nodes only", `{"nodes": [` + node + `]}`, nil},
		{"full", `{"nodes": [` + node + `], "settings": {"yarn.scheduler.fair.assignmultiple": true, "x": 3, "y": "z"},
			"apps": [{"id": "a", "queue": "q", "user": "u", "start": 1.5, "runtime": 60, "container": {"memory-mb": 1024, "vcores": 1, "yarn.io/gpu": 1},
			"containers": 3, "running": 1, "am": {"memory-mb": 512}}]}`, nil},
		{"no nodes", `{"apps": []}`, []string{"(root)"}},
		{"node without vcores", `{"nodes": [{"count": 1, "resources": {"memory-mb": 1}}]}`, []string{"nodes.0.resources"}},
		{"negative count and unknown key", `{"nodes": [{"count": -1, "resources": {"memory-mb": 1, "vcores": 1}, "rack": "r"}]}`,
			[]string{"nodes.0.count", "nodes.0"}},
		{"bad app", `{"nodes": [` + node + `], "apps": [{"id": "", "queue": "q", "container": {"vcores": 1}, "containers": 1.5}]}`,
			[]string{"apps.0.container", "apps.0.containers", "apps.0.id"}},
		{"resources as strings", `{"nodes": [{"count": 2, "resources": "64 GB, 32 vcores"}], "apps": [{"id": "a", "queue": "q", "container": "memory-mb=2Gi,vcores=1", "am": "1 GB, 1 vcores", "containers": 1}]}`, nil},
		{"resources neither string nor object", `{"nodes": [{"count": 2, "resources": 64}]}`, []string{"nodes.0.resources"}},
		{"bad setting value", `{"nodes": [` + node + `], "settings": {"k": {"nested": 1}}}`, []string{"settings.k"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := Validate("load", []byte(tc.doc))
			if err != nil {
				t.Fatal(err)
			}
			var paths []string
			for _, p := range ps {
				if !slices.Contains(paths, p.Key) {
					paths = append(paths, p.Key)
				}
			}
			if strings.Join(paths, " ") != strings.Join(tc.want, " ") {
				t.Errorf("problems %v, want paths %v", ps, tc.want)
			}
		})
	}
}

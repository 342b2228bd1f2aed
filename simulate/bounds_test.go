package simulate

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/load"
	"github.com/fairsched/fairsched/xmlconf"
)

// A load past the bounds is refused by Check and by New before any node
// or container is allocated, naming the JSON path; one at the bounds is
// not.
func TestBounds(t *testing.T) {
	node := func(n int) NodeGroup {
		return NodeGroup{Count: n, Resources: map[string]int64{"memory-mb": 1024, "vcores": 1}}
	}
	app := func(n int) App {
		return App{ID: "x", Queue: "a", Container: map[string]int64{"memory-mb": 1024}, Containers: n}
	}
	for _, tc := range []struct {
		name string
		load Load
		want string
	}{
		{"nodes", Load{Nodes: []NodeGroup{node(1_000_000_000)}}, "nodes.0.count: 1000000000 brings the load to 1000000000 nodes"},
		{"nodes together", Load{Nodes: []NodeGroup{node(load.MaxNodes), node(1)}}, "nodes.1.count: 1 brings the load to 100001 nodes"},
		{"containers", Load{Nodes: []NodeGroup{node(1)}, Apps: []App{app(1e12)}}, "apps.0.containers: 1000000000000"},
		{"AMs count", Load{Nodes: []NodeGroup{node(1)}, Apps: []App{app(load.MaxContainers - 1), {ID: "y", Queue: "a", Containers: 1, AM: map[string]int64{"memory-mb": 1}}}},
			"apps.1.containers: 1 brings the load to 2000001 containers"},
		{"at the bounds", Load{Nodes: []NodeGroup{node(load.MaxNodes)}, Apps: []App{app(load.MaxContainers)}}, ""},
	} {
		msgs := tc.load.Check()
		got := strings.Join(msgs, "\n")
		if tc.want == "" && got != "" || !strings.Contains(got, tc.want) {
			t.Errorf("%s: Check says %q, want %q", tc.name, got, tc.want)
		}
		if tc.want == "" {
			continue
		}
		a, _ := xmlconf.Parse([]byte(`<allocations><queue name="a"/></allocations>`), xmlconf.Options{})
		if _, err := New(a, &tc.load, DefaultConfig(a.Types)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: New says %v, want %q", tc.name, err, tc.want)
		}
	}
}

package simulate

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// unitSettings makes 1 MB the smallest container and the increment, so the
// spec's "units" are megabytes.
var unitSettings = map[string]string{
	"yarn.scheduler.minimum-allocation-mb":     "1",
	"yarn.scheduler.increment-allocation-mb":   "1",
	"yarn.scheduler.minimum-allocation-vcores": "0",
}

// res builds a resource object of memory and vcores.
func res(mb, vcores int64) map[string]int64 {
	return map[string]int64{resource.MemoryMB: mb, resource.VCores: vcores}
}

// unitApp is an app in queue q asking n 1-unit containers.
func unitApp(id, q string, n int) App {
	return App{ID: id, Queue: q, User: "u", Container: res(1, 0), Containers: n}
}

// newSim parses the allocation file body and builds a simulation.
func newSim(t testing.TB, queues string, l *Load, settings map[string]string) *Sim {
	t.Helper()
	src := "<?xml version=\"1.0\"?>\n<allocations>\n" + queues + "\n</allocations>\n"
	a := xmlconf.Parse([]byte(src), xmlconf.Options{Types: l.Types()})
	cfg := DefaultConfig(a.Types)
	all := map[string]string{}
	for k, v := range settings {
		all[k] = v
	}
	for k, v := range l.Settings {
		all[k] = v
	}
	if err := cfg.ApplySettings(all, a.Types); err != nil {
		t.Fatal(err)
	}
	s, err := New(a, l, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// oneNode is a load of one node with the given memory and plenty of vcores.
func oneNode(memMB int64, apps ...App) *Load {
	return &Load{Nodes: []NodeGroup{{Count: 1, Resources: res(memMB, 100000)}}, Apps: apps}
}

// usages lists the memory usage of the named apps or queues.
func memOf(r *simcore.Result, names ...string) []int64 {
	var out []int64
	for _, n := range names {
		out = append(out, findMem(r, n))
	}
	return out
}

func findMem(r *simcore.Result, name string) int64 {
	for _, q := range r.Queues {
		if q.Name == name {
			return q.Usage[0]
		}
	}
	for _, a := range r.Apps {
		if a.ID == name {
			return a.Usage[0]
		}
	}
	return -1
}

func queues(names ...string) string {
	var b strings.Builder
	for _, n := range names {
		fmt.Fprintf(&b, "<queue name=%q/>\n", n)
	}
	return b.String()
}

func wantInts(t *testing.T, what string, got, want []int64) {
	t.Helper()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

// hadoopParse returns the profile of a release.
func hadoopParse(s string) (hadoop.Profile, error) {
	v, err := hadoop.Parse(s)
	return hadoop.For(v), err
}

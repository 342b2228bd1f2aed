package simulate

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/simcore"
)

// randomCase is a random allocation file, load and settings for comparing
// the skipping loop with the walk.
type randomCase struct {
	r        *rand.Rand
	b        strings.Builder
	leaves   []string
	drf      bool
	timeouts bool
}

func (c *randomCase) queue(path string, depth int) {
	name := fmt.Sprintf("q%d", len(c.leaves)+c.r.IntN(1000)*100)
	full := name
	if path != "" {
		full = path + "." + name
	}
	fmt.Fprintf(&c.b, "<queue name=%q><weight>%.1f</weight>", name, 0.5+c.r.Float64()*3)
	if c.r.IntN(4) == 0 {
		fmt.Fprintf(&c.b, "<maxResources>%d mb, %d vcores</maxResources>", 1024*(4+c.r.IntN(40)), 4+c.r.IntN(40))
	}
	if c.r.IntN(3) == 0 {
		fmt.Fprintf(&c.b, "<minResources>%d mb, %d vcores</minResources>", 1024*c.r.IntN(20), c.r.IntN(20))
	}
	if c.timeouts && c.r.IntN(2) == 0 {
		fmt.Fprintf(&c.b, "<fairSharePreemptionTimeout>%d</fairSharePreemptionTimeout>", 1+c.r.IntN(60))
		fmt.Fprintf(&c.b, "<fairSharePreemptionThreshold>%.2f</fairSharePreemptionThreshold>", c.r.Float64())
	}
	if c.timeouts && c.r.IntN(3) == 0 {
		fmt.Fprintf(&c.b, "<minSharePreemptionTimeout>%d</minSharePreemptionTimeout>", 1+c.r.IntN(60))
	}
	if depth < 3 && c.r.IntN(2) == 0 {
		for range 1 + c.r.IntN(3) {
			c.queue(full, depth+1)
		}
	} else {
		if c.r.IntN(5) == 0 {
			fmt.Fprintf(&c.b, "<maxRunningApps>%d</maxRunningApps>", c.r.IntN(3))
		}
		if c.r.IntN(4) == 0 {
			fmt.Fprintf(&c.b, "<maxAMShare>%.2f</maxAMShare>", 0.05+c.r.Float64()*0.9)
		}
		if !c.drf && c.r.IntN(4) == 0 {
			c.b.WriteString("<schedulingPolicy>fifo</schedulingPolicy>")
		}
		c.leaves = append(c.leaves, full)
	}
	c.b.WriteString("</queue>\n")
}

// build returns the allocation file body, the load and the settings of
// seed.
func randomSkipCase(seed int) (string, *Load, map[string]string, simcore.RunOptions) {
	r := rand.New(rand.NewPCG(uint64(seed), 17))
	c := &randomCase{r: r, drf: r.IntN(3) == 0, timeouts: r.IntN(3) > 0}
	if c.drf {
		c.b.WriteString("<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>\n")
	}
	if c.timeouts && r.IntN(2) == 0 {
		fmt.Fprintf(&c.b, "<defaultFairSharePreemptionTimeout>%d</defaultFairSharePreemptionTimeout>\n", 1+r.IntN(30))
	}
	for range 1 + r.IntN(4) {
		c.queue("", 1)
	}
	l := &Load{}
	for range 1 + r.IntN(3) {
		l.Nodes = append(l.Nodes, NodeGroup{Count: 1 + r.IntN(6), Resources: res(int64(1024*(2+r.IntN(30))), int64(1+r.IntN(32)))})
	}
	for i := range r.IntN(25) {
		a := App{ID: fmt.Sprintf("application_1_%04d", i), Queue: c.leaves[r.IntN(len(c.leaves))],
			User: fmt.Sprintf("u%d", r.IntN(3)), Container: res(int64(256*(1+r.IntN(24))), int64(1+r.IntN(4))),
			Containers: r.IntN(60)}
		if r.IntN(3) > 0 {
			a.Start = float64(r.IntN(300000)) / 1000
		}
		if r.IntN(4) > 0 {
			a.RuntimeSeconds = float64(1 + r.IntN(200))
		}
		if r.IntN(4) == 0 {
			a.AM = res(int64(512*(1+r.IntN(4))), 1)
		}
		if r.IntN(6) == 0 {
			a.Running = r.IntN(a.Containers + 1)
		}
		l.Apps = append(l.Apps, a)
	}
	settings := map[string]string{
		"yarn.scheduler.fair.preemption":                               fmt.Sprint(r.IntN(2) == 0),
		"yarn.scheduler.fair.preemption.cluster-utilization-threshold": fmt.Sprint([]float64{0, 0.5, 0.8}[r.IntN(3)]),
		"yarn.scheduler.fair.waitTimeBeforeKill":                       fmt.Sprint(1000 * r.IntN(20)),
		"yarn.scheduler.fair.assignmultiple":                           fmt.Sprint(r.IntN(2) == 0),
		"yarn.scheduler.fair.max.assign":                               fmt.Sprint(r.IntN(4) - 1),
		"yarn.scheduler.fair.dynamic.max.assign":                       fmt.Sprint(r.IntN(2) == 0),
		"yarn.scheduler.fair.sizebasedweight":                          fmt.Sprint(r.IntN(3) == 0),
		"yarn.scheduler.fair.am.preemption":                            fmt.Sprint(r.IntN(2) == 0),
		"yarn.scheduler.fair.update-interval-ms":                       fmt.Sprint([]int{500, 300, 1000, 700}[r.IntN(4)]),
		"yarn.resourcemanager.nodemanagers.heartbeat-interval-ms":      fmt.Sprint([]int{1000, 500, 700, 1500, 3000}[r.IntN(5)]),
		"yarn.scheduler.fair.reservable-nodes":                         fmt.Sprint([]float64{0.05, 0.5, 1}[r.IntN(3)]),
		"yarn.scheduler.maximum-allocation-mb":                         "65536",
	}
	if seed%5 == 0 { // a static load: Converge against the walk's rounds
		settings["yarn.scheduler.fair.preemption"] = "false"
		for i := range l.Apps {
			l.Apps[i].Start, l.Apps[i].RuntimeSeconds = 0, 0
		}
		return c.b.String(), l, settings, simcore.RunOptions{Trace: r.IntN(2) * r.IntN(50)}
	}
	o := simcore.RunOptions{Timed: r.IntN(4) > 0}
	switch r.IntN(4) {
	case 0:
		o.DurationMS = int64(1000 * (1 + r.IntN(900)))
	case 1:
		o.DurationMS, o.UntilSteady = int64(1000*(1+r.IntN(900))), true
	}
	if r.IntN(5) == 0 {
		o.Trace = 1 + r.IntN(300)
	}
	return c.b.String(), l, settings, o
}

// TestSkipMatchesWalk runs random loads (trees, nodes, apps, arrival
// times, runtimes, preemption, assignmultiple, DRF/fair/FIFO, intervals,
// traces) through Run and through the heartbeat-by-heartbeat walk: the
// results must be identical, heartbeat count, timeline, preemptions and
// trace included.
func TestSkipMatchesWalk(t *testing.T) {
	for seed := range 3 * propertySeeds {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			tree, l, settings, o := randomSkipCase(seed)
			want := newSim(t, tree, l, settings).runWalk(o)
			got := newSim(t, tree, l, settings).Run(o)
			compareResults(t, got, want)
		})
	}
}

// compareResults fails when two results differ anywhere, saying where.
func compareResults(t *testing.T, got, want *simcore.Result) {
	t.Helper()
	if reflect.DeepEqual(got, want) {
		return
	}
	gj, _ := json.Marshal(got)
	wj, _ := json.Marshal(want)
	g, w := string(gj), string(wj)
	i := 0
	for i < len(g) && i < len(w) && g[i] == w[i] {
		i++
	}
	from := max(i-300, 0)
	t.Fatalf("the skipping loop differs from the walk at byte %d:\n got …%s\nwant …%s", i, g[from:min(i+200, len(g))], w[from:min(i+200, len(w))])
}

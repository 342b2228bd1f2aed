package simulate

import "testing"

// sc builds a schedulable for the comparator tables: usage, min share and
// demand are <memory, vcores>; weight defaults to 1 and demand to 1000.
type sc struct {
	name           string
	usage, min     [2]int64
	demand         *[2]int64
	weight         *float32
	start          int64
	extra, minXtra []int64
}

func (c sc) sched() *sched {
	s := &sched{name: c.name, start: c.start, weight: 1,
		usage: Resource{c.usage[0], c.usage[1]}, minShare: Resource{c.min[0], c.min[1]}, demand: Resource{1000, 1000}}
	if c.demand != nil {
		s.demand = Resource{c.demand[0], c.demand[1]}
	}
	if c.weight != nil {
		s.weight = *c.weight
	}
	s.usage = append(s.usage, c.extra...)
	s.minShare = append(s.minShare, c.minXtra...)
	for len(s.minShare) < len(s.usage) {
		s.minShare = append(s.minShare, 0)
	}
	return s
}

func w(f float32) *float32   { return &f }
func d(m, v int64) *[2]int64 { return &[2]int64{m, v} }

// firstOf says which of the two comes first, checking both argument orders
// agree (the comparator is antisymmetric on these cases).
func firstOf(t *testing.T, cmp func(a, b *sched) int, a, b sc) string {
	t.Helper()
	x, y := a.sched(), b.sched()
	r1, r2 := cmp(x, y), cmp(y, x)
	if r1 == 0 || r1 != -r2 {
		t.Fatalf("compare(%s,%s)=%d, compare(%s,%s)=%d: not a strict order", a.name, b.name, r1, b.name, a.name, r2)
	}
	if r1 < 0 {
		return a.name
	}
	return b.name
}

// §14.1: the fair policy's single comparisons.
func TestFairComparator(t *testing.T) {
	for _, tc := range []struct {
		id    string
		a, b  sc
		first string
	}{
		{"W01", sc{name: "A", usage: [2]int64{8, 0}, min: [2]int64{10, 0}}, sc{name: "B", usage: [2]int64{50, 0}, min: [2]int64{100, 0}}, "B"},
		{"W02", sc{name: "A", usage: [2]int64{90, 0}, min: [2]int64{100, 0}}, sc{name: "B", usage: [2]int64{5, 0}}, "A"},
		{"W03", sc{name: "A", usage: [2]int64{10, 0}, min: [2]int64{100, 0}, demand: d(10, 0)},
			sc{name: "B", usage: [2]int64{30, 0}, min: [2]int64{50, 0}, demand: d(100, 0)}, "B"},
		{"W04", sc{name: "A", demand: d(0, 0)}, sc{name: "B", usage: [2]int64{40, 0}, demand: d(50, 0)}, "B"},
		{"W05", sc{name: "A", weight: w(0)}, sc{name: "B", usage: [2]int64{100, 0}}, "B"},
		{"W06", sc{name: "A", weight: w(0), usage: [2]int64{30, 0}}, sc{name: "B", weight: w(0), usage: [2]int64{10, 0}}, "B"},
		{"W07a", sc{name: "app_x", start: 2000, usage: [2]int64{10, 0}}, sc{name: "app_y", start: 1000, usage: [2]int64{10, 0}}, "app_y"},
		{"W07b", sc{name: "application_1_9999"}, sc{name: "application_1_10000"}, "application_1_10000"},
		{"W08", sc{name: "A", usage: [2]int64{30, 0}, weight: w(3)}, sc{name: "B", usage: [2]int64{15, 0}}, "A"},
		{"W09", sc{name: "A", usage: [2]int64{5, 0}, min: [2]int64{10, 0}}, sc{name: "B", usage: [2]int64{10, 0}, min: [2]int64{20, 0}, weight: w(4)}, "B"},
		{"W10", sc{name: "A", usage: [2]int64{5, 0}, min: [2]int64{0, 10}}, sc{name: "B", usage: [2]int64{3, 0}}, "B"},
		{"W11", sc{name: "root.a"}, sc{name: "root.B"}, "root.B"},
		{"W12", sc{name: "A", demand: d(0, 8)}, sc{name: "B", usage: [2]int64{50, 0}, demand: d(60, 0)}, "B"},
		{"W13", sc{name: "A", weight: w(0), min: [2]int64{10, 0}}, sc{name: "B"}, "A"},
	} {
		t.Run(tc.id, func(t *testing.T) {
			if got := firstOf(t, compareFair, tc.a, tc.b); got != tc.first {
				t.Errorf("%s first, want %s", got, tc.first)
			}
		})
	}
}

// §14.2: DRF single comparisons on a <100,100> cluster unless stated.
func TestDRFComparator(t *testing.T) {
	c2 := &drf{cluster: Resource{100, 100}, needinessFixed: true}
	for _, tc := range []struct {
		id    string
		d     *drf
		a, b  sc
		first string
	}{
		{"D01", c2, sc{name: "A", usage: [2]int64{20, 5}}, sc{name: "B", usage: [2]int64{10, 30}}, "A"},
		{"D02", c2, sc{name: "A", usage: [2]int64{40, 10}, weight: w(2)}, sc{name: "B", usage: [2]int64{30, 10}}, "A"},
		{"D03", c2, sc{name: "A", usage: [2]int64{20, 10}}, sc{name: "B", usage: [2]int64{20, 5}}, "B"},
		{"D04a", c2, sc{name: "A", usage: [2]int64{10, 0}, min: [2]int64{0, 50}}, sc{name: "B", usage: [2]int64{5, 0}}, "B"},
		{"D04b", c2, sc{name: "A", usage: [2]int64{10, 0}, min: [2]int64{20, 50}}, sc{name: "B", usage: [2]int64{5, 0}}, "A"},
		{"D06a", c2, sc{name: "root.a", weight: w(0)}, sc{name: "root.b", usage: [2]int64{10, 10}}, "root.a"},
		{"D06b", c2, sc{name: "root.z", weight: w(0)}, sc{name: "root.b", usage: [2]int64{10, 10}}, "root.b"},
		{"D06c", c2, sc{name: "A", weight: w(0), usage: [2]int64{1, 1}}, sc{name: "B", usage: [2]int64{50, 50}}, "B"},
		{"D07 ComparatorN", &drf{cluster: Resource{100, 100, 8}, needinessFixed: true},
			sc{name: "A", usage: [2]int64{10, 1}, extra: []int64{4}}, sc{name: "B", usage: [2]int64{40, 1}, extra: []int64{0}}, "B"},
		{"D07 Comparator2", c2, sc{name: "A", usage: [2]int64{10, 1}}, sc{name: "B", usage: [2]int64{40, 1}}, "A"},
		{"D08a", &drf{cluster: Resource{100, 100, 0}, needinessFixed: true},
			sc{name: "C", usage: [2]int64{10, 1}, extra: []int64{0}}, sc{name: "D", usage: [2]int64{20, 1}, extra: []int64{0}}, "C"},
		{"D08b", &drf{cluster: Resource{100, 100, 0}, needinessFixed: true},
			sc{name: "E", usage: [2]int64{10, 1}, extra: []int64{1}}, sc{name: "F", usage: [2]int64{50, 1}, extra: []int64{0}}, "F"},
		{"D09", c2, sc{name: "A", usage: [2]int64{10, 0}, min: [2]int64{40, 40}}, sc{name: "B", usage: [2]int64{30, 0}, min: [2]int64{40, 40}}, "A"},
		{"D10", c2, sc{name: "A", demand: d(0, 0)}, sc{name: "B", usage: [2]int64{5, 5}}, "A"},
		{"D11", c2, sc{name: "A", usage: [2]int64{5, 0}, min: [2]int64{50, 0}, demand: d(5, 0)}, sc{name: "B", usage: [2]int64{1, 1}}, "A"},
		{"D12", &drf{cluster: Resource{100, 0}, needinessFixed: true}, sc{name: "A", usage: [2]int64{10, 0}}, sc{name: "B", usage: [2]int64{20, 0}}, "A"},
	} {
		t.Run(tc.id, func(t *testing.T) {
			if got := firstOf(t, tc.d.compare, tc.a, tc.b); got != tc.first {
				t.Errorf("%s first, want %s", got, tc.first)
			}
		})
	}
}

// D05: before YARN-11482 the comparator contradicts itself and a TreeSet
// keeps insertion order; from 3.3.6 s1 comes first either way.
func TestDRFNeedinessBug(t *testing.T) {
	s1 := sc{name: "root.s1", usage: [2]int64{5, 5}}.sched()
	s2 := sc{name: "root.s2", usage: [2]int64{30, 30}, min: [2]int64{20, 20}}.sched()
	buggy := &drf{cluster: Resource{100, 100}}
	if buggy.compare(s1, s2) <= 0 || buggy.compare(s2, s1) <= 0 {
		t.Errorf("3.3.5: compare(s1,s2)=%d compare(s2,s1)=%d, want both > 0", buggy.compare(s1, s2), buggy.compare(s2, s1))
	}
	for _, ins := range [][]*sched{{s1, s2}, {s2, s1}} {
		got := treeSetOrder(ins, buggy.compare, nil)
		if got[0] != ins[0] {
			t.Errorf("3.3.5 TreeSet order of %s,%s starts with %s, want insertion order", ins[0].name, ins[1].name, got[0].name)
		}
		fixed := &drf{cluster: Resource{100, 100}, needinessFixed: true}
		if got := treeSetOrder(ins, fixed.compare, nil); got[0] != s1 {
			t.Errorf("3.3.6 order starts with %s, want root.s1", got[0].name)
		}
	}
}

// F01/F02: FIFO orders by start time, then name (priority is always 1).
func TestFIFOComparator(t *testing.T) {
	if got := firstOf(t, compareFIFO, sc{name: "app1", start: 100, usage: [2]int64{1000, 0}}, sc{name: "app2", start: 200}); got != "app1" {
		t.Errorf("F01: %s first, want app1", got)
	}
	if got := firstOf(t, compareFIFO, sc{name: "app2", start: 100}, sc{name: "app1", start: 100}); got != "app1" {
		t.Errorf("F02: %s first, want app1 (name decides at equal start)", got)
	}
}

// F03: FIFO gives the whole leaf share to the earliest app; the other keeps
// what it had (nothing).
func TestFIFOShares(t *testing.T) {
	l := &Load{Nodes: []NodeGroup{{Count: 1, Resources: res(64, 8)}}, Apps: []App{
		{ID: "app1", Queue: "q", User: "u", Container: res(1, 1), Containers: 1},
		{ID: "app2", Queue: "q", User: "u", Container: res(1, 1), Containers: 1}}}
	r := newSim(t, `<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy><queue name="q"><schedulingPolicy>fifo</schedulingPolicy></queue>`,
		l, unitSettings).Converge()
	got := []int64{r.Apps[0].FairShare[0], r.Apps[0].FairShare[1], r.Apps[1].FairShare[0], r.Apps[1].FairShare[1]}
	wantInts(t, "fair shares", got, []int64{64, 8, 0, 0})
}

// The TreeSet emulation gives the sorted order for a consistent comparator,
// whatever the insertion order.
func TestTreeSetSorted(t *testing.T) {
	var items []*sched
	for _, u := range []int64{5, 3, 9, 1, 7, 2, 8, 6, 4, 0, 11, 10} {
		items = append(items, &sched{name: string(rune('a' + u)), usage: Resource{u, 0}, demand: Resource{100, 0}, minShare: Resource{0, 0}, weight: 1})
	}
	got := treeSetOrder(items, compareFair, nil)
	for i, s := range got {
		if s.usage[0] != int64(i) {
			t.Fatalf("position %d holds usage %d", i, s.usage[0])
		}
	}
}

// D05 in a simulation: before 3.3.6 the inconsistent DRF comparator leaves
// the configuration order (b declared first wins the node); from 3.3.6 the
// less used a comes first.
func TestDRFNeedinessByVersion(t *testing.T) {
	for _, tc := range []struct {
		version string
		want    string
	}{{"3.3.5", "app_b"}, {"3.3.6", "app_a"}} {
		t.Run(tc.version, func(t *testing.T) {
			l := &Load{Nodes: []NodeGroup{{Count: 1, Resources: res(100, 100)}}, Apps: []App{
				{ID: "app_a", Queue: "a", User: "u", Container: res(1, 1), Containers: 50, Running: 5},
				{ID: "app_b", Queue: "b", User: "u", Container: res(1, 1), Containers: 50, Running: 30}}}
			settings := map[string]string{}
			for k, v := range unitSettings {
				settings[k] = v
			}
			s := newSim(t, `<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
				<queueMaxAMShareDefault>-1</queueMaxAMShareDefault>
				<queue name="b"><minResources>20 mb, 20 vcores</minResources></queue><queue name="a"/>`, l, settings)
			v, err := hadoopParse(tc.version)
			if err != nil {
				t.Fatal(err)
			}
			s.cfg.Profile, s.drf.needinessFixed = v, v.DRFNeedinessFixed
			for _, a := range s.apps {
				s.addApp(a)
			}
			s.update()
			n := len(s.containers)
			s.heartbeat(s.nodes[0])
			if got := s.containers[n].app.name; got != tc.want {
				t.Errorf("next container to %s, want %s", got, tc.want)
			}
		})
	}
}

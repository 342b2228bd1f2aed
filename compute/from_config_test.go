package compute_test

import (
	"maps"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// The cases of compute-cases.md §B, §C and §F, written as allocation files
// and run through the whole pipeline: xmlconf.Parse, compute.ActiveSet,
// compute.FromConfig and compute.Compute. Every number is the exact value
// from the catalogue (asserted by Hadoop or derived there), or derived by
// hand with compute.md §2 where the catalogue gives none; the comments say
// which.

// xmlDocTree is TestFairSchedulerFairShare's allocation file (§B and
// compute.md §9), with the default policy left to the caller.
func xmlDocTree(defaultPolicy string) string {
	top := ""
	if defaultPolicy != "" {
		top = "\n  <defaultQueueSchedulingPolicy>" + defaultPolicy + "</defaultQueueSchedulingPolicy>"
	}
	return `<?xml version="1.0"?>
<allocations>` + top + `
  <queue name="root">
    <queue name="default">
      <weight>1</weight>
    </queue>
    <queue name="parentA">
      <weight>8</weight>
      <queue name="childA1"/>
      <queue name="childA2"/>
      <queue name="childA3"/>
      <queue name="childA4"/>
    </queue>
    <queue name="parentB">
      <weight>1</weight>
      <queue name="childB1"/>
      <queue name="childB2"/>
    </queue>
  </queue>
</allocations>
`
}

// xmlSeedTree is the example of the issue that asked for the calculator:
// the doc tree without a declared root.default (Hadoop 3.3 creates it
// anyway, weight 1).
const xmlSeedTree = `<allocations>
  <queue name="parentA">
    <weight>8</weight>
    <queue name="childA1"/>
    <queue name="childA2"/>
    <queue name="childA3"/>
    <queue name="childA4"/>
  </queue>
  <queue name="parentB">
    <weight>1</weight>
    <queue name="childB1"/>
    <queue name="childB2"/>
  </queue>
</allocations>`

// xmlF13 follows TestAllocationFileLoaderService#testAllocationFileParsing
// (F13): queueMaxResourcesDefault applies to every queue without its own
// max, root included.
const xmlF13 = `<?xml version="1.0"?>
<allocations>
  <queue name="queueA">
    <minResources>1024mb,0vcores</minResources>
    <maxResources>2048mb,10vcores</maxResources>
  </queue>
  <queue name="queueB">
    <minResources>2048mb,0vcores</minResources>
    <maxResources>5120mb,110vcores</maxResources>
    <schedulingPolicy>fair</schedulingPolicy>
  </queue>
  <queue name="queueC">
    <minResources>5120mb,0vcores</minResources>
  </queue>
  <queue name="queueD">
    <maxRunningApps>3</maxRunningApps>
    <maxAMShare>0.4</maxAMShare>
  </queue>
  <queue name="queueE">
    <minSharePreemptionTimeout>60</minSharePreemptionTimeout>
  </queue>
  <queue name="queueF" type="parent">
  </queue>
  <queue name="queueG">
    <maxChildResources>2048mb,64vcores</maxChildResources>
    <queue name="queueH">
      <minSharePreemptionTimeout>180</minSharePreemptionTimeout>
    </queue>
  </queue>
  <queueMaxResourcesDefault>4096mb,100vcores</queueMaxResourcesDefault>
</allocations>`

// xmlRes is shorthand for a Resource literal.
func xmlRes(v ...int64) resource.Resource { return resource.Resource(v) }

// xmlMB is a memory-only share: vcores 0, as the fair policy leaves them.
func xmlMB(v int64) resource.Resource { return resource.Resource{v, 0} }

// xmlQueues wraps queue elements in <allocations>.
func xmlQueues(body string) string { return "<allocations>\n" + body + "\n</allocations>" }

// xmlDocSteady is the steady share of every doc-tree queue (§B): derived
// 1638 / 13108 / 1638, children 3277 and 819; with vcores, 1 / 8 / 1 and
// 2 and 1 (B6). Root is given as cluster.
func xmlDocSteady(cluster resource.Resource, drf bool) map[string]resource.Resource {
	v := func(mem, vc int64) resource.Resource {
		if drf {
			return xmlRes(mem, vc)
		}
		return xmlMB(mem)
	}
	return map[string]resource.Resource{
		"root": cluster, "root.default": v(1638, 1),
		"root.parentA": v(13108, 8), "root.parentB": v(1638, 1),
		"root.parentA.childA1": v(3277, 2), "root.parentA.childA2": v(3277, 2),
		"root.parentA.childA3": v(3277, 2), "root.parentA.childA4": v(3277, 2),
		"root.parentB.childB1": v(819, 1), "root.parentB.childB2": v(819, 1),
	}
}

// xmlDocInst is the doc tree's instantaneous shares: the given values,
// every other queue below root 0 (memory-only Resources).
func xmlDocInst(cluster resource.Resource, nonZero map[string]resource.Resource) map[string]resource.Resource {
	out := map[string]resource.Resource{"root": cluster}
	for name := range xmlDocSteady(cluster, false) {
		if name != "root" {
			out[name] = make(resource.Resource, len(cluster))
		}
	}
	maps.Copy(out, nonZero)
	return out
}

// xmlCase is one allocation file computed on one cluster with one set of
// busy queues. A nil map is not checked; inside a map, every listed queue
// is checked.
type xmlCase struct {
	name    string
	xml     string
	custom  []string // custom resource types the cluster declares
	cluster resource.Resource
	active  []string // names given to compute.ActiveSet; nil: no app anywhere
	steady  map[string]resource.Resource
	inst    map[string]resource.Resource
	min     map[string]resource.Resource // effective min (compute.Queue.Min)
	max     map[string]resource.Resource // effective max (compute.Queue.Max)
	weight  map[string]float32
	// cannotRun, when not nil, is exactly the set of leaves Input.CannotRun
	// names.
	cannotRun []string
	// absent queues must be in neither the compute tree nor the result.
	absent []string
}

// xmlRun parses src, resolves active with ActiveSet and computes. Any fact
// the parser records fails the test: every file here is one Hadoop accepts.
func xmlRun(t *testing.T, src string, custom []string, cluster resource.Resource, active []string) (*compute.Input, *compute.Result) {
	t.Helper()
	a := xmlconf.Parse([]byte(src), xmlconf.Options{Types: resource.WithCustom(custom...)})
	for _, f := range a.Facts {
		t.Errorf("xmlconf.Parse fact %s at %v: %s", f.Kind, f.Pos, f.Refusal)
	}
	set, err := compute.ActiveSet(a, active, nil)
	if err != nil {
		t.Fatalf("ActiveSet(%q) error: %v", active, err)
	}
	in := compute.FromConfig(a, cluster, func(q *xmlconf.Queue) bool { return set[q] })
	return in, compute.Compute(in.Root, cluster)
}

// xmlTreeQueues returns every queue of the compute tree by full name.
func xmlTreeQueues(root *compute.Queue) map[string]*compute.Queue {
	out := map[string]*compute.Queue{}
	stack := []*compute.Queue{root}
	for len(stack) > 0 {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		out[q.Name] = q
		stack = append(stack, q.Children...)
	}
	return out
}

func xmlCheckCase(t *testing.T, tc xmlCase) {
	t.Helper()
	in, res := xmlRun(t, tc.xml, tc.custom, tc.cluster, tc.active)
	tree := xmlTreeQueues(in.Root)
	if got, want := len(res.ByName), len(tree); got != want {
		t.Errorf("len(Result.ByName) = %d, want %d (one per compute queue)", got, want)
	}
	check := func(kind string, want map[string]resource.Resource, get func(string) (resource.Resource, bool)) {
		for _, name := range slices.Sorted(maps.Keys(want)) {
			got, ok := get(name)
			switch {
			case !ok:
				t.Errorf("%s of %s: queue missing, want %v", kind, name, want[name])
			case !slices.Equal(got, want[name]):
				t.Errorf("%s of %s = %v, want %v", kind, name, got, want[name])
			}
		}
	}
	check("steady share", tc.steady, func(n string) (resource.Resource, bool) {
		s, ok := res.ByName[n]
		if !ok {
			return nil, false
		}
		return s.Steady, true
	})
	check("instantaneous share", tc.inst, func(n string) (resource.Resource, bool) {
		s, ok := res.ByName[n]
		if !ok {
			return nil, false
		}
		return s.Instantaneous, true
	})
	check("effective min", tc.min, func(n string) (resource.Resource, bool) {
		q, ok := tree[n]
		if !ok {
			return nil, false
		}
		return q.Min, true
	})
	check("effective max", tc.max, func(n string) (resource.Resource, bool) {
		q, ok := tree[n]
		if !ok {
			return nil, false
		}
		return q.Max, true
	})
	for _, name := range slices.Sorted(maps.Keys(tc.weight)) {
		q, ok := tree[name]
		switch {
		case !ok:
			t.Errorf("weight of %s: queue missing, want %v", name, tc.weight[name])
		case math.Float32bits(q.Weight) != math.Float32bits(tc.weight[name]):
			t.Errorf("weight of %s = %v, want %v", name, q.Weight, tc.weight[name])
		}
	}
	if tc.cannotRun != nil {
		got := slices.Sorted(maps.Keys(in.CannotRun))
		want := slices.Sorted(slices.Values(tc.cannotRun))
		if !slices.Equal(got, want) {
			t.Errorf("CannotRun names %v, want %v", got, want)
		}
	}
	for _, name := range tc.absent {
		_, inTree := tree[name]
		_, inRes := res.ByName[name]
		_, inQueues := in.Queues[name]
		if inTree || inRes || inQueues {
			t.Errorf("%s: in compute tree %v, in result %v, in Input.Queues %v; want absent", name, inTree, inRes, inQueues)
		}
	}
}

// xmlB4Active is the active set of B4 and B6.
var xmlB4Active = []string{"parentA.childA1", "root.parentA.childA2", "parentB.childB1", "default"}

var xmlDocCases = []xmlCase{
	{
		name: "B1 no apps running", xml: xmlDocTree(""), cluster: xmlMB(16384),
		steady: xmlDocSteady(xmlMB(16384), false),
		inst:   xmlDocInst(xmlMB(16384), nil),
	},
	{
		name: "B2 one app running", xml: xmlDocTree(""), cluster: xmlMB(16384),
		active: []string{"parentA.childA1"},
		steady: xmlDocSteady(xmlMB(16384), false),
		inst: xmlDocInst(xmlMB(16384), map[string]resource.Resource{
			"root.parentA": xmlMB(16384), "root.parentA.childA1": xmlMB(16384),
		}),
	},
	{
		name: "B3 three active under the same parent", xml: xmlDocTree(""), cluster: xmlMB(16384),
		active: []string{"root.parentA.childA1", "root.parentA.childA2", "root.parentA.childA3"},
		steady: xmlDocSteady(xmlMB(16384), false),
		inst: xmlDocInst(xmlMB(16384), map[string]resource.Resource{
			"root.parentA": xmlMB(16384), "root.parentA.childA1": xmlMB(5462),
			"root.parentA.childA2": xmlMB(5462), "root.parentA.childA3": xmlMB(5462),
		}),
	},
	{
		name: "B4 active under different parents", xml: xmlDocTree(""), cluster: xmlMB(16384),
		active: xmlB4Active,
		steady: xmlDocSteady(xmlMB(16384), false),
		inst: xmlDocInst(xmlMB(16384), map[string]resource.Resource{
			"root.default": xmlMB(1638), "root.parentA": xmlMB(13108), "root.parentB": xmlMB(1638),
			"root.parentA.childA1": xmlMB(6554), "root.parentA.childA2": xmlMB(6554),
			"root.parentB.childB1": xmlMB(1638),
		}),
	},
	{
		name: "B5 step 1", xml: xmlDocTree(""), cluster: xmlMB(16384),
		active: []string{"parentA.childA1", "parentA.childA2"},
		steady: xmlDocSteady(xmlMB(16384), false),
		inst: xmlDocInst(xmlMB(16384), map[string]resource.Resource{
			"root.parentA": xmlMB(16384), "root.parentA.childA1": xmlMB(8192), "root.parentA.childA2": xmlMB(8192),
		}),
	},
	{
		name: "B5 step 2 app in childA1 finished", xml: xmlDocTree(""), cluster: xmlMB(16384),
		active: []string{"parentA.childA2"},
		steady: xmlDocSteady(xmlMB(16384), false),
		inst: xmlDocInst(xmlMB(16384), map[string]resource.Resource{
			"root.parentA": xmlMB(16384), "root.parentA.childA1": xmlMB(0), "root.parentA.childA2": xmlMB(16384),
		}),
	},
	{
		name: "B6 drf via defaultQueueSchedulingPolicy", xml: xmlDocTree("drf"), cluster: xmlRes(16384, 10),
		active: xmlB4Active,
		steady: xmlDocSteady(xmlRes(16384, 10), true),
		inst: xmlDocInst(xmlRes(16384, 10), map[string]resource.Resource{
			"root.default": xmlRes(1638, 1), "root.parentA": xmlRes(13108, 8), "root.parentB": xmlRes(1638, 1),
			"root.parentA.childA1": xmlRes(6554, 4), "root.parentA.childA2": xmlRes(6554, 4),
			"root.parentB.childB1": xmlRes(1638, 1),
		}),
	},
	{
		name: "seed example root.default implicit", xml: xmlSeedTree, cluster: xmlMB(16384),
		steady: xmlDocSteady(xmlMB(16384), false),
		inst:   xmlDocInst(xmlMB(16384), nil),
		weight: map[string]float32{"root.default": 1, "root.parentA": 8, "root.parentB": 1},
	},
	{
		name: "naming a parent activates its leaves", xml: xmlDocTree(""), cluster: xmlMB(16384),
		active: []string{"parentA"},
		inst: xmlDocInst(xmlMB(16384), map[string]resource.Resource{
			"root.parentA":         xmlMB(16384),
			"root.parentA.childA1": xmlMB(4096), "root.parentA.childA2": xmlMB(4096),
			"root.parentA.childA3": xmlMB(4096), "root.parentA.childA4": xmlMB(4096),
		}),
	},
}

// xmlCCases are compute-cases.md §C. The queues Hadoop's tests create at
// run time are declared in the file; apps are active queues.
var xmlCCases = []xmlCase{
	{
		// Asserted: 3414 fair and steady for each of the three leaves.
		name: "C1 testSimpleFairShareCalculation",
		xml:  xmlQueues(`<queue name="queue1"/><queue name="queue2"/>`), cluster: xmlRes(10240, 1),
		active: []string{"queue1", "queue2", "default"},
		steady: map[string]resource.Resource{"root.queue1": xmlMB(3414), "root.queue2": xmlMB(3414), "root.default": xmlMB(3414)},
		inst:   map[string]resource.Resource{"root.queue1": xmlMB(3414), "root.queue2": xmlMB(3414), "root.default": xmlMB(3414)},
	},
	{
		// Asserted: A 2048, B 6144. Derived steady: default 4096, 1024, 3072.
		name: "C2 testFairShareWithHighMaxResources",
		xml: xmlQueues(`<queue name="queueA"><weight>.25</weight><maxResources>1073741824 mb 1000 vcores</maxResources></queue>
<queue name="queueB"><weight>.75</weight><maxResources>1073741824 mb 1000 vcores</maxResources></queue>`),
		cluster: xmlRes(8192, 8), active: []string{"queueA", "queueB"},
		max:    map[string]resource.Resource{"root.queueA": xmlRes(1073741824, 1000), "root.queueB": xmlRes(1073741824, 1000)},
		steady: map[string]resource.Resource{"root.default": xmlMB(4096), "root.queueA": xmlMB(1024), "root.queueB": xmlMB(3072)},
		inst:   map[string]resource.Resource{"root.default": xmlMB(0), "root.queueA": xmlMB(2048), "root.queueB": xmlMB(6144)},
	},
	{
		// Asserted: A 1024, B 3072. Derived steady: right -> 5735, so
		// default 5735, A capped 1024, B 1433 (sum 8192).
		name: "C3 testFairShareWithLowMaxResources",
		xml: xmlQueues(`<queue name="queueA"><weight>.75</weight><maxResources>1024 mb 1 vcores</maxResources></queue>
<queue name="queueB"><weight>.25</weight><maxResources>3072 mb 3 vcores</maxResources></queue>`),
		cluster: xmlRes(8192, 8), active: []string{"queueA", "queueB"},
		steady: map[string]resource.Resource{"root.default": xmlMB(5735), "root.queueA": xmlMB(1024), "root.queueB": xmlMB(1433)},
		inst:   map[string]resource.Resource{"root.default": xmlMB(0), "root.queueA": xmlMB(1024), "root.queueB": xmlMB(3072)},
	},
	{
		// Asserted: 0 and 0. Derived steady: default 8192.
		name: "C4 testFairShareWithZeroWeight",
		xml: xmlQueues(`<queue name="queueA"><weight>0.0</weight></queue>
<queue name="queueB"><weight>0.0</weight></queue>`),
		cluster: xmlRes(8192, 8), active: []string{"queueA", "queueB"},
		steady: map[string]resource.Resource{"root.default": xmlMB(8192), "root.queueA": xmlMB(0), "root.queueB": xmlMB(0)},
		inst:   map[string]resource.Resource{"root.default": xmlMB(0), "root.queueA": xmlMB(0), "root.queueB": xmlMB(0)},
	},
	{
		// Asserted: 1 and 1. Derived steady: default 8190.
		name: "C5 testFairShareWithZeroWeightNoneZeroMinRes",
		xml: xmlQueues(`<queue name="queueA"><minResources>1 mb 1 vcores</minResources><weight>0.0</weight></queue>
<queue name="queueB"><minResources>1 mb 1 vcores</minResources><weight>0.0</weight></queue>`),
		cluster: xmlRes(8192, 8), active: []string{"queueA", "queueB"},
		min:    map[string]resource.Resource{"root.queueA": xmlRes(1, 1)},
		steady: map[string]resource.Resource{"root.default": xmlMB(8190), "root.queueA": xmlMB(1), "root.queueB": xmlMB(1)},
		inst:   map[string]resource.Resource{"root.default": xmlMB(0), "root.queueA": xmlMB(1), "root.queueB": xmlMB(1)},
	},
	{
		// Asserted: 4096 and 4096 (no exact hit, right = 8192.0). Derived
		// steady: 4096 / 2048 / 2048.
		name: "C6 testFairShareWithNoneZeroWeightNoneZeroMinRes",
		xml: xmlQueues(`<queue name="queueA"><minResources>1024 mb 1 vcores</minResources><weight>0.5</weight></queue>
<queue name="queueB"><minResources>1024 mb 1 vcores</minResources><weight>0.5</weight></queue>`),
		cluster: xmlRes(8192, 8), active: []string{"queueA", "queueB"},
		steady: map[string]resource.Resource{"root.default": xmlMB(4096), "root.queueA": xmlMB(2048), "root.queueB": xmlMB(2048)},
		inst:   map[string]resource.Resource{"root.default": xmlMB(0), "root.queueA": xmlMB(4096), "root.queueB": xmlMB(4096)},
	},
	{
		// Asserted: default 120, queue2 and queue3 60, fair = steady.
		name: "C7 testSimpleHierarchicalFairShareCalculation",
		xml:  xmlQueues(`<queue name="parent"><queue name="queue2"/><queue name="queue3"/></queue>`), cluster: xmlMB(240),
		active: []string{"parent.queue2", "parent.queue3", "default"},
		steady: map[string]resource.Resource{"root.default": xmlMB(120), "root.parent": xmlMB(120), "root.parent.queue2": xmlMB(60), "root.parent.queue3": xmlMB(60)},
		inst:   map[string]resource.Resource{"root.default": xmlMB(120), "root.parent": xmlMB(120), "root.parent.queue2": xmlMB(60), "root.parent.queue3": xmlMB(60)},
	},
	{
		// Asserted: 1024 and 2048. Derived steady: default 0 (probe 0.5
		// hits 3072 with the mins alone).
		name: "C8 testFairShareWithMinAlloc",
		xml: xmlQueues(`<queue name="queueA"><minResources>1024mb,0vcores</minResources></queue>
<queue name="queueB"><minResources>2048mb,0vcores</minResources></queue>`),
		cluster: xmlMB(3072), active: []string{"queueA", "queueB"},
		steady: map[string]resource.Resource{"root.default": xmlMB(0), "root.queueA": xmlMB(1024), "root.queueB": xmlMB(2048)},
		inst:   map[string]resource.Resource{"root.default": xmlMB(0), "root.queueA": xmlMB(1024), "root.queueB": xmlMB(2048)},
	},
	{
		// C9, approximated: Hadoop's test creates root.parentq.user1 and
		// user2 at run time through a nested user placement rule. A file
		// cannot express dynamic queues, so they are declared here as
		// plain weight-1 children, which is what the rule creates.
		// Asserted: user1 = user2 = 4096 fair and steady, weight 1.
		name: "C9-like parent with min and user queues",
		xml: xmlQueues(`<queue name="parentq" type="parent"><minResources>1024mb,0vcores</minResources>
  <queue name="user1"/><queue name="user2"/>
</queue>`),
		cluster: xmlMB(16384), active: []string{"parentq.user1", "parentq.user2", "default"},
		steady: map[string]resource.Resource{"root.default": xmlMB(8192), "root.parentq": xmlMB(8192), "root.parentq.user1": xmlMB(4096), "root.parentq.user2": xmlMB(4096)},
		inst:   map[string]resource.Resource{"root.default": xmlMB(8192), "root.parentq": xmlMB(8192), "root.parentq.user1": xmlMB(4096), "root.parentq.user2": xmlMB(4096)},
		weight: map[string]float32{"root.parentq.user1": 1, "root.parentq.user2": 1},
	},
	{
		// Asserted: 0 before any node registers.
		name: "C10 steady before a node", xml: xmlC10, cluster: xmlRes(0, 0),
		steady: map[string]resource.Resource{"root": xmlRes(0, 0), "root.default": xmlRes(0, 0), "root.child1": xmlRes(0, 0), "root.child2": xmlRes(0, 0)},
		inst:   map[string]resource.Resource{"root.default": xmlRes(0, 0), "root.child1": xmlRes(0, 0), "root.child2": xmlRes(0, 0)},
	},
	{
		// Asserted: child1 = child2 = 2048. Derived vcores: 1 vcore split
		// three ways gives 1 each (right = 1.0).
		name: "C10 steady after a 6144 node", xml: xmlC10, cluster: xmlRes(6144, 1),
		steady: map[string]resource.Resource{"root.default": xmlRes(2048, 1), "root.child1": xmlRes(2048, 1), "root.child2": xmlRes(2048, 1)},
		inst:   map[string]resource.Resource{"root.default": xmlRes(0, 0), "root.child1": xmlRes(0, 0), "root.child2": xmlRes(0, 0)},
	},
	{
		// Asserted: child1 1024, child2 2048, child3 2048. Derived vcores:
		// child2 = child3 = 1, the others 0.
		name: "C10 steady after reload", cluster: xmlRes(6144, 1),
		xml: xmlQueues(`<queue name="root"><schedulingPolicy>drf</schedulingPolicy>
  <queue name="default"><weight>1</weight></queue>
  <queue name="child1"><weight>1</weight></queue>
  <queue name="child2"><weight>2</weight></queue>
  <queue name="child3"><weight>2</weight></queue>
</queue>`),
		steady: map[string]resource.Resource{
			"root.default": xmlRes(1024, 0), "root.child1": xmlRes(1024, 0),
			"root.child2": xmlRes(2048, 1), "root.child3": xmlRes(2048, 1),
		},
	},
	{
		// Asserted: queue1's fair share is 0 with no apps. Derived steady:
		// 10240 each.
		name: "C13 testQueueMaxAMShare no apps",
		xml:  xmlQueues(`<queue name="queue1"><maxAMShare>0.2</maxAMShare></queue>`), cluster: xmlRes(20480, 20),
		steady: map[string]resource.Resource{"root.default": xmlMB(10240), "root.queue1": xmlMB(10240)},
		inst:   map[string]resource.Resource{"root.default": xmlMB(0), "root.queue1": xmlMB(0)},
	},
	{
		// Derived: with apps in default and queue1, 10240 each.
		name: "C13 testQueueMaxAMShare apps in default and queue1",
		xml:  xmlQueues(`<queue name="queue1"><maxAMShare>0.2</maxAMShare></queue>`), cluster: xmlRes(20480, 20),
		active: []string{"default", "queue1"},
		inst:   map[string]resource.Resource{"root.default": xmlMB(10240), "root.queue1": xmlMB(10240)},
	},
	{
		// Asserted: all five queues 0 with no apps. Derived steady: six
		// weight-1 queues on 8192 need 6 x 1366 = 8196.
		name: "C14 testQueueMaxAMShareDefault no apps", xml: xmlC14, cluster: xmlRes(8192, 10),
		steady: map[string]resource.Resource{
			"root.default": xmlMB(1366), "root.queue1": xmlMB(1366), "root.queue2": xmlMB(1366),
			"root.queue3": xmlMB(1366), "root.queue4": xmlMB(1366), "root.queue5": xmlMB(1366),
		},
		inst: map[string]resource.Resource{
			"root.default": xmlMB(0), "root.queue1": xmlMB(0), "root.queue2": xmlMB(0),
			"root.queue3": xmlMB(0), "root.queue4": xmlMB(0), "root.queue5": xmlMB(0),
		},
		max: map[string]resource.Resource{"root.queue3": xmlRes(10240, 4)},
	},
	{
		// Test comment: "the fair share is 2048 MB" once queue3, 4, 5 and
		// queue1 have apps. Derived: 2048 each.
		name: "C14 testQueueMaxAMShareDefault four active", xml: xmlC14, cluster: xmlRes(8192, 10),
		active: []string{"queue3", "queue4", "queue5", "queue1"},
		inst: map[string]resource.Resource{
			"root.default": xmlMB(0), "root.queue1": xmlMB(2048), "root.queue2": xmlMB(0),
			"root.queue3": xmlMB(2048), "root.queue4": xmlMB(2048), "root.queue5": xmlMB(2048),
		},
	},
	{
		// Derived (comment only in Hadoop): queue1 fixed at 0, queue2 8192,
		// queue3 0 (1e-6 as a float is 9.99999997e-7). Steady: right ->
		// 2731, default 2731, queue2 5462 (sum 8193).
		name: "C15 testRequestAMResourceInZeroFairShareQueue",
		xml: xmlQueues(`<queue name="queue1"><weight>0.0</weight><maxResources>4096mb,10vcores</maxResources><maxAMShare>0.5</maxAMShare></queue>
<queue name="queue2"><weight>2.0</weight></queue>
<queue name="queue3"><weight>0.000001</weight></queue>`),
		cluster: xmlRes(8192, 20), active: []string{"queue1", "queue2", "queue3"},
		weight: map[string]float32{"root.queue3": 0.000001},
		steady: map[string]resource.Resource{"root.default": xmlMB(2731), "root.queue1": xmlMB(0), "root.queue2": xmlMB(5462), "root.queue3": xmlMB(0)},
		inst:   map[string]resource.Resource{"root.default": xmlMB(0), "root.queue1": xmlMB(0), "root.queue2": xmlMB(8192), "root.queue3": xmlMB(0)},
	},
	{
		// Asserted: capacity 0.25f and 0.75f, i.e. 2048 and 6144 of 8192.
		name: "C16 testQueueInfo",
		xml: xmlQueues(`<queue name="queueA"><weight>.25</weight></queue>
<queue name="queueB"><weight>.75</weight></queue>`),
		cluster: xmlRes(8192, 8), active: []string{"queueA", "queueB"},
		steady: map[string]resource.Resource{"root.default": xmlMB(4096), "root.queueA": xmlMB(1024), "root.queueB": xmlMB(3072)},
		inst:   map[string]resource.Resource{"root.default": xmlMB(0), "root.queueA": xmlMB(2048), "root.queueB": xmlMB(6144)},
	},
}

// xmlC10 is testSteadyFairShareWithReloadAndNodeAddRemove's first file.
const xmlC10 = `<allocations>
  <queue name="root">
    <schedulingPolicy>drf</schedulingPolicy>
    <queue name="child1"><weight>1</weight></queue>
    <queue name="child2"><weight>1</weight></queue>
  </queue>
</allocations>`

// xmlC14 is testQueueMaxAMShareDefault's file.
const xmlC14 = `<allocations>
  <queue name="queue1"/>
  <queue name="queue2"><maxAMShare>0.4</maxAMShare></queue>
  <queue name="queue3"><maxResources>10240 mb 4 vcores</maxResources></queue>
  <queue name="queue4"/>
  <queue name="queue5"/>
</allocations>`

const lmaxXML = math.MaxInt64

// xmlLimitCases are §F and the resolution rules of compute.md §5: what
// FromConfig makes of min, max and queueMaxResourcesDefault, and of
// maxRunningApps and policies.
var xmlLimitCases = []xmlCase{
	{
		// Asserted (F13): A <2048,10>, B <5120,110>, the others the
		// default <4096,100>; mins A 1024, B 2048, C 5120, the others 0.
		// The effective max of C is componentwise max(<4096,100>, min
		// <5120,0>) = <5120,100>. Shares derived: probe 2 (R = 1536) hits
		// 16384 exactly.
		name: "F13 queueMaxResourcesDefault on every queue without a max", xml: xmlF13, cluster: xmlRes(16384, 16),
		min: map[string]resource.Resource{
			"root": xmlRes(0, 0), "root.default": xmlRes(0, 0), "root.queueA": xmlRes(1024, 0),
			"root.queueB": xmlRes(2048, 0), "root.queueC": xmlRes(5120, 0), "root.queueD": xmlRes(0, 0),
			"root.queueE": xmlRes(0, 0), "root.queueF": xmlRes(0, 0), "root.queueG": xmlRes(0, 0),
			"root.queueG.queueH": xmlRes(0, 0),
		},
		max: map[string]resource.Resource{
			"root": xmlRes(4096, 100), "root.default": xmlRes(4096, 100),
			"root.queueA": xmlRes(2048, 10), "root.queueB": xmlRes(5120, 110), "root.queueC": xmlRes(5120, 100),
			"root.queueD": xmlRes(4096, 100), "root.queueE": xmlRes(4096, 100), "root.queueF": xmlRes(4096, 100),
			"root.queueG": xmlRes(4096, 100), "root.queueG.queueH": xmlRes(4096, 100),
		},
		steady: map[string]resource.Resource{
			"root": xmlRes(16384, 16), "root.default": xmlMB(1536), "root.queueA": xmlMB(1536),
			"root.queueB": xmlMB(2048), "root.queueC": xmlMB(5120), "root.queueD": xmlMB(1536),
			"root.queueE": xmlMB(1536), "root.queueF": xmlMB(1536), "root.queueG": xmlMB(1536),
			"root.queueG.queueH": xmlMB(1536),
		},
		inst: map[string]resource.Resource{"root.queueA": xmlMB(0), "root.queueF": xmlMB(0), "root.queueG.queueH": xmlMB(0)},
	},
	{
		name: "F13 percentage minResources counts as 0",
		xml: xmlQueues(`<queue name="a"><minResources>50%</minResources></queue>
<queue name="b"><minResources>memory-mb=50%, vcores=50%</minResources></queue>
<queue name="c"><minResources>50% memory, 50% cpu</minResources></queue>`),
		cluster: xmlRes(10240, 4),
		min:     map[string]resource.Resource{"root.a": xmlRes(0, 0), "root.b": xmlRes(0, 0), "root.c": xmlRes(0, 0)},
		max:     map[string]resource.Resource{"root.a": xmlRes(lmaxXML, lmaxXML)},
	},
	{
		// Asserted (F5): <(long)(10240*0.109) = 1116, (int)(4*0.506) = 2>.
		name: "F5 percentage max", xml: xmlQueues(`<queue name="a"><maxResources>10.9% memory, 50.6% cpu</maxResources></queue>`),
		cluster: xmlRes(10240, 4),
		max:     map[string]resource.Resource{"root.a": xmlRes(1116, 2)},
		steady:  map[string]resource.Resource{"root.a": xmlMB(1116), "root.default": xmlMB(9124)},
	},
	{
		// F2/F3/F4 on <10240, 4>.
		name: "F2 F3 F4 old-style percentages",
		xml: xmlQueues(`<queue name="a"><maxResources>50%</maxResources></queue>
<queue name="b"><maxResources> 100% cpu, 50% memory</maxResources></queue>
<queue name="c"><maxResources>50% memory, 0% cpu</maxResources></queue>
<queue name="d"><maxResources>50.% memory, 50.% cpu</maxResources></queue>`),
		cluster: xmlRes(10240, 4),
		max: map[string]resource.Resource{
			"root.a": xmlRes(5120, 2), "root.b": xmlRes(5120, 4), "root.c": xmlRes(5120, 0), "root.d": xmlRes(5120, 2),
		},
	},
	{
		// F6 (max: missing types unlimited) and F7 (min: missing 0), with
		// custom type test1.
		name: "F6 F7 new-style absolute with a custom type", custom: []string{"test1"},
		xml: xmlQueues(`<queue name="a"><maxResources>vcores=2, memory-mb=5120</maxResources></queue>
<queue name="b"><minResources>vcores=2, memory-mb=5120</minResources></queue>`),
		cluster: xmlRes(10240, 4, 8),
		max:     map[string]resource.Resource{"root.a": xmlRes(5120, 2, lmaxXML), "root.b": xmlRes(lmaxXML, lmaxXML, lmaxXML)},
		min:     map[string]resource.Resource{"root.a": xmlRes(0, 0, 0), "root.b": xmlRes(5120, 2, 0)},
	},
	{
		// F8, F10, F11 on <10240, 4, test1=8>; the two-keyword old style
		// gives custom types 0%.
		name: "F8 F10 F11 percentages with a custom type", custom: []string{"test1"},
		xml: xmlQueues(`<queue name="a"><maxResources>50%</maxResources></queue>
<queue name="b"><maxResources>vcores=75%, memory-mb=40%</maxResources></queue>
<queue name="c"><maxResources>vcores=75%, memory-mb=40%, test1=50%</maxResources></queue>
<queue name="d"><maxResources>50% memory, 25% cpu</maxResources></queue>`),
		cluster: xmlRes(10240, 4, 8),
		max: map[string]resource.Resource{
			"root.a": xmlRes(5120, 2, 4), "root.b": xmlRes(4096, 3, 8), "root.c": xmlRes(4096, 3, 4), "root.d": xmlRes(5120, 1, 0),
		},
	},
	{
		// A new-style max that does not name vcores has vcores
		// (int)Long.MAX_VALUE = -1, which componentwise max raises to the
		// min (0 when no min).
		name: "new-style max without vcores",
		xml: xmlQueues(`<queue name="root"><schedulingPolicy>drf</schedulingPolicy>
  <queue name="a"><maxResources>memory-mb=4096</maxResources></queue>
  <queue name="b"><maxResources>memory-mb=4096</maxResources><minResources>memory-mb=1024, vcores=3</minResources></queue>
  <queue name="d"/>
</queue>`),
		cluster: xmlRes(16384, 8), active: []string{"a", "d"},
		max: map[string]resource.Resource{"root.a": xmlRes(4096, 0), "root.b": xmlRes(4096, 3), "root.d": xmlRes(lmaxXML, lmaxXML)},
		// Derived. Vcores: a is fixed at 0 by its max of 0; b is pinned at
		// 3 (min = max); default and d need 2 x 3 + 3 = 9 >= 8.
		steady: map[string]resource.Resource{
			"root.default": xmlRes(4096, 3), "root.a": xmlRes(4096, 0), "root.b": xmlRes(4096, 3), "root.d": xmlRes(4096, 3),
		},
		inst: map[string]resource.Resource{
			"root.default": xmlRes(0, 0), "root.a": xmlRes(4096, 0), "root.b": xmlRes(0, 0), "root.d": xmlRes(12288, 8),
		},
	},
	{
		// An old-style max cannot name custom types: they are 0, which
		// fixes a drf share of that type at 0.
		name: "old-style max with a custom type", custom: []string{"yarn.io/gpu"},
		xml: xmlQueues(`<queue name="root"><schedulingPolicy>drf</schedulingPolicy>
  <queue name="a"><maxResources>4096 mb, 4 vcores</maxResources></queue>
  <queue name="b"/>
</queue>`),
		cluster: xmlRes(8192, 8, 4), active: []string{"a", "b"},
		max:  map[string]resource.Resource{"root.a": xmlRes(4096, 4, 0), "root.b": xmlRes(lmaxXML, lmaxXML, lmaxXML)},
		inst: map[string]resource.Resource{"root.a": xmlRes(4096, 4, 0), "root.b": xmlRes(4096, 4, 4), "root.default": xmlRes(0, 0, 0)},
	},
	{
		// FSQueue.getMaxShare: componentwise max(max, min), per type.
		name: "effective max is componentwise max of max and min",
		xml: xmlQueues(`<queue name="a"><minResources>2048 mb, 8 vcores</minResources><maxResources>4096 mb, 2 vcores</maxResources></queue>
<queue name="b"><minResources>8192 mb, 1 vcores</minResources><maxResources>4096 mb, 2 vcores</maxResources></queue>`),
		cluster: xmlRes(16384, 16),
		max:     map[string]resource.Resource{"root.a": xmlRes(4096, 8), "root.b": xmlRes(8192, 2)},
	},
	{
		// A queue with maxRunningApps 0 (or under an ancestor with 0) never
		// has a runnable app, whatever --active says.
		name: "maxRunningApps 0 on a leaf and on an ancestor",
		xml: xmlQueues(`<queue name="a"><maxRunningApps>0</maxRunningApps></queue>
<queue name="p"><maxRunningApps>0</maxRunningApps><queue name="c1"/><queue name="c2"/></queue>
<queue name="b"/>`),
		cluster: xmlMB(8192), active: []string{"a", "p", "b", "default"},
		cannotRun: []string{"root.a", "root.p.c1", "root.p.c2"},
		steady: map[string]resource.Resource{
			"root.default": xmlMB(2048), "root.a": xmlMB(2048), "root.p": xmlMB(2048), "root.b": xmlMB(2048),
			"root.p.c1": xmlMB(1024), "root.p.c2": xmlMB(1024),
		},
		inst: map[string]resource.Resource{
			"root.default": xmlMB(4096), "root.a": xmlMB(0), "root.p": xmlMB(0), "root.b": xmlMB(4096),
			"root.p.c1": xmlMB(0), "root.p.c2": xmlMB(0),
		},
	},
	{
		// queueMaxAppsDefault 0 applies to root too: nothing can run.
		name: "queueMaxAppsDefault 0", cluster: xmlMB(8192), active: []string{"a", "b", "default"},
		xml:       xmlQueues(`<queueMaxAppsDefault>0</queueMaxAppsDefault><queue name="a"/><queue name="b"/>`),
		cannotRun: []string{"root.a", "root.b", "root.default"},
		steady:    map[string]resource.Resource{"root.default": xmlMB(2731), "root.a": xmlMB(2731), "root.b": xmlMB(2731)},
		inst:      map[string]resource.Resource{"root": xmlMB(8192), "root.default": xmlMB(0), "root.a": xmlMB(0), "root.b": xmlMB(0)},
	},
	{
		// queueMaxAppsDefault 0, but root and b have their own limits.
		name: "queueMaxAppsDefault 0 overridden", cluster: xmlMB(8192), active: []string{"a", "b", "default"},
		xml: xmlQueues(`<queueMaxAppsDefault>0</queueMaxAppsDefault>
<queue name="root"><maxRunningApps>5</maxRunningApps>
  <queue name="a"/>
  <queue name="b"><maxRunningApps>1</maxRunningApps></queue>
</queue>`),
		cannotRun: []string{"root.a", "root.default"},
		inst:      map[string]resource.Resource{"root.default": xmlMB(0), "root.a": xmlMB(0), "root.b": xmlMB(8192)},
	},
	{
		// A drf queue under a fair parent is not created, nor its subtree.
		name: "drf under fair is not created",
		xml: xmlQueues(`<queue name="d"><schedulingPolicy>drf</schedulingPolicy><queue name="x"/></queue>
<queue name="e"/>`),
		cluster: xmlMB(8192), active: []string{"e"},
		absent: []string{"root.d", "root.d.x"},
		steady: map[string]resource.Resource{"root.default": xmlMB(4096), "root.e": xmlMB(4096)},
		inst:   map[string]resource.Resource{"root.default": xmlMB(0), "root.e": xmlMB(8192)},
	},
	{
		// Weights are (float)Double.parseDouble(text), Java syntax.
		name: "weights in Java syntax",
		xml: xmlQueues(`<queue name="a"><weight> 0.1 </weight></queue>
<queue name="b"><weight>2e0</weight></queue>
<queue name="c"><weight>0.5f</weight></queue>
<queue name="d"><weight>0x1p-2</weight></queue>`),
		cluster: xmlMB(10240),
		weight:  map[string]float32{"root.a": 0.1, "root.b": 2, "root.c": 0.5, "root.d": 0.25, "root.default": 1},
	},
}

func TestFromConfigDocTree(t *testing.T) {
	for _, tc := range xmlDocCases {
		t.Run(tc.name, func(t *testing.T) { xmlCheckCase(t, tc) })
	}
}

func TestFromConfigSchedulerCases(t *testing.T) {
	for _, tc := range xmlCCases {
		t.Run(tc.name, func(t *testing.T) { xmlCheckCase(t, tc) })
	}
}

func TestFromConfigLimits(t *testing.T) {
	for _, tc := range xmlLimitCases {
		t.Run(tc.name, func(t *testing.T) { xmlCheckCase(t, tc) })
	}
}

// TestFromConfigCannotRunReason checks that the reason names the queue
// whose limit blocks the leaf.
func TestFromConfigCannotRunReason(t *testing.T) {
	src := xmlQueues(`<queue name="p"><maxRunningApps>0</maxRunningApps><queue name="c"/></queue>
<queue name="l"><maxRunningApps>-1</maxRunningApps></queue>`)
	in, _ := xmlRun(t, src, nil, xmlMB(1024), []string{"p", "l"})
	for leaf, blocker := range map[string]string{"root.p.c": "root.p", "root.l": "root.l"} {
		if got := in.CannotRun[leaf]; !strings.Contains(got, blocker) {
			t.Errorf("CannotRun[%q] = %q, want it to name %s", leaf, got, blocker)
		}
	}
}

// TestFromConfigDocTreeVCoresFraction is B6's Hadoop assertion: childB's
// steady vcores are 0.1 of the cluster's 10 (over-allocation).
func TestFromConfigDocTreeVCoresFraction(t *testing.T) {
	_, res := xmlRun(t, xmlDocTree("drf"), nil, xmlRes(16384, 10), nil)
	for _, name := range []string{"root.parentB.childB1", "root.parentB.childB2"} {
		if got := float64(res.ByName[name].Steady[1]) / 10; got != 0.1 {
			t.Errorf("%s steady vcores / 10 = %v, want 0.1", name, got)
		}
	}
}

// TestFromConfigUserMaxAppsDefaultZero: with userMaxAppsDefault 0 and no
// <user> allowed more, no app is ever runnable, so no leaf is active; one
// <user> with a positive limit lifts that.
func TestFromConfigUserMaxAppsDefaultZero(t *testing.T) {
	for _, tc := range []struct {
		name       string
		users      string
		wantActive bool
	}{
		{"no users", "", false},
		{"user allowed", `<user name="alice"><maxRunningApps>2</maxRunningApps></user>`, true},
		{"user also zero", `<user name="bob"><maxRunningApps>0</maxRunningApps></user>`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := `<allocations><userMaxAppsDefault>0</userMaxAppsDefault>` + tc.users + `<queue name="a"/></allocations>`
			a := xmlconf.Parse([]byte(src), xmlconf.Options{})
			cluster := resource.Resource{8192, 8}
			in := compute.FromConfig(a, cluster, func(*xmlconf.Queue) bool { return true })
			res := compute.Compute(in.Root, cluster)
			got := res.ByName["root.a"].Active
			if got != tc.wantActive {
				t.Errorf("root.a active = %v, want %v (CannotRun %q)", got, tc.wantActive, in.CannotRun["root.a"])
			}
			if !tc.wantActive && res.ByName["root.a"].Instantaneous[0] != 0 {
				t.Errorf("root.a instantaneous = %d, want 0", res.ByName["root.a"].Instantaneous[0])
			}
		})
	}
}

package compute_test

import (
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// withMin sets q's effective min share. Its max stays nil (unbounded),
// which is already componentwise max(max, min).
func withMin(q *compute.Queue, m resource.Resource) *compute.Queue {
	q.Min = m
	return q
}

// withMax sets q's effective max share.
func withMax(q *compute.Queue, m resource.Resource) *compute.Queue {
	q.Max = m
	return q
}

// treeCase is one Compute call on a hand-built tree.
type treeCase struct {
	name    string
	root    *compute.Queue
	cluster resource.Resource
	want    map[string]wantShares
}

// fairP is the default policy, used by every §C tree but C10.
const fairP = xmlconf.PolicyFair

// cCases are compute-cases.md §C on hand-built trees. root.default
// (weight 1) always exists (Hadoop before 3.4.0); it is inactive unless
// the case puts an app in it. Values marked derived are not asserted by
// Hadoop. C15 assumes apps in queue1, queue2 and queue3.
var cCases = []treeCase{
	{"C1 testSimpleFairShareCalculation",
		parentQ("root", 1, fairP, leafQ("root.queue1", 1, true), leafQ("root.queue2", 1, true),
			leafQ("root.default", 1, true)),
		resOf(10240, 1), map[string]wantShares{
			"root.queue1":  {resOf(3414, 0), resOf(3414, 0)},
			"root.queue2":  {resOf(3414, 0), resOf(3414, 0)},
			"root.default": {resOf(3414, 0), resOf(3414, 0)},
		}},
	{"C4 testFairShareWithZeroWeight",
		parentQ("root", 1, fairP, leafQ("root.default", 1, false), leafQ("root.queueA", 0, true),
			leafQ("root.queueB", 0, true)),
		resOf(8192, 8), map[string]wantShares{
			"root.queueA":  {resOf(0, 0), resOf(0, 0)},
			"root.queueB":  {resOf(0, 0), resOf(0, 0)},
			"root.default": {resOf(8192, 0), resOf(0, 0)}, // steady derived
		}},
	{"C5 testFairShareWithZeroWeightNoneZeroMinRes",
		parentQ("root", 1, fairP, leafQ("root.default", 1, false),
			withMin(leafQ("root.queueA", 0, true), resOf(1, 1)), withMin(leafQ("root.queueB", 0, true), resOf(1, 1))),
		resOf(8192, 8), map[string]wantShares{
			"root.queueA":  {resOf(1, 0), resOf(1, 0)},
			"root.queueB":  {resOf(1, 0), resOf(1, 0)},
			"root.default": {resOf(8190, 0), resOf(0, 0)}, // steady derived
		}},
	{"C6 testFairShareWithNoneZeroWeightNoneZeroMinRes",
		parentQ("root", 1, fairP, leafQ("root.default", 1, false),
			withMin(leafQ("root.queueA", 0.5, true), resOf(1024, 1)),
			withMin(leafQ("root.queueB", 0.5, true), resOf(1024, 1))),
		resOf(8192, 8), map[string]wantShares{
			"root.queueA":  {resOf(2048, 0), resOf(4096, 0)}, // steady derived
			"root.queueB":  {resOf(2048, 0), resOf(4096, 0)},
			"root.default": {resOf(4096, 0), resOf(0, 0)},
		}},
	{"C7 testSimpleHierarchicalFairShareCalculation",
		parentQ("root", 1, fairP, leafQ("root.default", 1, true),
			parentQ("root.parent", 1, fairP, leafQ("root.parent.queue2", 1, true), leafQ("root.parent.queue3", 1, true))),
		resOf(240, 0), map[string]wantShares{
			"root.default":       {resOf(120, 0), resOf(120, 0)},
			"root.parent":        {resOf(120, 0), resOf(120, 0)},
			"root.parent.queue2": {resOf(60, 0), resOf(60, 0)},
			"root.parent.queue3": {resOf(60, 0), resOf(60, 0)},
		}},
	{"C8 testFairShareWithMinAlloc",
		parentQ("root", 1, fairP, leafQ("root.default", 1, false),
			withMin(leafQ("root.queueA", 1, true), resOf(1024, 0)), withMin(leafQ("root.queueB", 1, true), resOf(2048, 0))),
		resOf(3072, 1), map[string]wantShares{
			"root.queueA":  {resOf(1024, 0), resOf(1024, 0)},
			"root.queueB":  {resOf(2048, 0), resOf(2048, 0)},
			"root.default": {resOf(0, 0), resOf(0, 0)}, // steady derived: probe 0.5 hits 3072
		}},
	{"C15 testRequestAMResourceInZeroFairShareQueue (queue1..3 active)",
		parentQ("root", 1, fairP, leafQ("root.default", 1, false),
			withMax(leafQ("root.queue1", 0, true), resOf(4096, 10)), leafQ("root.queue2", 2, true),
			leafQ("root.queue3", 0.000001, true)),
		resOf(8192, 20), map[string]wantShares{
			"root.queue1": {nil, resOf(0, 0)},
			"root.queue2": {nil, resOf(8192, 0)},
			"root.queue3": {nil, resOf(0, 0)},
		}},
	{"C16 testQueueInfo",
		parentQ("root", 1, fairP, leafQ("root.default", 1, false), leafQ("root.queueA", 0.25, true),
			leafQ("root.queueB", 0.75, true)),
		resOf(8192, 8), map[string]wantShares{
			"root.queueA":  {resOf(1024, 0), resOf(2048, 0)}, // steady derived
			"root.queueB":  {resOf(3072, 0), resOf(6144, 0)},
			"root.default": {resOf(4096, 0), resOf(0, 0)},
		}},
}

func TestComputeFullSchedulerCases(t *testing.T) {
	for _, tc := range cCases {
		t.Run(tc.name, func(t *testing.T) {
			checkShares(t, compute.Compute(tc.root, tc.cluster), tc.want)
		})
	}
}

// TestComputeSteadyReloadAndNodeAddRemove is C10 (root drf, no apps): the
// steady shares through the test's four stages.
func TestComputeSteadyReloadAndNodeAddRemove(t *testing.T) {
	three := func() *compute.Queue {
		return parentQ("root", 1, xmlconf.PolicyDRF, leafQ("root.default", 1, false),
			leafQ("root.child1", 1, false), leafQ("root.child2", 1, false))
	}
	reloaded := parentQ("root", 1, xmlconf.PolicyDRF, leafQ("root.default", 1, false),
		leafQ("root.child1", 1, false), leafQ("root.child2", 2, false), leafQ("root.child3", 2, false))
	tests := []treeCase{
		{"before any node", three(), resOf(0, 0), map[string]wantShares{
			"root.child1": {resOf(0, 0), resOf(0, 0)}, "root.child2": {resOf(0, 0), resOf(0, 0)}}},
		// vcores derived: 1 vcore split 3 ways gives 1 each (right = 1.0).
		{"node of 6144 added", three(), resOf(6144, 1), map[string]wantShares{
			"root.default": {resOf(2048, 1), resOf(0, 0)},
			"root.child1":  {resOf(2048, 1), resOf(0, 0)}, "root.child2": {resOf(2048, 1), resOf(0, 0)}}},
		{"after reload", reloaded, resOf(6144, 1), map[string]wantShares{
			"root.default": {resOf(1024, 0), nil}, "root.child1": {resOf(1024, 0), nil},
			"root.child2": {resOf(2048, 1), nil}, "root.child3": {resOf(2048, 1), nil}}},
		{"node removed", reloaded, resOf(0, 0), map[string]wantShares{
			"root.child1": {resOf(0, 0), nil}, "root.child2": {resOf(0, 0), nil}, "root.child3": {resOf(0, 0), nil}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			checkShares(t, compute.Compute(tc.root, tc.cluster), tc.want)
		})
	}
}

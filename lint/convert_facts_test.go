package lint

import (
	"testing"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestConvertFactsWording: each kind of fact is worded by its rule, with
// the severity of its effect, the figures as the converted file writes
// them and the resource types named in prose.
func TestConvertFactsWording(t *testing.T) {
	at := xmlconf.Pos{Line: 3, Col: 5}
	eng := convert.Max{Queue: "root.eng", Element: "maxResources", Raw: " 8192 mb, 0 vcores ", Pos: at}
	types := resource.WithCustom("yarn.io/gpu")
	cases := []struct {
		name  string
		facts convert.Facts
		rule  *Rule
		sev   Severity
		msg   string
	}{
		{"absolute maximum", convert.Facts{AbsoluteMaxima: []convert.Max{eng}}, ConvertMaxDropped, Error,
			"maxResources 8192 mb, 0 vcores is absolute and the Capacity Scheduler of Hadoop 3.3.6 takes no absolute maximum beside percentage capacities (from 3.4.0 it does): the queue may take the whole cluster; pass --cluster to keep it as a percentage"},
		{"zero limits", convert.Facts{ZeroLimits: []convert.ZeroLimit{{Max: eng, Types: []int{1, 2}}}}, ConvertMaxDropped, Error,
			"maxResources 8192 mb, 0 vcores limits vcores, yarn.io/gpu to 0, which one maximum-capacity cannot say without closing the queue; that limit is not kept"},
		{"unassigned", convert.Facts{Unassigned: []convert.Unassigned{{Queue: "root.eng", Pos: at, Raised: []convert.Raised{{Name: "a", Percent: 12.3456}, {Name: "b", Percent: 50}}}}}, ConvertMaxDropped, Error,
			"the maxima of root.eng's children add up to less than its capacity, and the Capacity Scheduler needs their capacities to add up to 100 with none above its maximum: no valid assignment keeps every maximum, so the capacities follow the Fair weights, in their order and proportion, and the maxima below them are raised: a to 12.346%, b to 50%"},
		{"root capped", convert.Facts{RootMaxima: []convert.RootMax{{Max: convert.Max{Queue: "root", Element: "maxResources of root", Raw: "50%", Pos: at}, Capped: true}}}, ConvertApproximated, Warning,
			"maxResources of root 50% limits root, which the Capacity Scheduler cannot (root always has the whole cluster): each of root's children is capped at it instead, so together they may take more"},
		{"split maximum", convert.Facts{SplitMaxima: []convert.SplitMax{{Max: eng, Fractions: []float64{0.5, 0.25, 1}, Kept: 0.25}}}, ConvertApproximated, Warning,
			"maxResources 8192 mb, 0 vcores limits each resource type differently; one maximum-capacity keeps the tightest, 25% of the cluster, so memory is limited to 25% instead of 50%; yarn.io/gpu is limited to 25% instead of 100%"},
		{"closed on cluster", convert.Facts{ClosedOnCluster: []convert.ClosedOnCluster{{Max: eng, Type: 1}}}, ConvertApproximated, Warning,
			"maxResources 8192 mb, 0 vcores of --cluster's 16 vcores is 0 vcores (the Fair Scheduler truncates), which closes the queue on this cluster: no container fits; the maximum-capacity keeps the percentage, which lets containers in"},
		{"cut capacity", convert.Facts{CutCapacities: []convert.Cut{{Queue: "root.eng", Pos: at, Percent: 10, Share: 33.3333}}}, ConvertApproximated, Warning,
			"the capacity is cut to 10% of its parent, its maximum in its tightest resource type, below its steady fair share (of memory) of 33.333%: one capacity percentage holds for every type, and none may exceed its maximum"},
		{"guarantee below min", convert.Facts{Guarantees: []convert.Guarantee{{Queue: "root.eng", Pos: at, MinResources: "4096 mb, 4 vcores",
			Guaranteed: resource.Resource{2048, 2, 0}, MinShare: resource.Resource{4096, 4, 0}, Asked: resource.Resource{4096, 4, 0}, Short: resource.Resource{2048, 0, 0}}}}, ConvertGuaranteeBelowMin, Error,
			"the Capacity Scheduler guarantees 2048 mb, 2 vcores, yarn.io/gpu=0, below the Fair Scheduler min share 4096 mb, 4 vcores, yarn.io/gpu=0 by 2048 mb"},
		{"guarantee covers min", convert.Facts{Guarantees: []convert.Guarantee{{Queue: "root.eng", Pos: at, MinResources: " 4096 mb, 4 vcores",
			Guaranteed: resource.Resource{4095, 4, 0}, MinShare: resource.Resource{4096, 4, 0}, Asked: resource.Resource{8192, 4, 0}, Short: resource.Resource{0, 0, 0}}}}, ConvertMinResources, Info,
			"minResources 4096 mb, 4 vcores has no Capacity Scheduler counterpart; on --cluster the capacity, from the steady fair share, guarantees 4095 mb, 4 vcores, yarn.io/gpu=0, which covers it within the Capacity Scheduler's rounding (the min share, capped at the maxima of the queue and its parents, is 4096 mb, 4 vcores, yarn.io/gpu=0)"},
		{"placement", convert.Facts{Placement: []convert.PlacementLoss{{Kind: convert.PlacementCreateMerged, Pos: at, Rule: "nestedUserQueue", Create: true}}}, ConvertPlacement, Warning,
			"nestedUserQueue creates queues and its parent rule no queues: one mapping rule has one create flag, so create is true for both"},
		{"legacy reject", convert.Facts{Placement: []convert.PlacementLoss{{Kind: convert.PlacementLegacyReject, Pos: at, Rule: "reject"}}}, ConvertPlacement, Error,
			"the reject rule has no legacy queue-mappings counterpart (Hadoop 3.3.6 reads no JSON mapping rules): submissions it rejects go to the default queue after the move"},
	}
	a := xmlconf.Parse([]byte("<allocations/>"), xmlconf.Options{Hadoop: hadoop.DefaultProfile(), Types: types})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := convert.Source{File: "fair.xml", Fair: a, Target: release33(t), Cluster: resource.Resource{16384, 16, 0}}
			facts := c.facts
			ds := CheckConversion(src, &facts, Options{Only: []string{c.rule.ID}})
			if len(ds) != 1 {
				t.Fatalf("%d findings, want 1: %v", len(ds), ds)
			}
			d := ds[0]
			if d.Rule != c.rule.ID || d.Severity != c.sev || d.Message != c.msg || d.Pos != at {
				t.Errorf("got %s %s at %v:\n%s\nwant %s %s at %v:\n%s", d.Rule, d.Severity, d.Pos, d.Message, c.rule.ID, c.sev, at, c.msg)
			}
		})
	}
}

// release33 is Hadoop 3.3's profile.
func release33(t *testing.T) hadoop.Profile {
	t.Helper()
	v, err := hadoop.Parse("3.3")
	if err != nil {
		t.Fatal(err)
	}
	return hadoop.For(v)
}

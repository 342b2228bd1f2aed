package simulate

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/yarnsite"
)

// Requests: at least the minimum, rounded up to the increment, at most the
// maximum, per resource type.
func TestNormalize(t *testing.T) {
	types := resource.DefaultResourceTypes
	c := DefaultConfig(types)
	if err := c.ApplySettings(map[string]string{
		"yarn.resource-types.memory-mb.increment-allocation": "512",
		"yarn.scheduler.maximum-allocation-vcores":           "8",
	}, types); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ in, want Resource }{
		{Resource{100, 0}, Resource{1024, 1}},
		{Resource{1500, 3}, Resource{1536, 3}},
		{Resource{9000, 20}, Resource{8192, 8}},
		{Resource{1024, 1}, Resource{1024, 1}},
	} {
		if got := c.normalize(tc.in); fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("normalize(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestApplySettings(t *testing.T) {
	types := resource.DefaultResourceTypes
	c := DefaultConfig(types)
	err := c.ApplySettings(map[string]string{
		"yarn.scheduler.fair.assignmultiple":                           "TRUE",
		"yarn.scheduler.fair.max.assign":                               "3",
		"yarn.scheduler.fair.preemption.cluster-utilization-threshold": "0.7",
		"yarn.scheduler.fair.am.preemption.root.a":                     "false",
		"yarn.scheduler.fair.update-interval-ms":                       "-5",
		"some.other.key":                                               "whatever",
	}, types)
	if err != nil {
		t.Fatal(err)
	}
	if !c.AssignMultiple || c.MaxAssign != 3 || c.UtilizationThreshold != float64(float32(0.7)) || c.AMPreemptionByQueue["root.a"] || c.UpdateIntervalMS != 500 {
		t.Errorf("config %+v", c)
	}
	err = c.ApplySettings(map[string]string{"yarn.scheduler.fair.max.assign": "three"}, types)
	if err == nil || !strings.Contains(err.Error(), "yarn.scheduler.fair.max.assign") {
		t.Errorf("bad value: %v, want an error naming the key", err)
	}
	// Hadoop reads a boolean it cannot parse as the default, so does the
	// simulation, with a warning WordMisread words; Java's hex integers
	// are read too.
	c = DefaultConfig(types)
	c.WordMisread = func(ve *yarnsite.ValueError) string { return ve.Key + " is " + ve.Value }
	err = c.ApplySettings(map[string]string{"yarn.scheduler.fair.assignmultiple": "maybe", "yarn.scheduler.fair.max.assign": "0x10"}, types)
	if err != nil || c.AssignMultiple || c.MaxAssign != 16 || len(c.Warnings) != 1 || c.Warnings[0] != "yarn.scheduler.fair.assignmultiple is maybe" {
		t.Errorf("err %v, config %+v; want assignmultiple kept false with one warning and max.assign 16", err, c)
	}
}

// The increment is read as yarnsite reads it (issue: simulate used to read
// it beside yarnsite): "value [unit]" on the per-type key, and that key
// wins over the deprecated yarn.scheduler.increment-allocation-mb even
// when both are set, whatever their order.
func TestIncrementReadAsYarnsite(t *testing.T) {
	types := resource.ResourceTypes{"memory-mb", "vcores", "yarn.io/gpu"}
	for _, tc := range []struct {
		name     string
		settings map[string]string
		want     Resource
	}{
		{"unit", map[string]string{"yarn.resource-types.memory-mb.increment-allocation": "1 Gi"}, Resource{1024, 1, 1}},
		{"unit without space", map[string]string{"yarn.resource-types.memory-mb.increment-allocation": "2Gi"}, Resource{2048, 1, 1}},
		{"both keys", map[string]string{
			"yarn.resource-types.memory-mb.increment-allocation": "2048",
			"yarn.scheduler.increment-allocation-mb":             "512"}, Resource{2048, 1, 1}},
		{"deprecated alone", map[string]string{"yarn.scheduler.increment-allocation-mb": "512"}, Resource{512, 1, 1}},
		{"vcores both", map[string]string{
			"yarn.resource-types.vcores.increment-allocation": "2",
			"yarn.scheduler.increment-allocation-vcores":      "3"}, Resource{1024, 2, 1}},
		{"custom type", map[string]string{"yarn.resource-types.yarn.io/gpu.increment-allocation": "2"}, Resource{1024, 1, 2}},
	} {
		c := DefaultConfig(types)
		if err := c.ApplySettings(tc.settings, types); err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if fmt.Sprint(c.IncrementAllocation) != fmt.Sprint(tc.want) {
			t.Errorf("%s: increment %v, want %v", tc.name, c.IncrementAllocation, tc.want)
		}
	}
	// The normalized request shows it: 1100 MB in 2048 MB steps.
	c := DefaultConfig(resource.DefaultResourceTypes)
	if err := c.ApplySettings(map[string]string{"yarn.resource-types.memory-mb.increment-allocation": "2048",
		"yarn.scheduler.increment-allocation-mb": "512"}, resource.DefaultResourceTypes); err != nil {
		t.Fatal(err)
	}
	if got := c.normalize(Resource{1100, 1}); got[0] != 2048 {
		t.Errorf("normalize(1100 MB) = %v, want 2048 MB", got)
	}
	if err := c.ApplySettings(map[string]string{"yarn.resource-types.memory-mb.increment-allocation": "1 Gx"}, resource.DefaultResourceTypes); err == nil {
		t.Error("an unknown unit is read, want an error (the ResourceManager fails to start)")
	}
}

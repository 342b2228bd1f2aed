package simulate

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/xmlconf"
)

// Requests: at least the minimum, rounded up to the increment, at most the
// maximum, per resource type.
func TestNormalize(t *testing.T) {
	types := xmlconf.DefaultResourceTypes
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
	types := xmlconf.DefaultResourceTypes
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
	// simulation, with a warning; Java's hex integers are read too.
	c = DefaultConfig(types)
	err = c.ApplySettings(map[string]string{"yarn.scheduler.fair.assignmultiple": "maybe", "yarn.scheduler.fair.max.assign": "0x10"}, types)
	if err != nil || c.AssignMultiple || c.MaxAssign != 16 || len(c.Warnings) != 1 || !strings.Contains(c.Warnings[0], "assignmultiple") {
		t.Errorf("err %v, config %+v; want assignmultiple kept false with one warning and max.assign 16", err, c)
	}
}

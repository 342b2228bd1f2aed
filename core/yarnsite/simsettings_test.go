package yarnsite

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// The simulations' settings read as the ResourceManager reads them: the
// defaults of each release, getFloat's float values (0.1f is not 0.1),
// the per-type allocation keys winning over the old ones, and the first
// value Hadoop cannot read as the error, naming its key.
func TestSimulationSettings(t *testing.T) {
	p33, p30 := hadoop.For(hadoop.V(3, 3, 6)), hadoop.For(hadoop.V(3, 0, 0))
	for _, tc := range []struct {
		name     string
		settings map[string]string
		check    func(r *Reader) string
		err      string
	}{
		{"capacity defaults", nil, func(r *Reader) string {
			g := r.ReadCapacityScheduling(p33)
			if g.Preemption.PerRound != float64(float32(0.1)) || g.MaxAssignments != 100 || g.MaxSystemApps != 10000 || g.Preemption.On {
				return "not Hadoop's defaults"
			}
			if r.ReadCapacityScheduling(p30).MaxAssignments != -1 {
				return "3.0's maximum-container-assignments is not unlimited"
			}
			return ""
		}, ""},
		{"capacity preemption on", map[string]string{KeyMonitorEnable: "true", PreemptionPrefix + "total_preemption_per_round": "0.2",
			PreemptionPrefix + "max_ignored_over_capacity": "0.5d", CapacityPrefix + "user.bob.max-parallel-apps": "3"}, func(r *Reader) string {
			g := r.ReadCapacityScheduling(p33)
			if !g.Preemption.On || g.Preemption.PerRound != float64(float32(0.2)) || g.Preemption.MaxIgnoredOver != 0.5 || g.UserMaxParallel["bob"] != 3 {
				return "settings not read"
			}
			return ""
		}, ""},
		{"capacity bad double", map[string]string{PreemptionPrefix + "natural_termination_factor": "x"}, func(r *Reader) string {
			r.ReadCapacityScheduling(p33)
			return ""
		}, "natural_termination_factor"},
		{"fair keys are not capacity keys", map[string]string{keyUpdateInterval: "abc"}, func(r *Reader) string {
			r.ReadCapacityScheduling(p33)
			a := DefaultAllocation(resource.WithCustom())
			r.ReadAllocation(&a, resource.WithCustom(), p33)
			return ""
		}, ""},
		{"fair wait time is an int", map[string]string{KeyWaitTimeBeforeKill: "3000000000"}, func(r *Reader) string {
			f := DefaultFairScheduling()
			r.ReadFairScheduling(&f)
			return ""
		}, "waitTimeBeforeKill"},
		{"fair update interval", map[string]string{keyUpdateInterval: "abc"}, func(r *Reader) string {
			f := DefaultFairScheduling()
			r.ReadFairScheduling(&f)
			return ""
		}, "update-interval-ms"},
		{"per-type allocation wins", map[string]string{KeyMinimumAllocationMB: "512", "yarn.resource-types.memory-mb.minimum-allocation": "256",
			"yarn.resource-types.yarn.io/gpu.maximum-allocation": "4"}, func(r *Reader) string {
			types := resource.WithCustom("yarn.io/gpu")
			a := DefaultAllocation(types)
			r.ReadAllocation(&a, types, p33)
			if a.MinAllocation[0] != 256 || a.MaxAllocation[2] != 4 {
				return "per-type keys not read"
			}
			return ""
		}, ""},
		// AbstractYarnScheduler#getMinimumAllocation reads ResourceUtils from
		// 2.10.0 and 3.0.0; 2.9's CapacitySchedulerConfiguration and
		// FairSchedulerConfiguration read only the old keys.
		{"per-type allocation from 2.10.0", map[string]string{KeyMinimumAllocationMB: "512", "yarn.resource-types.memory-mb.minimum-allocation": "256",
			"yarn.resource-types.vcores.maximum-allocation": "8"}, func(r *Reader) string {
			for _, c := range []struct {
				v            hadoop.Version
				minMB, maxVC int64
			}{{hadoop.V(2, 9, 2), 512, hadoop.MaximumAllocationVcores}, {hadoop.V(2, 10, 0), 256, 8}, {hadoop.V(3, 0, 0), 256, 8}} {
				a := DefaultAllocation(resource.DefaultResourceTypes)
				r.ReadAllocation(&a, resource.DefaultResourceTypes, hadoop.For(c.v))
				if a.MinAllocation[0] != c.minMB || a.MaxAllocation[1] != c.maxVC {
					return fmt.Sprintf("%s: minimum %d MB, maximum %d vcores; want %d, %d", c.v, a.MinAllocation[0], a.MaxAllocation[1], c.minMB, c.maxVC)
				}
			}
			return ""
		}, ""},
		{"heartbeat must be positive", map[string]string{KeyHeartbeatInterval: "0"}, func(r *Reader) string {
			a := DefaultAllocation(resource.WithCustom())
			r.ReadAllocation(&a, resource.WithCustom(), p33)
			return ""
		}, "heartbeat-interval-ms"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := NewReader(tc.settings)
			if msg := tc.check(r); msg != "" {
				t.Error(msg)
			}
			if tc.err == "" && r.Err != nil || tc.err != "" && (r.Err == nil || !strings.Contains(r.Err.Error(), tc.err)) {
				t.Errorf("error %v, want one naming %q", r.Err, tc.err)
			}
		})
	}
}

// One reader for lint and the simulations: a value a simulation reads is
// recorded with its position as lint's settings are, beside the error or
// warning the simulation takes.
func TestReaderFindingsAtPositions(t *testing.T) {
	p33 := hadoop.For(hadoop.V(3, 3, 6))
	for _, tc := range []struct {
		name, props string
		read        func(r *Reader)
		rule        string
		line        int32
		err         string
		warnings    int
	}{
		{"capacity key", prop(CapacityPrefix+"maximum-applications", "many"), func(r *Reader) { r.ReadCapacityScheduling(p33) },
			IssueInvalidValue, 3, "maximum-applications", 0},
		{"fair boolean", prop(KeyAssignMultiple, "yes"), func(r *Reader) {
			f := DefaultFairScheduling()
			r.ReadFairScheduling(&f)
		}, IssueInvalidBoolean, 3, "", 1},
		{"unexpanded variable", prop(KeyResourceCalculator, "${calc}"), func(r *Reader) { r.ReadCapacityScheduling(p33) },
			IssueUnexpanded, 3, "", 0},
		{"lint and simulation read alike", prop(KeyMaxAssign, "0x"), func(r *Reader) {
			f := DefaultFairScheduling()
			r.ReadFairScheduling(&f)
		}, IssueInvalidValue, 3, "max.assign", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := mustParse(t, conf(tc.props)).Reader()
			tc.read(r)
			if fs := withFacts(r.Unread, r.Facts); len(fs) == 0 || fs[0].Rule != tc.rule || fs[0].Pos.Line != tc.line {
				t.Errorf("findings = %+v, want %s at line %d", fs, tc.rule, tc.line)
			}
			if tc.err == "" && r.Err != nil || tc.err != "" && (r.Err == nil || !strings.Contains(r.Err.Error(), tc.err)) {
				t.Errorf("error %v, want one naming %q", r.Err, tc.err)
			}
			if len(r.Misread()) != tc.warnings {
				t.Errorf("misread = %+v, want %d", r.Misread(), tc.warnings)
			}
		})
	}
}

// TestAllocationKeys checks Config.Allocation names the key each value was
// read from, per release: ResourceUtils#setMinimumAllocationForMandatoryResources
// (2.10.0, 3.0.0 on) takes the per-type key unless it is -1, and 2.9 reads
// only the old ones.
func TestAllocationKeys(t *testing.T) {
	const minMemType, maxVcoresType = "yarn.resource-types.memory-mb.minimum-allocation", "yarn.resource-types.vcores.maximum-allocation"
	for _, tc := range []struct {
		name     string
		v        hadoop.Version
		settings map[string]string
		min, max resource.Resource
		minKeys  []string
		maxKeys  []string
	}{
		{"defaults", hadoop.V(3, 3, 6), nil, resource.Resource{1024, 1}, resource.Resource{8192, 4}, []string{"", ""}, []string{"", ""}},
		{"2.9 reads the old keys only", hadoop.V(2, 9, 2),
			map[string]string{KeyMinimumAllocationVcore: "2", minMemType: "2048", maxVcoresType: "16"},
			resource.Resource{1024, 2}, resource.Resource{8192, 4}, []string{"", KeyMinimumAllocationVcore}, []string{"", ""}},
		{"3.3: the per-type key wins", hadoop.V(3, 3, 6),
			map[string]string{KeyMinimumAllocationMB: "512", KeyMinimumAllocationVcore: "2", minMemType: "2048", maxVcoresType: "16"},
			resource.Resource{2048, 2}, resource.Resource{8192, 16}, []string{minMemType, KeyMinimumAllocationVcore}, []string{"", maxVcoresType}},
		{"-1 falls back to the old key", hadoop.V(2, 10, 0),
			map[string]string{KeyMinimumAllocationMB: "512", minMemType: "-1"},
			resource.Resource{512, 1}, resource.Resource{8192, 4}, []string{KeyMinimumAllocationMB, ""}, []string{"", ""}},
	} {
		a := FromMap("yarn-site.xml", tc.settings).Allocation(resource.DefaultResourceTypes, hadoop.For(tc.v))
		if !slices.Equal(a.MinAllocation, tc.min) || !slices.Equal(a.MaxAllocation, tc.max) ||
			!slices.Equal(a.MinKeys, tc.minKeys) || !slices.Equal(a.MaxKeys, tc.maxKeys) {
			t.Errorf("%s: min %v %q, max %v %q; want %v %q, %v %q", tc.name, a.MinAllocation, a.MinKeys, a.MaxAllocation, a.MaxKeys,
				tc.min, tc.minKeys, tc.max, tc.maxKeys)
		}
	}
}

// TestParseTypeAllocationKey round-trips TypeAllocationKey and refuses
// other keys.
func TestParseTypeAllocationKey(t *testing.T) {
	for _, tc := range []struct {
		key     string
		typ     string
		min, ok bool
	}{
		{TypeAllocationKey("memory-mb", true), "memory-mb", true, true},
		{TypeAllocationKey("yarn.io/gpu", false), "yarn.io/gpu", false, true},
		{"yarn.resource-types..minimum-allocation", "", false, false},
		{KeyIncrementMemoryType, "", false, false},
		{KeyMinimumAllocationMB, "", false, false},
	} {
		typ, min, ok := ParseTypeAllocationKey(tc.key)
		if typ != tc.typ || min != tc.min || ok != tc.ok {
			t.Errorf("ParseTypeAllocationKey(%q) = %q, %v, %v; want %q, %v, %v", tc.key, typ, min, ok, tc.typ, tc.min, tc.ok)
		}
	}
}

// TestUnreadTypeAllocations: 2.9 ignores every per-type allocation
// property (no resource types before 2.10.0 and 3.0.0); 2.10 and 3.x read
// them.
func TestUnreadTypeAllocations(t *testing.T) {
	c := mustParse(t, conf(prop(KeyMinimumAllocationMB, "512")+prop(TypeAllocationKey("memory-mb", true), "2048")+
		prop(KeyIncrementMemoryType, "256")+prop(TypeAllocationKey("yarn.io/gpu", false), "4")))
	for _, tc := range []struct {
		v    hadoop.Version
		want []string
	}{
		{hadoop.V(2, 9, 2), []string{TypeAllocationKey("memory-mb", true), TypeAllocationKey("yarn.io/gpu", false)}},
		{hadoop.V(2, 10, 0), nil},
		{hadoop.V(3, 3, 6), nil},
	} {
		var got []string
		for _, f := range c.UnreadTypeAllocations(hadoop.For(tc.v)) {
			if f.Kind != FactUnreadTypeAllocation || f.Pos.Line == 0 || f.Value == "" {
				t.Errorf("%s: %+v", tc.v, f)
			}
			got = append(got, f.Key)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: unread %q, want %q", tc.v, got, tc.want)
		}
	}
}

// TestTypeAllocationErrors: from 2.10.0 and 3.0.0 a per-type allocation
// value of memory-mb or vcores that getLong cannot read stops the
// ResourceManager; 2.9 never reads it.
func TestTypeAllocationErrors(t *testing.T) {
	c := mustParse(t, conf(prop(TypeAllocationKey("vcores", false), "lots")+prop(TypeAllocationKey("memory-mb", true), "2g")+
		prop(TypeAllocationKey("memory-mb", false), "65536")))
	for _, tc := range []struct {
		v    hadoop.Version
		want []string
	}{
		{hadoop.V(2, 9, 2), nil},
		{hadoop.V(2, 10, 0), []string{TypeAllocationKey("vcores", false), TypeAllocationKey("memory-mb", true)}},
		{hadoop.V(3, 3, 6), []string{TypeAllocationKey("vcores", false), TypeAllocationKey("memory-mb", true)}},
	} {
		var got []string
		for _, ve := range c.TypeAllocationErrors(hadoop.For(tc.v)) {
			if !ve.Fatal {
				t.Errorf("%s: %s is not fatal", tc.v, ve.Key)
			}
			got = append(got, ve.Key)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: errors on %q, want %q", tc.v, got, tc.want)
		}
	}
}

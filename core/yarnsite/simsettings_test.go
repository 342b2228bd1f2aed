package yarnsite

import (
	"fmt"
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

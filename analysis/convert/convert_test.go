package convert_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/lint"
)

var cluster16 = resource.Resource{16384, 16}

// TestQueueConverterAsFs2cs re-expresses TestFSQueueConverter's cases where
// we keep fs2cs's result.
func TestQueueConverterAsFs2cs(t *testing.T) {
	src := `<allocations>
  <queue name="admins">
    <maxRunningApps>5</maxRunningApps>
    <maxAMShare>0.15</maxAMShare>
    <allowPreemptionFrom>false</allowPreemptionFrom>
    <aclSubmitApps>alice </aclSubmitApps>
    <aclAdministerApps>bob </aclAdministerApps>
    <maxContainerAllocation>2048 mb, 2 vcores</maxContainerAllocation>
    <schedulingPolicy>fifo</schedulingPolicy>
  </queue>
  <queue name="users">
    <queue name="john"><maxAMShare>-1</maxAMShare></queue>
    <queue name="joe"/>
  </queue>
</allocations>`
	r := run(t, src, "", "3.3", convert.ModePercentage, nil)
	for _, c := range []struct{ test, key, want string }{
		{"testConvertQueueHierarchy", "root.queues", "admins,users,default"},
		{"testConvertQueueHierarchy", "root.users.queues", "john,joe"},
		{"testQueueMaxParallelApps", "root.admins.max-parallel-apps", "5"},
		{"testQueueMaxAMShare", "root.admins.maximum-am-resource-percent", "0.15"},
		{"testQueueMaxAMShare (-1 becomes 1.0)", "root.users.john.maximum-am-resource-percent", "1.0"},
		{"testQueuePreemptionDisabled", "root.admins.disable_preemption", "true"},
		{"testQueueAcls", "root.admins.acl_submit_applications", "alice "},
		{"testQueueAcls", "root.admins.acl_administer_queue", "bob "},
		{"testQueueMaxAllocations", "root.admins.maximum-allocation-mb", "2048"},
		{"testQueueMaxAllocations", "root.admins.maximum-allocation-vcores", "2"},
		// fs2cs writes fifo; it is the Capacity Scheduler's default, and we
		// write only what changes behaviour.
		{"testChildCapacity (fifo leaf)", "root.admins.ordering-policy", ""},
		{"testChildCapacity (fair leaf)", "root.users.john.ordering-policy", "fair"},
		{"testChildCapacity", "root.users.john.capacity", "50"},
		{"FSConfigToCSConfigConverter.emitDefaultMaxAMShare", "maximum-am-resource-percent", "0.5"},
	} {
		if got := prop(r, capacity.Prefix+c.key); got != c.want {
			t.Errorf("%s: %s = %q, want %q", c.test, c.key, got, c.want)
		}
	}
	if got := prop(r, capacity.Prefix+"resource-calculator"); got != "" {
		t.Errorf("no drf queue, resource-calculator = %q", got)
	}
}

// TestDRFSetsDominantResourceCalculator: TestFSConfigToCSConfigConverter's
// testConvertFSConfigurationWithDRF-like case: a drf queue sets the
// DominantResourceCalculator, and we say its ordering is approximated.
func TestDRFSetsDominantResourceCalculator(t *testing.T) {
	r := run(t, `<allocations><defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy><queue name="a"/></allocations>`, "", "3.3", convert.ModePercentage, nil)
	if got := prop(r, capacity.Prefix+"resource-calculator"); !strings.HasSuffix(got, "DominantResourceCalculator") {
		t.Errorf("resource-calculator = %q", got)
	}
	if !slices.Contains(ruleIDs(r), lint.ConvertApproximated.ID) {
		t.Errorf("findings %v, want %s", ruleIDs(r), lint.ConvertApproximated.ID)
	}
}

// TestYarnSiteAsFs2cs re-expresses TestFSYarnSiteConverter's cases where
// we keep its result: the scheduler class, preemption monitor, its wait
// before kill and monitoring interval, multiple assignment.
func TestYarnSiteAsFs2cs(t *testing.T) {
	site := `<configuration>
  <property><name>yarn.scheduler.fair.preemption</name><value>true</value></property>
  <property><name>yarn.scheduler.fair.waitTimeBeforeKill</name><value>1000</value></property>
  <property><name>yarn.scheduler.fair.waitTimeBeforeNextStarvationCheck</name><value>2000</value></property>
  <property><name>yarn.scheduler.fair.assignmultiple</name><value>true</value></property>
  <property><name>yarn.scheduler.fair.max.assign</name><value>3</value></property>
  <property><name>yarn.scheduler.fair.continuous-scheduling-enabled</name><value>true</value></property>
  <property><name>yarn.scheduler.fair.continuous-scheduling-sleep-ms</name><value>666</value></property>
</configuration>`
	r := run(t, `<allocations/>`, site, "3.3", convert.ModePercentage, nil)
	for _, c := range []struct{ test, key, want string }{
		{"testSiteContinuousSchedulingConversion", capacity.Prefix + "schedule-asynchronously.enable", "true"},
		{"testSiteContinuousSchedulingConversion", capacity.Prefix + "schedule-asynchronously.scheduling-interval-ms", "666"},
		{"testSiteAssignMultipleConversion", capacity.Prefix + "per-node-heartbeat.multiple-assignments-enabled", "true"},
		{"testSiteMaxAssignConversion", capacity.Prefix + "per-node-heartbeat.maximum-container-assignments", "3"},
	} {
		if got := prop(r, c.key); got != c.want {
			t.Errorf("%s: %s = %q, want %q", c.test, c.key, got, c.want)
		}
	}
	for _, c := range []struct{ test, key, want string }{
		{"testSiteSchedulerClass", "yarn.resourcemanager.scheduler.class", convert.CapacitySchedulerClass},
		{"testSitePreemptionConversion", "yarn.resourcemanager.scheduler.monitor.enable", "true"},
		{"testSitePreemptionConversion", "yarn.resourcemanager.monitor.capacity.preemption.max_wait_before_kill", "1000"},
		{"testSitePreemptionConversion", "yarn.resourcemanager.monitor.capacity.preemption.monitoring_interval", "2000"},
	} {
		if got := siteProp(r, c.key); got != c.want {
			t.Errorf("%s: %s = %q, want %q", c.test, c.key, got, c.want)
		}
	}
}

// TestPlacementAsFs2cs re-expresses TestQueuePlacementConverter's cases
// where we keep its result: one JSON rule per Fair Scheduler rule, matching
// every user, falling through with skip.
func TestPlacementAsFs2cs(t *testing.T) {
	src := `<allocations><queuePlacementPolicy>
  <rule name="specified"/>
  <rule name="primaryGroup" create="false"/>
  <rule name="nestedUserQueue"><rule name="secondaryGroupExistingQueue"/></rule>
  <rule name="default" queue="root.misc"/>
</queuePlacementPolicy><queue name="misc"/></allocations>`
	r := run(t, src, "", "3.4", convert.ModeWeight, nil)
	rules, _ := r.MappingRules["rules"].([]any)
	want := []struct{ test, policy string }{
		{"testConvertSpecifiedRule", "specified"},
		{"testConvertPrimaryGroupRule", "primaryGroup"},
		{"testConvertNestedSecondaryGroupRule", "secondaryGroupUser"},
		{"testConvertDefaultRuleWithQueue", "custom"},
	}
	if len(rules) != len(want) {
		t.Fatalf("%d rules, want %d: %v", len(rules), len(want), rules)
	}
	for i, w := range want {
		m := rules[i].(map[string]any)
		if m["policy"] != w.policy || m["matches"] != "*" || m["fallbackResult"] != "skip" {
			t.Errorf("%s: rule %d = %v", w.test, i, m)
		}
	}
	if got := rules[1].(map[string]any)["create"]; got != false {
		t.Errorf("testConvertPrimaryGroupRule: create = %v, want false", got)
	}
	if prop(r, capacity.Prefix+"mapping-rule-format") != "json" {
		t.Error("mapping-rule-format is not json")
	}
}

// TestMaximumCapacityKeptUnlikeFs2cs: fs2cs writes maximum-capacity 100 for
// every queue (FSQueueConverter.emitMaximumCapacity), so a queue capped at
// 40% may take the whole cluster. We keep the cap, relative to the
// parent's maximum, tightest resource type first, never loosened.
func TestMaximumCapacityKeptUnlikeFs2cs(t *testing.T) {
	src := `<allocations>
  <queue name="eng"><maxResources>40%</maxResources>
    <queue name="etl"><maxResources>20%</maxResources></queue>
    <queue name="big"><maxResources>60%</maxResources></queue>
  </queue>
  <queue name="ads"><maxResources>memory-mb=50%, vcores=25%</maxResources></queue>
  <queue name="abs"><maxResources>4096 mb, 8 vcores</maxResources></queue>
</allocations>`
	r := run(t, src, "", "3.3", convert.ModePercentage, cluster16)
	for key, want := range map[string]string{
		"root.eng.maximum-capacity":     "40",
		"root.eng.etl.maximum-capacity": "50",  // 20% of the cluster is half of eng's 40%
		"root.eng.big.maximum-capacity": "100", // above its parent: the parent's cap applies in both schedulers
		"root.ads.maximum-capacity":     "25",  // the tighter of 50% and 25%
		"root.abs.maximum-capacity":     "25",  // 4096 of 16384 mb is tighter than 8 of 16 vcores
	} {
		if got := prop(r, capacity.Prefix+key); got != want {
			t.Errorf("%s = %q, want %q", key, got, want)
		}
	}
	r34 := run(t, src, "", "3.4", convert.ModeWeight, nil)
	if got := prop(r34, capacity.Prefix+"root.abs.maximum-capacity"); got != "[memory=4096,vcores=8]" {
		t.Errorf("3.4 keeps the absolute maximum: got %q", got)
	}
	r33 := run(t, src, "", "3.3", convert.ModePercentage, nil)
	if !slices.Contains(ruleIDs(r33), lint.ConvertMaxDropped.ID) || prop(r33, capacity.Prefix+"root.abs.maximum-capacity") != "" {
		t.Errorf("3.3 without --cluster: findings %v", ruleIDs(r33))
	}
}

// TestLocalityNotCopiedUnlikeFs2cs: fs2cs copies locality.threshold.node
// (a fraction of the nodes) into node-locality-delay (a count of missed
// opportunities); we report it and write nothing for it.
func TestLocalityNotCopiedUnlikeFs2cs(t *testing.T) {
	site := `<configuration><property><name>yarn.scheduler.fair.locality.threshold.node</name><value>0.5</value></property></configuration>`
	r := run(t, `<allocations/>`, site, "3.3", convert.ModePercentage, nil)
	if got := prop(r, capacity.Prefix+"node-locality-delay"); got != "" {
		t.Errorf("node-locality-delay = %q, want unset", got)
	}
	if !slices.Contains(ruleIDs(r), lint.ConvertLocality.ID) {
		t.Errorf("findings %v", ruleIDs(r))
	}
	// Without a threshold the Fair Scheduler did not wait: keep it so.
	if got := prop(run(t, `<allocations/>`, "", "3.3", convert.ModePercentage, nil), capacity.Prefix+"node-locality-delay"); got != "0" {
		t.Errorf("no threshold: node-locality-delay = %q, want 0", got)
	}
}

// TestLimitsWrittenUnlikeFs2cs: the Capacity Scheduler's per-queue
// maximum-applications (10000 x absolute capacity) and user-limit-factor 1
// would reject or hold back work the Fair Scheduler ran; we lift them
// (fs2cs writes user-limit-factor -1 only in newer releases and no
// maximum-applications). 3.3 reads global-queue-max-application (3.1.0
// on), so the application limit is written once, not on every leaf.
func TestLimitsWrittenUnlikeFs2cs(t *testing.T) {
	src := `<allocations><queue name="a"><weight>1</weight></queue><queue name="b"><weight>2</weight></queue></allocations>`
	r := run(t, src, "", "3.3", convert.ModePercentage, nil)
	if got := prop(r, capacity.Prefix+"global-queue-max-application"); got != "10000" {
		t.Errorf("3.3 global-queue-max-application = %q, want 10000", got)
	}
	if got := prop(r, capacity.Prefix+"root.a.maximum-applications"); got != "" {
		t.Errorf("3.3 maximum-applications = %q, want unset", got)
	}
	if got := prop(r, capacity.Prefix+"root.a.user-limit-factor"); got != "4" { // 100% / 25%
		t.Errorf("3.3 user-limit-factor = %q, want 4", got)
	}
	if got := prop(run(t, src, "", "3.4", convert.ModeWeight, nil), capacity.Prefix+"root.a.user-limit-factor"); got != "-1" {
		t.Errorf("3.4 user-limit-factor = %q, want -1", got)
	}
}

// TestGuaranteeBelowMinShare names the queue and the shortfall: min shares
// that over-allocate the cluster cannot all be guaranteed.
func TestGuaranteeBelowMinShare(t *testing.T) {
	src := `<allocations><queue name="eng"><minResources>12288 mb, 4 vcores</minResources></queue>
<queue name="ads"><minResources>12288 mb, 4 vcores</minResources></queue></allocations>`
	r := run(t, src, "", "3.3", convert.ModePercentage, cluster16)
	var msg string
	var sev lint.Severity
	for _, d := range r.Findings {
		if d.Rule == lint.ConvertGuaranteeBelowMin.ID {
			msg, sev = d.Message, d.Severity
		}
	}
	// The two min shares ask for 24576 of 16384 mb: each gets half.
	if !strings.Contains(msg, "guarantees 8192 mb") || !strings.Contains(msg, "by 4096 mb") || sev != lint.Error {
		t.Errorf("message %q (%v)", msg, sev)
	}
}

// TestMinResourcesBySeverity: covered by the steady share on --cluster
// (info), unknown without one (warning), an only child (info).
func TestMinResourcesBySeverity(t *testing.T) {
	src := `<allocations><queue name="eng"><minResources>12288 mb, 4 vcores</minResources></queue></allocations>`
	sevOf := func(r *convert.Result) lint.Severity {
		for _, d := range r.Findings {
			if d.Rule == lint.ConvertMinResources.ID {
				return d.Severity
			}
		}
		t.Fatalf("no %s: %v", lint.ConvertMinResources.ID, ruleIDs(r))
		return 0
	}
	if s := sevOf(run(t, src, "", "3.3", convert.ModePercentage, cluster16)); s != lint.Info {
		t.Errorf("covered on --cluster: %v", s)
	}
	if got := prop(run(t, src, "", "3.3", convert.ModePercentage, cluster16), capacity.Prefix+"root.eng.capacity"); got != "75" {
		t.Errorf("eng's capacity from its steady share 12288 of 16384 mb = %q, want 75", got)
	}
	if s := sevOf(run(t, src, "", "3.3", convert.ModePercentage, nil)); s != lint.Warning {
		t.Errorf("without --cluster: %v", s)
	}
	only := `<allocations><queue name="p"><queue name="c"><minResources>1024 mb, 1 vcores</minResources></queue></queue></allocations>`
	if s := sevOf(run(t, only, "", "3.3", convert.ModePercentage, nil)); s != lint.Info {
		t.Errorf("only child: %v", s)
	}
}

// TestRoundTripAccepted re-reads what convert writes with the capacity
// package: the Capacity Scheduler of the target release accepts it.
func TestRoundTripAccepted(t *testing.T) {
	src := `<allocations>
  <queue name="eng"><weight>1.5</weight><maxResources>40%</maxResources>
    <queue name="etl"><weight>0.3</weight></queue><queue name="adhoc"><weight>0.3</weight></queue>
  </queue>
  <queue name="ads"><weight>0.5</weight><maxResources>4096 mb, 4 vcores</maxResources></queue>
  <queue name="zero"><weight>0</weight></queue>
</allocations>`
	for _, c := range []struct {
		rel  string
		mode convert.Mode
	}{{"3.3", convert.ModePercentage}, {"3.4", convert.ModeWeight}, {"3.4", convert.ModePercentage}, {"3.1", convert.ModePercentage}} {
		r := run(t, src, "", c.rel, c.mode, cluster16)
		files, err := convert.Files(r)
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := capacity.Read("capacity-scheduler.xml", files[convert.CapacityFile], release(t, c.rel))
		if err != nil {
			t.Fatalf("%s %s: %v", c.rel, c.mode, err)
		}
		for _, f := range cfg.RefusalsOn(cluster16, resource.DefaultResourceTypes) {
			t.Errorf("%s %s: %s: %s", c.rel, c.mode, f.Kind, f.Refusal)
		}
		if !bytes.Contains(files[convert.CapacityFile], []byte("(weight 1.5) at fair.xml:2</description>")) {
			t.Errorf("%s: no description naming the element and line:\n%s", c.rel, files[convert.CapacityFile])
		}
	}
}

// TestQueueMaxResourcesDefaultNotKeptForCreatedQueues: the Fair Scheduler
// gives queues created at submission queueMaxResourcesDefault as their
// maximum (AllocationConfiguration.getMaxResources); the Capacity
// Scheduler's template does not keep it, so the loss is an error when the
// file creates queues (Hadoop's default placement policy creates them
// too), and no finding when its placement policy creates none.
func TestQueueMaxResourcesDefaultNotKeptForCreatedQueues(t *testing.T) {
	const limit = `<queueMaxResourcesDefault>8192 mb, 8 vcores</queueMaxResourcesDefault>
  <queue name="users" type="parent"/>
  <queue name="eng"/>
`
	creates := "<allocations>\n  " + limit + "</allocations>\n" // the default policy: specified, create="true"
	static := "<allocations>\n  " + limit + `  <queuePlacementPolicy>
    <rule name="specified" create="false"/>
    <rule name="default" queue="eng"/>
  </queuePlacementPolicy>
</allocations>
`
	for _, tc := range []struct {
		name, src string
		want      bool
	}{
		{"queues created at submission", creates, true},
		{"no queue created", static, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := run(t, tc.src, "", "3.3.6", convert.DefaultMode(release(t, "3.3.6")), nil)
			found := false
			for _, d := range r.Findings {
				if d.Rule == lint.ConvertNoCounterpart.ID && strings.HasPrefix(d.Message, "queueMaxResourcesDefault is not kept") {
					found = true
					if d.Severity != lint.Error || d.Pos.Line != 2 {
						t.Errorf("finding %+v: want an error at line 2", d)
					}
				}
			}
			if found != tc.want {
				t.Errorf("queueMaxResourcesDefault finding: got %v, want %v; findings: %v", found, tc.want, ruleIDs(r))
			}
		})
	}
}

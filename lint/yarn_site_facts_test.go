package lint

import (
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
)

// TestYarnSiteFactWording: the yarn-site rules word the reader's facts
// (the texts yarnsite's own tests held before the facts).
func TestYarnSiteFactWording(t *testing.T) {
	prop := func(name, value string) string {
		return "<property><name>" + name + "</name><value>" + value + "</value></property>\n"
	}
	tests := []struct {
		name, props, rule, msg, hint string
	}{
		{"typo", prop("yarn.scheduler.fair.allow-undeclared-pool", "false"), "yarn-site-unknown-key",
			"unknown Fair Scheduler property yarn.scheduler.fair.allow-undeclared-pool; Hadoop ignores it; did you mean yarn.scheduler.fair.allow-undeclared-pools?",
			"fix the name or remove the property"},
		{"far from anything", prop("yarn.scheduler.fair.frobnicate", "1"), "yarn-site-unknown-key",
			"unknown Fair Scheduler property yarn.scheduler.fair.frobnicate; Hadoop ignores it", "fix the name or remove the property"},
		{"env", prop(yarnsite.KeyAllocationFile, "${env.HADOOP_CONF_DIR}/fair.xml"), "yarn-site-unexpanded-variable",
			"${env.HADOOP_CONF_DIR} is left unexpanded: fairsched cannot see the ResourceManager's environment", "pass the value with a flag if it matters"},
		{"unknown variable", prop(yarnsite.KeyAllocationFile, "${hadoop.conf.dir}/fair.xml"), "yarn-site-unexpanded-variable",
			"${hadoop.conf.dir} is left as written: it is not a property of this file (it may be a Java system property of the ResourceManager)",
			"pass the value with a flag if it matters"},
		{"final override", "<property><name>a</name><value>1</value><final>true</final></property>\n" + prop("a", "2"), "yarn-site-final-override",
			`a is final (line 2); Hadoop ignores this later value "2"`, "remove this definition or the earlier <final>true</final>"},
		{"bad boolean", prop(yarnsite.KeyUserAsDefaultQueue, "yes"), "yarn-site-invalid-boolean",
			`"yes" is not true or false; Hadoop uses the default, true`, "write a value of the right type"},
		{"final spelled True", "<property><name>a</name><value>1</value><final>True</final></property>\n", "yarn-site-invalid-boolean",
			`<final> is "True", not exactly "true"; Hadoop treats it as false`, "write <final>true</final>"},
		{"bad int", prop(yarnsite.KeyMinimumAllocationMB, "1g"), "yarn-site-invalid-value",
			`"1g" is not a 32-bit integer; the ResourceManager fails to start (NumberFormatException)`, "write a value of the right type"},
		{"bad float", prop(yarnsite.KeyPreemptionThreshold, "x"), "yarn-site-invalid-value",
			`"x" is not a number; the ResourceManager fails to start (NumberFormatException)`, "write a value of the right type"},
		{"unknown unit", prop(yarnsite.KeyIncrementMemoryType, "1 GB"), "yarn-site-invalid-value",
			`"1 GB": Unknown unit 'GB'. Known units are [p, n, u, m, , k, M, G, T, P, Ki, Mi, Gi, Ti, Pi]; the ResourceManager fails to start`, "write a value of the right type"},
		{"not value [unit]", prop(yarnsite.KeyIncrementVcoresType, "1 x y"), "yarn-site-invalid-value",
			`"1 x y" is not in "value [unit]" format; the ResourceManager fails to start (IllegalArgumentException)`, "write a value of the right type"},
		{"zero increment", prop(yarnsite.KeyIncrementMB, "0"), "yarn-site-invalid-value",
			"the increment is 0; the ResourceManager fails to start (increments must be positive)", "use a positive increment"},
		{"endless variable", prop(yarnsite.KeyAllocationFile, "${v0}") + prop("v0", "${v1}") + prop("v1", "${v0}"), "yarn-site-invalid-value",
			"variable substitution depth too large: 20 ${v0}", "write a value of the right type"},
		{"include", `<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="other.xml"/>` + "\n", "yarn-site-include",
			"<include> (XInclude) is not followed; properties from the included file are not read",
			"pass the included file's settings in this file or with flags"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := yarnsite.Parse("yarn-site.xml", []byte("<configuration>\n"+tc.props+"</configuration>\n"))
			if err != nil {
				t.Fatal(err)
			}
			ds := RunYarnSite(NewYarnSite("yarn-site.xml", c), Options{})
			if len(ds) != 1 || ds[0].Rule != tc.rule || ds[0].Message != tc.msg || ds[0].Hint != tc.hint {
				t.Fatalf("findings %+v, want one %s: %q (%q)", ds, tc.rule, tc.msg, tc.hint)
			}
		})
	}
}

// TestSettingProblem: the simulations' errors and warnings about a setting
// Hadoop cannot read or reads as its default, as cmd has lint word them.
func TestSettingProblem(t *testing.T) {
	tests := []struct {
		settings map[string]string
		read     func(r *yarnsite.Reader)
		want     string
	}{
		{map[string]string{yarnsite.KeyHeartbeatInterval: "0"}, func(r *yarnsite.Reader) {
			a := yarnsite.DefaultAllocation(resource.DefaultResourceTypes)
			r.ReadAllocation(&a, resource.DefaultResourceTypes, hadoop.DefaultProfile())
		}, "setting yarn.resourcemanager.nodemanagers.heartbeat-interval-ms: must be positive"},
		{map[string]string{yarnsite.PreemptionPrefix + "natural_termination_factor": "abc"}, func(r *yarnsite.Reader) { r.ReadCapacityScheduling(hadoop.DefaultProfile()) },
			`setting yarn.resourcemanager.monitor.capacity.preemption.natural_termination_factor: "abc" is not a number`},
		{map[string]string{yarnsite.KeyMaxAssign: "three"}, func(r *yarnsite.Reader) {
			f := yarnsite.DefaultFairScheduling()
			r.ReadFairScheduling(&f)
		}, `setting yarn.scheduler.fair.max.assign: "three" is not a 32-bit integer; the ResourceManager fails to start (NumberFormatException)`},
	}
	for _, tt := range tests {
		r := yarnsite.NewReader(tt.settings)
		tt.read(r)
		if r.Err == nil || SettingProblem(r.Err) != tt.want {
			t.Errorf("%v: %v, want %q", tt.settings, r.Err, tt.want)
		}
	}
	r := yarnsite.NewReader(map[string]string{yarnsite.KeyAssignMultiple: "maybe"})
	f := yarnsite.DefaultFairScheduling()
	r.ReadFairScheduling(&f)
	if m := r.Misread(); len(m) != 1 || SettingProblem(m[0]) != `setting yarn.scheduler.fair.assignmultiple: "maybe" is not true or false; Hadoop uses the default, false` {
		t.Errorf("misread %+v", m)
	}
}

package lint

import (
	"testing"

	"github.com/fairsched/fairsched/core/yarnsite"
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

package place

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

func siteSettings(t *testing.T, props string) yarnsite.Settings {
	t.Helper()
	c, err := yarnsite.Parse("yarn-site.xml", []byte("<configuration>\n"+props+"</configuration>\n"))
	if err != nil {
		t.Fatal(err)
	}
	s, _ := c.Settings()
	return s
}

func TestUndeclaredPoolsIgnored(t *testing.T) {
	off := siteSettings(t, "<property><name>yarn.scheduler.fair.allow-undeclared-pools</name><value>false</value></property>\n")
	tests := []struct {
		name, rules string
		s           yarnsite.Settings
		want        int
	}{
		{"creating rules", `<rule name="specified"/><rule name="user" create="false"/><rule name="primaryGroup"/>`, off, 2},
		{"no creating rule", `<rule name="specified" create="false"/><rule name="secondaryGroupExistingQueue"/><rule name="reject"/>`, off, 0},
		{"default rule to a declared queue", `<rule name="specified" create="false"/><rule name="default" queue="root.default"/>`, off, 0},
		{"default rule to an undeclared queue", `<rule name="specified"/><rule name="default" queue="adhoc"/>`, off, 2},
		{"pools allowed", `<rule name="specified"/><rule name="user"/>`, yarnsite.Defaults(), 0},
		{"no policy", "", off, 0},
	}
	for _, tc := range tests {
		a := xmlconf.Parse([]byte(file("", tc.rules)), xmlconf.Options{})
		fs := UndeclaredPoolsIgnored(a, v33, tc.s)
		if len(fs) != tc.want {
			t.Errorf("%s: %d findings %+v, want %d", tc.name, len(fs), fs, tc.want)
		}
		if len(fs) > 0 && (fs[0].KeyLine != 2 || fs[0].Kind != placement.RuleSpecified) {
			t.Errorf("%s: first fact %+v, want the specified rule and yarn-site line 2", tc.name, fs[0])
		}
	}
}

func TestMinimumAllocationAboveMax(t *testing.T) {

	src := file(`<queueMaxResourcesDefault>1024 mb, 4 vcores</queueMaxResourcesDefault>
<queue name="small"><maxResources>1024 mb, 8 vcores</maxResources></queue>
<queue name="novcores"><maxResources>90000 mb, 0 vcores</maxResources></queue>
<queue name="fine"><maxResources>4096 mb, 4 vcores</maxResources></queue>
<queue name="pct"><maxResources>50%</maxResources></queue>
<queue name="inherits"/>`, "")
	a := xmlconf.Parse([]byte(src), xmlconf.Options{})
	var got []string
	for _, f := range MinimumAllocationAboveMax(a, 2048, 1) {
		got = append(got, f.Queue)
	}
	if strings.Join(got, " ") != "root.small root.novcores root.inherits root.default" {
		t.Errorf("queues = %v", got)
	}
	fs := MinimumAllocationAboveMax(a, hadoop.MinimumAllocationMB, hadoop.MinimumAllocationVcores)
	if len(fs) != 1 || fs[0].Queue != "root.novcores" || fs[0].Setting != "<maxResources>" || fs[0].MB != 90000 || fs[0].Vcores != 0 || fs[0].MinMB != 1024 || fs[0].MinVcores != 1 {
		t.Errorf("defaults: %+v", fs)
	}
}

package place

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

func TestStaticAnalysis(t *testing.T) {
	type fn func(*Static) []Finding
	tests := []struct {
		name   string
		check  fn
		queues string
		rules  string
		prof   hadoop.Profile
		want   string // substring of the one finding, "" for none
		line   int32
	}{
		{"default to a parent", (*Static).DefaultQueueRefused, parent("eng"), `<rule name="specified"/><rule name="default" queue="eng"/>`, v33, "sends applications to root.eng, which the scheduler refuses: root.eng is a parent queue", 0},
		{"default below root.default", (*Static).DefaultQueueRefused, "", `<rule name="default" queue="default.x"/>`, v33, "root.default is a leaf queue", 0},
		{"default below root.default in 3.4 is fine", (*Static).DefaultQueueRefused, "", `<rule name="default" queue="default.x"/>`, v34, "", 0},
		{"default to a queue not created", (*Static).DefaultQueueRefused, `<queue name="d"><schedulingPolicy>drf</schedulingPolicy></queue>`, `<rule name="default" queue="d"/>`, v33, "its policy drf is not allowed under root's policy fair", 0},
		{"default to a leaf", (*Static).DefaultQueueRefused, leaf("shared"), `<rule name="default" queue="shared"/>`, v33, "", 0},
		{"missing create=false target", (*Static).MissingTarget, "", `<rule name="specified" create="false"/><rule name="default" queue="nope" create="false"/><rule name="reject"/>`, v33, "queue root.nope is not declared in the file; the rule never places", 0},
		{"missing create=false target 3.2", (*Static).MissingTarget, "", `<rule name="specified" create="false"/><rule name="default" queue="nope" create="false"/>`, v32, "before Hadoop 3.3 an application that reaches it fails", 0},
		{"missing parent target", (*Static).MissingTarget, "", `<rule name="nestedUserQueue"><rule name="default" queue="teams" create="false"/></rule><rule name="default"/>`, v33, "the nestedUserQueue rule it is nested in never places", 0},
		{"declared target", (*Static).MissingTarget, leaf("x"), `<rule name="specified" create="false"/><rule name="default" queue="x" create="false"/><rule name="reject"/>`, v33, "", 0},
		{"only parents below root", (*Static).YieldsOnlyParent, parent("eng") + parent("ops"), `<rule name="primaryGroup" create="false"/><rule name="default"/>`, v33, "all of them are parent queues", 0},
		{"secondary group only parents", (*Static).YieldsOnlyParent, parent("eng"), `<rule name="secondaryGroupExistingQueue"/><rule name="default"/>`, v33, "secondaryGroupExistingQueue rule can only give", 0},
		{"a leaf among them", (*Static).YieldsOnlyParent, parent("eng") + leaf("adhoc"), `<rule name="primaryGroup" create="false"/><rule name="default"/>`, v33, "", 0},
		{"create=true is not limited", (*Static).YieldsOnlyParent, parent("eng"), `<rule name="primaryGroup"/>`, v33, "", 0},
		{"nested under root.default", (*Static).NestedUnderLeaf, "", `<rule name="specified" create="false"/><rule name="nestedUserQueue"><rule name="default"/></rule><rule name="reject"/>`, v33, "gives root.default, which is a leaf queue", 0},
		{"nested under root.default as a parent", (*Static).NestedUnderLeaf, parent("default"), `<rule name="specified" create="false"/><rule name="nestedUserQueue"><rule name="default"/></rule>`, v33, "", 0},
		{"nested under declared leaf", (*Static).NestedUnderLeaf, leaf("teams"), `<rule name="nestedUserQueue"><rule name="default" queue="teams"/></rule><rule name="default"/>`, v33, "gives root.teams, which is a leaf queue", 0},
		{"nested under group leaves", (*Static).NestedUnderLeaf, leaf("eng") + leaf("ops"), `<rule name="nestedUserQueue"><rule name="primaryGroup" create="false"/></rule><rule name="default"/>`, v33, "all of them are leaf queues", 0},
		{"nested under group parents", (*Static).NestedUnderLeaf, parent("eng"), `<rule name="nestedUserQueue"><rule name="primaryGroup" create="false"/></rule><rule name="default"/>`, v33, "", 0},
		{"specified after default", (*Static).SpecifiedAfterDefault, leaf("shared"), `<rule name="default" queue="shared" create="false"/><rule name="specified"/><rule name="reject"/>`, v33, "requested queues are never used", 0},
		{"specified after undeclared default", (*Static).SpecifiedAfterDefault, "", `<rule name="default" queue="shared" create="false"/><rule name="specified"/><rule name="reject"/>`, v33, "used only because root.shared is not declared", 0},
		{"specified first", (*Static).SpecifiedAfterDefault, leaf("shared"), `<rule name="specified"/><rule name="default" queue="shared"/>`, v33, "", 0},
		{"no policy", (*Static).SpecifiedAfterDefault, "", "", v33, "", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, _ := xmlconf.Parse([]byte(file(tc.queues, tc.rules)), xmlconf.Options{Hadoop: tc.prof})
			fs := tc.check(Analyze(a, tc.prof))
			if tc.want == "" {
				if len(fs) != 0 {
					t.Fatalf("findings = %+v, want none", fs)
				}
				return
			}
			if len(fs) != 1 || !strings.Contains(fs[0].Message, tc.want) || !fs[0].Pos.IsValid() || fs[0].Hint == "" {
				t.Fatalf("findings = %+v, want one containing %q", fs, tc.want)
			}
		})
	}
}

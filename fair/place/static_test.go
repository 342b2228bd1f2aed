package place

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

func TestStaticAnalysis(t *testing.T) {
	type fn func(*Static) []string
	tests := []struct {
		name   string
		check  fn
		queues string
		rules  string
		prof   hadoop.Profile
		want   string // substring of the one fact (as %+v prints it), "" for none
		line   int32
	}{
		{"default to a parent", facts((*Static).DefaultQueueRefused), parent("eng"), `<rule name="specified"/><rule name="default" queue="eng"/>`, v33, "Queue:root.eng Refusal:root.eng is a parent queue", 0},
		{"default below root.default", facts((*Static).DefaultQueueRefused), "", `<rule name="default" queue="default.x"/>`, v33, "root.default is a leaf queue", 0},
		{"default below root.default in 3.4 is fine", facts((*Static).DefaultQueueRefused), "", `<rule name="default" queue="default.x"/>`, v34, "", 0},
		{"default to a queue not created", facts((*Static).DefaultQueueRefused), `<queue name="d"><schedulingPolicy>drf</schedulingPolicy></queue>`, `<rule name="default" queue="d"/>`, v33, "its policy drf is not allowed under root's policy fair", 0},
		{"default to a leaf", facts((*Static).DefaultQueueRefused), leaf("shared"), `<rule name="default" queue="shared"/>`, v33, "", 0},
		{"missing create=false target", facts((*Static).MissingTarget), "", `<rule name="specified" create="false"/><rule name="default" queue="nope" create="false"/><rule name="reject"/>`, v33, "Queue:root.nope NestedIn: Fails:false", 0},
		{"missing create=false target 3.2", facts((*Static).MissingTarget), "", `<rule name="specified" create="false"/><rule name="default" queue="nope" create="false"/>`, v32, "Queue:root.nope NestedIn: Fails:true", 0},
		{"missing parent target", facts((*Static).MissingTarget), "", `<rule name="nestedUserQueue"><rule name="default" queue="teams" create="false"/></rule><rule name="default"/>`, v33, "Queue:root.teams NestedIn:nestedUserQueue Fails:false", 0},
		{"declared target", facts((*Static).MissingTarget), leaf("x"), `<rule name="specified" create="false"/><rule name="default" queue="x" create="false"/><rule name="reject"/>`, v33, "", 0},
		{"only parents below root", facts((*Static).YieldsOnlyParent), parent("eng") + parent("ops"), `<rule name="primaryGroup" create="false"/><rule name="default"/>`, v33, "Kind:primaryGroup Under:root", 0},
		{"secondary group only parents", facts((*Static).YieldsOnlyParent), parent("eng"), `<rule name="secondaryGroupExistingQueue"/><rule name="default"/>`, v33, "Kind:secondaryGroupExistingQueue Under:root", 0},
		{"a leaf among them", facts((*Static).YieldsOnlyParent), parent("eng") + leaf("adhoc"), `<rule name="primaryGroup" create="false"/><rule name="default"/>`, v33, "", 0},
		{"create=true is not limited", facts((*Static).YieldsOnlyParent), parent("eng"), `<rule name="primaryGroup"/>`, v33, "", 0},
		{"nested under root.default", facts((*Static).NestedUnderLeaf), "", `<rule name="specified" create="false"/><rule name="nestedUserQueue"><rule name="default"/></rule><rule name="reject"/>`, v33, "Leaf:root.default Implicit:true", 0},
		{"nested under root.default as a parent", facts((*Static).NestedUnderLeaf), parent("default"), `<rule name="specified" create="false"/><rule name="nestedUserQueue"><rule name="default"/></rule>`, v33, "", 0},
		{"nested under declared leaf", facts((*Static).NestedUnderLeaf), leaf("teams"), `<rule name="nestedUserQueue"><rule name="default" queue="teams"/></rule><rule name="default"/>`, v33, "Leaf:root.teams Implicit:false", 0},
		{"nested under group leaves", facts((*Static).NestedUnderLeaf), leaf("eng") + leaf("ops"), `<rule name="nestedUserQueue"><rule name="primaryGroup" create="false"/></rule><rule name="default"/>`, v33, "ParentKind:primaryGroup Leaf: Implicit:false OnlyLeavesBelowRoot:true", 0},
		{"nested under group parents", facts((*Static).NestedUnderLeaf), parent("eng"), `<rule name="nestedUserQueue"><rule name="primaryGroup" create="false"/></rule><rule name="default"/>`, v33, "", 0},
		{"specified after default", facts((*Static).SpecifiedAfterDefault), leaf("shared"), `<rule name="default" queue="shared" create="false"/><rule name="specified"/><rule name="reject"/>`, v33, "DefaultQueue:root.shared Declared:true", 0},
		{"specified after undeclared default", facts((*Static).SpecifiedAfterDefault), "", `<rule name="default" queue="shared" create="false"/><rule name="specified"/><rule name="reject"/>`, v33, "DefaultQueue:root.shared Declared:false", 0},
		{"specified first", facts((*Static).SpecifiedAfterDefault), leaf("shared"), `<rule name="specified"/><rule name="default" queue="shared"/>`, v33, "", 0},
		{"no policy", facts((*Static).SpecifiedAfterDefault), "", "", v33, "", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := xmlconf.Parse([]byte(file(tc.queues, tc.rules)), xmlconf.Options{Hadoop: tc.prof})
			fs := tc.check(Analyze(a, tc.prof))
			if tc.want == "" {
				if len(fs) != 0 {
					t.Fatalf("facts = %q, want none", fs)
				}
				return
			}
			if len(fs) != 1 || !strings.Contains(fs[0], tc.want) || strings.Contains(fs[0], "Pos:0:0") {
				t.Fatalf("facts = %q, want one with a position containing %q", fs, tc.want)
			}
		})
	}
}

// facts adapts a static check to the test table: each fact as %+v prints
// it (the lint rules' fixtures check the words).
func facts[T any](check func(*Static) []T) func(*Static) []string {
	return func(s *Static) []string {
		var out []string
		for _, f := range check(s) {
			out = append(out, fmt.Sprintf("%+v", f))
		}
		return out
	}
}

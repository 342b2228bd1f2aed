package place

import (
	"fmt"
	"testing"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestTerminal checks terminality against Hadoop's documented examples:
// each policy is accepted (want true) or refused for terminality.
func TestTerminal(t *testing.T) {
	tests := []struct {
		name  string
		rules string
		prof  hadoop.Profile
		want  []bool // Terminal of each top-level rule
	}{
		{"user create=false", `<rule name="specified"/><rule name="user" create="false"/>`, v33, []bool{false, false}},
		{"default create=false not terminal in 3.3", `<rule name="secondaryGroupExistingQueue" create="true"/><rule name="default" queue="otherdefault" create="false"/>`, v33, []bool{false, false}},
		{"default create=false terminal in 3.2", `<rule name="specified"/><rule name="default" create="false"/>`, v32, []bool{false, true}},
		{"nested with create=false parent", `<rule name="nestedUserQueue"><rule name="primaryGroup" create="false"/></rule>`, v33, []bool{false}},
		{"nested with terminal parent in 3.3", `<rule name="specified"/><rule name="nestedUserQueue"><rule name="primaryGroup"/></rule>`, v33, []bool{false, true}},
		{"nested never terminal in 3.2", `<rule name="specified"/><rule name="nestedUserQueue"><rule name="primaryGroup"/></rule><rule name="default"/>`, v32, []bool{false, false, true}},
		{"reject and primaryGroup", `<rule name="primaryGroup" create="false"/><rule name="reject"/>`, v33, []bool{false, true}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := xmlconf.Parse([]byte(file("", tc.rules)), xmlconf.Options{Hadoop: tc.prof})
			p := FromAllocations(a, tc.prof, HadoopDefaults)
			var got []bool
			for _, r := range p.Rules {
				got = append(got, r.Terminal)
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("Terminal = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestTerminalAgreesWithReader checks that place's rules (read by place's
// own pre-YARN-8967 reader, or converted from xmlconf's model) get the
// terminality the reader gave them: every rule kind and create value,
// alone and with every parent rule, in a release before and after
// YARN-8967.
func TestTerminalAgreesWithReader(t *testing.T) {
	kinds := placement.RuleKinds()
	for _, prof := range []hadoop.Profile{v32, v33} {
		for _, k := range kinds {
			for _, create := range []string{"true", "false"} {
				rule := fmt.Sprintf(`<rule name="%s" create="%s"/>`, k, create)
				checkAgreement(t, prof, rule)
				for _, pk := range kinds {
					for _, pcreate := range []string{"true", "false"} {
						checkAgreement(t, prof, fmt.Sprintf(`<rule name="%s" create="%s"><rule name="%s" create="%s"/></rule>`, k, create, pk, pcreate))
					}
				}
			}
		}
	}
}

func checkAgreement(t *testing.T, prof hadoop.Profile, rule string) {
	t.Helper()
	a := xmlconf.Parse([]byte(file("", rule)), xmlconf.Options{Hadoop: prof})
	if a.Placement == nil || len(a.Placement.Rules) != 1 {
		return // the reader refused the rule itself
	}
	p := FromAllocations(a, prof, HadoopDefaults)
	if len(p.Rules) != 1 {
		return
	}
	if got, want := p.Rules[0].Terminal, a.Placement.Rules[0].Terminal; got != want {
		t.Errorf("Hadoop %s, %s: place says terminal=%v, the reader %v", prof.Version, rule, got, want)
	}
}

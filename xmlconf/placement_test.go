package xmlconf

import (
	"fmt"
	"strings"
	"testing"
)

// policyOf wraps rules in a queuePlacementPolicy inside allocations.
func policyOf(rules string) string {
	return alloc("<queuePlacementPolicy>" + rules + "</queuePlacementPolicy>")
}

// ruleSummary writes rules as "name(create,terminal)" with nested parents.
func ruleSummary(pp *PlacementPolicy) string {
	if pp == nil {
		return "<nil>"
	}
	var out []string
	for _, r := range pp.Rules {
		s := fmt.Sprintf("%s(%v,%v)", r.Name, r.Create.Val, r.Terminal)
		if r.Parent != nil {
			s += fmt.Sprintf("<%s(%v,%v)>", r.Parent.Name, r.Parent.Create.Val, r.Parent.Terminal)
		}
		out = append(out, s)
	}
	return strings.Join(out, " ")
}

var placementPolicyTests = []struct {
	name  string
	rules string
	want  string // ruleSummary
	rule  string // the one expected issue, "" for none
	msg   string
}{
	{"specified then default", `<rule name="specified"/><rule name="default"/>`, "specified(true,false) default(true,true)", "", ""},
	{"reject is terminal", `<rule name="specified" create="false"/><rule name="reject"/>`, "specified(false,false) reject(true,true)", "", ""},
	{"user create", `<rule name="user"/>`, "user(true,true)", "", ""},
	{"primaryGroup create", `<rule name="primaryGroup"/>`, "primaryGroup(true,true)", "", ""},
	{"RULE tag in any case", `<RULE name="user"/><Rule name="x"/>`, "user(true,true)", RuleInvalidPlacementRule, "No rule class found for x"},
	{"create empty is true", `<rule name="user" create=""/>`, "user(true,true)", "", ""},
	{"create TRUE is true", `<rule name="user" create="TRUE"/>`, "user(true,true)", "", ""},
	{"create yes is false", `<rule name="specified"/><rule name="user" create="yes"/>`, "specified(true,false) user(false,false)", RulePlacementNotTerminal, "Could get past last queue placement rule without assigning"},
	{"default queue attribute", `<rule name="default" queue="eng.adhoc"/>`, "default(true,true)", "", ""},
	{"unknown tags are ignored", `<rule name="specified"/><notarule/><rule name="default"/>`, "specified(true,false) default(true,true)", RuleUnknownElement, "notarule"},
	{"text between rules is ignored", `text<rule name="default"/>`, "default(true,true)", "", ""},
	{"nestedUserQueue with a terminal parent", `<rule name="specified"/><rule name="nestedUserQueue"><rule name="primaryGroup"/></rule>`,
		"specified(true,false) nestedUserQueue(true,true)<primaryGroup(true,true)>", "", ""},
	{"nestedUserQueue parent not terminal", `<rule name="nestedUserQueue"><rule name="primaryGroup" create="false"/></rule>`,
		"nestedUserQueue(true,false)<primaryGroup(false,false)>", RulePlacementNotTerminal, "Could get past last queue placement rule without assigning"},
	{"nestedUserQueue then unreachable default", `<rule name="specified"/><rule name="nestedUserQueue"><rule name="primaryGroup"/></rule><rule name="default"/>`,
		"specified(true,false) nestedUserQueue(true,true)<primaryGroup(true,true)> default(true,true)", RuleUnreachablePlacement, "Rules after rule 2 in queue placement policy can never be reached"},
	{"unreachable", `<rule name="specified"/><rule name="default"/><rule name="user"/>`,
		"specified(true,false) default(true,true) user(true,true)", RuleUnreachablePlacement, "Rules after rule 2 in queue placement policy can never be reached"},
	{"specified then user create=false", `<rule name="specified"/><rule name="user" create="false"/>`,
		"specified(true,false) user(false,false)", RulePlacementNotTerminal, "Could get past last queue placement rule without assigning"},
	{"default create=false is not terminal", `<rule name="secondaryGroupExistingQueue" create="true"/><rule name="default" queue="otherdefault" create="false"/>`,
		"secondaryGroupExistingQueue(true,false) default(false,false)", RulePlacementNotTerminal, "Could get past last"},
	{"secondaryGroupExistingQueue is never terminal", `<rule name="secondaryGroupExistingQueue"/>`, "secondaryGroupExistingQueue(true,false)", RulePlacementNotTerminal, "Could get past last"},
	{"user with a parent rule", `<rule name="user"><rule name="secondaryGroupExistingQueue"/></rule><rule name="default"/>`,
		"user(true,false)<secondaryGroupExistingQueue(true,false)> default(true,true)", "", ""},
	{"grandchildren ignored", `<rule name="user"><rule name="primaryGroup"><rule name="reject"/></rule></rule>`, "user(true,true)<primaryGroup(true,true)>", "", ""},
	{"no name", `<rule/>`, "", RuleInvalidPlacementRule, "No name provided for a rule element"},
	{"unknown name", `<rule name="bogus"/>`, "", RuleInvalidPlacementRule, "No rule class found for bogus"},
	{"names are case-sensitive", `<rule name="Default"/>`, "", RuleInvalidPlacementRule, "No rule class found for Default"},
	{"prefixed name attribute", `<rule p:name="default"/>`, "", RuleInvalidPlacementRule, "No name provided for a rule element"},
	{"a broken rule skips the terminal checks", `<rule name="default"/><rule name="bogus"/><rule name="user"/>`, "default(true,true) user(true,true)", RuleInvalidPlacementRule, "No rule class found for bogus"},
	{"nestedUserQueue without parent", `<rule name="nestedUserQueue"/>`, "nestedUserQueue(true,true)", RuleInvalidPlacementRule, "Rule 'nestedUserQueue' must have a parent rule set"},
	{"reject as parent", `<rule name="user"><rule name="reject"/></rule>`, "user(true,true)", RuleInvalidPlacementRule, "Rule 'reject' is not allowed as a parent rule for any rule"},
	{"nestedUserQueue as parent", `<rule name="primaryGroup"><rule name="nestedUserQueue"/></rule>`, "primaryGroup(true,true)", RuleInvalidPlacementRule, "Rule 'nestedUserQueue' is not allowed as a parent rule for any rule"},
	{"unknown parent", `<rule name="user"><rule name="bogus"/></rule>`, "user(true,true)", RuleInvalidPlacementRule, "No rule class found for bogus"},
	{"nameless parent", `<rule name="user"><rule/></rule>`, "user(true,true)", RuleInvalidPlacementRule, "No name provided for a rule element"},
	{"multiple parents", `<rule name="user"><rule name="specified"/><rule name="primaryGroup"/></rule>`,
		"user(true,true)<primaryGroup(true,true)>", RulePlacementParentRules, "Rule 'user' has multiple parent rules defined, only the last parent rule will be used"},
	{"default with a parent", `<rule name="default"><rule name="user"/></rule>`, "default(true,true)<user(true,true)>", RuleInvalidPlacementRule, "Parent rule must not be configured for Default rule."},
	{"specified with a parent", `<rule name="specified"><rule name="user"/></rule><rule name="reject"/>`, "specified(true,false)<user(true,true)> reject(true,true)", RuleInvalidPlacementRule, "Parent rule should not be configured for Specified rule."},
	{"reject with a parent", `<rule name="reject"><rule name="user"/></rule>`, "reject(true,true)<user(true,true)>", RuleInvalidPlacementRule, "Parent rule should not be configured for Reject rule."},
	{"user under user", `<rule name="user"><rule name="user"/></rule>`, "user(true,true)<user(true,true)>", RuleInvalidPlacementRule,
		"Parent rule may not be the same type as the child rule: org.apache.hadoop.yarn.server.resourcemanager.placement.UserPlacementRule"},
	{"user under nestedUserQueue", `<rule name="nestedUserQueue"><rule name="user"/></rule>`, "nestedUserQueue(true,true)<user(true,true)>", RuleInvalidPlacementRule, "same type as the child rule"},
	{"primaryGroup under primaryGroup", `<rule name="primaryGroup"><rule name="primaryGroup"/></rule>`, "primaryGroup(true,true)<primaryGroup(true,true)>", RuleInvalidPlacementRule,
		"Parent rule may not be the same type as the child rule: org.apache.hadoop.yarn.server.resourcemanager.placement.PrimaryGroupPlacementRule"},
}

func TestPlacementPolicy(t *testing.T) {
	for _, tc := range placementPolicyTests {
		t.Run(tc.name, func(t *testing.T) {
			a, is := parse(policyOf(tc.rules))
			if got := ruleSummary(a.Placement); got != tc.want {
				t.Errorf("rules = %q, want %q", got, tc.want)
			}
			if tc.rule == "" {
				wantNoIssues(t, is)
				return
			}
			wantIssue(t, is, tc.rule, tc.msg)
			if len(is) != 1 {
				t.Errorf("issues = %v, want only %s", is, tc.rule)
			}
		})
	}
}

var placementPolicyContentTests = []struct {
	name   string
	policy string
	rule   string
	msg    string
}{
	{"self-closing", `<queuePlacementPolicy/>`, RuleEmptyPlacementPolicy, "Empty configuration for QueuePlacementPolicy is not allowed"},
	{"start and end tag", `<queuePlacementPolicy></queuePlacementPolicy>`, RuleEmptyPlacementPolicy, "Empty configuration for QueuePlacementPolicy is not allowed"},
	{"only a comment", `<queuePlacementPolicy><!-- none --></queuePlacementPolicy>`, RuleEmptyPlacementPolicy, "Empty configuration"},
	{"whitespace counts as content", "<queuePlacementPolicy>\n  </queuePlacementPolicy>", RulePlacementPolicyIgnore, "<queuePlacementPolicy>"},
	{"comment and whitespace", "<queuePlacementPolicy> <!-- none --> </queuePlacementPolicy>", RulePlacementPolicyIgnore, "<queuePlacementPolicy>"},
	{"only other elements", `<queuePlacementPolicy><notarule/></queuePlacementPolicy>`, RulePlacementPolicyIgnore, "<queuePlacementPolicy>"},
}

func TestPlacementPolicyContent(t *testing.T) {
	for _, tc := range placementPolicyContentTests {
		t.Run(tc.name, func(t *testing.T) {
			a, is := parse(alloc("\n" + tc.policy))
			if a.Placement != nil {
				t.Errorf("Placement = %s, want nil", ruleSummary(a.Placement))
			}
			if i := wantIssue(t, is, tc.rule, tc.msg); i.Pos != (Pos{Line: 2, Col: 1}) {
				t.Errorf("issue at %v, want 2:1", i.Pos)
			}
		})
	}
}

func TestPlacementDetails(t *testing.T) {
	a, is := parse(alloc("\n<queuePlacementPolicy>\n  <rule name=\"specified\" create=\"false\"/>\n  <rule name=\"default\" queue=\" root.x \"/>\n</queuePlacementPolicy>"))
	wantNoIssues(t, is)
	pp := a.Placement
	if pp.Pos != (Pos{Line: 2, Col: 1}) || pp.Rules[0].Pos != (Pos{Line: 3, Col: 3}) || pp.Rules[1].Pos != (Pos{Line: 4, Col: 3}) {
		t.Errorf("positions %v %v %v, want 2:1 3:3 4:3", pp.Pos, pp.Rules[0].Pos, pp.Rules[1].Pos)
	}
	if c := pp.Rules[0].Create; !c.Set || c.Val || c.Raw() != "false" {
		t.Errorf("create = %+v, want set false", c)
	}
	if c := pp.Rules[1].Create; c.Set || !c.Val {
		t.Errorf("missing create = %+v, want unset true", c)
	}
	if q := pp.Rules[1].Queue; !q.Set || q.Val != " root.x " {
		t.Errorf("queue = %+v, want the raw attribute", q)
	}
	_, is = parse(policyOf(`<rule name="specified"/><rule name="default"/><rule name="user"/>`))
	if i := wantIssue(t, is, RuleUnreachablePlacement, "rule 2"); i.Pos != (Pos{Line: 1, Col: 82}) {
		t.Errorf("unreachable issue at %v, want the third rule at 1:82", i.Pos)
	}
}

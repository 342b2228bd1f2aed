package xmlconf

import (
	"strings"
	"testing"
)

var doctypeTests = []struct {
	name  string
	src   string
	rule  string // the rule of the single issue
	msg   string // what the issue (or the fact, summed up by factIssue) says
	queue string // a queue that must exist
	acl   string // its aclSubmitApps
}{
	{"internal entity", `<!DOCTYPE allocations [<!ENTITY who "alice ops">]><allocations><queue name="a"><aclSubmitApps>&who;</aclSubmitApps></queue></allocations>`,
		RuleDoctype, "<!DOCTYPE>", "root.a", "alice ops"},
	{"entity in an attribute", `<!DOCTYPE allocations [<!ENTITY n "eng">]><allocations><queue name="&n;"><aclSubmitApps>x</aclSubmitApps></queue></allocations>`,
		RuleDoctype, "DOCTYPE", "root.eng", "x"},
	{"external SYSTEM entity is never fetched", `<!DOCTYPE allocations [<!ENTITY secret SYSTEM "file:///etc/passwd">]><allocations><queue name="a"><aclSubmitApps>&secret; b</aclSubmitApps></queue></allocations>`,
		RuleDoctype, "external secret", "root.a", " b"},
	{"external PUBLIC entity", `<!DOCTYPE allocations [<!ENTITY p PUBLIC "-//X//Y" "http://example.com/p">]><allocations><queue name="a"><aclSubmitApps>&p;x</aclSubmitApps></queue></allocations>`,
		RuleDoctype, "external p", "root.a", "x"},
	{"external DTD", `<!DOCTYPE allocations SYSTEM "http://example.com/a.dtd"><allocations><queue name="a"><aclSubmitApps>x</aclSubmitApps></queue></allocations>`,
		RuleDoctype, `value "\"http://example.com/a.dtd\""`, "root.a", "x"},
	{"external parameter entity", `<!DOCTYPE allocations [<!ENTITY % ext SYSTEM "http://example.com/e">]><allocations><queue name="a"><aclSubmitApps>x</aclSubmitApps></queue></allocations>`,
		RuleDoctype, "external % ext", "root.a", "x"},
	{"markup in an entity is read as text", `<!DOCTYPE allocations [<!ENTITY q "&lt;b&gt;">]><allocations><queue name="a"><aclSubmitApps>&q;</aclSubmitApps></queue></allocations>`,
		RuleDoctype, "markup q", "root.a", "<b>"},
	{"unused recursive entity", `<!DOCTYPE allocations [<!ENTITY r "&r;">]><allocations><queue name="a"><aclSubmitApps>x</aclSubmitApps></queue></allocations>`,
		RuleDoctype, "DOCTYPE", "root.a", "x"},
	{"recursive entity", `<!DOCTYPE allocations [<!ENTITY r "&s;"><!ENTITY s "&r;">]><allocations>&r;</allocations>`,
		RuleMalformedXML, `entity "r" cannot be expanded: recursive entity reference`, "", ""},
	{"entity referring to an undeclared one", `<!DOCTYPE allocations [<!ENTITY r "&nope;">]><allocations>&r;</allocations>`,
		RuleMalformedXML, `the entity "nope" was referenced, but not declared`, "", ""},
}

func TestDoctype(t *testing.T) {
	for _, tc := range doctypeTests {
		t.Run(tc.name, func(t *testing.T) {
			a, is := parse(tc.src)
			wantIssue(t, is, tc.rule, tc.msg)
			if tc.queue == "" {
				return
			}
			if len(is) != 1 {
				t.Errorf("issues = %v, want only the %s one", is, tc.rule)
			}
			if got := mustFind(t, a, tc.queue).ACLSubmitApps.Val; got != tc.acl {
				t.Errorf("aclSubmitApps = %q, want %q", got, tc.acl)
			}
		})
	}
}

func TestEntityLimits(t *testing.T) {
	laughs := `<!DOCTYPE allocations [<!ENTITY l0 "lol">`
	for i := 1; i <= 9; i++ {
		ref := "&l" + string(rune('0'+i-1)) + ";"
		laughs += "<!ENTITY l" + string(rune('0'+i)) + ` "` + strings.Repeat(ref, 10) + `">`
	}
	laughs += "]>\n<allocations>\n<queue name=\"a\"><aclSubmitApps>&l9;</aclSubmitApps></queue></allocations>"
	big := `<!DOCTYPE allocations [<!ENTITY b "` + strings.Repeat("x", 100000) + `">]>` + "\n<allocations><queue name=\"a\"><aclSubmitApps>" +
		strings.Repeat("&b;", 600) + "</aclSubmitApps></queue></allocations>"
	many := `<!DOCTYPE allocations [<!ENTITY c "x">]>` + "\n<allocations><queue name=\"a\"><aclSubmitApps>\n" + strings.Repeat("&c;\n", 70000) + "</aclSubmitApps></queue></allocations>"
	tests := []struct {
		name string
		src  string
		pos  Pos
	}{
		{"billion laughs", laughs, Pos{Line: 2, Col: 14}},
		{"big entity used often", big, Pos{Line: 2, Col: 45 + 3*500}},
		{"more than 64000 references", many, Pos{Line: 64003, Col: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, is := parse(tc.src)
			i := wantIssue(t, is, RuleMalformedXML, "64000 entity expansions")
			if tc.name != "billion laughs" && i.Pos != tc.pos {
				t.Errorf("limit reported at %v, want %v", i.Pos, tc.pos)
			}
		})
	}
	t.Run("under the limits", func(t *testing.T) {
		src := `<!DOCTYPE allocations [<!ENTITY c "x">]><allocations><queue name="a"><aclSubmitApps>` + strings.Repeat("&c;", 60000) + `</aclSubmitApps></queue></allocations>`
		a, is := parse(src)
		wantIssue(t, is, RuleDoctype, "DOCTYPE")
		if got := len(mustFind(t, a, "root.a").ACLSubmitApps.Val); got != 60000 {
			t.Errorf("acl length = %d, want 60000", got)
		}
	})
}

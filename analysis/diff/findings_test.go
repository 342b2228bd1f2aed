package diff

import (
	"regexp"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// side parses and lints a file as cmd does (without a settings file).
func side(t *testing.T, name, src string) Side {
	t.Helper()
	a := xmlconf.Parse([]byte(src), xmlconf.Options{})
	return Side{File: name, Config: a, Findings: lint.Run(name, a, lint.Options{})}
}

const withFindings = `<allocations>
  <queue name="legacy">
    <maxAMShare>1.5</maxAMShare>
  </queue>
  <queue name="eng">
    <weight>2</weight>
  </queue>
</allocations>
`

var attrName = regexp.MustCompile(`attribute (\S+)=`)

func ruleIDs(ds []diag.Finding) string {
	var ids []string
	for _, d := range ds {
		id := d.Rule + "@" + d.Queue
		if m := attrName.FindStringSubmatch(d.Message); d.Rule == "unknown-attribute" && m != nil {
			id += ":" + m[1] + "="
		}
		ids = append(ids, id)
	}
	return strings.Join(ids, " ")
}

// TestMatchFindings: findings are matched by rule, queue and element, so
// line shifts, reformatting, reordering and edits elsewhere leave them
// unchanged, while a finding on a new element is introduced.
func TestMatchFindings(t *testing.T) {
	tests := []struct {
		name                         string
		old, new                     string
		introduced, fixed, unchanged string
	}{
		{name: "lines shift above", new: "\n\n<!-- moved -->\n" + withFindings,
			unchanged: "clamped-value@root.legacy"},
		{name: "queues reordered", new: `<allocations>
  <queue name="eng"><weight>2</weight></queue>
  <queue name="legacy"><maxAMShare>1.5</maxAMShare></queue>
</allocations>
`, unchanged: "clamped-value@root.legacy"},
		{name: "message changes, element stays", new: strings.Replace(withFindings, "1.5", "3", 1),
			unchanged: "clamped-value@root.legacy"},
		{name: "new finding elsewhere", new: strings.Replace(withFindings, "<weight>2</weight>", "<weight>2</weight><maxAMShare>7</maxAMShare>", 1),
			introduced: "clamped-value@root.eng",
			unchanged:  "clamped-value@root.legacy"},
		{name: "fixed", new: strings.Replace(withFindings, "1.5", "0.5", 1),
			fixed: "clamped-value@root.legacy", unchanged: ""},
		{name: "one of two findings on an element fixed", old: `<allocations>
  <queue name="a" weight="2" color="red"/>
</allocations>
`, new: `<allocations>
  <queue name="a" color="red"/>
</allocations>
`, fixed: "unknown-attribute@root.a:weight=", unchanged: "unknown-attribute@root.a:color="},
		{name: "moved to another queue", new: strings.Replace(strings.Replace(withFindings, "<maxAMShare>1.5</maxAMShare>", "", 1), "<weight>2</weight>", "<weight>2</weight><maxAMShare>1.5</maxAMShare>", 1),
			introduced: "clamped-value@root.eng", fixed: "clamped-value@root.legacy", unchanged: ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.old == "" {
				tc.old = withFindings
			}
			f := matchFindings(side(t, "old.xml", tc.old), side(t, "new.xml", tc.new))
			if got := ruleIDs(f.Introduced); got != tc.introduced {
				t.Errorf("introduced = %q, want %q", got, tc.introduced)
			}
			if got := ruleIDs(f.Fixed); got != tc.fixed {
				t.Errorf("fixed = %q, want %q", got, tc.fixed)
			}
			if got := ruleIDs(f.Unchanged); got != tc.unchanged {
				t.Errorf("unchanged = %q, want %q", got, tc.unchanged)
			}
		})
	}
}

// TestFingerprintsName: the element path names queues by name and other
// elements by rank, and the fingerprint carries neither line nor message.
// clamped-value points at the element itself, so it needs no Key.
func TestFingerprintsName(t *testing.T) {
	s := side(t, "a.xml", withFindings)
	fps := Fingerprints(s.Config, s.Findings)
	want := "clamped-value\x00root.legacy\x00decl[1]/maxAMShare[1]\x00\x001" // the path names the element; no Key
	found := false
	for _, fp := range fps {
		found = found || fp == want
		if strings.Contains(fp, "1.5") || strings.Contains(fp, ":3") {
			t.Errorf("fingerprint %q carries message or position text", fp)
		}
	}
	if !found {
		t.Errorf("Fingerprints = %q, want one to be %q", fps, want)
	}
}

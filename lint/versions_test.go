package lint

import (
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// lintAt lints src as release v and returns the rule IDs of its findings.
func lintAt(t *testing.T, v, src string) []string {
	t.Helper()
	ver, err := hadoop.Parse(v)
	if err != nil {
		t.Fatal(err)
	}
	a, is := xmlconf.Parse([]byte(src), xmlconf.Options{Hadoop: hadoop.For(ver)})
	var ids []string
	for _, d := range Run("f.xml", a, is, Options{}) {
		ids = append(ids, d.Rule)
	}
	return ids
}

// TestLintByVersion lints the same file as different releases and expects
// a rule to fire in some and not in others.
func TestLintByVersion(t *testing.T) {
	for _, tc := range []struct {
		name, src, rule string
		fires, silent   []string
	}{
		{"maxAMShare on a parent", `<allocations><queue name="a"><maxAMShare>0.2</maxAMShare><queue name="b"/></queue></allocations>`,
			MaxAMShareOnParent.ID, []string{"3.3.6", "3.2.3", "3.4"}, []string{"3.3.0", "3.2.2", "cdh6"}},
		{"maxAMShare on a parent, ignored", `<allocations><queue name="a"><maxAMShare>0.2</maxAMShare><queue name="b"/></queue></allocations>`,
			MaxAMShareIgnoredOnParent.ID, []string{"3.3.0", "cdh5"}, []string{"3.3.1", "3.4"}},
		{"children of root.default", `<allocations><queue name="default"><queue name="x"/></queue></allocations>`,
			DefaultQueueChildren.ID, []string{"3.3", "2.6"}, []string{"3.4.0"}},
		{"root.default a parent under the default rule", `<allocations><queue name="default" type="parent"/><queuePlacementPolicy><rule name="specified"/><rule name="default"/></queuePlacementPolicy></allocations>`,
			DefaultQueueNotLeaf.ID, []string{"3.4.0", "3.4"}, []string{"3.3.6", "cdh5"}},
		{"fifo on a parent", `<allocations><queue name="a"><schedulingPolicy>fifo</schedulingPolicy><queue name="b"/></queue></allocations>`,
			FIFOParentIgnored.ID, []string{"2.8", "cdh5"}, []string{"2.9", "3.3"}},
		{"drf under fair", `<allocations><queue name="a"><schedulingPolicy>drf</schedulingPolicy></queue></allocations>`,
			DRFUnderFair.ID, []string{"2.9", "3.3"}, []string{"2.8"}},
		{"default create=false", `<allocations><queuePlacementPolicy><rule name="specified"/><rule name="default" create="false"/></queuePlacementPolicy></allocations>`,
			PlacementNotTerminal.ID, []string{"3.3"}, []string{"3.2", "hdp3"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, v := range tc.fires {
				if ids := lintAt(t, v, tc.src); !slices.Contains(ids, tc.rule) {
					t.Errorf("as %s: findings %v lack %s", v, ids, tc.rule)
				}
			}
			for _, v := range tc.silent {
				if ids := lintAt(t, v, tc.src); slices.Contains(ids, tc.rule) {
					t.Errorf("as %s: findings %v include %s", v, ids, tc.rule)
				}
			}
		})
	}
}

// TestForRelease checks that the rule list of an old release leaves out
// the rules of later features, and that the default release has them all
// but the rules of older releases.
func TestForRelease(t *testing.T) {
	old := ForRelease(All, hadoop.V(2, 6, 5))
	for _, r := range []*Rule{PercentageIgnored, MaxWithoutVCores, MaxAMShareOnParent, PlacementPolicyIgnored, FIFODefaultPolicy} {
		if slices.Contains(old, r) {
			t.Errorf("2.6.5 lists %s", r.ID)
		}
	}
	if !slices.Contains(old, MaxAMShareIgnoredOnParent) {
		t.Error("2.6.5 lacks max-am-share-ignored-on-parent")
	}
	cur := ForRelease(All, hadoop.Default)
	if len(cur) != len(All)-3 || slices.Contains(cur, MaxAMShareIgnoredOnParent) || slices.Contains(cur, DefaultQueueNotLeaf) {
		t.Errorf("default release lists %d of %d rules", len(cur), len(All))
	}
	if w := hadoop.Where(MaxAMShareOnParent.Versions); !strings.Contains(w, "3.3.1 and later") {
		t.Errorf("Where(max-am-share-on-parent) = %q", w)
	}
}

// TestConfigHadoopVersion checks hadoopVersion in .fairsched.json: known
// names pass, unknown ones fail with the did-you-mean of hadoop.Parse, and
// a key in the wrong case is caught.
func TestConfigHadoopVersion(t *testing.T) {
	for _, in := range []string{`{"hadoopVersion": "3.3"}`, `{"hadoopVersion": "cdh6"}`, `{"hadoopVersion": "3.2.3"}`} {
		c, err := ParseConfig([]byte(in))
		if err != nil || c.HadoopVersion == "" {
			t.Errorf("ParseConfig(%s) = %+v, %v", in, c, err)
		}
	}
	for in, want := range map[string]string{
		`{"hadoopVersion": "3.5"}`:  `hadoopVersion: unknown Hadoop version "3.5"; did you mean "3.4"?`,
		`{"hadoopversion": "3.3"}`:  `did you mean "hadoopVersion"?`,
		`{"hadoopVersion": "cdh7"}`: `did you mean "cdp7"?`,
	} {
		if _, err := ParseConfig([]byte(in)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseConfig(%s) error = %v, want %q", in, err, want)
		}
	}
}

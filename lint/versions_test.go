package lint

import (
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
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
	a := xmlconf.Parse([]byte(src), xmlconf.Options{Hadoop: hadoop.For(ver)})
	var ids []string
	for _, d := range Run("f.xml", a, Options{}) {
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
		{"children of root.default", `<allocations><queue name="default"><queue name="x"/></queue></allocations>`,
			DefaultQueueChildren.ID, []string{"3.3", "2.6"}, []string{"3.4.0"}},
		{"root.default a parent under the default rule", `<allocations><queue name="default" type="parent"/><queuePlacementPolicy><rule name="specified"/><rule name="default"/></queuePlacementPolicy></allocations>`,
			DefaultQueueNotLeaf.ID, []string{"3.4.0", "3.4"}, []string{"3.3.6", "cdh5"}},
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
	for _, r := range []*Rule{PercentageIgnored, MaxWithoutVCores, PlacementPolicyIgnored, FIFODefaultPolicy} {
		if slices.Contains(old, r) {
			t.Errorf("2.6.5 lists %s", r.ID)
		}
	}
	if !slices.Contains(old, MaxAMShareOnParent) || !slices.Contains(old, FIFOParentQueue) {
		t.Error("2.6.5 lacks max-am-share-on-parent or fifo-parent-queue")
	}
	cur := ForRelease(All, hadoop.Default)
	if len(cur) != len(All)-7 || slices.Contains(cur, DefaultQueueNotLeaf) || slices.Contains(cur, YarnSiteAllocationKeyIgnored) || slices.Contains(cur, EndlessFairShare) || slices.Contains(cur, CSMappingRuleRefused) ||
		slices.Contains(cur, CSRefreshMove) || slices.Contains(cur, CSSameNameLeaves) || slices.Contains(cur, CSSameNameLeafParent) {
		t.Errorf("default release lists %d of %d rules", len(cur), len(All))
	}
	if w := hadoop.Where(amShareRefused); !strings.Contains(w, "3.3.1 and later") {
		t.Errorf("Where(amShareRefused) = %q", w)
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

// TestMergedRulesByRelease checks the rules that word one Hadoop fact by
// release: the same ID everywhere, the severity and message of the
// release, and a refusal only where Hadoop refuses the file.
func TestMergedRulesByRelease(t *testing.T) {
	const amShare = `<allocations><queue name="a"><maxAMShare>0.2</maxAMShare><queue name="b"/></queue></allocations>`
	const fifo = `<allocations><queue name="a"><schedulingPolicy>fifo</schedulingPolicy><queue name="b"/></queue></allocations>`
	for _, tc := range []struct {
		src, rule, version string
		sev                Severity
		msg                string
		refused            bool
	}{
		{amShare, MaxAMShareOnParent.ID, "3.3.6", Error, "The configuration settings for root.a are invalid", true},
		{amShare, MaxAMShareOnParent.ID, "3.2.3", Error, "cannot also include a maxAMShare element", true},
		{amShare, MaxAMShareOnParent.ID, "3.3.0", Warning, "is ignored by Hadoop 3.3.0", false},
		{amShare, MaxAMShareOnParent.ID, "cdh5", Warning, "is ignored by Hadoop", false},
		{fifo, FIFOParentQueue.ID, "3.3", Error, "Can't create queue 'root.a'", false},
		{fifo, FIFOParentQueue.ID, "2.9", Error, "Can't create queue 'root.a'", false},
		{fifo, FIFOParentQueue.ID, "2.8", Warning, "Cannot apply configured scheduling policy to queue root.a", false},
	} {
		t.Run(tc.rule+" "+tc.version, func(t *testing.T) {
			v, err := hadoop.Parse(tc.version)
			if err != nil {
				t.Fatal(err)
			}
			a := xmlconf.Parse([]byte(tc.src), xmlconf.Options{Hadoop: hadoop.For(v)})
			ds := Run("f.xml", a, Options{Only: []string{tc.rule}})
			if len(ds) != 1 || ds[0].Rule != tc.rule || ds[0].Severity != tc.sev || !strings.Contains(ds[0].Message, tc.msg) {
				t.Fatalf("findings %+v; want one %s %s with %q", ds, tc.sev, tc.rule, tc.msg)
			}
			if got := len(Refusals(ds)) > 0; got != tc.refused {
				t.Errorf("refused = %v, want %v", got, tc.refused)
			}
			listed := ByID(tc.rule).inRelease(v).Severity
			if listed != tc.sev {
				t.Errorf("listed severity %s, want %s", listed, tc.sev)
			}
		})
	}
}

// TestAliases checks that the former IDs of merged rules still name them:
// ByID and explain, suppressions, configured severities and Off.
func TestAliases(t *testing.T) {
	const src = `<allocations>
  <!-- fairsched:ignore fifo-parent-ignored kept on purpose for the old cluster -->
  <queue name="a"><schedulingPolicy>fifo</schedulingPolicy><queue name="b"/></queue>
  <queue name="c"><maxAMShare>0.2</maxAMShare><queue name="d"/></queue>
</allocations>`
	for alias, rule := range map[string]*Rule{"fifo-parent-ignored": FIFOParentQueue, "max-am-share-ignored-on-parent": MaxAMShareOnParent} {
		if ByID(alias) != rule || CanonicalID(alias) != rule.ID {
			t.Errorf("ByID(%q) = %v, want %s", alias, ByID(alias), rule.ID)
		}
	}
	v, _ := hadoop.Parse("2.8")
	a := xmlconf.Parse([]byte(src), xmlconf.Options{Hadoop: hadoop.For(v)})
	cfg, err := ParseConfig([]byte(`{"rules": {"max-am-share-ignored-on-parent": "info"}}`))
	if err != nil {
		t.Fatal(err)
	}
	o := cfg.Options("f.xml")
	ds := SuppressWith(a, "f.xml", Run("f.xml", a, o), o)
	var got []string
	for _, d := range ds {
		got = append(got, d.Rule+" "+d.Severity.String())
	}
	if want := []string{"max-am-share-on-parent info"}; !slices.Equal(got, want) {
		t.Errorf("findings %q, want %q (the fifo one suppressed by its alias, the other at the alias's severity)", got, want)
	}
	o.Off = map[string]bool{"max-am-share-ignored-on-parent": true}
	if ds := Run("f.xml", a, o); slices.ContainsFunc(ds, func(d diag.Finding) bool { return d.Rule == MaxAMShareOnParent.ID }) {
		t.Errorf("turning the alias off left %v", ds)
	}
}

package lint

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/xmlconf"
)

// capacityRulesDir holds the fixtures of the Capacity Scheduler's rules:
// testdata/capacity/rules/<id>/*.xml, capacity-scheduler.xml files with
// want comments as for allocation files (see rules_test.go), read as the
// release of their fairsched:hadoop comment; the cluster rules' fixtures
// are judged on CapacityExampleCluster.
const capacityRulesDir = "../testdata/capacity/rules"

// runCapacityRule runs the Capacity Scheduler rule r on src through the
// driver, CheckCapacityFile, and returns r's findings.
func runCapacityRule(name, src string, r *Rule) []diag.Finding {
	j := Job{Options: Options{Only: []string{r.ID}}}
	if r.Input == CapacityClusterInput {
		j.Cluster = &CapacityExampleCluster
	}
	_, ds := CheckCapacityFile(name, []byte(src), optionsFor(src), j)
	var out []diag.Finding
	for _, d := range ds {
		if d.Rule == r.ID {
			out = append(out, d)
		}
	}
	return out
}

// TestCapacityRules runs every Capacity Scheduler rule on its fixtures:
// each rule has a directory with a file that triggers it and one that does
// not.
func TestCapacityRules(t *testing.T) {
	for _, r := range CapacityRules {
		dir := filepath.Join(capacityRulesDir, r.ID)
		if _, err := os.Stat(dir); err != nil {
			t.Errorf("rule %s has no directory %s", r.ID, dir)
			continue
		}
		t.Run(r.ID, func(t *testing.T) { testRuleDir(t, r, dir) })
	}
	dirs, err := os.ReadDir(capacityRulesDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		if r := ByID(d.Name()); r == nil || r.Input != CapacityInput && r.Input != CapacityClusterInput {
			t.Errorf("%s: directory for no Capacity Scheduler rule", d.Name())
		}
	}
}

// csFile is a small capacity-scheduler.xml for the driver's tests: root's
// children add up to 90 (line 2), a and b keep their users at the
// guarantee (lines 3 and 4), and line 5 misspells a property.
const csFile = `<configuration>
<property><name>yarn.scheduler.capacity.root.queues</name><value>a,b</value></property>
<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>40</value></property>
<property><name>yarn.scheduler.capacity.root.b.capacity</name><value>50</value></property>
<property><name>yarn.scheduler.capacity.root.b.user-limit-factr</name><value>2</value></property>
</configuration>
`

// TestCheckCapacityFile: the driver gives the registry's severities, obeys
// Options (Only, Off, Severity), and applies fairsched:ignore comments and
// reports the unused ones, as CheckFile does for allocation files.
func TestCheckCapacityFile(t *testing.T) {
	ignored := strings.Replace(csFile, "<property><name>yarn.scheduler.capacity.root.b.user",
		"<!-- fairsched:ignore cs-unknown-property a test of the driver -->\n<property><name>yarn.scheduler.capacity.root.b.user", 1)
	unusedIgnore := strings.Replace(csFile, "</configuration>", "<!-- fairsched:ignore-file cs-zero-capacity nothing to silence -->\n</configuration>", 1)
	tests := []struct {
		name, src string
		o         Options
		want      []string // "line rule severity"
	}{
		{"every rule", csFile, Options{}, []string{"2 cs-children-sum error", "3 cs-user-limit-factor-one info", "4 cs-user-limit-factor-one info", "5 cs-unknown-property warning"}},
		{"only", csFile, Options{Only: []string{CSChildrenSum.ID}}, []string{"2 cs-children-sum error"}},
		{"off and severity", csFile, Options{Off: map[string]bool{CSUserLimitFactorOne.ID: true}, Severity: map[string]Severity{CSUnknownProperty.ID: Error}},
			[]string{"2 cs-children-sum error", "5 cs-unknown-property error"}},
		{"suppressed", ignored, Options{}, []string{"2 cs-children-sum error", "3 cs-user-limit-factor-one info", "4 cs-user-limit-factor-one info"}},
		{"unused suppression", unusedIgnore, Options{}, []string{"2 cs-children-sum error", "3 cs-user-limit-factor-one info", "4 cs-user-limit-factor-one info", "5 cs-unknown-property warning", "6 unused-suppression warning"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, ds := CheckCapacityFile("cs.xml", []byte(tt.src), xmlconf.Options{}, Job{Options: tt.o})
			var got []string
			for _, d := range ds {
				got = append(got, strings.Join([]string{strconv.Itoa(int(d.Pos.Line)), d.Rule, d.Severity.String()}, " "))
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("findings\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestCheckCapacityFileCluster: the cluster rules run only with a
// cluster, and a file that is no Configuration is one error.
func TestCheckCapacityFileCluster(t *testing.T) {
	src := csExample("", "root.queues=a,b", "root.a.capacity=99.5", "root.b.capacity=0.5")
	_, ds := CheckCapacityFile("cs.xml", []byte(src), xmlconf.Options{}, Job{})
	for _, d := range ds {
		if d.Rule == CSGuaranteeBelowContainer.ID {
			t.Errorf("cluster rule without a cluster: %+v", d)
		}
	}
	_, ds = CheckCapacityFile("cs.xml", []byte(src), xmlconf.Options{}, Job{Cluster: &CapacityExampleCluster})
	if n := countFindings(ds, CSGuaranteeBelowContainer.ID); n != 1 {
		t.Errorf("%d %s findings on a cluster, want 1: %+v", n, CSGuaranteeBelowContainer.ID, ds)
	}
	c, ds := CheckCapacityFile("cs.xml", []byte("<configuration><property>"), xmlconf.Options{}, Job{})
	if c != nil || len(ds) != 1 || ds[0].Rule != CSMalformedXML.ID || ds[0].Severity != Error || !ds[0].Pos.IsValid() {
		t.Errorf("broken file: %v %+v", c, ds)
	}
}

func countFindings(ds []diag.Finding, id string) int {
	n := 0
	for _, d := range ds {
		if d.Rule == id {
			n++
		}
	}
	return n
}

// csExample writes a capacity-scheduler.xml with one property a line,
// read as release (none: hadoop.Default).
func csExample(release string, props ...string) string {
	var b strings.Builder
	b.WriteString("<configuration>\n")
	if release != "" {
		fmt.Fprintf(&b, "  <!-- fairsched:hadoop %s -->\n", release)
	}
	for _, p := range props {
		name, value, _ := strings.Cut(p, "=")
		fmt.Fprintf(&b, "  <property><name>%s%s</name><value>%s</value></property>\n", capacity.Prefix, name, value)
	}
	b.WriteString("</configuration>\n")
	return b.String()
}

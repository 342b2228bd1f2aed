package capacity

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestRuleExamples: every rule is documented, its Bad example triggers it
// and its Good example does not (and reads without refusal unless the rule
// is about one).
func TestRuleExamples(t *testing.T) {
	for _, r := range Rules() {
		t.Run(r.ID, func(t *testing.T) {
			if !strings.HasPrefix(r.Doc, "Why: ") || !strings.Contains(r.Doc, "\nFix: ") || r.Bad == "" || r.Good == "" {
				t.Fatalf("undocumented: %+v", r)
			}
			v := hadoop.Default
			if r.ExampleRelease != "" {
				var err error
				if v, err = hadoop.Parse(r.ExampleRelease); err != nil {
					t.Fatal(err)
				}
			}
			env := Env{Profile: hadoop.For(v)}
			if r.NeedsCluster {
				env.Cluster = xmlconf.Resource{100 * 1024, 100}
			}
			count := func(src string) (int, *Config) {
				c, err := Read("example.xml", []byte(src), env.Profile)
				if err != nil {
					t.Fatal(err)
				}
				n := 0
				for _, f := range Lint(c, env) {
					if f.Rule == r.ID {
						n++
					}
				}
				return n, c
			}
			if n, _ := count(r.Bad); n == 0 {
				t.Errorf("Bad gives no %s:\n%s", r.ID, r.Bad)
			}
			n, c := count(r.Good)
			if n != 0 {
				t.Errorf("Good gives %s:\n%s", r.ID, r.Good)
			}
			if c.Refused() {
				t.Errorf("Good is refused: %+v", c.Findings)
			}
		})
	}
}

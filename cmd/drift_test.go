package cmd_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/schema"
)

func TestDriftExitAndFormats(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/drift")
	file := dir + "/fair-scheduler.xml"
	tests := []struct {
		rm, format string
		exit       int
		want       string
	}{
		{"agree", "text", 0, "no drift: the ResourceManager computes what the file says for all 5 queues"},
		{"stale", "text", 1, "root.prod: steadyFairShare: the file gives 81920 mb, 0 vcores, the ResourceManager holds 56173 mb, 0 vcores"},
		{"stale", "markdown", 1, "| `root.legacy` | RM only |"},
		{"agree", "markdown", 0, "| `root.adhoc` | no | 16384 mb, 0 vcores | 90112 mb, 0 vcores |"},
		{"stale", "json", 1, `"kind": "only-in-rm"`},
		{"agree", "json", 0, `"findings": []`},
	}
	for _, tt := range tests {
		t.Run(tt.rm+" "+tt.format, func(t *testing.T) {
			out, stderr, exit := sharesRun(t, nil, "drift", file, "--from-rm", dir+"/"+tt.rm, "--format", tt.format)
			if exit != tt.exit || !strings.Contains(out, tt.want) {
				t.Errorf("exit %d, want %d; stdout lacks %q:\n%s%s", exit, tt.exit, tt.want, out, stderr)
			}
			if tt.format != "json" {
				return
			}
			problems, err := schema.Validate("drift", []byte(out))
			if err != nil || len(problems) > 0 {
				t.Errorf("schema: %v %v", err, problems)
			}
			var doc map[string]json.RawMessage
			if err := json.Unmarshal([]byte(out), &doc); err != nil || len(doc) != 2 {
				t.Errorf("want exactly queues and findings: %v", err)
			}
		})
	}
}

// The same responses served live give the same report as the directory.
func TestDriftLiveSameAsDir(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/drift")
	url := rmServer(t, dir+"/stale", 200, "")
	fromDir, _, exit1 := sharesRun(t, nil, "drift", dir+"/fair-scheduler.xml", "--from-rm", dir+"/stale", "--format", "json")
	live, stderr, exit2 := sharesRun(t, nil, "drift", dir+"/fair-scheduler.xml", "--from-rm", "http://127.0.0.1:1,"+url, "--format", "json", "--rm-timeout", "2s")
	if exit1 != 1 || exit2 != 1 || live != fromDir {
		t.Errorf("exit %d and %d (%s); live and saved reports differ: %v", exit1, exit2, stderr, live != fromDir)
	}
}

func TestDriftUsage(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/drift")
	for _, args := range [][]string{
		{"drift", dir + "/fair-scheduler.xml"},
		{"drift", dir + "/fair-scheduler.xml", "--from-rm", dir + "/agree", "--format", "tree"},
	} {
		if _, stderr, exit := sharesRun(t, nil, args...); exit != 2 {
			t.Errorf("%v: exit %d (%s), want 2", args, exit, stderr)
		}
	}
	if _, _, exit := sharesRun(t, nil, "drift", dir+"/missing.xml", "--from-rm", dir+"/agree"); exit != 3 {
		t.Errorf("missing file: exit %d, want 3", exit)
	}
}

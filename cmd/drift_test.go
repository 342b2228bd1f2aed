package cmd_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/internal/golden"
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
		{"agree", "markdown", 0, "| `root.adhoc` | no | 16 GiB, 0 vcores | 88 GiB, 0 vcores | 0 MiB, 0 vcores | 128 GiB, 64 vcores | unlimited | fifo |"},
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

// drift needs the scheduler response alone.
func TestDriftSchedulerOnly(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/drift")
	b, err := os.ReadFile(dir + "/agree/scheduler.json")
	if err != nil {
		t.Fatal(err)
	}
	out, stderr, exit := sharesRun(t, map[string]string{"scheduler.json": string(b)}, "drift", dir+"/fair-scheduler.xml", "--from-rm", "$DIR")
	if exit != 0 || !strings.Contains(out, "no drift") {
		t.Errorf("exit %d: %s%s", exit, out, stderr)
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

// examples/rm is an RM running examples/fair-scheduler.xml at the peak
// scenario: root.users.alice was created at submission (nestedUserQueue
// under users), which is no drift. Its steady shares check by hand:
// weights 3+2+1+1+1 = 8 over 409600 MB gives 51200 per weight, alice
// alone under users capped at maxChildResources' 40960.
func TestDriftExampleCreatedQueue(t *testing.T) {
	t.Chdir("../examples")
	out, stderr, exit := sharesRun(t, nil, "drift", "fair-scheduler.xml", "--from-rm", "rm", "--format", "json")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, stderr)
	}
	var doc struct {
		Queues []struct {
			Queue string
			File  struct{ SteadyFairShare struct{ Memory int64 } }
		}
		Findings []struct {
			Kind, Queue string
			Drift       bool
		}
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Findings) != 1 || doc.Findings[0].Kind != "created" || doc.Findings[0].Queue != "root.users.alice" || doc.Findings[0].Drift {
		t.Errorf("findings %+v, want root.users.alice created, no drift", doc.Findings)
	}
	want := map[string]int64{"root.analytics": 153600, "root.etl": 102400, "root.etl.nightly": 51200, "root.ml": 51200, "root.users.alice": 40960}
	for _, q := range doc.Queues {
		if w, ok := want[q.Queue]; ok && q.File.SteadyFairShare.Memory != w {
			t.Errorf("%s steady %d, want %d", q.Queue, q.File.SteadyFairShare.Memory, w)
		}
	}
}

// The text and markdown reports of the stale RM, read by hand: prod's
// steady share 81920 (weight 5 of 8 on 131072) against the stale 56173,
// the other leaves 16384 against 18724, root.legacy only in the RM.
func TestDriftGolden(t *testing.T) {
	t.Chdir("..")
	for _, format := range []string{"text", "markdown"} {
		out, stderr, exit := sharesRun(t, nil, "drift", "testdata/drift/fair-scheduler.xml", "--from-rm", "testdata/drift/stale", "--format", format)
		if exit != 1 {
			t.Fatalf("%s: exit %d: %s", format, exit, stderr)
		}
		golden.Check(t, "testdata/drift/stale-"+format+".golden", []byte(out), *update)
	}
}

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

// csLoadXML gives root.a a small guarantee and maximum, where the Fair
// Scheduler shares the cluster evenly: a's app waits longer after the move.
const csLoadXML = `<?xml version="1.0"?>
<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>a,b,c</value></property>
  <property><name>yarn.scheduler.capacity.root.a.capacity</name><value>10</value></property>
  <property><name>yarn.scheduler.capacity.root.a.maximum-capacity</name><value>10</value></property>
  <property><name>yarn.scheduler.capacity.root.b.capacity</name><value>45</value></property>
  <property><name>yarn.scheduler.capacity.root.c.capacity</name><value>45</value></property>
</configuration>
`

const cmpLoad = `{"nodes": [{"count": 4, "resources": {"memory-mb": 8192, "vcores": 8}}],
 "apps": [
  {"id": "a1", "queue": "root.a", "user": "ann", "container": {"memory-mb": 1024, "vcores": 1}, "containers": 20, "runtime": 30},
  {"id": "b1", "queue": "root.b", "user": "bo", "container": {"memory-mb": 1024, "vcores": 1}, "containers": 10, "runtime": 30}]}`

func TestCompareLoad(t *testing.T) {
	files := map[string]string{"fs.xml": simXML, "cs.xml": csLoadXML, "load.json": cmpLoad}
	out, stderr, exit := sharesRun(t, files, "compare", "$DIR/fs.xml", "$DIR/cs.xml", "--load", "$DIR/load.json", "--format", "json")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, stderr)
	}
	problems, err := schema.Validate("compare-load", []byte(out))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("output breaks schema/compare-load.schema.json: %s", schema.Text(p))
	}
	var d struct {
		Queues []struct {
			Name          string `json:"name"`
			Before, After struct {
				Completion *struct{ P50 float64 } `json:"completion"`
			}
		} `json:"queues"`
		Findings []struct{ Queue, Message string } `json:"findings"`
	}
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, f := range d.Findings {
		if f.Queue == "root.a" && strings.Contains(f.Message, "completion time") {
			found = true
		}
	}
	if !found {
		t.Errorf("no completion-time finding for root.a: %+v\n%s", d.Findings, out)
	}
	// --fail-on warning makes the finding fail the run
	_, _, exit = sharesRun(t, files, "compare", "$DIR/fs.xml", "$DIR/cs.xml", "--load", "$DIR/load.json", "--fail-on", "warning")
	if exit != 1 {
		t.Errorf("--fail-on warning: exit %d, want 1", exit)
	}
	// a large tolerance lets it pass
	out, _, exit = sharesRun(t, files, "compare", "$DIR/fs.xml", "$DIR/cs.xml", "--load", "$DIR/load.json", "--fail-on", "warning", "--tolerance", "100")
	if exit != 0 || !strings.Contains(out, "no queue fares worse") {
		t.Errorf("--tolerance 100: exit %d\n%s", exit, out)
	}
}

func TestCompareLoadPlotAndMarkdown(t *testing.T) {
	dir := t.TempDir()
	plot := filepath.Join(dir, "both.svg")
	files := map[string]string{"fs.xml": simXML, "cs.xml": csLoadXML, "load.json": cmpLoad}
	out, stderr, exit := sharesRun(t, files, "compare", "$DIR/fs.xml", "$DIR/cs.xml", "--load", "$DIR/load.json", "--format", "markdown", "--plot", plot)
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, stderr)
	}
	if !strings.Contains(out, "| `root.a` |") || !strings.Contains(out, "**Worse after the move:**") {
		t.Errorf("markdown:\n%s", out)
	}
	svg, err := os.ReadFile(plot)
	if err != nil || !strings.Contains(string(svg), "<svg") || !strings.Contains(string(svg), "Capacity Scheduler") {
		t.Errorf("plot: %v", err)
	}
}

// TestCompareLoadTextGolden: root.a's app runs 20 one-GB containers for
// 30 s each; the Fair Scheduler runs them at once (37 s), the Capacity
// Scheduler three at a time under a's 10 % maximum (301 s, a finding).
func TestCompareLoadTextGolden(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/capsim/cli/compare")
	out, stderr, exit := sharesRun(t, nil, "compare", dir+"/fs.xml", dir+"/cs.xml", "--load", dir+"/load.json")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, stderr)
	}
	golden.Check(t, "../testdata/capsim/compare.golden", []byte(strings.ReplaceAll(out, dir+"/", "")), *update)
}

// A config's rules settings apply to compare --load's findings as to every
// other command's: worse-under-load off reports nothing, at error it is an
// error (and fails the run, as --fail-on error does by default).
func TestCompareLoadConfig(t *testing.T) {
	for _, tc := range []struct {
		setting, want, absent string
		exit                  int
	}{
		{`"off"`, "no queue fares worse", "[worse-under-load]", 0},
		{`"error"`, "error: queue root.a", "warning: queue root.a", 1},
	} {
		files := map[string]string{"fs.xml": simXML, "cs.xml": csLoadXML, "load.json": cmpLoad,
			".fairsched.json": `{"rules": {"worse-under-load": ` + tc.setting + `}}`}
		out, stderr, exit := sharesRun(t, files, "compare", "$DIR/fs.xml", "$DIR/cs.xml", "--load", "$DIR/load.json")
		if exit != tc.exit || !strings.Contains(out, tc.want) || strings.Contains(out, tc.absent) {
			t.Errorf("%s: exit %d, %s\n%s", tc.setting, exit, stderr, out)
		}
	}
}

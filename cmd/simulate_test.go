package cmd_test

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/internal/golden"
	"github.com/fairsched/fairsched/schema"
)

const simXML = `<?xml version="1.0"?>
<allocations><queue name="a"/><queue name="b"/><queue name="c"/></allocations>
`

// simS01 is the spec's S01 (20/50/30 on 100 units) as a load.
const simS01 = `{"nodes": [{"count": 1, "resources": {"memory-mb": 100, "vcores": 1000}}],
 "settings": {"yarn.scheduler.minimum-allocation-mb": 1, "yarn.scheduler.increment-allocation-mb": "1"},
 "apps": [
  {"id": "app_a", "queue": "a", "user": "u", "container": {"memory-mb": 1, "vcores": 1}, "containers": 20},
  {"id": "app_b", "queue": "root.b", "user": "u", "container": {"memory-mb": 1, "vcores": 1}, "containers": 50},
  {"id": "app_c", "queue": "c", "user": "u", "container": {"memory-mb": 1, "vcores": 1}, "containers": 30}]}`

type simDocT struct {
	Queues []struct {
		Name      string           `json:"name"`
		Usage     map[string]int64 `json:"usage"`
		FairShare map[string]int64 `json:"fairShare"`
		StoppedBy string           `json:"stoppedBy"`
	} `json:"queues"`
	Apps []struct {
		ID         string           `json:"id"`
		Usage      map[string]int64 `json:"usage"`
		Containers int              `json:"containers"`
		StoppedBy  string           `json:"stoppedBy"`
	} `json:"apps"`
	Timeline []struct {
		T      float64 `json:"t"`
		Queues []struct {
			Name      string           `json:"name"`
			Usage     map[string]int64 `json:"usage"`
			FairShare map[string]int64 `json:"fairShare"`
		} `json:"queues"`
	} `json:"timeline"`
}

func simDecode(t *testing.T, out string) simDocT {
	t.Helper()
	problems, err := schema.Validate("simulate", []byte(out))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("output breaks schema/simulate.schema.json: %s", p)
	}
	var d simDocT
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	return d
}

func TestSimulateJSON(t *testing.T) {
	out, stderr, exit := sharesRun(t, map[string]string{"fs.xml": simXML, "load.json": simS01},
		"simulate", "$DIR/fs.xml", "--load", "$DIR/load.json", "--format", "json")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, stderr)
	}
	d := simDecode(t, out)
	got := map[string]int64{}
	for _, q := range d.Queues {
		got[q.Name] = q.Usage["memory-mb"]
	}
	if got["root.a"] != 20 || got["root.b"] != 50 || got["root.c"] != 30 {
		t.Errorf("usage %v, want a 20, b 50, c 30", got)
	}
	for _, a := range d.Apps {
		if a.StoppedBy != "demand-met" {
			t.Errorf("%s stopped by %s, want demand-met", a.ID, a.StoppedBy)
		}
	}
}

func TestSimulateTreeGolden(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/simulate")
	out, stderr, exit := sharesRun(t, nil, "simulate", dir+"/fair-scheduler.xml", "--load", dir+"/load.json", "--trace", "2")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, stderr)
	}
	golden.Check(t, "../testdata/simulate/tree.golden", []byte(out), *update)
}

func TestSimulateBadInput(t *testing.T) {
	node := `{"count": 1, "resources": {"memory-mb": 8192, "vcores": 8}}`
	for _, tc := range []struct {
		name, load string
		exit       int
		stderr     []string
	}{
		{"schema problems name their paths", `{"nodes": [{"count": 1, "resources": {"vcores": 8}}],
			"apps": [{"id": "x", "queue": "a", "container": {"memory-mb": 1}, "containers": -1}]}`, 2,
			[]string{"nodes.0.resources", "apps.0.containers"}},
		{"no resources at all", `{"nodes": [{"count": 0, "resources": {"memory-mb": 8192, "vcores": 8}}]}`, 2,
			[]string{"nodes: the nodes add up to no resources"}},
		{"unknown queue", `{"nodes": [` + node + `], "apps": [{"id": "x", "queue": "nope", "container": {"memory-mb": 1024}, "containers": 1}]}`, 2,
			[]string{"apps.0 (x)", "nope"}},
		{"parent queue", `{"nodes": [` + node + `], "apps": [{"id": "x", "queue": "root", "container": {"memory-mb": 1024}, "containers": 1}]}`, 2,
			[]string{"root is a parent queue"}},
		{"bad boolean setting", `{"nodes": [` + node + `], "settings": {"yarn.scheduler.fair.assignmultiple": "maybe"}}`, 0,
			[]string{"warning: setting yarn.scheduler.fair.assignmultiple", "Hadoop uses the default"}},
		{"bad number setting", `{"nodes": [` + node + `], "settings": {"yarn.scheduler.fair.max.assign": "three"}}`, 2,
			[]string{"yarn.scheduler.fair.max.assign", "NumberFormatException"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, stderr, exit := sharesRun(t, map[string]string{"fs.xml": simXML, "load.json": tc.load},
				"simulate", "$DIR/fs.xml", "--load", "$DIR/load.json")
			if exit != tc.exit {
				t.Errorf("exit %d, want %d; stderr %s", exit, tc.exit, stderr)
			}
			for _, s := range tc.stderr {
				if !strings.Contains(stderr, s) {
					t.Errorf("stderr %q lacks %q", stderr, s)
				}
			}
		})
	}
	_, _, exit := sharesRun(t, map[string]string{"fs.xml": simXML}, "simulate", "$DIR/fs.xml", "--load", "$DIR/missing.json")
	if exit != 3 {
		t.Errorf("missing load: exit %d, want 3", exit)
	}
	_, _, exit = sharesRun(t, map[string]string{"fs.xml": "<allocations><queue name=\"a\"><weight>x</weight></queue></allocations>", "load.json": simS01},
		"simulate", "$DIR/fs.xml", "--load", "$DIR/load.json")
	if exit != 1 {
		t.Errorf("refused allocation file: exit %d, want 1", exit)
	}
}

// --plot writes the chart in the format its extension names, with every
// leaf of the run in the legend; another extension is a usage error (exit
// 2) before anything runs, and a failed write exits 3.
func TestSimulatePlot(t *testing.T) {
	load := strings.Replace(simS01, `"containers": 20}`, `"containers": 20, "start": 3, "runtime": 5}`, 1)
	files := map[string]string{"fs.xml": simXML, "load.json": load}
	dir := t.TempDir()
	for _, tc := range []struct {
		file, stderr string
		exit         int
	}{
		{"plot.svg", "", 0},
		{"plot.PNG", "", 0},
		{"plot.pdf", `invalid --plot "` + dir + `/plot.pdf": the file name must end in .png or .svg`, 2},
		{"plot", "must end in .png or .svg", 2},
		{"missing/plot.svg", "write plot: open " + dir + "/missing/plot.svg", 3},
	} {
		t.Run(tc.file, func(t *testing.T) {
			path := filepath.Join(dir, tc.file)
			_, stderr, exit := sharesRun(t, files, "simulate", "$DIR/fs.xml", "--load", "$DIR/load.json", "--plot", path)
			if exit != tc.exit || !strings.Contains(stderr, tc.stderr) {
				t.Fatalf("exit %d, stderr %q; want %d and %q", exit, stderr, tc.exit, tc.stderr)
			}
			data, err := os.ReadFile(path)
			if tc.exit != 0 {
				if err == nil {
					t.Errorf("%s was written", tc.file)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			checkPlot(t, tc.file, data)
		})
	}
}

// checkPlot checks a --plot file of the S01 run: an SVG names the three
// leaves, a PNG decodes.
func checkPlot(t *testing.T, name string, data []byte) {
	t.Helper()
	if strings.HasSuffix(name, ".PNG") {
		if _, err := png.Decode(bytes.NewReader(data)); err != nil {
			t.Errorf("%s is not a PNG: %v", name, err)
		}
		return
	}
	if err := xml.Unmarshal(data, new(struct{})); err != nil {
		t.Errorf("%s is not XML: %v", name, err)
	}
	for _, want := range []string{">fairsched simulate: memory per leaf queue<", ">root.a<", ">root.b<", ">root.c<"} {
		if !bytes.Contains(data, []byte(want)) {
			t.Errorf("%s has no %s", name, want)
		}
	}
}

// Settings layer: --set over the load's settings over --yarn-site.
func TestSimulateSettingsLayers(t *testing.T) {
	site := `<configuration>
<property><name>yarn.scheduler.fair.assignmultiple</name><value>true</value></property>
<property><name>yarn.scheduler.minimum-allocation-mb</name><value>${unit}</value></property>
<property><name>unit</name><value>1</value></property>
<property><name>yarn.scheduler.increment-allocation-mb</name><value>20</value></property>
</configuration>`
	load := `{"nodes": [{"count": 1, "resources": {"memory-mb": 100, "vcores": 1000}}],
	 "settings": {"yarn.scheduler.increment-allocation-mb": "1"},
	 "apps": [{"id": "app_a", "queue": "a", "container": {"memory-mb": 10, "vcores": 1}, "containers": 100}]}`
	heartbeats := func(extra ...string) string {
		args := append([]string{"simulate", "$DIR/fs.xml", "--load", "$DIR/load.json", "--yarn-site", "$DIR/yarn-site.xml",
			"--format", "json", "--set", "yarn.scheduler.fair.dynamic.max.assign=false"}, extra...)
		out, stderr, exit := sharesRun(t, map[string]string{"fs.xml": simXML, "load.json": load, "yarn-site.xml": site}, args...)
		if exit != 0 {
			t.Fatalf("exit %d: %s", exit, stderr)
		}
		var d struct {
			Heartbeats int `json:"heartbeats"`
			Placed     int `json:"containersPlaced"`
		}
		if err := json.Unmarshal([]byte(out), &d); err != nil {
			t.Fatal(err)
		}
		return strconv.Itoa(d.Placed) + " in " + strconv.Itoa(d.Heartbeats)
	}
	// yarn-site: assignmultiple and a 1 MB minimum; the load's 1 MB
	// increment beats the yarn-site's 20 MB (else 5 containers of 20 MB);
	// --set turns off the dynamic limit: all 10 containers in the first
	// heartbeat, nothing in the second.
	if got := heartbeats(); got != "10 in 2" {
		t.Errorf("yarn-site + --set: %s, want 10 in 2", got)
	}
	if got := heartbeats("--set", "yarn.scheduler.fair.assignmultiple=false"); got != "10 in 11" {
		t.Errorf("--set over yarn-site: %s, want 10 in 11", got)
	}
}

func TestSimulateFromRM(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/simulate")
	out, stderr, exit := sharesRun(t, nil, "simulate", dir+"/rm/fair-scheduler.xml", "--from-rm", dir+"/rm", "--format", "json")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, stderr)
	}
	d := simDecode(t, out)
	if got := d.Apps[0].Containers; got < 20 {
		t.Errorf("app 1 keeps %d running containers, want at least its 20", got)
	}
	_, stderr, exit = sharesRun(t, nil, "simulate", dir+"/rm/fair-scheduler.xml", "--from-rm", dir+"/rm-unknown")
	if exit != 2 || !strings.Contains(stderr, "clusterResources") {
		t.Errorf("unknown dump: exit %d, stderr %q; want 2 naming clusterResources", exit, stderr)
	}
}

// Preemption over time, with the as-coded min-share attribution, as a
// tree: the reviewer reads the whole story in one file.
func TestSimulatePreemptionGolden(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/simulate")
	out, stderr, exit := sharesRun(t, nil, "simulate", dir+"/preemption.xml", "--load", dir+"/preemption-load.json")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, stderr)
	}
	golden.Check(t, "../testdata/simulate/preemption.golden", []byte(out), *update)
}

package cmd_test

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"image/png"
	"os"
	"path/filepath"
	"slices"
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

type simQueueT struct {
	Name      string           `json:"name"`
	Usage     map[string]int64 `json:"usage"`
	FairShare map[string]int64 `json:"fairShare"`
	StoppedBy string           `json:"stoppedBy"`
}

type simDocT struct {
	Queues []simQueueT `json:"queues"`
	Apps   []struct {
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
		t.Errorf("output breaks schema/simulate.schema.json: %s", schema.Text(p))
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
		// Loads too large to simulate are refused before anything is
		// allocated (the test would run out of memory otherwise).
		{"a billion nodes", `{"nodes": [{"count": 1000000000, "resources": {"memory-mb": 8192, "vcores": 8}}]}`, 2,
			[]string{"nodes.0.count", "100000"}},
		{"nodes past the bound all groups together", `{"nodes": [` + strings.Repeat(`{"count": 60000, "resources": {"memory-mb": 8192, "vcores": 8}},`, 2) + node + `]}`, 2,
			[]string{"nodes.1.count: 60000 brings the load to 120000 nodes", "at most 100000"}},
		{"10^12 running containers", `{"nodes": [` + node + `], "apps": [{"id": "x", "queue": "a", "container": {"memory-mb": 1024}, "containers": 1000000000000, "running": 1000000000000}]}`, 2,
			[]string{"apps.0.running: 1000000000000 brings the load to 1000000000000 running containers", "at most 2000000"}},
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
	// 10^12 containers asked are a demand: both schedulers run the load in
	// bounded time and memory, and report the asks as pending
	trillion := `{"nodes": [` + node + `], "apps": [{"id": "x", "queue": "a", "user": "u", "container": {"memory-mb": 1024}, "containers": 1000000000000, "runtime": 30}]}`
	for _, file := range []string{"fs.xml", "cs.xml"} {
		out, stderr, exit := sharesRun(t, map[string]string{"fs.xml": simXML, "cs.xml": csSimXML, "load.json": trillion},
			"simulate", "$DIR/"+file, "--load", "$DIR/load.json", "--duration", "1h", "--format", "json")
		if exit != 0 || !strings.Contains(out, `"pending": 999999`) {
			t.Errorf("%s, 10^12 containers asked: exit %d, %s\n%.400s", file, exit, stderr, out)
		}
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
	// The README's examples/rm runs an app in root.users.alice, which the
	// RM created at submission (nestedUserQueue under users): simulate
	// creates it as drift does. A file that would not create it refuses
	// the load, saying why.
	ex, _ := filepath.Abs("../examples")
	out, stderr, exit = sharesRun(t, nil, "simulate", ex+"/fair-scheduler.xml", "--from-rm", ex+"/rm", "--format", "json", "--resource-types", "yarn.io/gpu")
	if exit != 0 {
		t.Fatalf("examples/rm: exit %d: %s", exit, stderr)
	}
	if d := simDecode(t, out); !slices.ContainsFunc(d.Queues, func(q simQueueT) bool { return q.Name == "root.users.alice" && q.Usage["memory-mb"] > 0 }) {
		t.Errorf("examples/rm: no busy root.users.alice in %+v", d.Queues)
	}
	strict := `<allocations><queue name="analytics"/><queue name="etl"><queue name="nightly"/></queue><queue name="ml"/><queue name="users" type="parent"/><queuePlacementPolicy><rule name="specified" create="false"/><rule name="reject"/></queuePlacementPolicy></allocations>`
	_, stderr, exit = sharesRun(t, map[string]string{"fs.xml": strict}, "simulate", "$DIR/fs.xml", "--from-rm", ex+"/rm")
	if exit != 2 || !strings.Contains(stderr, "root.users.alice, which this file neither declares nor creates") {
		t.Errorf("strict file: exit %d, stderr %q; want 2 naming root.users.alice", exit, stderr)
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

// --sample adds a sample at every interval to the samples of changes; an
// interval that is not whole seconds is a usage error.
func TestSimulateSample(t *testing.T) {
	load := `{"nodes": [{"count": 1, "resources": {"memory-mb": 8192, "vcores": 8}}],
	 "apps": [{"id": "x", "queue": "a", "container": {"memory-mb": 1024, "vcores": 1}, "containers": 4, "runtime": 90}]}`
	files := map[string]string{"fs.xml": simXML, "load.json": load}
	count := func(extra ...string) int {
		out, stderr, exit := sharesRun(t, files, append([]string{"simulate", "$DIR/fs.xml", "--load", "$DIR/load.json", "--format", "json", "--duration", "10m"}, extra...)...)
		if exit != 0 {
			t.Fatalf("exit %d: %s", exit, stderr)
		}
		return len(simDecode(t, out).Timeline)
	}
	// Changes: the containers placed in the first seconds, ended about
	// 90 s later, and the shares that follow; with --sample 60s also 0,
	// 60, ... 600 (0 is sampled anyway).
	plain, every := count(), count("--sample", "60s")
	if plain > 10 || every < 11 || every > plain+10 {
		t.Errorf("%d samples, %d with --sample 60s; want a few, and those plus one a minute", plain, every)
	}
	if _, stderr, exit := sharesRun(t, files, "simulate", "$DIR/fs.xml", "--load", "$DIR/load.json", "--sample", "1.5s"); exit != 2 || !strings.Contains(stderr, "whole seconds") {
		t.Errorf("--sample 1.5s: exit %d, stderr %q; want 2 and whole seconds", exit, stderr)
	}
}

// drift and simulate read the RM's responses saved as XML (as the RM
// serves them to a browser) and with childQueues as a bare array exactly
// as the JSON of examples/rm: same output but for the directory's name.
func TestRMResponsesAsXML(t *testing.T) {
	ex, _ := filepath.Abs("../examples")
	td, _ := filepath.Abs("../testdata/rm")
	run := func(dir string, args ...string) string {
		out, stderr, exit := sharesRun(t, nil, append(args, ex+"/fair-scheduler.xml", "--from-rm", dir, "--resource-types", "yarn.io/gpu")...)
		if exit != 0 {
			t.Fatalf("%v on %s: exit %d: %s", args, dir, exit, stderr)
		}
		return strings.ReplaceAll(out, dir, "DIR")
	}
	for _, cmd := range [][]string{{"drift"}, {"drift", "--format", "json"}, {"simulate", "--format", "json"}} {
		want := run(ex+"/rm", cmd...)
		for _, dir := range []string{td + "/xml", td + "/array"} {
			if got := run(dir, cmd...); got != want {
				t.Errorf("%v on %s differs from examples/rm:\n%s\nwant\n%s", cmd, dir, got, want)
			}
		}
	}
}

// The increment is read as lint --yarn-site reads it, through yarnsite:
// "1 Gi" is 1024 MB, and the per-type key beats the deprecated one when
// both are set, in a yarn-site file and in --set alike (1100 MB asks are
// then 2048 MB containers, not 1536).
func TestSimulateIncrementAsYarnsite(t *testing.T) {
	load := `{"nodes": [{"count": 1, "resources": {"memory-mb": 8192, "vcores": 8}}],
	 "apps": [{"id": "x", "queue": "a", "container": {"memory-mb": 1100, "vcores": 1}, "containers": 2}]}`
	prop := func(k, v string) string { return "<property><name>" + k + "</name><value>" + v + "</value></property>" }
	for _, tc := range []struct {
		name, site string
		set        []string
		want       int64
	}{
		{"1 Gi in yarn-site", prop("yarn.resource-types.memory-mb.increment-allocation", "1 Gi"), nil, 2048},
		{"1 Gi in --set", "", []string{"--set", "yarn.resource-types.memory-mb.increment-allocation=1 Gi"}, 2048},
		{"both keys in yarn-site", prop("yarn.resource-types.memory-mb.increment-allocation", "2048") + prop("yarn.scheduler.increment-allocation-mb", "512"), nil, 2048},
		{"both keys in --set", "", []string{"--set", "yarn.resource-types.memory-mb.increment-allocation=2048", "--set", "yarn.scheduler.increment-allocation-mb=512"}, 2048},
		{"deprecated key alone", prop("yarn.scheduler.increment-allocation-mb", "512"), nil, 1536},
	} {
		args := append([]string{"simulate", "$DIR/fs.xml", "--load", "$DIR/load.json", "--format", "json", "--yarn-site", "$DIR/yarn-site.xml"}, tc.set...)
		out, stderr, exit := sharesRun(t, map[string]string{"fs.xml": simXML, "load.json": load, "yarn-site.xml": "<configuration>" + tc.site + "</configuration>"}, args...)
		if exit != 0 {
			t.Errorf("%s: exit %d: %s", tc.name, exit, stderr)
			continue
		}
		var d struct {
			Apps []struct {
				Container map[string]int64 `json:"container"`
			} `json:"apps"`
		}
		if err := json.Unmarshal([]byte(out), &d); err != nil || len(d.Apps) != 1 || d.Apps[0].Container["memory-mb"] != tc.want {
			t.Errorf("%s: container %v (%v), want %d MB", tc.name, d.Apps, err, tc.want)
		}
	}
}

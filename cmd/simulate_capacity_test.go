package cmd_test

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/internal/golden"
)

const csSimXML = `<?xml version="1.0"?>
<configuration>
  <property><name>yarn.scheduler.capacity.root.queues</name><value>a,b</value></property>
  <property><name>yarn.scheduler.capacity.root.a.capacity</name><value>25</value></property>
  <property><name>yarn.scheduler.capacity.root.b.capacity</name><value>75</value></property>
  <property><name>yarn.scheduler.capacity.root.a.maximum-capacity</name><value>50</value></property>
  <property><name>yarn.scheduler.capacity.root.a.user-limit-factor</name><value>4</value></property>
</configuration>
`

// csSimLoad: a1 in a grows to a's maximum (half the cluster); big asks
// more than the maximum allocation and is rejected; late is killed
// before it starts.
const csSimLoad = `{"nodes": [{"count": 2, "resources": {"memory-mb": 8192, "vcores": 8}}],
 "apps": [
  {"id": "a1", "queue": "a", "user": "u", "container": {"memory-mb": 1024, "vcores": 1}, "containers": 20},
  {"id": "big", "queue": "b", "user": "v", "container": {"memory-mb": 16384, "vcores": 1}, "containers": 1},
  {"id": "late", "queue": "b", "user": "v", "start": 5, "killAt": 3, "container": {"memory-mb": 1024, "vcores": 1}, "containers": 1}]}`

type csSimDoc struct {
	Scheduler string `json:"scheduler"`
	Queues    []struct {
		Name        string           `json:"name"`
		Usage       map[string]int64 `json:"usage"`
		ActiveApps  int              `json:"activeApps"`
		PendingApps int              `json:"pendingApps"`
		AMLimit     map[string]int64 `json:"amLimit"`
		UserAMLimit map[string]int64 `json:"userAMLimit"`
		Users       []struct {
			User  string           `json:"user"`
			Usage map[string]int64 `json:"usage"`
		} `json:"users"`
	} `json:"queues"`
	Apps []struct {
		ID         string `json:"id"`
		State      string `json:"state"`
		Message    string `json:"message"`
		Containers int    `json:"containers"`
	} `json:"apps"`
}

func TestSimulateCapacityJSON(t *testing.T) {
	out, stderr, exit := sharesRun(t, map[string]string{"cs.xml": csSimXML, "load.json": csSimLoad},
		"simulate", "$DIR/cs.xml", "--load", "$DIR/load.json", "--format", "json")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, stderr)
	}
	simDecode(t, out) // the schema
	var d csSimDoc
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	if d.Scheduler != "capacity" {
		t.Errorf("scheduler %q", d.Scheduler)
	}
	for _, q := range d.Queues {
		if q.Name != "root.a" {
			continue
		}
		if q.Usage["memory-mb"] != 8192 || q.ActiveApps != 1 || q.PendingApps != 0 {
			t.Errorf("root.a: usage %v, %d active, %d pending; want 8192 MB, 1, 0", q.Usage, q.ActiveApps, q.PendingApps)
		}
		// 10 % of the current limit (a's maximum, 8 GiB), rounded up to 1 GiB
		if q.AMLimit["memory-mb"] != 1024 || q.UserAMLimit["memory-mb"] != 1024 {
			t.Errorf("root.a: AM limit %v, user AM limit %v; want 1024 MB each", q.AMLimit, q.UserAMLimit)
		}
		if len(q.Users) != 1 || q.Users[0].User != "u" || q.Users[0].Usage["memory-mb"] != 8192 {
			t.Errorf("root.a users %+v", q.Users)
		}
	}
	states := map[string]string{}
	for _, a := range d.Apps {
		states[a.ID] = a.State
		if a.ID == "big" && !strings.HasPrefix(a.Message, "Invalid resource request! Cannot allocate containers as requested resource is greater than maximum allowed allocation. Requested resource type=[memory-mb], Requested resource=<memory:16384, vCores:1>, maximum allowed allocation=<memory:8192, vCores:4>") {
			t.Errorf("big: message %q", a.Message)
		}
	}
	if states["a1"] != "active" || states["big"] != "rejected" || states["late"] != "killed" {
		t.Errorf("states %v", states)
	}
}

// The Fair Scheduler rejects an oversized ask the same way, and honours
// killAt.
func TestSimulateFairRejectsAndKills(t *testing.T) {
	load := strings.Replace(csSimLoad, `"queue": "a"`, `"queue": "root.a"`, 1)
	out, stderr, exit := sharesRun(t, map[string]string{"fs.xml": simXML, "load.json": load},
		"simulate", "$DIR/fs.xml", "--load", "$DIR/load.json", "--format", "json")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, stderr)
	}
	simDecode(t, out)
	var d csSimDoc
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	for _, a := range d.Apps {
		want := map[string]string{"a1": "active", "big": "rejected", "late": "killed"}[a.ID]
		if a.State != want {
			t.Errorf("%s: state %s, want %s", a.ID, a.State, want)
		}
		if a.ID == "big" && !strings.Contains(a.Message, "maximum allowed allocation=<memory:8192, vCores:4>") {
			t.Errorf("big: message %q", a.Message)
		}
	}
}

func TestSimulateFIFO(t *testing.T) {
	load := `{"nodes": [{"count": 1, "resources": {"memory-mb": 8192, "vcores": 8}}],
	 "apps": [
	  {"id": "first", "queue": "x", "user": "u", "container": {"memory-mb": 1024, "vcores": 1}, "containers": 6},
	  {"id": "second", "queue": "y", "user": "v", "container": {"memory-mb": 1024, "vcores": 1}, "containers": 6}]}`
	out, stderr, exit := sharesRun(t, map[string]string{"load.json": load},
		"simulate", "--scheduler", "fifo", "--load", "$DIR/load.json", "--format", "json")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, stderr)
	}
	simDecode(t, out)
	var d csSimDoc
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, a := range d.Apps {
		got[a.ID] = a.Containers
	}
	// the first app takes all it asks (6 containers, its AM the first), the second what is left
	if got["first"] != 6 || got["second"] != 2 || d.Scheduler != "fifo" {
		t.Errorf("containers %v, scheduler %s; want first 6, second 2, fifo", got, d.Scheduler)
	}
}

func TestSimulateCapacityText(t *testing.T) {
	out, stderr, exit := sharesRun(t, map[string]string{"cs.xml": csSimXML, "load.json": csSimLoad},
		"simulate", "$DIR/cs.xml", "--load", "$DIR/load.json", "--duration", "3.5s")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, stderr)
	}
	for _, s := range []string{"Capacity Scheduler", "after 3.5 simulated seconds", "GUARANTEED", "big rejected: Invalid resource request!"} {
		if !strings.Contains(out, s) {
			t.Errorf("output lacks %q:\n%s", s, out)
		}
	}
}

func TestSimulateSchedulerFlag(t *testing.T) {
	_, stderr, exit := sharesRun(t, map[string]string{"load.json": csSimLoad}, "simulate", "--scheduler", "drf", "--load", "$DIR/load.json")
	if exit != 2 || !strings.Contains(stderr, "invalid --scheduler") {
		t.Errorf("exit %d, stderr %s", exit, stderr)
	}
	_, stderr, exit = sharesRun(t, map[string]string{"load.json": csSimLoad}, "simulate", "--load", "$DIR/load.json")
	if exit != 2 || !strings.Contains(stderr, "needs the scheduler's file") {
		t.Errorf("exit %d, stderr %s", exit, stderr)
	}
}

// TestSimulateCapacityTreeGolden: a borrows the whole cluster; once b asks,
// the preemption monitor selects one of a's containers a round (0.2 of
// 0.1 of the cluster) and kills each 15 s later, until b's demand is met
// (a keeps 24 GiB of its 16 GiB guarantee: nothing else asks for it); big
// asks more than a node and is rejected.
func TestSimulateCapacityTreeGolden(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/capsim/cli")
	out, stderr, exit := sharesRun(t, nil, "simulate", dir+"/capacity-scheduler.xml", "--load", dir+"/load.json", "--trace", "3")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, stderr)
	}
	golden.Check(t, "../testdata/capsim/tree.golden", []byte(out), *update)
}

// A capacity file the Capacity Scheduler refuses ends simulate as it ends
// tree, on the one load path: the refusing findings with their positions
// and rule IDs, the refusal line, exit 1; XML Hadoop's Configuration
// cannot parse is such a refusal too (cs-malformed-xml), as for tree.
func TestSimulateCapacityRefused(t *testing.T) {
	bad := `<configuration>
 <property><name>yarn.scheduler.capacity.root.queues</name><value>a,b</value></property>
 <property><name>yarn.scheduler.capacity.root.a.capacity</name><value>60</value></property>
 <property><name>yarn.scheduler.capacity.root.b.capacity</name><value>60</value></property>
</configuration>`
	for _, tc := range []struct{ body, finding string }{
		{bad, "cs.xml:2:2: error: queue root: Illegal capacity of 1.2 for children of queue root"},
		{"<configuration><oops", "not well-formed XML"},
	} {
		files := map[string]string{"cs.xml": tc.body, "load.json": csSimLoad}
		_, stderr, exit := sharesRun(t, files, "simulate", "$DIR/cs.xml", "--load", "$DIR/load.json", "--scheduler", "capacity")
		_, want, _ := sharesRun(t, files, "tree", "$DIR/cs.xml", "--scheduler", "capacity")
		dir := regexp.MustCompile(`\S*/cs\.xml`) // each run has its own directory
		stderr, want = dir.ReplaceAllString(stderr, "cs.xml"), dir.ReplaceAllString(want, "cs.xml")
		if exit != 1 || stderr != want || !strings.Contains(stderr, tc.finding) || !strings.Contains(stderr, "would refuse cs.xml; the findings above say why") {
			t.Errorf("exit %d, stderr:\n%s\ntree's:\n%s", exit, stderr, want)
		}
	}
}

// TestSimulateCapacityBadFormat: --format is checked for every scheduler,
// before anything is simulated.
func TestSimulateCapacityBadFormat(t *testing.T) {
	_, stderr, exit := sharesRun(t, map[string]string{"cs.xml": csSimXML, "load.json": csSimLoad},
		"simulate", "$DIR/cs.xml", "--load", "$DIR/load.json", "--format", "yaml")
	if exit != 2 || !strings.Contains(stderr, `invalid --format "yaml"`) {
		t.Errorf("exit %d, stderr %s", exit, stderr)
	}
}

// Each simulation reads only its own scheduler's settings, as its
// ResourceManager does: a Fair Scheduler key Hadoop cannot read stops the
// Fair Scheduler's simulation, not the Capacity Scheduler's, and the other
// way round; a key both read stops both.
func TestSimulateReadsItsOwnSchedulersSettings(t *testing.T) {
	files := map[string]string{"cs.xml": csSimXML, "fs.xml": simXML, "load.json": csSimLoad}
	for _, tc := range []struct {
		file, set string
		exit      int
		stderr    string
	}{
		{"cs.xml", "yarn.scheduler.fair.update-interval-ms=abc", 0, ""},
		{"cs.xml", "yarn.scheduler.fair.assignmultiple=maybe", 0, ""},
		{"cs.xml", "yarn.resource-types.memory-mb.increment-allocation=abc", 0, ""},
		{"fs.xml", "yarn.scheduler.fair.update-interval-ms=abc", 2, "yarn.scheduler.fair.update-interval-ms"},
		{"fs.xml", "yarn.scheduler.capacity.maximum-applications=abc", 0, ""},
		{"cs.xml", "yarn.scheduler.capacity.maximum-applications=abc", 2, "yarn.scheduler.capacity.maximum-applications"},
		{"cs.xml", "yarn.scheduler.minimum-allocation-mb=abc", 2, "yarn.scheduler.minimum-allocation-mb"},
		{"fs.xml", "yarn.scheduler.minimum-allocation-mb=abc", 2, "yarn.scheduler.minimum-allocation-mb"},
	} {
		t.Run(tc.file+" "+tc.set, func(t *testing.T) {
			_, stderr, exit := sharesRun(t, files, "simulate", "$DIR/"+tc.file, "--load", "$DIR/load.json", "--set", tc.set)
			if exit != tc.exit || !strings.Contains(stderr, tc.stderr) {
				t.Errorf("exit %d, stderr %q; want exit %d naming %q", exit, stderr, tc.exit, tc.stderr)
			}
			if tc.exit == 0 && strings.Contains(stderr, strings.Split(tc.set, "=")[0]) {
				t.Errorf("a setting this scheduler does not read is named: %s", stderr)
			}
		})
	}
}

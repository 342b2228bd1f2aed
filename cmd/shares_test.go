package cmd_test

import (
	"bytes"
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/cmd"
	"github.com/fairsched/fairsched/schema"
)

// sharesDocTree is TestFairSchedulerFairShare's tree (compute-cases.md §B).
const sharesDocTree = `<?xml version="1.0"?>
<allocations>
  <queue name="root">
    <queue name="default"><weight>1</weight></queue>
    <queue name="parentA">
      <weight>8</weight>
      <queue name="childA1"/>
      <queue name="childA2"/>
      <queue name="childA3"/>
      <queue name="childA4"/>
    </queue>
    <queue name="parentB">
      <weight>1</weight>
      <queue name="childB1"/>
      <queue name="childB2"/>
    </queue>
  </queue>
</allocations>
`

// sharesDocTreeDRF is the same tree with drf everywhere (B6).
var sharesDocTreeDRF = strings.Replace(sharesDocTree, "<allocations>",
	"<allocations>\n  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>", 1)

// sharesRun runs fairsched with args after writing files (name -> content)
// into a temporary directory; "$DIR" in args is replaced by its path.
func sharesRun(t *testing.T, files map[string]string, args ...string) (stdout, stderr string, exit int) {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for i, a := range args {
		args[i] = strings.ReplaceAll(a, "$DIR", dir)
	}
	var out, errOut bytes.Buffer
	exit = cmd.Execute(args, &cmd.IO{
		In: strings.NewReader(""), Out: &out, Err: &errOut,
		Getenv: func(string) string { return "" }, ReadFile: os.ReadFile,
	})
	return out.String(), errOut.String(), exit
}

// sharesQueue is the part of a queue of `shares --format json` the tests
// read.
type sharesQueue struct {
	Name          string           `json:"name"`
	Type          string           `json:"type"`
	Active        bool             `json:"active"`
	CannotRun     string           `json:"cannotRunReason"`
	Steady        map[string]int64 `json:"steadyFairShare"`
	Instantaneous map[string]int64 `json:"instantaneousFairShare"`
	MaxShare      map[string]int64 `json:"maxShare"`
	Children      []*sharesQueue   `json:"children"`
}

type sharesDoc struct {
	SchemaVersion int              `json:"schemaVersion"`
	Cluster       map[string]int64 `json:"cluster"`
	Active        []string         `json:"active"`
	Root          *sharesQueue     `json:"root"`
}

// sharesDecode validates out against schema/shares.schema.json, decodes it
// and returns every queue by name.
func sharesDecode(t *testing.T, out string) (sharesDoc, map[string]*sharesQueue) {
	t.Helper()
	problems, err := schema.Validate("shares", []byte(out))
	if err != nil {
		t.Fatalf("schema.Validate(shares) error: %v", err)
	}
	for _, p := range problems {
		t.Errorf("shares JSON breaks its schema: %s", schema.Text(p))
	}
	var doc sharesDoc
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("decode shares JSON: %v\n%s", err, out)
	}
	byName := map[string]*sharesQueue{}
	stack := []*sharesQueue{doc.Root}
	for len(stack) > 0 {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if q == nil {
			t.Fatal("shares JSON has a null queue")
		}
		byName[q.Name] = q
		stack = append(stack, q.Children...)
	}
	return doc, byName
}

// sharesMV is a share of memory and vcores.
type sharesMV [2]int64

func sharesGot(m map[string]int64) sharesMV { return sharesMV{m["memory-mb"], m["vcores"]} }

// sharesDocSteady is the steady share of the doc tree on <16384, 10>
// (compute-cases.md §B; vcores only under drf, B6).
func sharesDocSteady(drf bool) map[string]sharesMV {
	v := func(mem, vc int64) sharesMV {
		if drf {
			return sharesMV{mem, vc}
		}
		return sharesMV{mem, 0}
	}
	return map[string]sharesMV{
		"root": {16384, 10}, "root.default": v(1638, 1), "root.parentA": v(13108, 8), "root.parentB": v(1638, 1),
		"root.parentA.childA1": v(3277, 2), "root.parentA.childA2": v(3277, 2),
		"root.parentA.childA3": v(3277, 2), "root.parentA.childA4": v(3277, 2),
		"root.parentB.childB1": v(819, 1), "root.parentB.childB2": v(819, 1),
	}
}

// sharesInst is an instantaneous expectation: the given queues, every
// other queue 0 (root excepted).
func sharesInst(nonZero map[string]sharesMV) map[string]sharesMV {
	out := map[string]sharesMV{}
	for name := range sharesDocSteady(false) {
		out[name] = sharesMV{}
	}
	out["root"] = sharesMV{16384, 10}
	maps.Copy(out, nonZero)
	return out
}

func TestSharesJSONDocTree(t *testing.T) {
	b4 := []string{"--active", "parentA.childA1,root.parentA.childA2", "--active", "parentB.childB1,default"}
	tests := []struct {
		name       string
		xml        string
		extra      []string
		wantActive []string
		steady     map[string]sharesMV
		inst       map[string]sharesMV
	}{
		{
			name: "every leaf active by default", xml: sharesDocTree,
			wantActive: []string{
				"root.default", "root.parentA.childA1", "root.parentA.childA2", "root.parentA.childA3",
				"root.parentA.childA4", "root.parentB.childB1", "root.parentB.childB2",
			},
			steady: sharesDocSteady(false),
			inst:   sharesDocSteady(false), // everything active: the same split
		},
		{
			name: "B4 active under different parents", xml: sharesDocTree, extra: b4,
			wantActive: []string{"root.default", "root.parentA.childA1", "root.parentA.childA2", "root.parentB.childB1"},
			steady:     sharesDocSteady(false),
			inst: sharesInst(map[string]sharesMV{
				"root.default": {1638, 0}, "root.parentA": {13108, 0}, "root.parentB": {1638, 0},
				"root.parentA.childA1": {6554, 0}, "root.parentA.childA2": {6554, 0}, "root.parentB.childB1": {1638, 0},
			}),
		},
		{
			name: "B6 drf", xml: sharesDocTreeDRF, extra: b4,
			wantActive: []string{"root.default", "root.parentA.childA1", "root.parentA.childA2", "root.parentB.childB1"},
			steady:     sharesDocSteady(true),
			inst: sharesInst(map[string]sharesMV{
				"root.default": {1638, 1}, "root.parentA": {13108, 8}, "root.parentB": {1638, 1},
				"root.parentA.childA1": {6554, 4}, "root.parentA.childA2": {6554, 4}, "root.parentB.childB1": {1638, 1},
			}),
		},
		{
			name: "active parent activates its leaves", xml: sharesDocTree, extra: []string{"--active", "parentA"},
			wantActive: []string{"root.parentA.childA1", "root.parentA.childA2", "root.parentA.childA3", "root.parentA.childA4"},
			inst: sharesInst(map[string]sharesMV{
				"root.parentA":         {16384, 0},
				"root.parentA.childA1": {4096, 0}, "root.parentA.childA2": {4096, 0},
				"root.parentA.childA3": {4096, 0}, "root.parentA.childA4": {4096, 0},
			}),
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"shares", "$DIR/fair-scheduler.xml", "--cluster", "16384 mb, 10 vcores", "--format", "json"}, tc.extra...)
			stdout, stderr, exit := sharesRun(t, map[string]string{"fair-scheduler.xml": tc.xml}, args...)
			if exit != cmd.ExitOK || stderr != "" {
				t.Fatalf("exit = %d, stderr = %q; want 0 and nothing", exit, stderr)
			}
			doc, byName := sharesDecode(t, stdout)
			if doc.SchemaVersion != 1 || sharesGot(doc.Cluster) != (sharesMV{16384, 10}) {
				t.Errorf("schemaVersion %d, cluster %v; want 1 and <16384, 10>", doc.SchemaVersion, doc.Cluster)
			}
			if !slices.Equal(doc.Active, tc.wantActive) {
				t.Errorf("active = %q, want %q", doc.Active, tc.wantActive)
			}
			if got, want := slices.Sorted(maps.Keys(byName)), slices.Sorted(maps.Keys(sharesDocSteady(false))); !slices.Equal(got, want) {
				t.Errorf("queues = %v, want %v", got, want)
			}
			sharesCheck(t, "steady", byName, tc.steady, func(q *sharesQueue) map[string]int64 { return q.Steady })
			sharesCheck(t, "instantaneous", byName, tc.inst, func(q *sharesQueue) map[string]int64 { return q.Instantaneous })
			for _, name := range tc.wantActive {
				if q := byName[name]; q != nil && !q.Active {
					t.Errorf("%s active = false, want true", name)
				}
			}
		})
	}
}

func sharesCheck(t *testing.T, kind string, byName map[string]*sharesQueue, want map[string]sharesMV, get func(*sharesQueue) map[string]int64) {
	t.Helper()
	for _, name := range slices.Sorted(maps.Keys(want)) {
		q := byName[name]
		if q == nil {
			t.Errorf("%s share of %s: queue missing", kind, name)
			continue
		}
		if got := sharesGot(get(q)); got != want[name] {
			t.Errorf("%s share of %s = %v, want %v", kind, name, got, want[name])
		}
	}
}

func TestSharesExitCodes(t *testing.T) {
	doc := map[string]string{"fs.xml": sharesDocTree}
	with := func(extra map[string]string) map[string]string {
		m := maps.Clone(doc)
		maps.Copy(m, extra)
		return m
	}
	tests := []struct {
		name       string
		files      map[string]string
		args       []string
		wantExit   int
		wantStderr []string // substrings of stderr; nil means stderr must be empty
		wantStdout bool     // whether stdout must have output
	}{
		{
			name: "normal run", files: doc, args: []string{"shares", "$DIR/fs.xml", "--cluster", "16384 mb, 10 vcores"},
			wantExit: cmd.ExitOK, wantStdout: true,
		},
		{
			name: "unknown --active queue suggests the closest name", files: doc,
			args:     []string{"shares", "$DIR/fs.xml", "--cluster", "16384 mb, 10 vcores", "--active", "parentA.chldA1"},
			wantExit: cmd.ExitUsage,
			wantStderr: []string{`unknown queue "parentA.chldA1"`, `did you mean "root.parentA.childA1"`,
				"run 'fairsched shares --help' for usage"},
		},
		{
			name: "bad --cluster", files: doc, args: []string{"shares", "$DIR/fs.xml", "--cluster", "lots of memory"},
			wantExit: cmd.ExitUsage, wantStderr: []string{`invalid --cluster "lots of memory"`},
		},
		{
			name: "percentage --cluster", files: doc, args: []string{"shares", "$DIR/fs.xml", "--cluster", "50%"},
			wantExit: cmd.ExitUsage, wantStderr: []string{`invalid --cluster "50%"`, "percentage"},
		},
		{
			name: "missing --cluster", files: doc, args: []string{"shares", "$DIR/fs.xml"},
			wantExit: cmd.ExitUsage, wantStderr: []string{"--cluster is required"},
		},
		{
			name: "bad --format", files: doc, args: []string{"shares", "$DIR/fs.xml", "--cluster", "16384 mb, 10 vcores", "--format", "yaml"},
			wantExit: cmd.ExitUsage, wantStderr: []string{`invalid --format "yaml"`},
		},
		{
			name:     "file Hadoop refuses: the shares still print, below the reasons",
			files:    map[string]string{"fs.xml": strings.Replace(sharesDocTree, "<weight>8</weight>", "<weight>eight</weight>", 1)},
			args:     []string{"shares", "$DIR/fs.xml", "--cluster", "16384 mb, 10 vcores"},
			wantExit: cmd.ExitFindings, wantStdout: true,
			wantStderr: []string{"Hadoop 3.3 would refuse"},
		},
		{
			name:     "file Hadoop refuses, JSON: the reasons on stderr",
			files:    map[string]string{"fs.xml": strings.Replace(sharesDocTree, "<weight>8</weight>", "<weight>eight</weight>", 1)},
			args:     []string{"shares", "$DIR/fs.xml", "--cluster", "16384 mb, 10 vcores", "--format", "json"},
			wantExit: cmd.ExitFindings, wantStdout: true,
			wantStderr: []string{"fs.xml:6:", "queue root.parentA", `For input string: "eight"`, "[invalid-number]",
				"Hadoop 3.3 would refuse"},
		},
		{
			name: "missing file", files: nil, args: []string{"shares", "$DIR/nope.xml", "--cluster", "16384 mb, 10 vcores"},
			wantExit: cmd.ExitCannot, wantStderr: []string{"nope.xml"},
		},
		{
			name: "scenario with a string cluster", files: with(map[string]string{"s.json": `{"cluster": "16384 mb, 10 vcores", "active": ["parentB"]}`}),
			args:     []string{"shares", "$DIR/fs.xml", "--scenario", "$DIR/s.json", "--format", "json"},
			wantExit: cmd.ExitOK, wantStdout: true,
		},
		{
			name:     "scenario with an object cluster",
			files:    with(map[string]string{"s.json": `{"cluster": {"memory-mb": 16384, "vcores": 10}, "active": ["root.parentB.childB1", "parentB.childB2"]}`}),
			args:     []string{"shares", "$DIR/fs.xml", "--scenario", "$DIR/s.json", "--format", "json"},
			wantExit: cmd.ExitOK, wantStdout: true,
		},
		{
			name:     "invalid scenario names the JSON path",
			files:    with(map[string]string{"s.json": `{"cluster": "16384 mb, 10 vcores", "active": ["parentA", 7]}`}),
			args:     []string{"shares", "$DIR/fs.xml", "--scenario", "$DIR/s.json"},
			wantExit: cmd.ExitUsage, wantStderr: []string{"invalid scenario", "s.json", "active.1"},
		},
		{
			name:     "scenario without a cluster",
			files:    with(map[string]string{"s.json": `{"active": ["parentA"]}`}),
			args:     []string{"shares", "$DIR/fs.xml", "--scenario", "$DIR/s.json"},
			wantExit: cmd.ExitUsage, wantStderr: []string{"invalid scenario", "cluster"},
		},
		{
			name: "queue that will not be created is explained on stderr",
			files: map[string]string{"fs.xml": strings.Replace(sharesDocTree, `<queue name="parentB">`,
				`<queue name="parentB"><schedulingPolicy>drf</schedulingPolicy>`, 1)},
			args:       []string{"shares", "$DIR/fs.xml", "--cluster", "16384 mb, 10 vcores", "--format", "json"},
			wantExit:   cmd.ExitOK,
			wantStderr: []string{"queue root.parentB: the queue gets drf", "so the queue and its subtree do not exist [drf-under-fair]"},
			wantStdout: true,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, exit := sharesRun(t, tc.files, slices.Clone(tc.args)...)
			if exit != tc.wantExit {
				t.Errorf("exit = %d, want %d; stderr:\n%s", exit, tc.wantExit, stderr)
			}
			if tc.wantStderr == nil && stderr != "" {
				t.Errorf("stderr = %q, want nothing", stderr)
			}
			for _, s := range tc.wantStderr {
				if !strings.Contains(stderr, s) {
					t.Errorf("stderr = %q, want it to contain %q", stderr, s)
				}
			}
			if got := stdout != ""; got != tc.wantStdout {
				t.Errorf("stdout = %q; want output: %v", stdout, tc.wantStdout)
			}
		})
	}
}

// TestSharesScenario checks what a scenario file feeds into the numbers.
func TestSharesScenario(t *testing.T) {
	tests := []struct {
		name     string
		scenario string
		args     []string
		cluster  sharesMV
		active   []string
		inst     map[string]sharesMV
	}{
		{
			name: "string cluster, parent activates its leaves", scenario: `{"cluster": "16384 mb, 10 vcores", "active": ["parentB"]}`,
			cluster: sharesMV{16384, 10}, active: []string{"root.parentB.childB1", "root.parentB.childB2"},
			inst: map[string]sharesMV{"root.parentB": {16384, 0}, "root.parentB.childB1": {8192, 0}, "root.parentB.childB2": {8192, 0}, "root.parentA": {0, 0}},
		},
		{
			name: "object cluster", scenario: `{"cluster": {"memory-mb": 10240, "vcores": 4}, "active": ["root.parentB.childB1"]}`,
			cluster: sharesMV{10240, 4}, active: []string{"root.parentB.childB1"},
			inst: map[string]sharesMV{"root.parentB": {10240, 0}, "root.parentB.childB1": {10240, 0}, "root.parentB.childB2": {0, 0}},
		},
		{
			name: "flags override the scenario", scenario: `{"cluster": {"memory-mb": 10240, "vcores": 4}, "active": ["root.parentB.childB1"]}`,
			args:    []string{"--cluster", "16384 mb, 10 vcores", "--active", "parentA.childA3"},
			cluster: sharesMV{16384, 10}, active: []string{"root.parentA.childA3"},
			inst: map[string]sharesMV{"root.parentA": {16384, 0}, "root.parentA.childA3": {16384, 0}, "root.parentB.childB1": {0, 0}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"shares", "$DIR/fs.xml", "--scenario", "$DIR/s.json", "--format", "json"}, tc.args...)
			stdout, stderr, exit := sharesRun(t, map[string]string{"fs.xml": sharesDocTree, "s.json": tc.scenario}, args...)
			if exit != cmd.ExitOK {
				t.Fatalf("exit = %d, want 0; stderr:\n%s", exit, stderr)
			}
			doc, byName := sharesDecode(t, stdout)
			if got := sharesGot(doc.Cluster); got != tc.cluster {
				t.Errorf("cluster = %v, want %v", got, tc.cluster)
			}
			if !slices.Equal(doc.Active, tc.active) {
				t.Errorf("active = %q, want %q", doc.Active, tc.active)
			}
			sharesCheck(t, "instantaneous", byName, tc.inst, func(q *sharesQueue) map[string]int64 { return q.Instantaneous })
		})
	}
}

// TestSharesNotCreatedAbsent checks that a queue the ResourceManager will
// not create is left out of the output, and the others share without it.
func TestSharesNotCreatedAbsent(t *testing.T) {
	xml := strings.Replace(sharesDocTree, `<queue name="parentB">`, `<queue name="parentB"><schedulingPolicy>drf</schedulingPolicy>`, 1)
	stdout, _, exit := sharesRun(t, map[string]string{"fs.xml": xml},
		"shares", "$DIR/fs.xml", "--cluster", "16384 mb, 10 vcores", "--format", "json", "--active", "default")
	if exit != cmd.ExitOK {
		t.Fatalf("exit = %d, want 0", exit)
	}
	_, byName := sharesDecode(t, stdout)
	for _, name := range []string{"root.parentB", "root.parentB.childB1", "root.parentB.childB2"} {
		if _, ok := byName[name]; ok {
			t.Errorf("%s is in the output; want it left out", name)
		}
	}
	// Derived: default (1) and parentA (8) share 16384 steady: R -> 1820.5
	// gives 1820 + 14564 = 16384.
	sharesCheck(t, "steady", byName, map[string]sharesMV{"root.default": {1820, 0}, "root.parentA": {14564, 0}},
		func(q *sharesQueue) map[string]int64 { return q.Steady })
	sharesCheck(t, "instantaneous", byName, map[string]sharesMV{"root.default": {16384, 0}, "root.parentA": {0, 0}},
		func(q *sharesQueue) map[string]int64 { return q.Instantaneous })
}

// TestSharesCannotRunInJSON checks that a leaf under maxRunningApps 0 is
// reported with its reason and gets no instantaneous share.
func TestSharesCannotRunInJSON(t *testing.T) {
	xml := strings.Replace(sharesDocTree, `<weight>8</weight>`, `<weight>8</weight><maxRunningApps>0</maxRunningApps>`, 1)
	stdout, _, exit := sharesRun(t, map[string]string{"fs.xml": xml},
		"shares", "$DIR/fs.xml", "--cluster", "16384 mb, 10 vcores", "--format", "json", "--active", "parentA,parentB.childB1")
	if exit != cmd.ExitOK {
		t.Fatalf("exit = %d, want 0", exit)
	}
	doc, byName := sharesDecode(t, stdout)
	if want := []string{"root.parentB.childB1"}; !slices.Equal(doc.Active, want) {
		t.Errorf("active = %q, want %q", doc.Active, want)
	}
	for _, name := range []string{"root.parentA.childA1", "root.parentA.childA4"} {
		q := byName[name]
		if q == nil || q.CannotRun == "" || q.Active || sharesGot(q.Instantaneous) != (sharesMV{}) {
			t.Errorf("%s = %+v; want cannotRunReason set, inactive, instantaneous 0", name, q)
		}
	}
	sharesCheck(t, "instantaneous", byName, map[string]sharesMV{"root.parentB": {16384, 0}, "root.parentB.childB1": {16384, 0}},
		func(q *sharesQueue) map[string]int64 { return q.Instantaneous })
}

// TestSharesJSONActiveMaxZeroLeaf: a leaf with no app and a max of 0 has
// binding "max-zero" (fixed before the inactive test) but must still be
// reported inactive, agreeing with the top-level "active" list. An earlier
// version read "active" from the binding and got this wrong.
func TestSharesJSONActiveMaxZeroLeaf(t *testing.T) {
	xml := `<allocations>
  <queue name="a"><maxResources>0 mb, 0 vcores</maxResources></queue>
  <queue name="b"/>
</allocations>`
	stdout, stderr, exit := sharesRun(t, map[string]string{"fs.xml": xml},
		"shares", "$DIR/fs.xml", "--cluster", "8192 mb, 8 vcores", "--format", "json", "--active", "b")
	if exit != cmd.ExitOK {
		t.Fatalf("exit = %d, want 0; stderr:\n%s", exit, stderr)
	}
	doc, byName := sharesDecode(t, stdout)
	if want := []string{"root.b"}; !slices.Equal(doc.Active, want) {
		t.Errorf("active = %q, want %q", doc.Active, want)
	}
	if q := byName["root.a"]; q == nil || q.Active {
		t.Errorf("root.a \"active\" = %v, want false: it has no app (it is not in the top-level active list %q)", q != nil && q.Active, doc.Active)
	}
}

// TestInputReadOnce: a command that looks at a file to choose its reader
// (capacity-scheduler.xml or allocation file) reads it once.
func TestInputReadOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fair.xml")
	if err := os.WriteFile(path, []byte("<allocations><queue name=\"a\"/></allocations>\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"tree", path}, {"shares", path, "--cluster", "10 GB, 10 vcores"}} {
		reads := 0
		var out, errOut bytes.Buffer
		code := cmd.Execute(args, &cmd.IO{In: strings.NewReader(""), Out: &out, Err: &errOut, Getenv: func(string) string { return "" },
			ReadFile: func(p string) ([]byte, error) {
				if p == path {
					reads++
				}
				return os.ReadFile(p)
			}})
		if code != 0 || reads != 1 {
			t.Errorf("%v: exit %d, the file read %d times, want once; stderr:\n%s", args, code, reads, errOut.String())
		}
	}
}

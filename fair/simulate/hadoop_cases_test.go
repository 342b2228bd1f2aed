package simulate

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/xmlconf"
)

// hadoopCase is one of Hadoop's scheduler tests re-expressed as a load:
// testdata/simulate/hadoop/*/*.json. Test and Method name the Hadoop test
// whose assertions Checks restates; Note says how it was re-expressed.
type hadoopCase struct {
	Test       string          `json:"test"`
	Method     string          `json:"method"`
	Mode       string          `json:"mode,omitempty"`
	Note       string          `json:"note"`
	Allocation string          `json:"allocation"`
	Load       json.RawMessage `json:"load"`
	Checks     []hadoopCheck   `json:"checks"`
}

// hadoopCheck is what the Hadoop test asserts at one point: after AfterS
// simulated seconds, or, when AfterS is 0, once the load is steady.
type hadoopCheck struct {
	AfterS float64 `json:"after_s,omitempty"`
	// Apps and Queues map a name to the figures asserted for it.
	Apps   map[string]hadoopFigures `json:"apps,omitempty"`
	Queues map[string]hadoopFigures `json:"queues,omitempty"`
	// Preemptions is how many preemption rounds fired (nil: not asserted).
	Preemptions *int `json:"preemptions,omitempty"`
	// PreemptedContainers is how many containers were marked in all.
	PreemptedContainers *int `json:"preempted_containers,omitempty"`
}

// hadoopFigures are the asserted numbers of one app or queue; nil means
// not asserted.
type hadoopFigures struct {
	MemoryMB      *int64 `json:"memory_mb,omitempty"`
	VCores        *int64 `json:"vcores,omitempty"`
	Containers    *int   `json:"containers,omitempty"`
	FairShareMB   *int64 `json:"fair_share_mb,omitempty"`
	SteadyShareMB *int64 `json:"steady_fair_share_mb,omitempty"`
	Preempted     *int   `json:"preempted,omitempty"`
	Runnable      *bool  `json:"runnable,omitempty"`
	AMRunning     *bool  `json:"am_running,omitempty"`
}

// TestHadoopSchedulerCases runs every re-expressed Hadoop test and
// compares the figures its assertions give.
func TestHadoopSchedulerCases(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "simulate", "hadoop", "*", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no Hadoop test cases under testdata/simulate/hadoop")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".json")
		t.Run(filepath.Base(filepath.Dir(f))+"/"+name, func(t *testing.T) {
			c := readHadoopCase(t, f)
			for _, chk := range c.Checks {
				r := runHadoopCase(t, c, chk.AfterS)
				for _, msg := range chk.mismatches(r) {
					t.Errorf("%s.%s %s, after %s: %s", c.Test, c.Method, c.Mode, afterText(chk.AfterS), msg)
				}
			}
		})
	}
}

func afterText(s float64) string {
	if s == 0 {
		return "steady"
	}
	return fmt.Sprintf("%gs", s)
}

func readHadoopCase(t *testing.T, path string) *hadoopCase {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var c hadoopCase
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if c.Test == "" || c.Method == "" || c.Note == "" || len(c.Checks) == 0 {
		t.Fatalf("%s: a case names its Hadoop test and method, says how it was re-expressed, and checks something", path)
	}
	return &c
}

// runHadoopCase simulates the case for afterS seconds, or until steady.
func runHadoopCase(t *testing.T, c *hadoopCase, afterS float64) *simcore.Result {
	t.Helper()
	l, err := load.Decode(c.Load)
	if err != nil {
		t.Fatal(err)
	}
	a := xmlconf.Parse([]byte(c.Allocation), xmlconf.Options{Types: l.Types()})
	for _, f := range a.Facts {
		t.Errorf("allocation %d:%d: %s: %s", f.Pos.Line, f.Pos.Col, f.Kind, f.Refusal)
	}
	if err := l.Resolve(a.Types); err != nil {
		t.Fatal(err)
	}
	cfg := DefaultConfig(a.Types)
	if err := cfg.ApplySettings(l.Settings, a.Types); err != nil {
		t.Fatal(err)
	}
	cfg.direct = true // the tests' createSchedulingRequest asks the scheduler directly
	s, err := New(a, l, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if afterS == 0 {
		return s.Run(simcore.RunOptions{UntilSteady: true})
	}
	return s.Run(simcore.RunOptions{Timed: true, DurationMS: int64(afterS * 1000)})
}

// mismatches lists every asserted figure the result does not have.
func (chk hadoopCheck) mismatches(r *simcore.Result) []string {
	var out []string
	for _, name := range slices.Sorted(maps.Keys(chk.Apps)) {
		out = append(out, chk.Apps[name].mismatches("app "+name, findApp(r, name))...)
	}
	for _, name := range slices.Sorted(maps.Keys(chk.Queues)) {
		out = append(out, chk.Queues[name].mismatches("queue "+name, findQueue(r, name))...)
	}
	if chk.Preemptions != nil && len(r.Preemptions) != *chk.Preemptions {
		out = append(out, fmt.Sprintf("%d preemption rounds, want %d", len(r.Preemptions), *chk.Preemptions))
	}
	if chk.PreemptedContainers != nil {
		n := 0
		for _, p := range r.Preemptions {
			n += p.Containers
		}
		if n != *chk.PreemptedContainers {
			out = append(out, fmt.Sprintf("%d containers marked for preemption, want %d", n, *chk.PreemptedContainers))
		}
	}
	return out
}

// observed is one app's or queue's figures in a result.
type observed struct {
	usage, fair, steady Resource
	containers          int
	preempted           int
	runnable, amRunning bool
	found               bool
}

func findApp(r *simcore.Result, id string) observed {
	for _, a := range r.Apps {
		if a.ID == id {
			return observed{usage: a.Usage, fair: a.FairShare, containers: a.Containers, preempted: a.Preempted,
				runnable: a.Runnable, amRunning: a.AMRunning, found: true}
		}
	}
	return observed{}
}

func findQueue(r *simcore.Result, name string) observed {
	for _, q := range r.Queues {
		if q.Name == name {
			return observed{usage: q.Usage, fair: q.FairShare, steady: q.SteadyFairShare, found: true}
		}
	}
	return observed{}
}

func (f hadoopFigures) mismatches(what string, o observed) []string {
	if !o.found {
		return []string{what + ": not in the result"}
	}
	var out []string
	check := func(field string, want *int64, got int64) {
		if want != nil && *want != got {
			out = append(out, fmt.Sprintf("%s: %s %d, want %d", what, field, got, *want))
		}
	}
	check("memory MB", f.MemoryMB, o.usage[mem])
	check("vcores", f.VCores, o.usage[vc])
	check("fair share MB", f.FairShareMB, o.fair[mem])
	if f.SteadyShareMB != nil {
		check("steady fair share MB", f.SteadyShareMB, o.steady[mem])
	}
	if f.Containers != nil && *f.Containers != o.containers {
		out = append(out, fmt.Sprintf("%s: %d containers, want %d", what, o.containers, *f.Containers))
	}
	if f.Preempted != nil && *f.Preempted != o.preempted {
		out = append(out, fmt.Sprintf("%s: %d containers preempted, want %d", what, o.preempted, *f.Preempted))
	}
	if f.Runnable != nil && *f.Runnable != o.runnable {
		out = append(out, fmt.Sprintf("%s: runnable %v, want %v", what, o.runnable, *f.Runnable))
	}
	if f.AMRunning != nil && *f.AMRunning != o.amRunning {
		out = append(out, fmt.Sprintf("%s: AM running %v, want %v", what, o.amRunning, *f.AMRunning))
	}
	return out
}

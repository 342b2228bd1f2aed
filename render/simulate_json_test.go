package render

import (
	"bytes"
	"encoding/json"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/schema"
)

// sjDecode writes r as JSON, checks it is valid and matches
// schema/simulate.schema.json, and decodes it.
func sjDecode(t *testing.T, r *simcore.Result) (map[string]any, string) {
	t.Helper()
	var b bytes.Buffer
	if err := SimulateJSON(&b, r); err != nil {
		t.Fatal(err)
	}
	if !json.Valid(b.Bytes()) {
		t.Fatalf("invalid JSON:\n%s", b.String())
	}
	problems, err := schema.Validate("simulate", b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("schema: %v", p)
	}
	var doc map[string]any
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	return doc, b.String()
}

// TestSimulateJSON checks the JSON of stResult member by member against
// the input: resources as objects keyed by type, queue kinds from Leaf,
// the timeline's queues named by index, the reached time only where set.
func TestSimulateJSON(t *testing.T) {
	doc, text := sjDecode(t, stResult())
	var keys []string
	for k := range doc {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	want := []string{"apps", "cluster", "containersPlaced", "heartbeats", "hadoopVersion", "lastChange", "nodeOrder", "nodes",
		"preemptions", "queues", "scheduler", "schemaVersion", "seconds", "steady", "timeline", "trace", "warnings"}
	slices.Sort(want)
	if !slices.Equal(keys, want) {
		t.Errorf("keys %v, want %v", keys, want)
	}
	for k, v := range map[string]any{"schemaVersion": 2.0, "hadoopVersion": "3.3.6", "nodes": 2.0, "nodeOrder": "round-robin",
		"heartbeats": 12.0, "containersPlaced": 6.0, "seconds": 30.0, "steady": true} {
		if doc[k] != v {
			t.Errorf("%s = %v, want %v", k, doc[k], v)
		}
	}
	// Resource objects keep the types' order, memory-mb first.
	if !strings.Contains(text, `"cluster": {`+"\n"+`    "memory-mb": 16384,`+"\n"+`    "vcores": 16`+"\n"+`  }`) {
		t.Errorf("cluster is not {memory-mb, vcores} in order:\n%s", text)
	}
	queues := doc["queues"].([]any)
	if len(queues) != 4 {
		t.Fatalf("%d queues, want 4", len(queues))
	}
	root, a, b := queues[0].(map[string]any), queues[1].(map[string]any), queues[2].(map[string]any)
	if root["type"] != "parent" || a["type"] != "leaf" || root["policy"] != "fair" || a["policy"] != "drf" {
		t.Errorf("types or policies: root %v/%v, root.a %v/%v", root["type"], root["policy"], a["type"], a["policy"])
	}
	// 4.5 s for root.a; root.b never reached it: no member at all.
	if a["reachedFairShareAt"] != 4.5 {
		t.Errorf("root.a reachedFairShareAt = %v, want 4.5", a["reachedFairShareAt"])
	}
	if _, ok := b["reachedFairShareAt"]; ok {
		t.Errorf("root.b has reachedFairShareAt %v, want none", b["reachedFairShareAt"])
	}
	if got := b["maxShare"].(map[string]any); got["memory-mb"] != 4096.0 || got["vcores"] != 16.0 {
		t.Errorf("root.b maxShare = %v, want 4096 MB and 16 vcores", got)
	}
	app2 := doc["apps"].([]any)[1].(map[string]any)
	if app2["id"] != "app-2" || app2["pending"] != 4.0 || app2["user"] != "bob" || app2["stoppedBy"] != "max-share" ||
		app2["asked"] != 6.0 || app2["containers"] != 2.0 || app2["start"] != 2.0 || app2["firstContainerAt"] != 28.0 {
		t.Errorf("app-2: %v", app2)
	}
	if _, ok := app2["endAt"]; ok || app2["state"] != "active" {
		t.Errorf("app-2 has an endAt or is not active (%v); it did not end", app2["state"])
	}
	if app3 := doc["apps"].([]any)[2].(map[string]any); app3["endAt"] != 12.0 || app3["state"] != "finished" {
		t.Errorf("app-3 endAt = %v (%v), want 12 (finished)", app3["endAt"], app3["state"])
	}
	// Peaks: root.a held 10 GiB at most, first at 4.5 s; root.c never held
	// anything: its peak is 0 and it has no peakAt.
	if p := a["peakUsage"].(map[string]any); p["memory-mb"] != 10240.0 || p["vcores"] != 6.0 || a["peakAt"] != 4.5 {
		t.Errorf("root.a peakUsage %v at %v, want 10240 MB, 6 vcores at 4.5", p, a["peakAt"])
	}
	if c := queues[3].(map[string]any); c["peakAt"] != nil || c["peakUsage"].(map[string]any)["memory-mb"] != 0.0 {
		t.Errorf("root.c peak %v at %v, want 0 and no time", c["peakUsage"], c["peakAt"])
	}
	// Sample 1 (t = 1): root.a used 2048 MB; names come from Queues by index.
	s1 := doc["timeline"].([]any)[1].(map[string]any)
	q1 := s1["queues"].([]any)[1].(map[string]any)
	if s1["t"] != 1.0 || q1["name"] != "root.a" || q1["usage"].(map[string]any)["memory-mb"] != 2048.0 {
		t.Errorf("timeline[1]: %v", s1)
	}
	p0 := doc["preemptions"].([]any)[0].(map[string]any)
	if p0["servedAt"] != 28.0 || p0["minShareTimer"] == nil || p0["from"].([]any)[0].(map[string]any)["app"] != "app-1" {
		t.Errorf("preemptions[0]: %v", p0)
	}
	if _, ok := doc["preemptions"].([]any)[1].(map[string]any)["servedAt"]; ok {
		t.Errorf("preemptions[1] has a servedAt; it was never served")
	}
	if n := len(doc["trace"].([]any)); n != 3 {
		t.Errorf("%d traced decisions, want 3", n)
	}
}

// TestSimulateJSONEmpty: a result with no apps, samples, preemptions,
// trace or warnings still has every required list, empty (not null), and
// no trace member; a zero cluster is {"memory-mb": 0, "vcores": 0}.
func TestSimulateJSONEmpty(t *testing.T) {
	z := resource.Resource{0, 0}
	r := &simcore.Result{Scheduler: "fair", Types: resource.DefaultResourceTypes, Cluster: z, Nodes: 1, HadoopVersion: "3.4.1",
		Queues: []simcore.QueueResult{{Name: "root", Policy: "fair", Usage: z, Demand: z, FairShare: z, SteadyFairShare: z,
			MinShare: z, MaxShare: z, StoppedBy: "no-apps"}}}
	doc, text := sjDecode(t, r)
	for _, k := range []string{"apps", "timeline", "preemptions", "warnings"} {
		if l, ok := doc[k].([]any); !ok || len(l) != 0 {
			t.Errorf("%s = %#v, want []", k, doc[k])
		}
	}
	if _, ok := doc["trace"]; ok {
		t.Errorf("trace written without one")
	}
	if c := doc["cluster"].(map[string]any); len(c) != 2 || c["memory-mb"] != 0.0 || c["vcores"] != 0.0 {
		t.Errorf("cluster = %v", c)
	}
	if !strings.HasSuffix(text, "}\n") {
		t.Errorf("output does not end in one newline")
	}
}

// TestSimRes: a resource is written in the types' order, custom types by
// name (escaped), a type the resource lacks as 0 and Long.MAX_VALUE as
// its digits.
func TestSimRes(t *testing.T) {
	for _, tc := range []struct {
		r     resource.Resource
		types resource.ResourceTypes
		want  string
	}{
		{resource.Resource{1024, 1}, resource.DefaultResourceTypes, `{"memory-mb":1024,"vcores":1}`},
		{resource.Resource{1024, 1}, resource.WithCustom("yarn.io/gpu"), `{"memory-mb":1024,"vcores":1,"yarn.io/gpu":0}`},
		{resource.Resource{math.MaxInt64, 2, 3}, resource.WithCustom(`a"b`), `{"memory-mb":9223372036854775807,"vcores":2,"a\"b":3}`},
		{nil, resource.DefaultResourceTypes, `{"memory-mb":0,"vcores":0}`},
		{resource.Resource{1, 2}, nil, `{}`},
	} {
		got, err := simRes{r: tc.r, types: tc.types}.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != tc.want || !json.Valid(got) {
			t.Errorf("simRes(%v) = %s, want %s", tc.r, got, tc.want)
		}
	}
}

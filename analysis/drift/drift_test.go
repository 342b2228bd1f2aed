package drift_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/drift"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/xmlconf"
)

func parse(t *testing.T) *xmlconf.Allocations {
	t.Helper()
	src, err := os.ReadFile("../../testdata/drift/fair-scheduler.xml")
	if err != nil {
		t.Fatal(err)
	}
	return parseBytes(t, src)
}

func parseBytes(t *testing.T, src []byte) *xmlconf.Allocations {
	t.Helper()
	return xmlconf.Parse(src, xmlconf.Options{Types: resource.DefaultResourceTypes})
}

// agree returns the saved scheduler response of an RM running the test
// file, decoded to a generic document the cases edit.
func agree(t *testing.T) map[string]any {
	t.Helper()
	b, err := os.ReadFile("../../testdata/drift/agree/scheduler.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

func children(doc map[string]any) []any {
	root := doc["scheduler"].(map[string]any)["schedulerInfo"].(map[string]any)["rootQueue"].(map[string]any)
	return root["childQueues"].(map[string]any)["queue"].([]any)
}

func queue(doc map[string]any, name string) map[string]any {
	for _, c := range children(doc) {
		if q := c.(map[string]any); q["queueName"] == name {
			return q
		}
	}
	return nil
}

func compare(t *testing.T, doc map[string]any) *drift.Report {
	t.Helper()
	b, _ := json.Marshal(doc)
	s, err := rmrest.DecodeScheduler(b)
	if err != nil {
		t.Fatal(err)
	}
	return fairDrift("", parse(t), s, lint.Options{})
}

// The agree/ response holds the figures worked out by hand for the test
// file on 131072 MB, 64 vCores with root.dev and root.adhoc active
// (Hadoop 3.3 also creates root.default at start-up):
//
// Steady: weights prod 5, dev 1, adhoc 1, default 1 sum to 8, so the
// ratio is 131072 / 8 = 16384 = 2^14. ComputeFairShares doubles its upper
// bound from 1 to 16384, where the shares sum to the cluster exactly, and
// its bisection keeps that bound (every midpoint is below it), so the
// shares are exact: prod 81920 (above its 20480 min), dev, adhoc and
// default 16384 (dev below its 40960 max).
//
// Instantaneous: only dev and adhoc, weight 1 each: dev is capped at its
// max 40960, adhoc takes 131072 - 40960 = 90112 (ratio 90112 =
// 131072 * 11/16, again exact under bisection from the bound 131072);
// prod and default are inactive: 0. The fair policy computes memory only:
// vCores stay 0 below root; root's shares are the cluster.
//
// maxResources are exported clipped to the cluster: adhoc's 200000 MB,
// 100 vcores becomes 131072, 64; unbounded ones are the cluster.
func TestAgreeNeverDrifts(t *testing.T) {
	r := compare(t, agree(t))
	if r.Drifts() || len(r.Findings) != 0 {
		t.Errorf("an RM running the file drifts: %+v", r.Findings)
	}
	if len(r.Queues) != 5 {
		t.Errorf("%d queues, want root and its 4 leaves", len(r.Queues))
	}
}

func TestDriftCases(t *testing.T) {
	tests := []struct {
		name string
		edit func(doc map[string]any)
		want []string // kind queue field, in order
	}{
		{"steady from another weight", func(doc map[string]any) {
			queue(doc, "root.prod")["steadyFairResources"] = map[string]any{"memory": 65536, "vCores": 0}
		}, []string{"differs root.prod steadyFairShare"}},
		{"one MB off", func(doc map[string]any) {
			queue(doc, "root.adhoc")["fairResources"] = map[string]any{"memory": 90111, "vCores": 0}
		}, []string{"differs root.adhoc fairShare"}},
		{"max apps and policy", func(doc map[string]any) {
			q := queue(doc, "root.dev")
			q["maxApps"] = 2147483647
			q["schedulingPolicy"] = "drf"
		}, []string{"differs root.dev maxApps", "differs root.dev schedulingPolicy"}},
		{"max not clipped", func(doc map[string]any) {
			queue(doc, "root.adhoc")["maxResources"] = map[string]any{"memory": 200000, "vCores": 100}
		}, []string{"differs root.adhoc maxResources"}},
		{"min", func(doc map[string]any) {
			queue(doc, "root.prod")["minResources"] = map[string]any{"memory": 20480, "vCores": 0}
		}, []string{"differs root.prod minResources"}},
		{"only in the file", func(doc map[string]any) {
			root := doc["scheduler"].(map[string]any)["schedulerInfo"].(map[string]any)["rootQueue"].(map[string]any)
			root["childQueues"].(map[string]any)["queue"] = children(doc)[1:]
		}, []string{"only-in-file root.adhoc "}},
		{"stale queue in the RM", func(doc map[string]any) {
			root := doc["scheduler"].(map[string]any)["schedulerInfo"].(map[string]any)["rootQueue"].(map[string]any)
			legacy := map[string]any{"queueName": "root.legacy", "type": "fairSchedulerLeafQueueInfo", "schedulingPolicy": "fair"}
			root["childQueues"].(map[string]any)["queue"] = append(children(doc), legacy)
		}, []string{"only-in-rm root.legacy "}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := agree(t)
			tt.edit(doc)
			r := compare(t, doc)
			var got []string
			for _, f := range r.Findings {
				got = append(got, drift.KindOf(f.Rule)+" "+f.Queue+" "+f.Key)
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") || !r.Drifts() {
				t.Errorf("findings %q (drift %v), want %q", got, r.Drifts(), tt.want)
			}
		})
	}
}

// A leaf whose apps all wait for their AM is busy for the fair share
// (FSQueue.isActive counts runnable apps), though numActiveApps is 0.
func TestPendingAppsMakeBusy(t *testing.T) {
	doc := agree(t)
	adhoc := queue(doc, "root.adhoc")
	adhoc["numActiveApps"], adhoc["numPendingApps"] = 0, 2
	if r := compare(t, doc); r.Drifts() {
		t.Errorf("pending apps: %+v", r.Findings)
	}
	adhoc["numPendingApps"] = 0
	r := compare(t, doc)
	if !r.Drifts() || !strings.Contains(r.Findings[0].Message, "fairShare") {
		t.Fatalf("an idle adhoc must move the fair shares: %+v", r.Findings)
	}
	adhoc["numPendingApps"] = 1
	queue(doc, "root.adhoc")["fairResources"] = map[string]any{"memory": 0, "vCores": 0}
	r = compare(t, doc)
	if !r.Drifts() || !strings.Contains(r.Findings[0].Message, "root.adhoc taken as busy for apps still pending") {
		t.Errorf("a pending-only difference must say activity was inferred: %+v", r.Findings)
	}
}

package drift_test

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/drift"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/xmlconf"
)

// compareExample runs the drift rules on an example of a drift rule: the
// allocation file and the scheduler response around lint.DriftSeparator.
func compareExample(t *testing.T, example string, o lint.Options) *drift.Report {
	t.Helper()
	file, resp, ok := strings.Cut(example, lint.DriftSeparator)
	if !ok {
		t.Fatal("no separator between the allocation file and the response")
	}
	if strings.Contains(file, "<configuration") {
		return compareCapacityExample(t, file, resp, o)
	}
	a := xmlconf.Parse([]byte(file), xmlconf.Options{Types: resource.DefaultResourceTypes})
	if ds := lint.Run("example.xml", a, lint.Options{}); lint.AtLeast(ds, lint.Error) {
		t.Fatalf("the example's file has errors: %+v", ds)
	}
	s, err := rmrest.DecodeScheduler([]byte(resp))
	if err != nil {
		t.Fatal(err)
	}
	return fairDrift("example.xml", a, s, o)
}

// compareCapacityExample runs the drift rules on a Capacity Scheduler
// example: the capacity-scheduler.xml, the scheduler response and, after
// lint.DriftConfSeparator, the scheduler-conf response.
func compareCapacityExample(t *testing.T, file, resp string, o lint.Options) *drift.Report {
	t.Helper()
	resp, conf, withConf := strings.Cut(resp, lint.DriftConfSeparator)
	c, props := readCapacity(t, file)
	s, err := rmrest.DecodeCapacityScheduler([]byte(resp))
	if err != nil {
		t.Fatal(err)
	}
	opt := drift.CapacityOptions{FileProperties: props}
	if withConf {
		if opt.Conf, err = rmrest.DecodeSchedulerConf([]byte(conf)); err != nil {
			t.Fatal(err)
		}
	}
	return capacityDrift("example.xml", c, s, opt, hadoop.DefaultProfile(), o)
}

// TestRuleExamples runs every drift rule's Bad example (at least one
// finding of the rule) and Good example (no finding at all) through
// drift.Compare and the drift rules' driver.
func TestRuleExamples(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range lint.DriftRules {
		seen[drift.KindOf(r.ID)] = true
	}
	for _, k := range []string{drift.KindDiffers, drift.KindOnlyInRM, drift.KindCreated, drift.KindOnlyInFile, drift.KindUnknownRM, drift.KindConfDiffers} {
		if !seen[k] {
			t.Errorf("no drift rule of kind %s", k)
		}
	}
	if len(seen) != len(lint.DriftRules) || seen[""] {
		t.Fatalf("%d drift rules, %d kinds: every rule needs a kind of its own", len(lint.DriftRules), len(seen))
	}
	for _, r := range lint.DriftRules {
		t.Run(r.ID, func(t *testing.T) {
			if drift.KindOf(r.ID) == "" {
				t.Error("no kind")
			}
			bad := compareExample(t, r.BadExample(), lint.Options{})
			if !hasRule(bad.Findings, r.ID) {
				t.Errorf("Bad gives no %s finding: %+v", r.ID, bad.Findings)
			}
			if got := bad.Drifts(); got != (r.Severity >= lint.Warning) {
				t.Errorf("Bad drifts %v with a %s rule", got, r.Severity)
			}
			good := compareExample(t, r.GoodExample(), lint.Options{})
			if len(good.Findings) > 0 || good.Drifts() {
				t.Errorf("Good gives findings: %+v", good.Findings)
			}
		})
	}
}

// Each finding names the allocation file, its rule and severity, and a
// position in the file: the queue's element, that of the nearest declared
// ancestor for a queue created at submission, <allocations> for a queue
// only in the RM.
func TestFindingPositions(t *testing.T) {
	tests := []struct {
		rule      *lint.Rule
		line, col int32
		key       string
	}{
		{lint.DriftDiffers, 5, 3, "maxApps"},      // <queue name="dev"/>
		{lint.DriftOnlyInRM, 1, 1, ""},            // <allocations>
		{lint.DriftOnlyInFile, 5, 3, ""},          // dev
		{lint.DriftCreated, 1, 1, ""},             // root.adhoc, under the implicit root
		{lint.DriftRMQueueNotCreatable, 1, 1, ""}, // root.adhoc, only in the RM
	}
	for _, tt := range tests {
		r := compareExample(t, tt.rule.BadExample(), lint.Options{})
		var f *diag.Finding
		for i := range r.Findings {
			if r.Findings[i].Rule == tt.rule.ID {
				f = &r.Findings[i]
				break
			}
		}
		if f == nil {
			t.Fatalf("%s: no finding", tt.rule.ID)
		}
		if f.File != "example.xml" || f.Pos.Line != tt.line || f.Pos.Col != tt.col || f.Key != tt.key || f.Severity != tt.rule.Severity {
			t.Errorf("%s: %s %s key %q %s, want example.xml %d:%d key %q %s", tt.rule.ID, f.File, f.Pos, f.Key, f.Severity, tt.line, tt.col, tt.key, tt.rule.Severity)
		}
	}
}

// .fairsched.json's settings apply: a rule turned off reports nothing and
// makes no queue drift; drift-created raised to warning makes its queue
// drift; drift-only-in-rm lowered to info leaves the RM's queue a note.
func TestOptionsApply(t *testing.T) {
	off := compareExample(t, lint.DriftOnlyInRM.BadExample(), lint.Options{Off: map[string]bool{lint.DriftOnlyInRM.ID: true, lint.DriftDiffers.ID: true}})
	if len(off.Findings) != 0 || off.Drifts() {
		t.Errorf("rules turned off: %+v", off.Findings)
	}
	created := compareExample(t, lint.DriftCreated.BadExample(), lint.Options{Severity: map[string]lint.Severity{lint.DriftCreated.ID: lint.Warning}})
	if !created.Drifts() || !hasRule(created.Findings, lint.DriftCreated.ID) {
		t.Errorf("drift-created at warning does not drift: %+v", created.Findings)
	}
	info := compareExample(t, lint.DriftOnlyInRM.BadExample(), lint.Options{Only: []string{lint.DriftOnlyInRM.ID}, Severity: map[string]lint.Severity{lint.DriftOnlyInRM.ID: lint.Info}})
	if info.Drifts() || len(info.Findings) != 1 || drift.IsDrift(info.Findings[0]) {
		t.Errorf("drift-only-in-rm at info drifts: %+v", info.Findings)
	}
}

// A queue's differences come before the note that it was created at
// submission, whatever the order the rules run in.
func TestFindingOrder(t *testing.T) {
	example := strings.Replace(lint.DriftCreated.BadExample(), `"numActiveApps": 1,
     "schedulingPolicy": "fair", "maxApps": 2147483647`, `"numActiveApps": 1,
     "schedulingPolicy": "fair", "maxApps": 7`, 1)
	r := compareExample(t, example, lint.Options{Only: []string{lint.DriftCreated.ID, lint.DriftDiffers.ID}})
	var got []string
	for _, f := range r.Findings {
		got = append(got, f.Rule+" "+f.Queue+" "+f.Key)
	}
	want := "drift-differs root.adhoc maxApps|drift-created root.adhoc "
	if strings.Join(got, "|") != want {
		t.Errorf("findings %q, want %q", got, want)
	}
}

func hasRule(ds []diag.Finding, id string) bool {
	for _, d := range ds {
		if d.Rule == id {
			return true
		}
	}
	return false
}

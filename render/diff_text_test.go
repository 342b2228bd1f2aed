package render

import (
	"testing"

	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// dtRel is a relative change for a diff.Move.
func dtRel(f float64) *float64 { return &f }

// dtStr is a setting value for a diff.Setting.
func dtStr(s string) *string { return &s }

// dtShares are one side's shares with the same steady and instantaneous
// shares unless inst is given.
func dtShares(steady resource.Resource, inst ...resource.Resource) *diff.Shares {
	s := &diff.Shares{Steady: steady, Instantaneous: steady}
	if len(inst) > 0 {
		s.Instantaneous = inst[0]
	}
	return s
}

// TestDiffShareText: each moved type is written "type before → after
// (change)", a type that did not move is left out, an absent side is "-",
// and a change from 0 is the signed absolute change.
func TestDiffShareText(t *testing.T) {
	types := resource.WithCustom("yarn.io/gpu")
	for _, tc := range []struct {
		name                    string
		q                       diff.Queue
		steady, insta, steadyMB string // steadyMB: with --units mb, when it differs
	}{
		{
			// 8192 → 4096 MB (8 → 4 GiB) is -4096 of 8192 = -50%; vcores
			// 8 → 4 is -4 of 8 = -50%; the instantaneous vcores did not move
			// and are left out.
			name: "both halved",
			q: diff.Queue{Before: dtShares(resource.Resource{8192, 8, 0}), After: dtShares(resource.Resource{4096, 4, 0}, resource.Resource{4096, 8, 0}),
				Moves: []diff.Move{
					{Type: "memory-mb", SteadyDelta: -4096, SteadyRelative: dtRel(-0.5), InstantaneousDelta: -4096, InstantaneousRelative: dtRel(-0.5)},
					{Type: "vcores", SteadyDelta: -4, SteadyRelative: dtRel(-0.5)}}},
			steady:   "8 GiB → 4 GiB (-50.0%), 8 vcores → 4 vcores (-50.0%)",
			insta:    "8 GiB → 4 GiB (-50.0%)",
			steadyMB: "8192 mb → 4096 mb (-50.0%), 8 vcores → 4 vcores (-50.0%)",
		},
		{
			// A queue only in NEW: before is "-" and the change has no
			// percentage (nothing to divide by), so it is the amount itself,
			// 4096 MB = "+4 GiB", and one GPU "+yarn.io/gpu=1".
			name: "added queue",
			q: diff.Queue{After: dtShares(resource.Resource{4096, 4, 1}),
				Moves: []diff.Move{
					{Type: "memory-mb", SteadyDelta: 4096, InstantaneousDelta: 4096},
					{Type: "yarn.io/gpu", SteadyDelta: 1, InstantaneousDelta: 1}}},
			steady:   "- → 4 GiB (+4 GiB), - → yarn.io/gpu=1 (+yarn.io/gpu=1)",
			insta:    "- → 4 GiB (+4 GiB), - → yarn.io/gpu=1 (+yarn.io/gpu=1)",
			steadyMB: "- → 4096 mb (+4096 mb), - → yarn.io/gpu=1 (+yarn.io/gpu=1)",
		},
		{
			// A queue only in OLD: after is "-"; 2048 → gone is -2048 of
			// 2048 = -100%.
			name: "removed queue",
			q: diff.Queue{Before: dtShares(resource.Resource{2048, 2, 0}),
				Moves: []diff.Move{{Type: "memory-mb", SteadyDelta: -2048, SteadyRelative: dtRel(-1)}}},
			steady: "2 GiB → - (-100.0%)",
		},
		{
			// 3 → 4 vcores is +1 of 3 = +33.3%.
			name: "a third more",
			q: diff.Queue{Before: dtShares(resource.Resource{1024, 3, 0}), After: dtShares(resource.Resource{1024, 4, 0}),
				Moves: []diff.Move{{Type: "vcores", SteadyDelta: 1, SteadyRelative: dtRel(1.0 / 3)}}},
			steady: "3 vcores → 4 vcores (+33.3%)",
		},
		{name: "nothing moved", q: diff.Queue{Before: dtShares(resource.Resource{1, 1, 0}), After: dtShares(resource.Resource{1, 1, 0}),
			Moves: []diff.Move{{Type: "memory-mb"}}}},
		{name: "no moves at all"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := diffShareText(tc.q, types, false, resource.UnitsBinary); got != tc.steady {
				t.Errorf("steady:\n got %q\nwant %q", got, tc.steady)
			}
			if got := diffShareText(tc.q, types, true, resource.UnitsBinary); got != tc.insta {
				t.Errorf("instantaneous:\n got %q\nwant %q", got, tc.insta)
			}
			if got := diffShareText(tc.q, types, false, resource.UnitsMB); tc.steadyMB != "" && got != tc.steadyMB {
				t.Errorf("steady in MB:\n got %q\nwant %q", got, tc.steadyMB)
			}
		})
	}
}

func TestDiffRelText(t *testing.T) {
	for _, tc := range []struct {
		delta int64
		rel   *float64
		want  string
	}{
		{-4096, dtRel(-0.5), "-50.0%"},
		{4096, dtRel(0.5), "+50.0%"},
		{1, dtRel(0.0004), "+0.0%"}, // 0.04% rounds to 0.0 but keeps its sign
		{8192, dtRel(2), "+200.0%"},
		{0, dtRel(0), "+0.0%"},
		{4096, nil, "+4096"},
		{-7, nil, "-7"},
		{0, nil, "+0"},
	} {
		if got := diffRelText(tc.delta, tc.rel); got != tc.want {
			t.Errorf("diffRelText(%d, %v) = %q, want %q", tc.delta, tc.rel, got, tc.want)
		}
	}
}

func TestDiffChangeText(t *testing.T) {
	for _, tc := range []struct {
		q    diff.Queue
		want string
	}{
		{diff.Queue{Name: "root.a", Change: diff.Changed}, "changed"},
		{diff.Queue{Name: "root.a", Change: diff.Added}, "added"},
		{diff.Queue{Name: "root.a", Change: diff.Removed}, "removed"},
		// An unchanged queue is only shown because its shares moved.
		{diff.Queue{Name: "root.a", Change: diff.Unchanged}, "shares moved"},
		// Other last component: a rename; same last component: a move.
		{diff.Queue{Name: "root.eng.etl", Change: diff.Added, RenameOf: "root.eng.batch"}, "added (looks like a rename of root.eng.batch)"},
		{diff.Queue{Name: "root.eng.batch", Change: diff.Removed, RenameOf: "root.eng.etl"}, "removed (looks like a rename to root.eng.etl)"},
		{diff.Queue{Name: "root.ops.etl", Change: diff.Added, RenameOf: "root.eng.etl"}, "added (looks like a move from root.eng.etl)"},
		{diff.Queue{Name: "root.eng.etl", Change: diff.Removed, RenameOf: "root.ops.etl"}, "removed (looks like a move to root.ops.etl)"},
		// A top-level queue has no dot after root: its short name is the part after "root.".
		{diff.Queue{Name: "root.ünïcode", Change: diff.Added, RenameOf: "root.x.ünïcode"}, "added (looks like a move from root.x.ünïcode)"},
	} {
		if got := diffChangeText(tc.q); got != tc.want {
			t.Errorf("diffChangeText(%s %s) = %q, want %q", tc.q.Name, tc.q.Change, got, tc.want)
		}
	}
}

// TestDiffBindingWords: every compute.Binding has words of its own; an
// unknown value is written as is.
func TestDiffBindingWords(t *testing.T) {
	for b, want := range map[compute.Binding]string{
		compute.BindingWeight:      "weight-proportional",
		compute.BindingMin:         "raised to its min",
		compute.BindingMax:         "capped at its max",
		compute.BindingMaxZero:     "max is 0",
		compute.BindingWeightZero:  "weight 0 (min only)",
		compute.BindingInactive:    "inactive",
		compute.BindingCluster:     "the whole cluster",
		compute.BindingNotComputed: "not computed by the parent's policy",
		compute.BindingMinsTakeAll: "0 (its siblings' mins take it all)",
		"something-new":            "something-new",
	} {
		if got := diffBindingWords(string(b)); got != want {
			t.Errorf("diffBindingWords(%q) = %q, want %q", b, got, want)
		}
	}
}

func TestDiffWhyText(t *testing.T) {
	for _, tc := range []struct {
		y    diff.Why
		want string
	}{
		{diff.Why{Share: "steady", Type: "memory-mb", Old: compute.BindingWeight, New: compute.BindingMin},
			"steady memory-mb: weight-proportional → raised to its min"},
		{diff.Why{Share: "instantaneous", Type: "memory-mb", Old: compute.BindingInactive, New: compute.BindingMax},
			"instantaneous memory-mb: inactive → capped at its max"},
	} {
		if got := diffWhyText(tc.y); got != tc.want {
			t.Errorf("diffWhyText = %q, want %q", got, tc.want)
		}
	}
}

// TestDiffPosText: a value set in the file is "file:line:col", a built-in
// default the file alone, a value that does not apply "-"; values nil are
// "-" as well.
func TestDiffPosText(t *testing.T) {
	for _, tc := range []struct {
		v    *string
		p    xmlconf.Pos
		want string
	}{
		{dtStr("2.0"), xmlconf.Pos{Line: 12, Col: 7}, "new.xml:12:7"},
		{dtStr("fair"), xmlconf.Pos{}, "new.xml"},
		{nil, xmlconf.Pos{Line: 12, Col: 7}, "-"},
		{nil, xmlconf.Pos{}, "-"},
	} {
		if got := diffPosText("new.xml", tc.v, tc.p); got != tc.want {
			t.Errorf("diffPosText(%v, %v) = %q, want %q", tc.v, tc.p, got, tc.want)
		}
	}
	if got := diffValueText(nil); got != "-" {
		t.Errorf("diffValueText(nil) = %q, want -", got)
	}
	if got := diffValueText(dtStr("")); got != "" {
		t.Errorf("diffValueText(\"\") = %q, want the empty value", got)
	}
}

// TestDiffSubmissionWords covers the words of diff --submissions.
func TestDiffSubmissionWords(t *testing.T) {
	subs := []struct {
		s    placement.Submission
		want string
	}{
		{placement.Submission{User: "alice", Groups: []string{"eng", "ops"}, Queue: "etl", Line: 3}, `line 3: alice [eng,ops] queue "etl"`},
		// No line (not read from a file), no groups, no queue asked: Hadoop reads "default".
		{placement.Submission{User: "bob"}, `bob [] queue "default"`},
		{placement.Submission{User: "ünï", Queue: `a"b`, Line: 1}, `line 1: ünï [] queue "a\"b"`},
	}
	for _, tc := range subs {
		if got := diffSubmissionText(tc.s); got != tc.want {
			t.Errorf("diffSubmissionText = %q, want %q", got, tc.want)
		}
	}
	outcomes := []struct {
		r    placement.Result
		want string
	}{
		{placement.Result{Queue: "root.eng.etl"}, "root.eng.etl"},
		{placement.Result{Rejected: true, Reason: "no rule placed it"}, "rejected: no rule placed it"},
		{placement.Result{Queue: "root.x", Refused: true, Reason: "root.x is a parent queue"}, "root.x (refused by the scheduler: root.x is a parent queue)"},
	}
	for _, tc := range outcomes {
		if got := diffOutcomeText(tc.r); got != tc.want {
			t.Errorf("diffOutcomeText = %q, want %q", got, tc.want)
		}
	}
	s := &diff.Submissions{File: "apps.csv", Total: 40, Moved: make([]placement.Change, 2)}
	if got, want := diffMovedTitle(s), "submissions that land elsewhere (2 of 40 in apps.csv)"; got != want {
		t.Errorf("diffMovedTitle = %q, want %q", got, want)
	}
	for in, want := range map[string]string{"": "", "s": "S", "submissions": "Submissions", "Already": "Already"} {
		if got := capitalizeFirst(in); got != want {
			t.Errorf("capitalizeFirst(%q) = %q, want %q", in, got, want)
		}
	}
}

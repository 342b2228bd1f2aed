package render

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// The types below are the plain encoding/json form of DiffJSON's output,
// kept as the oracle of the streamed writer.

type diffJSON struct {
	SchemaVersion int                  `json:"schemaVersion"`
	HadoopVersion string               `json:"hadoopVersion"`
	Old           string               `json:"old"`
	New           string               `json:"new"`
	Cluster       resourceJSON         `json:"cluster"`
	Summary       diffSummary          `json:"summary"`
	Settings      []diffSettingJSON    `json:"settings"`
	Queues        []diffQueueObj       `json:"queues"`
	Findings      diffFindingsJSON     `json:"findings"`
	Submissions   *diffSubmissionsJSON `json:"submissions,omitempty"`
}

type diffQueueObj struct {
	Name     string              `json:"name"`
	Change   string              `json:"change"`
	Kind     string              `json:"kind,omitempty"`
	RenameOf string              `json:"looksLikeRenameOf,omitempty"`
	Before   *diffSharesPairJSON `json:"before"`
	After    *diffSharesPairJSON `json:"after"`
	Moves    []diffMoveJSON      `json:"shareChanges"`
	Why      []diffWhyJSON       `json:"whyChanges"`
	Settings []diffSettingJSON   `json:"settings"`
}

type diffSharesPairJSON struct {
	Steady        resourceJSON `json:"steadyFairShare"`
	Instantaneous resourceJSON `json:"instantaneousFairShare"`
}

type diffMoveJSON struct {
	Type                  string   `json:"resource"`
	SteadyDelta           int64    `json:"steadyDelta"`
	SteadyRelative        *float64 `json:"steadyRelative"`
	InstantaneousDelta    int64    `json:"instantaneousDelta"`
	InstantaneousRelative *float64 `json:"instantaneousRelative"`
}

type diffWhyJSON struct {
	Share    string `json:"share"`
	Resource string `json:"resource"`
	Old      string `json:"old"`
	New      string `json:"new"`
}

func diffQueueJSON(q diff.Queue, r *diff.Result) diffQueueObj {
	out := diffQueueObj{
		Name: q.Name, Change: string(q.Change), Kind: q.Kind, RenameOf: q.RenameOf,
		Before: diffPairOf(q.Before, r.Types), After: diffPairOf(q.After, r.Types),
		Moves: []diffMoveJSON{}, Why: []diffWhyJSON{}, Settings: diffSettingsJSON(q.Settings, r),
	}
	for _, m := range q.Moves {
		out.Moves = append(out.Moves, diffMoveJSON{m.Type, m.SteadyDelta, m.SteadyRelative, m.InstantaneousDelta, m.InstantaneousRelative})
	}
	for _, y := range q.Why {
		out.Why = append(out.Why, diffWhyJSON{y.Share, y.Type, string(y.Old), string(y.New)})
	}
	return out
}

func diffPairOf(s *diff.Shares, types resource.ResourceTypes) *diffSharesPairJSON {
	if s == nil {
		return nil
	}
	return &diffSharesPairJSON{Steady: resourceMap(s.Steady, types), Instantaneous: resourceMap(s.Instantaneous, types)}
}

// diffOracle writes r with encoding/json, as DiffJSON must.
func diffOracle(t *testing.T, r *diff.Result) string {
	t.Helper()
	out := diffJSON{
		SchemaVersion: 1, HadoopVersion: r.HadoopVersion, Old: r.Old, New: r.New,
		Cluster: resourceMap(r.Cluster, r.Types), Summary: diffSummaryJSON(r),
		Settings: diffSettingsJSON(r.TopLevel, r), Queues: make([]diffQueueObj, 0, len(r.Queues)),
		Findings: diffFindingsJSON{
			Introduced: diffDiagnosticsJSON(r.Findings.Introduced),
			Fixed:      diffDiagnosticsJSON(r.Findings.Fixed),
			Unchanged:  diffDiagnosticsJSON(r.Findings.Unchanged),
		},
	}
	for _, q := range r.Queues {
		out.Queues = append(out.Queues, diffQueueJSON(q, r))
	}
	if r.Submissions != nil {
		v := diffSubmissionsValue(r.Submissions)
		out.Submissions = &v
	}
	var b bytes.Buffer
	if err := writeJSON(&b, out); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestDiffJSONStreamMatchesOracle: the streamed JSON is byte for byte what
// encoding/json writes, for values the goldens do not reach: floats in
// exponent form, names that need escaping, no queues, custom types.
func TestDiffJSONStreamMatchesOracle(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	s := func(v string) *string { return &v }
	types := resource.WithCustom("yarn.io/gpu")
	sh := &diff.Shares{Steady: resource.Resource{1, 2, 3}, Instantaneous: resource.Resource{math.MaxInt64, 0, -1},
		SteadyBinding: []compute.Binding{"weight"}, InstantaneousBinding: []compute.Binding{"min"}}
	tests := []struct {
		name string
		r    *diff.Result
	}{
		{"empty", &diff.Result{Old: "a", New: "b", HadoopVersion: "3.3.6", Types: resource.DefaultResourceTypes,
			Cluster: resource.Resource{1, 1}, Counts: map[diff.Change]int{}}},
		{"tricky", &diff.Result{Old: "o\"ld<.xml", New: "nëw\n.xml", HadoopVersion: "3.2.4", Types: types,
			Cluster: resource.Resource{16384, 16, 4}, Counts: map[diff.Change]int{diff.Added: 1},
			TopLevel: []diff.Setting{{Name: "x", Old: s("<a & b>"), New: nil, OldPos: xmlconf.Pos{Line: 1, Col: 2}}},
			Queues: []diff.Queue{
				{Name: "root.\u00e9\t", Change: diff.Added, Kind: "not created: \"x\"", RenameOf: "root.b", After: sh,
					Moves: []diff.Move{{Type: "yarn.io/gpu", SteadyDelta: -3, SteadyRelative: f(1e-7), InstantaneousRelative: f(-2.5e21)},
						{Type: "vcores", SteadyRelative: f(0.5), InstantaneousRelative: nil}},
					Why:      []diff.Why{{Share: "steady", Type: "memory-mb", Old: "weight", New: "min"}},
					Settings: []diff.Setting{{Name: "acl", Old: nil, New: s("\" a\u2028b\"")}}},
				{Name: "root", Change: diff.Unchanged, Before: sh, After: sh},
			},
			Findings: diff.Findings{
				Introduced: []diag.Finding{{File: "n<&>.xml", Pos: xmlconf.Pos{Line: 3, Col: 4}, Rule: "r", Severity: lint.Warning,
					Queue: "root.a", Message: "<weight> \"x\"", Hint: "h\u00e9", Related: []lint.Related{
						{File: "n.xml", Pos: xmlconf.Pos{Line: 1, Col: 2}, Message: "first"}, {File: "o.xml", Message: "second"}}}},
				Unchanged: []diag.Finding{{File: "n.xml", Rule: "s", Severity: lint.Info}},
			}}},
		{"submissions", &diff.Result{Old: "a", New: "b", HadoopVersion: "3.3.6", Types: resource.DefaultResourceTypes,
			Cluster: resource.Resource{1, 1}, Counts: map[diff.Change]int{},
			Submissions: &diff.Submissions{File: "apps\".csv", Total: 3, Moved: []placement.Change{
				{Submission: placement.Submission{User: "<al>", Line: 2},
					Old: placement.Result{Queue: "root.a"}, New: placement.Result{Rejected: true, Reason: "no rule \"placed\" it"}}}}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := DiffJSON(&b, tc.r); err != nil {
				t.Fatal(err)
			}
			if got, want := b.String(), diffOracle(t, tc.r); got != want {
				gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
				for i := range min(len(gl), len(wl)) {
					if gl[i] != wl[i] {
						t.Fatalf("line %d: got %q, want %q", i+1, gl[i], wl[i])
					}
				}
				t.Fatalf("got %d lines, want %d", len(gl), len(wl))
			}
		})
	}
}

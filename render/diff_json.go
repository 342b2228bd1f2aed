package render

import (
	"fmt"
	"io"

	"github.com/fairsched/fairsched/diff"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

type diffJSON struct {
	SchemaVersion int           `json:"schemaVersion"`
	HadoopVersion string        `json:"hadoopVersion"`
	Old           string        `json:"old"`
	New           string        `json:"new"`
	Cluster       resourceJSON  `json:"cluster"`
	Summary       diffSummary   `json:"summary"`
	Settings      []settingJSON `json:"settings"`
	Queues        []queueDiff   `json:"queues"`
	Findings      findingsJSON  `json:"findings"`
}

type diffSummary struct {
	Added      int      `json:"added"`
	Removed    int      `json:"removed"`
	Changed    int      `json:"changed"`
	Unchanged  int      `json:"unchanged"`
	Introduced int      `json:"introduced"`
	Fixed      int      `json:"fixed"`
	Losers     []string `json:"losers"`
	Winners    []string `json:"winners"`
}

type queueDiff struct {
	Name     string        `json:"name"`
	Change   string        `json:"change"`
	Kind     string        `json:"kind,omitempty"`
	RenameOf string        `json:"looksLikeRenameOf,omitempty"`
	Before   *sharesPair   `json:"before"`
	After    *sharesPair   `json:"after"`
	Moves    []moveJSON    `json:"shareChanges"`
	Why      []whyJSON     `json:"whyChanges"`
	Settings []settingJSON `json:"settings"`
}

type sharesPair struct {
	Steady        resourceJSON `json:"steadyFairShare"`
	Instantaneous resourceJSON `json:"instantaneousFairShare"`
}

type moveJSON struct {
	Type                  string   `json:"resource"`
	SteadyDelta           int64    `json:"steadyDelta"`
	SteadyRelative        *float64 `json:"steadyRelative"`
	InstantaneousDelta    int64    `json:"instantaneousDelta"`
	InstantaneousRelative *float64 `json:"instantaneousRelative"`
}

type whyJSON struct {
	Share    string `json:"share"`
	Resource string `json:"resource"`
	Old      string `json:"old"`
	New      string `json:"new"`
}

type settingJSON struct {
	Name   string  `json:"name"`
	Old    *string `json:"old"`
	New    *string `json:"new"`
	OldPos *string `json:"oldPos"`
	NewPos *string `json:"newPos"`
}

type findingsJSON struct {
	Introduced []jsonDiagnostic `json:"introduced"`
	Fixed      []jsonDiagnostic `json:"fixed"`
	Unchanged  []jsonDiagnostic `json:"unchanged"`
}

// DiffJSON writes a comparison as one object matching
// schema/diff.schema.json. Share objects are those of `shares --format
// json` and diagnostics those of `lint --format json`.
func DiffJSON(w io.Writer, r *diff.Result) error {
	out := diffJSON{
		SchemaVersion: 1, HadoopVersion: r.HadoopVersion, Old: r.Old, New: r.New,
		Cluster: diffResource(r.Cluster, r.Types), Summary: summaryJSON(r),
		Settings: settingsJSON(r.TopLevel, r), Queues: make([]queueDiff, 0, len(r.Queues)),
		Findings: findingsJSON{
			Introduced: diagnosticsJSON(r.Findings.Introduced),
			Fixed:      diagnosticsJSON(r.Findings.Fixed),
			Unchanged:  diagnosticsJSON(r.Findings.Unchanged),
		},
	}
	for _, q := range r.Queues {
		out.Queues = append(out.Queues, queueJSON(q, r))
	}
	return writeJSON(w, out)
}

func summaryJSON(r *diff.Result) diffSummary {
	s := diffSummary{
		Added: r.Counts[diff.Added], Removed: r.Counts[diff.Removed], Changed: r.Counts[diff.Changed],
		Unchanged: r.Counts[diff.Unchanged], Introduced: len(r.Findings.Introduced), Fixed: len(r.Findings.Fixed),
		Losers: []string{}, Winners: []string{},
	}
	for _, i := range r.Losers {
		s.Losers = append(s.Losers, r.Queues[i].Name)
	}
	for _, i := range r.Winners {
		s.Winners = append(s.Winners, r.Queues[i].Name)
	}
	return s
}

func queueJSON(q diff.Queue, r *diff.Result) queueDiff {
	out := queueDiff{
		Name: q.Name, Change: string(q.Change), Kind: q.Kind, RenameOf: q.RenameOf,
		Before: pairOf(q.Before, r.Types), After: pairOf(q.After, r.Types),
		Moves: []moveJSON{}, Why: []whyJSON{}, Settings: settingsJSON(q.Settings, r),
	}
	for _, m := range q.Moves {
		out.Moves = append(out.Moves, moveJSON{m.Type, m.SteadyDelta, m.SteadyRelative, m.InstantaneousDelta, m.InstantaneousRelative})
	}
	for _, y := range q.Why {
		out.Why = append(out.Why, whyJSON{y.Share, y.Type, string(y.Old), string(y.New)})
	}
	return out
}

func pairOf(s *diff.Shares, types xmlconf.ResourceTypes) *sharesPair {
	if s == nil {
		return nil
	}
	return &sharesPair{Steady: diffResource(s.Steady, types), Instantaneous: diffResource(s.Instantaneous, types)}
}

func settingsJSON(ss []diff.Setting, r *diff.Result) []settingJSON {
	out := make([]settingJSON, 0, len(ss))
	for _, s := range ss {
		out = append(out, settingJSON{Name: s.Name, Old: s.Old, New: s.New,
			OldPos: posJSON(r.Old, s.Old, s.OldPos), NewPos: posJSON(r.New, s.New, s.NewPos)})
	}
	return out
}

// posJSON writes "file:line:col", "file" when the value has no position
// (an implicit queue, a built-in default) and null when there is no value.
func posJSON(file string, v *string, p xmlconf.Pos) *string {
	if v == nil {
		return nil
	}
	s := file
	if p.IsValid() {
		s = fmt.Sprintf("%s:%d:%d", file, p.Line, p.Col)
	}
	return &s
}

func diagnosticsJSON(ds []lint.Diagnostic) []jsonDiagnostic {
	out := make([]jsonDiagnostic, 0, len(ds))
	for _, d := range ds {
		out = append(out, diffDiagnostic(d))
	}
	return out
}

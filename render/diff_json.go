package render

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/xmlconf"
)

// diffCounts opens the summary of both schedulers' `diff --format json`.
type diffCounts struct {
	Added      int `json:"added"`
	Removed    int `json:"removed"`
	Changed    int `json:"changed"`
	Unchanged  int `json:"unchanged"`
	Introduced int `json:"introduced"`
	Fixed      int `json:"fixed"`
}

// diffCountsOf is the summary's counts of queues by change and of the
// findings introduced and fixed.
func diffCountsOf(counts map[diff.Change]int, f diff.Findings) diffCounts {
	return diffCounts{Added: counts[diff.Added], Removed: counts[diff.Removed], Changed: counts[diff.Changed],
		Unchanged: counts[diff.Unchanged], Introduced: len(f.Introduced), Fixed: len(f.Fixed)}
}

// diffSummary is the Fair Scheduler diff's summary: the counts, then the
// queues whose steady share fell (losers) and rose (winners) most.
type diffSummary struct {
	diffCounts
	Losers  []string `json:"losers"`
	Winners []string `json:"winners"`
}

type diffSettingJSON struct {
	Name   string  `json:"name"`
	Old    *string `json:"old"`
	New    *string `json:"new"`
	OldPos *string `json:"oldPos"`
	NewPos *string `json:"newPos"`
}

type diffFindingsJSON struct {
	Introduced []jsonDiagnostic `json:"introduced"`
	Fixed      []jsonDiagnostic `json:"fixed"`
	Unchanged  []jsonDiagnostic `json:"unchanged"`
}

// DiffJSON writes a comparison as one object matching
// schema/diff.schema.json. Share objects are those of `shares --format
// json` and diagnostics those of `lint --format json`. The queues, the bulk
// of a large comparison, are streamed one at a time; the output is what
// writeJSON would write for the whole value.
func DiffJSON(w io.Writer, r *diff.Result) error {
	head := []struct {
		key string
		v   any
	}{
		{"schemaVersion", 1}, {"hadoopVersion", r.HadoopVersion}, {"old", r.Old}, {"new", r.New},
		{"cluster", diffResource(r.Cluster, r.Types)}, {"summary", diffSummaryJSON(r)},
		{"settings", diffSettingsJSON(r.TopLevel, r)},
	}
	cw := newChunkWriter(w)
	cw.buf = append(cw.buf, '{')
	for i, h := range head {
		if i > 0 {
			cw.buf = append(cw.buf, ',')
		}
		if err := diffMember(&cw.buf, h.key, h.v); err != nil {
			return err
		}
	}
	if err := diffQueues(&cw, r); err != nil {
		return err
	}
	if err := diffFindings(&cw, r.Findings); err != nil {
		return err
	}
	if r.Submissions != nil {
		cw.buf = append(cw.buf, ',')
		if err := diffMember(&cw.buf, "submissions", diffSubmissionsValue(r.Submissions)); err != nil {
			return err
		}
	}
	cw.buf = append(cw.buf, "\n}\n"...)
	return cw.flush(0)
}

// diffQueues streams the "queues" member of DiffJSON.
func diffQueues(cw *chunkWriter, r *diff.Result) error {
	cw.buf = append(newline(append(cw.buf, ','), 1), `"queues": `...)
	return cw.list(1, len(r.Queues), func(i int) { cw.buf = diffQueue(cw.buf, r.Queues[i], r) })
}

// diffFindings streams the "findings" member of DiffJSON.
func diffFindings(cw *chunkWriter, f diff.Findings) error {
	cw.buf = append(diffKey(append(cw.buf, ','), 1, "findings"), '{')
	lists := []struct {
		key string
		ds  []diag.Finding
	}{{"introduced", f.Introduced}, {"fixed", f.Fixed}, {"unchanged", f.Unchanged}}
	for k, l := range lists {
		if k > 0 {
			cw.buf = append(cw.buf, ',')
		}
		cw.buf = diffKey(cw.buf, 2, l.key)
		if err := cw.list(2, len(l.ds), func(i int) { cw.buf = diffDiagnosticObj(cw.buf, 3, diffDiagnostic(l.ds[i])) }); err != nil {
			return err
		}
	}
	cw.buf = append(newline(cw.buf, 1), '}')
	return nil
}

// diffMember appends one member of the top-level object, indented at
// depth 1, its value marshalled as writeJSON would.
func diffMember(b *[]byte, key string, v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("  ", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	*b = append(appendJSONString(newline(*b, 1), key), ": "...)
	*b = append(*b, bytes.TrimSuffix(buf.Bytes(), []byte{'\n'})...)
	return nil
}

func diffSummaryJSON(r *diff.Result) diffSummary {
	s := diffSummary{diffCounts: diffCountsOf(r.Counts, r.Findings), Losers: []string{}, Winners: []string{}}
	for _, i := range r.Losers {
		s.Losers = append(s.Losers, r.Queues[i].Name)
	}
	for _, i := range r.Winners {
		s.Winners = append(s.Winners, r.Queues[i].Name)
	}
	return s
}

func diffSettingsJSON(ss []diff.Setting, r *diff.Result) []diffSettingJSON {
	out := make([]diffSettingJSON, 0, len(ss))
	for _, s := range ss {
		out = append(out, diffSettingJSON{Name: s.Name, Old: s.Old, New: s.New,
			OldPos: diffPosJSON(r.Old, s.Old, s.OldPos), NewPos: diffPosJSON(r.New, s.New, s.NewPos)})
	}
	return out
}

// diffPosJSON writes "file:line:col", "file" when the value has no position
// (an implicit queue, a built-in default) and null when there is no value.
func diffPosJSON(file string, v *string, p xmlconf.Pos) *string {
	if v == nil {
		return nil
	}
	s := file
	if p.IsValid() {
		s = fmt.Sprintf("%s:%d:%d", file, p.Line, p.Col)
	}
	return &s
}

func diffDiagnosticsJSON(ds []diag.Finding) []jsonDiagnostic {
	out := make([]jsonDiagnostic, 0, len(ds))
	for _, d := range ds {
		out = append(out, diffDiagnostic(d))
	}
	return out
}

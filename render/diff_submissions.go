package render

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/core/placement"
)

// This file writes the submissions that land elsewhere after the change
// (diff --submissions) in the three diff formats.

// diffMovedTitle is the heading of the moved submissions: "submissions
// that land elsewhere (2 of 40 in apps.csv)".
func diffMovedTitle(s *diff.Submissions) string {
	return fmt.Sprintf("submissions that land elsewhere (%d of %d in %s)", len(s.Moved), s.Total, s.File)
}

// diffSubmissionText writes who submitted what: `line 3: alice [eng,ops]
// queue "etl"` (no queue requested: `queue "default"`, as Hadoop reads it).
func diffSubmissionText(s placement.Submission) string {
	var b strings.Builder
	if s.Line > 0 {
		b.WriteString("line " + strconv.Itoa(s.Line) + ": ")
	}
	b.WriteString(s.User + " [" + strings.Join(s.Groups, ",") + "] queue " + strconv.Quote(diffRequested(s)))
	return b.String()
}

// diffRequested is the queue a submission asks for; none means "default".
func diffRequested(s placement.Submission) string {
	if s.Queue == "" {
		return "default"
	}
	return s.Queue
}

// diffOutcomeText writes where a submission goes with one file: the queue,
// "root.a (refused by the scheduler: reason)" or "rejected: reason".
func diffOutcomeText(r placement.Result) string {
	switch {
	case r.Rejected:
		return "rejected: " + r.Reason
	case r.Refused:
		return r.Queue + " (refused by the scheduler: " + r.Reason + ")"
	}
	return r.Queue
}

// submissions writes the moved submissions of the tree format.
func (t *diffTreeWriter) submissions() {
	s := t.r.Submissions
	if s == nil {
		return
	}
	t.b.WriteString("\n")
	t.line(0, diffMovedTitle(s)+":", t.p.bold.Sprint)
	if len(s.Moved) == 0 {
		t.line(1, "none: every submission lands where it did", t.p.good.Sprint)
	}
	for _, c := range s.Moved {
		t.line(1, diffSubmissionText(c.Submission), nil)
		t.line(3, diffOutcomeText(c.Old)+" → "+diffOutcomeText(c.New), t.p.warn.Sprint)
	}
}

// diffMDSubmissions writes the moved submissions of the markdown format.
func diffMDSubmissions(b *strings.Builder, r *diff.Result) {
	s := r.Submissions
	if s == nil {
		return
	}
	if len(s.Moved) == 0 {
		fmt.Fprintf(b, "No submission of %s lands elsewhere (%d replayed).\n\n", diffMDCode(s.File), s.Total)
		return
	}
	diffMDDetails(b, capitalizeFirst(diffMovedTitle(s)), func() {
		t := newDiffMDTable(b, "line", "user", "groups", "queue asked", "old", "new")
		for _, c := range s.Moved {
			sub := c.Submission
			line := ""
			if sub.Line > 0 {
				line = strconv.Itoa(sub.Line)
			}
			t.row(line, diffMDCode(sub.User), diffMDCode(strings.Join(sub.Groups, ",")), diffMDCode(diffRequested(sub)),
				diffMDText(diffOutcomeText(c.Old)), diffMDText(diffOutcomeText(c.New)))
		}
		t.end()
	})
}

func capitalizeFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// The JSON shapes of the "submissions" member of schema/diff.schema.json.
type (
	diffSubmissionsJSON struct {
		File  string          `json:"file"`
		Total int             `json:"total"`
		Moved []diffMovedJSON `json:"moved"`
	}
	diffMovedJSON struct {
		Submission diffSubmissionJSON `json:"submission"`
		Old        diffOutcomeJSON    `json:"old"`
		New        diffOutcomeJSON    `json:"new"`
	}
	diffSubmissionJSON struct {
		User   string   `json:"user"`
		Groups []string `json:"groups"`
		Queue  string   `json:"queue"`
		Line   *int     `json:"line"`
	}
	diffOutcomeJSON struct {
		Queue    *string `json:"queue"`
		Rejected bool    `json:"rejected"`
		Refused  bool    `json:"refused"`
		Reason   *string `json:"reason"`
	}
)

func diffSubmissionsValue(s *diff.Submissions) diffSubmissionsJSON {
	out := diffSubmissionsJSON{File: s.File, Total: s.Total, Moved: make([]diffMovedJSON, 0, len(s.Moved))}
	for _, c := range s.Moved {
		sub := diffSubmissionJSON{User: c.Submission.User, Groups: c.Submission.Groups, Queue: c.Submission.Queue}
		if sub.Groups == nil {
			sub.Groups = []string{}
		}
		if c.Submission.Line > 0 {
			sub.Line = &c.Submission.Line
		}
		out.Moved = append(out.Moved, diffMovedJSON{Submission: sub, Old: diffOutcome(c.Old), New: diffOutcome(c.New)})
	}
	return out
}

func diffOutcome(r placement.Result) diffOutcomeJSON {
	o := diffOutcomeJSON{Rejected: r.Rejected, Refused: r.Refused}
	if r.Queue != "" {
		o.Queue = &r.Queue
	}
	if r.Reason != "" {
		o.Reason = &r.Reason
	}
	return o
}

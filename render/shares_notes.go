package render

import (
	"io"
	"strings"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
)

// SharesNotes writes, below the shares table, what the figures mean where
// Hadoop's arithmetic surprises: a parent whose children's minimums add up
// to more than the parent's share (the whole cluster for root). Hadoop
// raises every child to its minimum all the same, so the table keeps the
// figures Hadoop computes, and a queue may show more than the cluster.
// Lines are folded to o.Width.
func SharesNotes(w io.Writer, v SharesView, o Options) error {
	// The notes are worded first and written in one piece: a large file can
	// have one on every parent (9,009 on the bench's 100,000-queue file),
	// and a builder growing note by note reallocated about twenty times.
	ms := v.Tree.MinOvercommits(v.Shares)
	notes, size := make([]string, len(ms)), 0
	for i, m := range ms {
		notes[i] = fold(minOvercommitNote(v, m, o.Units), o.Width, "      ")
		size += len(notes[i]) + 1
	}
	var b strings.Builder
	b.Grow(size)
	for _, n := range notes {
		b.WriteString(n)
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// minOvercommitNote words one MinOvercommit.
func minOvercommitNote(v SharesView, m compute.MinOvercommit, u resource.Units) string {
	parent := v.Tree.Nodes[m.Parent].Name
	of := parent + "'s steady share of "
	if m.Parent == 0 {
		of = "the whole cluster, "
	}
	return "note: the minimums of " + parent + "'s children add up to " + amountOf(v.Types, m.Type, m.Mins, u) +
		", more than " + of + amountOf(v.Types, m.Type, m.Share, u) +
		"; Hadoop raises each child to its minimum all the same, so together they are given more than " +
		parent + " has and the shares above add up to more than 100%"
}

// fold breaks s at spaces into lines of at most width columns (no limit
// when width is 0), the lines after the first indented by indent.
func fold(s string, width int, indent string) string {
	if width <= 0 || len(s) <= width {
		return s
	}
	var b strings.Builder
	line := 0
	for i, word := range strings.Fields(s) {
		switch {
		case i == 0:
		case line+1+len(word) > width:
			b.WriteString("\n" + indent)
			line = len(indent)
		default:
			b.WriteByte(' ')
			line++
		}
		b.WriteString(word)
		line += len(word)
	}
	return b.String()
}

package render

import (
	"io"

	"github.com/fairsched/fairsched/core/diag"
)

// Refused writes the header printed above the queue tree of a file Hadoop
// refuses: that Hadoop (release, e.g. "3.3" or "2.7.3") refuses it, every
// finding that is a reason, in the text format, and that the tree below is
// the file as read anyway.
func Refused(w io.Writer, file, release string, ds []diag.Finding, o Options) error {
	p := newPalette(o.Color)
	head := p.err.Sprint("Hadoop "+release+" refuses "+file+":") +
		" the ResourceManager does not start with it, and a reload logs \"Failed to reload fair scheduler config file - will use existing allocations.\" Why:\n"
	if err := writeString(w, head); err != nil {
		return err
	}
	// Text buffers the reasons itself: no copy of them all is built here.
	if err := Text(w, ds, o); err != nil {
		return err
	}
	return writeString(w, "The queue tree below is what fairsched reads from the file anyway.\n\n")
}

// jsonRefusal is one reason Hadoop refuses the file, in the tree and
// shares JSON.
type jsonRefusal struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Rule    string `json:"rule"`
	Message string `json:"message"`
}

// refusalsJSON returns the reasons of ds, [] for none.
func refusalsJSON(ds []diag.Finding) []jsonRefusal {
	out := make([]jsonRefusal, 0, len(ds))
	for _, d := range ds {
		out = append(out, jsonRefusal{File: d.File, Line: int(d.Pos.Line), Column: int(d.Pos.Col), Rule: d.Rule, Message: fullMessage(d)})
	}
	return out
}

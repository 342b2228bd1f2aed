package render

import (
	"bytes"
	"fmt"
	"io"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/lint"
)

// textDiagnostics are n findings shaped like a large capacity file's.
func textDiagnostics(n int) []diag.Finding {
	ds := make([]diag.Finding, n)
	for i := range ds {
		ds[i] = diag.Finding{File: "cs.xml", Rule: "cs-guarantee-below-container", Severity: lint.Warning,
			Queue:   fmt.Sprintf("root.dept%d.team%d.q%d", i/100, i/10%10, i%10),
			Message: "the guarantee is 113 MB, less than one container (1024 MB)",
			Hint:    "raise its capacity, or set it to 0 if it is meant to borrow only"}
		ds[i].Pos.Line, ds[i].Pos.Col = int32(100+i), 3
	}
	return ds
}

// BenchmarkText writes 9,000 findings as text, what `fairsched lint`
// prints for the 10,000-queue file of scripts/bench-capacity.sh.
func BenchmarkText(b *testing.B) {
	ds := textDiagnostics(9000)
	b.ReportAllocs()
	for b.Loop() {
		if err := Text(io.Discard, ds, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// textSimple is Text written with fmt: the oracle of the faster Text.
func textSimple(w io.Writer, ds []diag.Finding, o Options) {
	p := newPalette(o.Color)
	for _, d := range ds {
		msg := d.Message
		if d.Queue != "" {
			msg = "queue " + d.Queue + ": " + msg
		}
		place := fmt.Sprintf("%s:%d:%d", d.File, d.Pos.Line, d.Pos.Col)
		if !d.Pos.IsValid() {
			place = d.File
		}
		fmt.Fprintf(w, "%s: %s: %s %s\n", place,
			severityPaint(p, d.Severity)(d.Severity.String()), msg, p.dim.Sprint("["+d.Rule+"]"))
		if d.Hint != "" {
			fmt.Fprintf(w, "    hint: %s\n", d.Hint)
		}
		for _, r := range d.Related {
			fmt.Fprintf(w, "    see %s:%d:%d: %s\n", r.File, r.Pos.Line, r.Pos.Col, r.Message)
		}
	}
}

func TestTextMatchesFmt(t *testing.T) {
	ds := textDiagnostics(30)
	ds[1].Queue, ds[2].Hint, ds[3].Severity, ds[4].Severity = "", "", lint.Error, lint.Info
	ds[5].Pos.Line, ds[5].Pos.Col = 0, 0
	ds[6].Pos.Line, ds[6].Pos.Col = -1, 2147483647
	ds[7].Related = []lint.Related{{File: "a.xml", Message: "first here"}, {File: "b.xml", Message: "%d %s"}}
	ds[7].Related[0].Pos.Line, ds[7].Related[0].Pos.Col = 4, 5
	ds[8].Message, ds[8].File = "100% sure: %s", "dir/with space.xml"
	for _, color := range []bool{false, true} {
		var got, want bytes.Buffer
		if err := Text(&got, ds, Options{Color: color}); err != nil {
			t.Fatal(err)
		}
		textSimple(&want, ds, Options{Color: color})
		if got.String() != want.String() {
			t.Errorf("color %v: Text differs from fmt:\n%s\nwant\n%s", color, got.String(), want.String())
		}
	}
}

package render

import (
	"bufio"
	"fmt"
	"io"

	"github.com/fairsched/fairsched/lint"
)

// Text writes one line per diagnostic in the file:line:col shape editors
// understand, the queue as a prefix of the message, and the hint indented
// below:
//
//	fair-scheduler.xml:14:7: error: queue root.a: <weight> is ... [invalid-number]
//	    hint: write <weight> as a decimal number
func Text(w io.Writer, ds []lint.Diagnostic, o Options) error {
	p := newPalette(o.Color)
	b := bufio.NewWriterSize(w, 64<<10)
	for _, d := range ds {
		msg := d.Message
		if d.Queue != "" {
			msg = "queue " + d.Queue + ": " + msg
		}
		fmt.Fprintf(b, "%s:%d:%d: %s: %s %s\n", d.File, d.Pos.Line, d.Pos.Col,
			severityPaint(p, d.Severity)(d.Severity.String()), msg, p.dim.Sprint("["+d.Rule+"]"))
		if d.Hint != "" {
			fmt.Fprintf(b, "    hint: %s\n", d.Hint)
		}
		relatedText(b, d.Related)
	}
	return b.Flush()
}

func severityPaint(p palette, s lint.Severity) func(a ...any) string {
	switch s {
	case lint.Error:
		return p.err.Sprint
	case lint.Warning:
		return p.warn.Sprint
	}
	return p.info.Sprint
}

// Summary writes the one-line count of findings meant for stderr, e.g.
// "2 errors, 1 warning, 0 info in 1 file".
func Summary(w io.Writer, ds []lint.Diagnostic, files int) error {
	n := lint.Count(ds)
	_, err := fmt.Fprintf(w, "%s, %s, %d info in %s\n",
		plural(n[lint.Error], "error"), plural(n[lint.Warning], "warning"), n[lint.Info], plural(files, "file"))
	return err
}

func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}

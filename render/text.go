package render

import (
	"bufio"
	"fmt"
	"io"
	"strconv"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/xmlconf"

	"github.com/fairsched/fairsched/lint"
)

// Text writes one line per diagnostic in the file:line:col shape editors
// understand, the queue as a prefix of the message, and the hint indented
// below:
//
//	fair-scheduler.xml:14:7: error: queue root.a: <weight> is ... [invalid-number]
//	    hint: write <weight> as a decimal number
func Text(w io.Writer, ds []diag.Finding, o Options) error {
	p := newPalette(o.Color)
	b := bufio.NewWriterSize(w, 64<<10)
	var line []byte
	for _, d := range ds {
		line = appendRelatedText(appendTextFinding(line[:0], p, o.Color, d), d.Related)
		if _, err := b.Write(line); err != nil {
			return err
		}
	}
	return b.Flush()
}

// appendTextFinding appends d's line, and its hint line, to line: built
// with appends, as a large file's thousands of findings make fmt's cost
// show; colour goes through the palette only when it is on.
func appendTextFinding(line []byte, p palette, color bool, d diag.Finding) []byte {
	line = append(line, d.File...)
	if d.Pos.IsValid() { // a finding without a line (a ResourceManager's configuration) is placed by its File alone
		line = strconv.AppendInt(append(line, ':'), int64(d.Pos.Line), 10)
		line = strconv.AppendInt(append(line, ':'), int64(d.Pos.Col), 10)
	}
	line = append(line, ": "...)
	if color {
		line = append(line, severityPaint(p, d.Severity)(d.Severity.String())...)
	} else {
		line = append(line, d.Severity.String()...)
	}
	line = append(line, ": "...)
	if d.Queue != "" {
		line = append(append(append(line, "queue "...), d.Queue...), ": "...)
	}
	line = append(append(line, d.Message...), ' ')
	if color {
		line = append(line, p.dim.Sprint("["+d.Rule+"]")...)
	} else {
		line = append(append(append(line, '['), d.Rule...), ']')
	}
	line = append(line, '\n')
	if d.Hint != "" {
		line = append(append(append(line, "    hint: "...), d.Hint...), '\n')
	}
	return line
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
func Summary(w io.Writer, ds []diag.Finding, files int) error {
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

// findingPlace is where a finding points as text: "file:line:col", or the
// file alone for a finding without a line (one about a ResourceManager's
// configuration, placed by property name).
func findingPlace(file string, p xmlconf.Pos) string {
	if !p.IsValid() {
		return file
	}
	return file + ":" + p.String()
}

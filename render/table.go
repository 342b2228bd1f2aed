package render

import (
	"bufio"
	"io"
	"strings"
	"unicode/utf8"
)

// cell is one table cell: plain text for measuring, and an optional colour
// applied after padding so escape codes never break the alignment.
type cell struct {
	text  string
	paint func(a ...any) string
	right bool
}

// writeTable prints rows with columns separated by two spaces, numbers
// right-aligned, no trailing spaces. It streams through a buffered writer,
// so a 100,000-row table costs no more than its own bytes.
func writeTable(w io.Writer, rows [][]cell) error {
	var widths []int
	for _, r := range rows {
		for i, c := range r {
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], utf8.RuneCountInString(c.text))
		}
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	for _, r := range rows {
		writeRow(bw, r, widths)
	}
	return bw.Flush()
}

// writeRow writes one row; trailing padding is never written.
func writeRow(bw *bufio.Writer, r []cell, widths []int) {
	last := len(r) - 1
	for last >= 0 && r[last].text == "" {
		last--
	}
	for i := 0; i <= last; i++ {
		c := r[i]
		if i > 0 {
			bw.WriteString("  ")
		}
		pad := widths[i] - utf8.RuneCountInString(c.text)
		if c.right {
			writeSpaces(bw, pad)
		}
		text := c.text
		if c.paint != nil && text != "" {
			text = c.paint(text)
		}
		bw.WriteString(text)
		if !c.right && i < last {
			writeSpaces(bw, pad)
		}
	}
	bw.WriteByte('\n')
}

var spaces = strings.Repeat(" ", 256)

func writeSpaces(bw *bufio.Writer, n int) {
	for n > 0 {
		k := min(n, len(spaces))
		bw.WriteString(spaces[:k])
		n -= k
	}
}

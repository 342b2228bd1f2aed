package render

import (
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
// right-aligned, no trailing spaces.
func writeTable(w io.Writer, rows [][]cell) error {
	widths := map[int]int{}
	for _, r := range rows {
		for i, c := range r {
			widths[i] = max(widths[i], utf8.RuneCountInString(c.text))
		}
	}
	var b strings.Builder
	for _, r := range rows {
		var line strings.Builder
		for i, c := range r {
			if i > 0 {
				line.WriteString("  ")
			}
			line.WriteString(padCell(c, widths[i]))
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func padCell(c cell, width int) string {
	pad := strings.Repeat(" ", width-utf8.RuneCountInString(c.text))
	text := c.text
	if c.paint != nil && c.text != "" {
		text = c.paint(c.text)
	}
	if c.right {
		return pad + text
	}
	return text + pad
}

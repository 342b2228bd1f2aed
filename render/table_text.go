package render

import (
	"io"
	"strings"

	"github.com/fairsched/fairsched/core/resource"
)

// textRows returns the data rows of a table, a text per column, with
// resources in notation n. A table builds them once in the long notation
// and, when that does not fit, again in the compact one.
type textRows func(n notation) [][]string

// cellBlock hands out the rows of a textRows from shared arrays, so that
// a 100,000-row table does not cost an allocation per row.
type cellBlock struct {
	all  []string // the cells kept so far, with room after them
	cols int      // the cells of a row
}

func newCellBlock(rows, cols int) *cellBlock {
	return &cellBlock{all: make([]string, 0, rows*cols), cols: cols}
}

// row returns an empty row with room for the columns' cells.
func (c *cellBlock) row() []string {
	if cap(c.all)-len(c.all) < c.cols {
		c.all = make([]string, 0, 64*c.cols)
	}
	return c.all[len(c.all) : len(c.all) : len(c.all)+c.cols]
}

// keep keeps the row last handed out, filled as cells, and returns it.
func (c *cellBlock) keep(cells []string) []string {
	c.all = c.all[:len(c.all)+min(len(cells), c.cols)]
	return cells[:len(cells):len(cells)]
}

// textTable is a table of text cells: its columns, its rows, and the
// spaces before every line when it sits under a heading.
type textTable struct {
	cols   []column
	rows   textRows
	indent int
}

// write writes the table with the one table writer (rowWriter): a bold
// header, columns two spaces apart, numbers right-aligned. It fits o.Width
// as the queue tables do: when the long notation does not fit, the
// compact one is tried (unless --units mb asks for exact numbers); then
// columns are left out by their drop order and the last column is cut.
// Columns with no value in any row ("-" or empty) are left out.
func (t textTable) write(w io.Writer, o Options, n notation) error {
	_, err := t.writeShown(w, o, n)
	return err
}

// writeShown is write, and returns the IDs of the columns it showed, for
// the text about a column (a footnote) to go with it.
func (t textTable) writeShown(w io.Writer, o Options, n notation) ([]string, error) {
	rw := newRowWriter(t.cols, newPalette(o.Color))
	rw.indent = t.indent
	if o.Width > 0 {
		o.Width = max(o.Width-t.indent, 1)
	}
	rows := t.rows
	data := rows(n)
	measure := func() {
		rw.header()
		rw.measure(false)
		for _, cells := range data {
			rw.cellsRow(cells)
			rw.measure(true)
		}
		rw.layout(o)
	}
	measure()
	if o.Width > 0 && n.units != resource.UnitsMB && !n.compact && rw.crowded(o) {
		n.compact = true
		data = rows(n)
		rw.forget()
		measure()
	}
	rw.chunkWriter = newChunkWriter(w)
	rw.header()
	rw.write()
	for _, cells := range data {
		rw.cellsRow(cells)
		rw.write()
	}
	var shown []string
	for i, c := range rw.cols {
		if rw.show[i] {
			shown = append(shown, c.id)
		}
	}
	return shown, rw.flush(0)
}

// cellsRow makes cells the current row, unpainted.
func (r *rowWriter) cellsRow(cells []string) {
	r.reset()
	for _, c := range cells {
		r.row = append(r.row, c...)
		r.end(plain)
	}
}

// writeMarkdownTable writes a markdown table of the columns and rows: the
// first cell of a row (the queue) as code, "|" in cells escaped. Markdown
// tables are not fitted to a width: the reader's viewer wraps them.
func writeMarkdownTable(b *strings.Builder, cols []column, rows [][]string) {
	b.WriteString("|")
	for _, c := range cols {
		b.WriteString(" " + c.header + " |")
	}
	b.WriteString("\n|" + strings.Repeat(" --- |", len(cols)) + "\n")
	for _, cells := range rows {
		b.WriteString("|")
		for i, c := range cells {
			if i == 0 {
				c = "`" + c + "`"
			}
			b.WriteString(" " + mdEscape(c) + " |")
		}
		b.WriteString("\n")
	}
}

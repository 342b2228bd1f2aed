package render

import (
	"bufio"
	"encoding/binary"
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

// paint is the escape codes around a coloured cell; the zero paint leaves
// the cell plain.
type paint struct{ pre, post string }

// paintOf splits what c.Sprint wraps around any text into the codes before
// and after it: fatih/color adds the same codes whatever the text, and none
// when the colour is disabled.
func paintOf(c interface{ Sprint(a ...any) string }) paint {
	s := c.Sprint("\x00")
	i := strings.IndexByte(s, 0)
	return paint{pre: s[:i], post: s[i+1:]}
}

// span is one cell of a rowWriter row: its text ends at end in the row
// buffer, starting where the previous cell ended. paint indexes the row
// writer's paints.
type span struct {
	end   int32
	paint uint8
	right bool
}

// rowWriter is writeTable for tables too big to hold: the caller builds one
// row at a time into a reused buffer, measures every row in a first pass
// and writes them in a second, so a 100,000-row table costs neither a
// string per cell nor a slice per row. The layout is writeTable's.
type rowWriter struct {
	chunkWriter         // the output
	paints      []paint // the colours cells may have
	widths      []int   // widest cell of every column, in runes
	row         []byte  // the texts of the current row's cells, back to back
	cells       []span
}

// reset starts a new row.
func (r *rowWriter) reset() {
	r.row, r.cells = r.row[:0], r.cells[:0]
}

// end closes the current cell, painted with r.paints[p]: its text is what
// was appended to row since the previous cell.
func (r *rowWriter) end(p uint8, right bool) {
	r.cells = append(r.cells, span{end: int32(len(r.row)), paint: p, right: right})
}

// text returns the text of cell i of the current row.
func (r *rowWriter) text(i int) []byte {
	start := int32(0)
	if i > 0 {
		start = r.cells[i-1].end
	}
	return r.row[start:r.cells[i].end]
}

// measure widens the columns to fit the current row.
func (r *rowWriter) measure() {
	for i := range r.cells {
		if i >= len(r.widths) {
			r.widths = append(r.widths, 0)
		}
		r.widths[i] = max(r.widths[i], runeCount(r.text(i)))
	}
}

// write writes the current row like writeRow: two spaces between columns,
// colour around the text only, no trailing padding.
func (r *rowWriter) write() {
	last := len(r.cells) - 1
	for last >= 0 && len(r.text(last)) == 0 {
		last--
	}
	b := r.buf
	for i := 0; i <= last; i++ {
		c, text := r.cells[i], r.text(i)
		if i > 0 {
			b = append(b, "  "...)
		}
		pad := r.widths[i] - runeCount(text)
		if c.right {
			b = appendSpaces(b, pad)
		}
		if len(text) > 0 {
			p := r.paints[c.paint]
			b = append(append(append(b, p.pre...), text...), p.post...)
		}
		if !c.right && i < last {
			b = appendSpaces(b, pad)
		}
	}
	r.buf = append(b, '\n')
	r.flush(chunkSize)
}

// chunkSize is how much output a chunkWriter collects before handing it on.
const chunkSize = 64 << 10

// chunkWriter is a bufio.Writer that one appends to directly: output
// collects in buf and goes to w in chunks; the first write error is kept
// and nothing more is written after it.
type chunkWriter struct {
	w   io.Writer
	buf []byte
	err error
}

func newChunkWriter(w io.Writer) chunkWriter {
	return chunkWriter{w: w, buf: make([]byte, 0, 2*chunkSize)}
}

// flush hands buf to w once it holds at least limit bytes (and any), and
// returns the first error w returned.
func (c *chunkWriter) flush(limit int) error {
	if len(c.buf) >= limit && len(c.buf) > 0 {
		if c.err == nil {
			_, c.err = c.w.Write(c.buf)
		}
		c.buf = c.buf[:0]
	}
	return c.err
}

// appendSpaces appends n spaces; nothing when n <= 0.
func appendSpaces(b []byte, n int) []byte {
	for n > 0 {
		k := min(n, len(spaces))
		b = append(b, spaces[:k]...)
		n -= k
	}
	return b
}

// runeCount is utf8.RuneCount without the string that utf8.RuneCount
// allocates for text that is not all ASCII, such as the tree's box drawing,
// and with a word-at-a-time path for ASCII. An invalid byte counts as one
// rune, as there.
func runeCount(p []byte) int {
	i := 0
	for ; i+8 <= len(p); i += 8 {
		if binary.LittleEndian.Uint64(p[i:])&0x8080808080808080 != 0 {
			break
		}
	}
	n := i
	for i < len(p) {
		n++
		if p[i] < utf8.RuneSelf {
			i++
			continue
		}
		_, size := utf8.DecodeRune(p[i:])
		i += size
	}
	return n
}

package render

import (
	"encoding/binary"
	"slices"
	"strings"
	"unicode/utf8"
)

// column is one column of a table.
type column struct {
	id     string // how --columns names it
	header string
	right  bool // right-aligned (numbers)
	// drop is the column's importance when the width is short (see
	// layout): 0 is never left out; otherwise the higher, the less
	// important, and the sooner it goes.
	drop int
}

// columnIDs returns the IDs of cols, in order.
func columnIDs(cols []column) []string {
	out := make([]string, len(cols))
	for i, c := range cols {
		out[i] = c.id
	}
	return out
}

// The paints a table's cells may have, as indexes into its rowWriter's
// paints.
const (
	plain uint8 = iota
	bold
	dim
	warn
	bad
)

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
// buffer, starting where the previous cell ended. runes is the text's width
// when the row's builder knew it (the queue cell, whose box drawing would
// cost a rune count of its own), else -1. paint indexes the row writer's
// paints.
type span struct {
	end   int32
	runes int32
	paint uint8
}

// rowWriter is the one table writer of fairsched's text output. The
// caller builds one row at a time into a reused buffer, a cell per column,
// measures every row in a first pass, lets layout choose the columns for
// the options, and writes the rows in a second pass: so a 100,000-row
// table costs neither a string per cell nor a slice per row. Columns are
// separated by two spaces, numbers right-aligned, colour wraps the text
// only, and no line has trailing spaces.
type rowWriter struct {
	chunkWriter         // the output
	paints      []paint // the colours cells may have
	cols        []column
	widths      []int  // widest cell of every column, in runes
	filled      []bool // some data row has a value other than "-" there
	show        []bool // the columns layout chose
	cutAt       int    // the column cut to cut runes, or -1
	cut         int
	row         []byte // the texts of the current row's cells, back to back
	cells       []span
	lead        int // bytes of the current row's drawn prefix (queueCell)
	indent      int // spaces before every line
	// kept holds the rows keep kept, less their drawn prefixes, for replay
	// to give back in the same order: per row the number of cells, each
	// cell's paint and uvarint length, then the texts. Rows fill blocks of
	// keptBlock bytes, so that keeping 100,000 rows allocates about what
	// they take, not the many copies a growing slice leaves behind.
	kept []keptBlock
	read int // the block replay reads next
}

// keptBlock is one block of rowWriter.kept; read is where replay goes on.
type keptBlock struct {
	b    []byte
	read int
}

// keptBlockSize is the size of the blocks rows are kept in.
const keptBlockSize = 64 << 10

func newRowWriter(cols []column, p palette) *rowWriter {
	return &rowWriter{
		paints: []paint{plain: {}, bold: paintOf(p.bold), dim: paintOf(p.dim), warn: paintOf(p.warn), bad: paintOf(p.err)},
		cols:   cols, widths: make([]int, len(cols)), filled: make([]bool, len(cols)), cutAt: -1,
	}
}

// reset starts a new row.
func (r *rowWriter) reset() {
	r.row, r.cells, r.lead = r.row[:0], r.cells[:0], 0
}

// keep keeps the current row, less its drawn prefix, for replay: a tree
// table builds each row once to measure it and writes it from what it
// kept, about 60 to 90 bytes a row instead of the row's formatting again.
// With the cells it keeps the queue cell's width (queueCell), plus one so
// that an unknown -1 fits a uvarint: the prefix replay is given is the same,
// so the width is too, without decoding the box drawing again.
func (r *rowWriter) keep() {
	text := r.row[r.lead:]
	need := 1 + (len(r.cells)+1)*(1+binary.MaxVarintLen32) + len(text)
	if n := len(r.kept); n == 0 || cap(r.kept[n-1].b)-len(r.kept[n-1].b) < need {
		r.kept = append(r.kept, keptBlock{b: make([]byte, 0, max(keptBlockSize, need))})
	}
	blk := &r.kept[len(r.kept)-1]
	k := append(blk.b, byte(len(r.cells)))
	if len(r.cells) > 0 {
		k = binary.AppendUvarint(k, uint64(r.cells[0].runes+1))
	}
	start := int32(r.lead)
	for _, c := range r.cells {
		k = binary.AppendUvarint(append(k, c.paint), uint64(c.end-start))
		start = c.end
	}
	blk.b = append(k, text...)
}

// replay makes the next row keep kept the current row, under prefix, the
// drawn prefix of the same node.
func (r *rowWriter) replay(prefix drawnPrefix) {
	r.reset()
	if r.kept[r.read].read == len(r.kept[r.read].b) {
		r.read++
	}
	blk := &r.kept[r.read]
	k := blk.b[blk.read:]
	n := int(k[0])
	k = k[1:]
	queueRunes := int32(-1)
	if n > 0 {
		v, size := binary.Uvarint(k)
		queueRunes, k = int32(v)-1, k[size:]
	}
	r.row = append(r.row, prefix.b...)
	end := len(prefix.b)
	for range n {
		l, size := uint64(k[1]), 1
		if l >= 0x80 { // a cell of 128 bytes or more
			l, size = binary.Uvarint(k[1:])
		}
		end += int(l)
		r.cells = append(r.cells, span{end: int32(end), runes: -1, paint: k[0]})
		k = k[1+size:]
	}
	text := k[:end-len(prefix.b)]
	r.row = append(r.row, text...)
	blk.read = len(blk.b) - len(k) + len(text)
	if n > 0 {
		r.lead = len(prefix.b)
		r.countRunes(text, queueRunes)
	}
}

// countRunes sets the widths of the cells replay made, whose texts after
// the drawn prefix are text: the queue cell's to the width keep kept, and
// when text is ASCII, as most rows are, every other one to its length, so
// that write counts no runes.
func (r *rowWriter) countRunes(text []byte, queueRunes int32) {
	if runeCount(text) == len(text) {
		for j := 1; j < len(r.cells); j++ {
			r.cells[j].runes = r.cells[j].end - r.cells[j-1].end
		}
	}
	r.cells[0].runes = queueRunes
}

// end closes the current cell, painted with r.paints[p]: its text is what
// was appended to row since the previous cell.
func (r *rowWriter) end(p uint8) {
	r.cells = append(r.cells, span{end: int32(len(r.row)), runes: -1, paint: p})
}

// queueCell adds the queue cell: the tree's drawn prefix, then the queue's
// last name component, or its full name when wide. Its width is known
// without decoding the box drawing: walkDrawn gives it.
func (r *rowWriter) queueCell(prefix drawnPrefix, full string, wide bool, p uint8) {
	if !wide {
		full = full[strings.LastIndexByte(full, '.')+1:]
	}
	r.row = append(append(r.row, prefix.b...), full...)
	r.lead = len(prefix.b)
	runes := prefix.runes + runeCount(r.row[len(r.row)-len(full):])
	r.cells = append(r.cells, span{end: int32(len(r.row)), runes: int32(runes), paint: p})
}

// runes returns the width of cell i of the current row, in runes.
func (r *rowWriter) runes(i int) int {
	if n := r.cells[i].runes; n >= 0 {
		return int(n)
	}
	return runeCount(r.text(i))
}

// text returns the text of cell i of the current row.
func (r *rowWriter) text(i int) []byte {
	start := int32(0)
	if i > 0 {
		start = r.cells[i-1].end
	}
	return r.row[start:r.cells[i].end]
}

// header makes the current row the column headers.
func (r *rowWriter) header() {
	r.reset()
	for _, c := range r.cols {
		r.row = append(r.row, c.header...)
		r.end(bold)
	}
}

// measure widens the columns to fit the current row; a data row also
// marks the columns where it has a value.
func (r *rowWriter) measure(data bool) {
	for i := range r.cells {
		t := r.text(i)
		if len(t) > r.widths[i] { // a text of no more bytes than the width has no more runes
			r.widths[i] = max(r.widths[i], r.runes(i))
		}
		if data && len(t) > 0 && !(len(t) == 1 && t[0] == '-') {
			r.filled[i] = true
		}
	}
}

// minCut is the narrowest the last column is cut to before fitting drops
// other columns instead.
const minCut = 24

// layout chooses the columns to write: those o.Columns names, else those
// with a value in some row. Then, for a width limit, the one layout rule
// of every table: while the table is wider than o.Width, the least
// important column goes (the highest drop; the queue and drop 0 never
// do). The last column, prose such as WHY or a note, is never left out:
// its turn comes when it is the least important, and it is then cut with
// "…", down to minCut, before any column more important than it goes.
// Columns o.Columns names all stay; the last one is cut.
func (r *rowWriter) layout(o Options) {
	r.show = make([]bool, len(r.cols))
	for i, c := range r.cols {
		r.show[i] = i == 0 || o.Columns == nil && r.filled[i] || slices.Contains(o.Columns, c.id)
	}
	if o.Width <= 0 {
		return
	}
	for o.Columns == nil && r.total() > o.Width {
		victim := r.leastImportant(r.lastShown())
		last := r.cols[r.lastShown()]
		if victim < 0 || last.drop > r.cols[victim].drop && r.need() <= o.Width {
			break
		}
		r.show[victim] = false
	}
	last := r.lastShown()
	if rest := r.total() - r.widths[last]; last > 0 && r.total() > o.Width {
		r.cutAt, r.cut = last, max(o.Width-rest, minCut/2)
	}
}

// leastImportant returns the shown column, other than skip, that goes
// first when the width is short (the highest drop, the leftmost of
// equals), or -1 when every shown column stays.
func (r *rowWriter) leastImportant(skip int) int {
	victim := -1
	for i, c := range r.cols {
		if r.show[i] && i > 0 && i != skip && c.drop > 0 && (victim < 0 || c.drop > r.cols[victim].drop) {
			victim = i
		}
	}
	return victim
}

// crowded reports whether layout left out a column that has values (one
// o.Columns does not rule out) or cut the last column: a table in long
// notation that a shorter one may fit.
func (r *rowWriter) crowded(o Options) bool {
	if r.cutAt >= 0 {
		return true
	}
	for i := range r.cols {
		if o.Columns == nil && r.filled[i] && !r.show[i] {
			return true
		}
	}
	return false
}

// forget clears what measuring and layout found, for a second try.
func (r *rowWriter) forget() {
	clear(r.widths)
	clear(r.filled)
	r.show, r.cutAt, r.cut = nil, -1, 0
	r.kept, r.read = nil, 0
}

// lastShown returns the index of the last column shown.
func (r *rowWriter) lastShown() int {
	for i := len(r.show) - 1; i > 0; i-- {
		if r.show[i] {
			return i
		}
	}
	return 0
}

// total is the width of the table with the columns shown.
func (r *rowWriter) total() int {
	n := -2
	for i, w := range r.widths {
		if r.show[i] {
			n += w + 2
		}
	}
	return n
}

// need is the width of the table with the last column cut to minCut.
func (r *rowWriter) need() int {
	last := r.lastShown()
	return r.total() - r.widths[last] + min(r.widths[last], minCut)
}

// write writes the current row with the columns layout chose.
func (r *rowWriter) write() {
	last := len(r.cells) - 1
	for last >= 0 && (!r.show[last] || len(r.text(last)) == 0) {
		last--
	}
	b, first := appendSpaces(r.buf, r.indent), true
	for i := 0; i <= last; i++ {
		if !r.show[i] {
			continue
		}
		c, text, width := r.cells[i], r.text(i), r.widths[i]
		if !first {
			b = append(b, "  "...)
		}
		first = false
		cut := i == r.cutAt
		if cut {
			text, width = cutText(text, r.cut), min(width, r.cut)
		}
		right := r.cols[i].right
		pad := 0
		switch {
		case !right && i == last: // the last cell, left-aligned, has no padding to count
		case cut:
			pad = width - runeCount(text)
		default:
			pad = width - r.runes(i)
		}
		if right {
			b = appendSpaces(b, pad)
		}
		if c.paint == plain {
			b = append(b, text...)
		} else if len(text) > 0 {
			p := r.paints[c.paint]
			b = append(append(append(b, p.pre...), text...), p.post...)
		}
		if !right {
			b = appendSpaces(b, pad)
		}
	}
	r.buf = append(b, '\n')
	r.flush(chunkSize)
}

// cutText returns text cut to n runes, the last of them "…", or text
// itself when it fits. The result may share text's array.
func cutText(text []byte, n int) []byte {
	if runeCount(text) <= n {
		return text
	}
	end := 0
	for k := 0; k < n-1; k++ {
		_, size := utf8.DecodeRune(text[end:])
		end += size
	}
	out := append(slices.Clip(text[:end]), "…"...)
	return out
}

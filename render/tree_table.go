package render

import (
	"io"

	"github.com/fairsched/fairsched/core/resource"
)

// writeTreeTable writes a table with one row per node of a tree, the
// queue drawn as a tree: walk visits the nodes with their drawn prefixes
// (walkDrawn), and build builds a node's row in r, in the compact notation
// when compact. It makes one pass to measure the columns, keeping every
// row, lets layout choose the columns, and writes the kept rows: each row
// is built once. When the long notation does not fit o.Width, the compact
// one is tried (unless --units mb asks for exact numbers).
func writeTreeTable[T any](w io.Writer, r *rowWriter, o Options, walk func(fn func(T, drawnPrefix)), build func(q T, prefix drawnPrefix, compact bool)) error {
	compact := false
	measure := func() {
		r.header()
		r.measure(false)
		walk(func(q T, prefix drawnPrefix) {
			build(q, prefix, compact)
			r.measure(true)
			r.keep()
		})
		r.layout(o)
	}
	measure()
	if o.Width > 0 && o.Units != resource.UnitsMB && r.crowded(o) { // try the compact notation
		compact = true
		r.forget()
		measure()
	}
	r.chunkWriter = newChunkWriter(w)
	r.header()
	r.write()
	walk(func(_ T, prefix drawnPrefix) {
		r.replay(prefix)
		r.write()
	})
	return r.flush(0)
}

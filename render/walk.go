package render

// maxDrawnDepth bounds the indentation, so a pathologically deep tree costs
// linear output, not quadratic; full names still show the real depth.
const maxDrawnDepth = 24

// drawnPrefix is the box drawing before a row's queue name (walkDrawn): its
// bytes and its width in runes, which walkDrawn knows without decoding
// them, as every piece of the drawing is three runes wide.
type drawnPrefix struct {
	b     []byte
	runes int
}

// walkDrawn visits a tree depth-first, parents before children, with the
// box-drawing prefix of each row. Nodes are values of T: n returns how many
// children a node has and kid its k-th child. It keeps its own stack, so
// any depth works, and builds prefixes in one reused buffer: fn must not
// keep prefix.
func walkDrawn[T any](root T, n func(T) int, kid func(T, int) T, fn func(q T, prefix drawnPrefix)) {
	type item struct {
		q     T
		depth int32
		last  bool
	}
	stack := []item{{q: root}}
	// indent[:ends[d]] is the indent of the children of the node of depth
	// d on the current path.
	var indent, prefix []byte
	var ends []int
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		d := int(it.depth)
		prefix = prefix[:0]
		if d > 0 {
			indent = indent[:ends[d-1]]
			prefix = append(append(prefix, indent...), drawn(it.last, "├─ ", "└─ ")...)
			if d < maxDrawnDepth {
				indent = append(indent, drawn(it.last, "│  ", "   ")...)
			}
		}
		ends = append(ends[:d], len(indent))
		fn(it.q, drawnPrefix{b: prefix, runes: drawnWidth(d)})
		for k := n(it.q) - 1; k >= 0; k-- {
			stack = append(stack, item{q: kid(it.q, k), depth: it.depth + 1, last: k == n(it.q)-1})
		}
	}
}

// drawnWidth is the width in runes of the prefix of a node of depth d: a
// piece of three runes per ancestor below root, up to maxDrawnDepth-1 of
// them, then its own.
func drawnWidth(d int) int {
	if d == 0 {
		return 0
	}
	return 3 * (min(d-1, maxDrawnDepth-1) + 1)
}

// drawn returns mid for a node with siblings after it, else last.
func drawn(isLast bool, mid, last string) string {
	if isLast {
		return last
	}
	return mid
}

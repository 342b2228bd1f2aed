package xmlconf

import "strings"

// nameArena holds the full queue names of a file in large chunks. A child's
// full name is its parent's, a period and its own name; when the parent's
// name is the last one written, the child's is written on after it and the
// two share their bytes. Read depth first, a chain of single children (a
// deep tree) then stores its longest name once instead of every prefix of
// it: 22 MB of names on a 100,000-queue deep file became a few hundred KB.
type nameArena struct {
	b    strings.Builder // the current chunk, never written past the room it was given
	tail string          // the last name written; it ends the chunk
}

// nameChunk is the room one chunk of names is given.
const nameChunk = 64 << 10

// join returns parent + "." + name.
func (a *nameArena) join(parent, name string) string {
	room := a.b.Cap() - a.b.Len()
	if parent == a.tail && a.tail != "" && room > len(name) {
		start := a.b.Len() - len(parent)
		a.b.WriteByte('.')
		a.b.WriteString(name)
		a.tail = a.b.String()[start:]
		return a.tail
	}
	n := len(parent) + 1 + len(name)
	if room < n {
		// The strings handed out keep the chunk they point into.
		a.b = strings.Builder{}
		a.b.Grow(max(nameChunk, n))
	}
	start := a.b.Len()
	a.b.WriteString(parent)
	a.b.WriteByte('.')
	a.b.WriteString(name)
	a.tail = a.b.String()[start:]
	return a.tail
}

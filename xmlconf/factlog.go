package xmlconf

// factLog holds the facts while the file is read, in chunks that never
// move, and hands them over as one slice at the end. A growing slice copies
// itself at every growth: append's quarter steps took a file with 70,000
// facts of a few hundred bytes each through five times their size, and
// even doubling through three, every byte of it a fresh page while the
// collector is off; the chunks and the final copy touch twice.
type factLog struct {
	chunks [][]Fact // each of cap factChunk; only the last is not full
	n      int
}

// factChunk is how many facts one chunk holds.
const factChunk = 1024

// add appends f.
func (l *factLog) add(f Fact) {
	if l.n == len(l.chunks)*factChunk {
		l.chunks = append(l.chunks, make([]Fact, 0, factChunk))
	}
	last := &l.chunks[len(l.chunks)-1]
	*last = append(*last, f)
	l.n++
}

// len is how many facts the log holds.
func (l *factLog) len() int { return l.n }

// at returns the i-th fact, to be changed in place.
func (l *factLog) at(i int) *Fact { return &l.chunks[i/factChunk][i%factChunk] }

// filter keeps, of the facts from the i-th on, those keep accepts, in order.
func (l *factLog) filter(i int, keep func(*Fact) bool) {
	kept := i
	for j := i; j < l.n; j++ {
		if f := l.at(j); keep(f) {
			*l.at(kept) = *f
			kept++
		}
	}
	for j := kept; j < l.n; j++ {
		*l.at(j) = Fact{} // drop what the removed facts point to
	}
	l.n = kept
	l.chunks = l.chunks[:(kept+factChunk-1)/factChunk]
	if len(l.chunks) > 0 {
		last := &l.chunks[len(l.chunks)-1]
		*last = (*last)[:kept-(len(l.chunks)-1)*factChunk]
	}
}

// all returns every fact in one slice, nil when there is none.
func (l *factLog) all() []Fact {
	if l.n == 0 {
		return nil
	}
	if len(l.chunks) == 1 {
		return l.chunks[0]
	}
	out := make([]Fact, 0, l.n)
	for _, c := range l.chunks {
		out = append(out, c...)
	}
	return out
}

package yarnsite

// text gathers the character data Hadoop's reader appends to its token
// buffer. Most elements hold a single piece of text, which it keeps as it
// came, without a copy; only a second piece goes to a reused byte buffer.
type text struct {
	first string
	more  []byte
	multi bool
}

func (t *text) reset() {
	t.first, t.more, t.multi = "", t.more[:0], false
}

func (t *text) add(s string) {
	switch {
	case t.multi:
		t.more = append(t.more, s...)
	case t.first == "":
		t.first = s
	default:
		t.multi = true
		t.more = append(append(t.more[:0], t.first...), s...)
	}
}

// String returns the text gathered since the last reset.
func (t *text) String() string {
	if t.multi {
		return string(t.more)
	}
	return t.first
}

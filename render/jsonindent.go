package render

// jsonIndenter is an io.Writer that indents the compact JSON written to it
// as encoding/json's Indent does with prefix "" and indent "  " (the
// encoder with SetIndent("", "  ")), into its chunkWriter, as the bytes
// come: a value of any size is indented without a second copy of it. The
// input must be what encoding/json writes: no white space between tokens.
type jsonIndenter struct {
	c     chunkWriter
	depth int
	// inString and escaped say where in a string the next byte falls.
	inString, escaped bool
	// opened: a '{' or '[' was the last token; its line break waits for
	// the first member, so that an empty object or array stays {} or [].
	opened bool
}

// Write indents p, which continues what was written before, and returns
// the first error of the writer below.
func (j *jsonIndenter) Write(p []byte) (int, error) {
	for i := 0; i < len(p); i++ {
		ch := p[i]
		if j.inString {
			j.c.buf = append(j.c.buf, ch)
			switch {
			case j.escaped:
				j.escaped = false
			case ch == '\\':
				j.escaped = true
			case ch == '"':
				j.inString = false
			}
			continue
		}
		if j.opened && ch != '}' && ch != ']' {
			j.opened = false
			j.depth++
			j.c.buf = newline(j.c.buf, j.depth)
		}
		switch ch {
		case '"':
			j.inString = true
			j.c.buf = append(j.c.buf, ch)
		case '{', '[':
			j.opened = true
			j.c.buf = append(j.c.buf, ch)
		case ',':
			j.c.buf = newline(append(j.c.buf, ch), j.depth)
		case ':':
			j.c.buf = append(j.c.buf, ':', ' ')
		case '}', ']':
			if j.opened {
				j.opened = false
			} else {
				j.depth--
				j.c.buf = newline(j.c.buf, j.depth)
			}
			j.c.buf = append(j.c.buf, ch)
		default:
			j.c.buf = append(j.c.buf, ch)
		}
		if len(j.c.buf) >= chunkSize {
			if err := j.c.flush(chunkSize); err != nil {
				return i, err
			}
		}
	}
	return len(p), j.c.flush(chunkSize)
}

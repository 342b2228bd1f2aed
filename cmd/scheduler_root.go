package cmd

import "bytes"

// rootElement is the name of the document's first start tag, read from the
// bytes alone: the byte-order mark, white space, processing instructions
// (the XML declaration), comments and the DOCTYPE (with its internal
// subset) before it are skipped. It returns "" when the bytes hold no such
// tag before anything else (not XML, or not in UTF-8), and the caller then
// falls back to looking at the whole file.
func rootElement(data []byte) string {
	b := bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
	for {
		b = bytes.TrimLeft(b, " \t\r\n")
		var ok bool
		switch {
		case bytes.HasPrefix(b, []byte("<?")):
			b, ok = after(b, "?>")
		case bytes.HasPrefix(b, []byte("<!--")):
			b, ok = after(b, "-->")
		case bytes.HasPrefix(b, []byte("<!DOCTYPE")):
			b, ok = afterDoctype(b)
		case bytes.HasPrefix(b, []byte("<")):
			return tagName(b[1:])
		}
		if !ok {
			return ""
		}
	}
}

// after returns b past the first end, and whether there was one.
func after(b []byte, end string) ([]byte, bool) {
	_, rest, ok := bytes.Cut(b, []byte(end))
	return rest, ok
}

// afterDoctype returns b past its DOCTYPE declaration, whose internal
// subset ([...]) may hold '>'.
func afterDoctype(b []byte) ([]byte, bool) {
	i := bytes.IndexAny(b, "[>")
	if i < 0 {
		return nil, false
	}
	if b[i] == '[' {
		rest, ok := after(b[i:], "]")
		if !ok {
			return nil, false
		}
		b, i = rest, bytes.IndexByte(rest, '>')
		if i < 0 {
			return nil, false
		}
	}
	return b[i+1:], true
}

// tagName is the name that starts b (a start tag past its '<'): up to
// white space, '/' or '>'; "" when the tag does not end.
func tagName(b []byte) string {
	i := bytes.IndexAny(b, " \t\r\n/>")
	if i <= 0 {
		return ""
	}
	return string(b[:i])
}

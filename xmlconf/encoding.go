package xmlconf

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// transcode turns the encodings Java's XML parser reads and encoding/xml does
// not (UTF-16 with a byte-order mark, ISO-8859-1) into UTF-8, and drops a
// UTF-8 byte-order mark. Line numbers are kept; columns then count UTF-8
// bytes of the transcoded text.
func transcode(src []byte) []byte {
	switch {
	case bytes.HasPrefix(src, []byte{0xEF, 0xBB, 0xBF}):
		return src[3:]
	case bytes.HasPrefix(src, []byte{0xFF, 0xFE}):
		return utf16ToUTF8(src[2:], false)
	case bytes.HasPrefix(src, []byte{0xFE, 0xFF}):
		return utf16ToUTF8(src[2:], true)
	}
	if isLatin1(declaredEncoding(src)) {
		return latin1ToUTF8(src)
	}
	return src
}

var encodingDecl = regexp.MustCompile(`^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']`)

func declaredEncoding(src []byte) string {
	m := encodingDecl.FindSubmatch(src[:min(len(src), 200)])
	if m == nil {
		return ""
	}
	return strings.ToLower(string(m[1]))
}

func isLatin1(label string) bool {
	switch label {
	case "iso-8859-1", "iso8859-1", "latin1", "l1", "iso_8859-1", "cp819", "ibm819":
		return true
	}
	return false
}

func utf16ToUTF8(b []byte, bigEndian bool) []byte {
	units := make([]uint16, len(b)/2)
	for i := range units {
		lo, hi := b[2*i], b[2*i+1]
		if bigEndian {
			lo, hi = hi, lo
		}
		units[i] = uint16(lo) | uint16(hi)<<8
	}
	var out bytes.Buffer
	for _, r := range utf16.Decode(units) {
		out.WriteRune(r)
	}
	return out.Bytes()
}

func latin1ToUTF8(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for _, c := range b {
		out = utf8.AppendRune(out, rune(c))
	}
	return out
}

// charsetReader lets encoding/xml accept the declarations of encodings that
// transcode has already turned into UTF-8, and refuses every other one.
func charsetReader(label string, in io.Reader) (io.Reader, error) {
	l := strings.ToLower(label)
	if isLatin1(l) || strings.HasPrefix(l, "utf-16") || l == "us-ascii" || l == "ascii" || l == "utf8" {
		return in, nil
	}
	return nil, fmt.Errorf("encoding %q is not supported by fairsched; save the file as UTF-8", label)
}

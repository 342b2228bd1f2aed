package xmlconf

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/fairsched/fairsched/core/xmltok"
)

// transcode turns the encodings Java's XML parser reads and encoding/xml does
// not (UTF-16 with or without a byte-order mark, ISO-8859-1, windows-1252)
// into UTF-8, and drops a UTF-8 byte-order mark. Line numbers are kept;
// columns count the characters of the transcoded text (see Pos). src is never
// modified: the result is either a subslice of it or a new slice.
func transcode(src []byte) []byte {
	switch {
	case bytes.HasPrefix(src, []byte{0xEF, 0xBB, 0xBF}):
		return src[3:]
	case bytes.HasPrefix(src, []byte{0xFF, 0xFE}):
		return utf16ToUTF8(src[2:], false)
	case bytes.HasPrefix(src, []byte{0xFE, 0xFF}):
		return utf16ToUTF8(src[2:], true)
	case bytes.HasPrefix(src, []byte{'<', 0, '?', 0}):
		return utf16ToUTF8(src, false)
	case bytes.HasPrefix(src, []byte{0, '<', 0, '?'}):
		return utf16ToUTF8(src, true)
	}
	switch label := declaredEncoding(src); {
	case xmltok.IsLatin1(label):
		src = singleByteToUTF8(src, nil)
	case xmltok.IsWindows1252(label):
		src = singleByteToUTF8(src, &windows1252)
	}
	return asVersion10(src)
}

// asVersion10 declares an XML 1.1 document as 1.0, which encoding/xml
// insists on and Java's parser does not; the few differences between the
// two versions do not matter to an allocation file. The bytes are copied,
// never changed in place, and keep their positions.
func asVersion10(src []byte) []byte {
	n := version11Len(src[:min(len(src), 100)])
	if n < 0 {
		return src
	}
	out := bytes.Clone(src)
	out[n-2] = '0'
	return out
}

func declaredEncoding(src []byte) string {
	label, _ := declaredLabel(src[:min(len(src), 200)])
	return strings.ToLower(label)
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
	out := make([]byte, 0, len(b))
	for _, r := range utf16.Decode(units) {
		out = utf8.AppendRune(out, r)
	}
	return out
}

// windows1252 maps the bytes 0x80-0x9F of windows-1252 to Unicode; the
// five unassigned bytes map to themselves, as Java's decoder does not (it
// gives U+FFFD), but they are rare enough not to matter.
var windows1252 = [32]rune{
	0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
	0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
	0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
	0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
}

// singleByteToUTF8 decodes ISO-8859-1 (high == nil) or windows-1252.
func singleByteToUTF8(b []byte, high *[32]rune) []byte {
	out := make([]byte, 0, len(b))
	for _, c := range b {
		r := rune(c)
		if high != nil && c >= 0x80 && c <= 0x9F {
			r = high[c-0x80]
		}
		out = utf8.AppendRune(out, r)
	}
	return out
}

// unsupportedEncodingMsg words the failure of xmltok.CharsetReader.
func unsupportedEncodingMsg(err error) string {
	label := err.Error()
	if i := strings.Index(label, "charset "); i >= 0 {
		label = label[i+len("charset "):]
		if j := strings.Index(label, ":"); j >= 0 {
			label = label[:j]
		}
	}
	return fmt.Sprintf("the file declares the encoding %s, which fairsched cannot read (it reads UTF-8, UTF-16, ISO-8859-1, windows-1252 and US-ASCII); Hadoop's parser reads it only if the JVM knows the encoding", label)
}

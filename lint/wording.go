package lint

import (
	"strconv"
	"unicode/utf8"
)

// quote is strconv.Quote (fmt's %q of a string), without its rune-by-rune
// pass over the common case: a string of printable ASCII with no quote or
// backslash comes back between quotes as it is. Findings quote Hadoop's
// refusal texts and the values written, thousands of times on a large
// file.
func quote(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c >= utf8.RuneSelf-1 || c == '"' || c == '\\' {
			return strconv.Quote(s)
		}
	}
	return `"` + s + `"`
}

// itoa is fmt's %d of a line or column number.
func itoa(n int32) string { return strconv.Itoa(int(n)) }

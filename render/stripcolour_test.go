package render

import (
	"regexp"
	"testing"
)

// TestStripColourOracle: stripColour removes what the colour-code regexp
// it replaced (so start-up no longer compiles one) matched, nothing else.
func TestStripColourOracle(t *testing.T) {
	re := regexp.MustCompile("\x1b\\[[0-9;]*m")
	for _, s := range []string{"", "plain", "\x1b[1mbold\x1b[0m", "\x1b[38;5;1mx\x1b[0m y", "\x1b[", "\x1b[1", "a\x1b[12;3mb\x1b[mc", "\x1b[x", "é\x1b[2m队\x1b[0m"} {
		if got, want := stripColour(s), re.ReplaceAllString(s, ""); got != want {
			t.Errorf("stripColour(%q) = %q, want %q", s, got, want)
		}
	}
}

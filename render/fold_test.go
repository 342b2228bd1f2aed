package render

import (
	"strings"
	"testing"
)

func TestFoldLines(t *testing.T) {
	tests := []struct {
		name, in string
		width    int
		want     string
	}{
		{"short lines stay", "a b\n  c d", 10, "a b\n  c d"},
		{"no width", strings.Repeat("word ", 30), 0, strings.Repeat("word ", 30)},
		{"prose keeps its indent", "  one two three four five", 14, "  one two\n  three four\n  five"},
		{"flag line continues under its description",
			"      --cluster string   cluster size in memory and vcores", 44,
			"      --cluster string   cluster size in\n                         memory and vcores"},
		{"command line continues under its summary",
			"  shares      compute every queue's fair share", 32,
			"  shares      compute every\n              queue's fair share"},
		{"a long word stays whole", "  abcdefghijklmnop q", 8, "  abcdefghijklmnop\n  q"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := FoldLines(tc.in, tc.width)
			if got != tc.want {
				t.Errorf("FoldLines(%q, %d) =\n%s\nwant\n%s", tc.in, tc.width, got, tc.want)
			}
			if tc.width > 0 {
				for _, l := range strings.Split(got, "\n") {
					if len(l) > tc.width && !strings.Contains(strings.TrimSpace(l), "abcdefghijklmnop") {
						t.Errorf("line %q is longer than %d", l, tc.width)
					}
				}
			}
		})
	}
}

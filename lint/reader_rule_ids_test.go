package lint

import "testing"

func TestOneLine(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"queue root.a has no weight", "queue root.a has no weight"},
		{"queue a\nb", `queue a\nb`},
		{"a\r\nb\rc\n", `a\r\nb\rc\n`},
		{"\n\n", `\n\n`},
	} {
		if got := oneLine(c.in); got != c.want {
			t.Errorf("oneLine(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

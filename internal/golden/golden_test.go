package golden

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDiff(t *testing.T) {
	tests := []struct {
		name      string
		got, want string
		diff      string
	}{
		{name: "equal", got: "a\nb\n", want: "a\nb\n", diff: ""},
		{name: "second line", got: "a\nx\nc\n", want: "a\nb\nc\n", diff: "line 2:\n got: \"x\\n\"\nwant: \"b\\n\""},
		{name: "longer", got: "a\nb\n", want: "a\n", diff: "line 2:\n got: \"b\\n\"\nwant: <end of output>"},
		{name: "shorter", got: "", want: "a\n", diff: "line 1:\n got: <end of output>\nwant: \"a\\n\""},
		{name: "missing newline", got: "a", want: "a\n", diff: "line 1:\n got: \"a\"\nwant: \"a\\n\""},
		{name: "trailing space", got: "a \n", want: "a\n", diff: "line 1:\n got: \"a \\n\"\nwant: \"a\\n\""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if d := Diff([]byte(tc.got), []byte(tc.want)); d != tc.diff {
				t.Errorf("Diff(%q, %q) = %q, want %q", tc.got, tc.want, d, tc.diff)
			}
		})
	}
}

// recorder is a testing.TB that records failures instead of failing.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}
func (r *recorder) Fatalf(format string, args ...any) { r.Errorf(format, args...) }

func TestCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "case.golden")

	r := &recorder{TB: t}
	Check(r, path, []byte("one\n"), false)
	if len(r.errs) != 1 || !strings.Contains(r.errs[0], "-update") {
		t.Fatalf("Check on a missing file reported %q, want one error mentioning -update", r.errs)
	}

	r = &recorder{TB: t}
	Check(r, path, []byte("one\ntwo\n"), true)
	if b, err := os.ReadFile(path); err != nil || string(b) != "one\ntwo\n" || len(r.errs) != 0 {
		t.Fatalf("Check with update wrote %q (err %v, reports %q), want %q", b, err, r.errs, "one\ntwo\n")
	}

	r = &recorder{TB: t}
	Check(r, path, []byte("one\ntwo\n"), false)
	if len(r.errs) != 0 {
		t.Errorf("Check on equal output reported %q, want nothing", r.errs)
	}

	r = &recorder{TB: t}
	Check(r, path, []byte("one\nthree\n"), false)
	if len(r.errs) != 1 || !strings.Contains(r.errs[0], "line 2:") || !strings.Contains(r.errs[0], `"three\n"`) {
		t.Errorf("Check on different output reported %q, want the first differing line", r.errs)
	}
}

package cmd_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/fairsched/fairsched/cmd"
)

// TestDiffTreeWidth: the tree folds at --width, else $COLUMNS, else the
// width of the terminal it is written to, and not when the output is no
// terminal, as tree and shares do; the title and summary lines stay whole.
func TestDiffTreeWidth(t *testing.T) {
	dir := t.TempDir()
	for name, weight := range map[string]string{"old.xml": "1", "new.xml": "3"} {
		src := `<allocations><queue name="analytics"><weight>` + weight + `</weight></queue><queue name="b"/></allocations>`
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	tests := []struct {
		name    string
		flags   []string
		columns string
		tty     bool
		term    int
		want    int // widest line at most; 0: no limit
	}{
		{name: "terminal width", tty: true, term: 40, want: 40},
		{name: "$COLUMNS beats the terminal", columns: "50", tty: true, term: 40, want: 50},
		{name: "--width beats both", flags: []string{"--width", "30"}, columns: "50", tty: true, term: 40, want: 30},
		{name: "no terminal: no limit", term: 40},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			io := &cmd.IO{In: strings.NewReader(""), Out: &out, Err: &errOut, ReadFile: os.ReadFile,
				Getenv:   func(k string) string { return map[string]string{"COLUMNS": tc.columns}[k] },
				OutIsTTY: tc.tty, OutWidth: tc.term}
			args := append([]string{"diff", "old.xml", "new.xml", "--cluster", "16384 mb, 16 vcores", "--color", "never"}, tc.flags...)
			if code := cmd.Execute(args, io); code != 0 {
				t.Fatalf("exit %d: %s", code, errOut.String())
			}
			widest := 0
			for _, l := range strings.Split(out.String(), "\n")[2:] { // after the title and summary
				widest = max(widest, utf8.RuneCountInString(l))
			}
			// the 52-column line of the weight's positions folds at any of
			// the widths, and stays whole without one
			folded := !strings.Contains(out.String(), "(old.xml:1:38 → new.xml:1:38)")
			if tc.want == 0 && folded || tc.want > 0 && (widest > tc.want || !folded) {
				t.Errorf("widest line %d columns, folded %v, want at most %d (0: no limit):\n%s", widest, folded, tc.want, out.String())
			}
		})
	}
}

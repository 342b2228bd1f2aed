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

// TestDiffTreeWidth: the tree is cut at --width, else $COLUMNS, else the
// width of the terminal it is written to, and not cut when the output is
// no terminal, as tree and shares do.
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
		want    int // widest line; 0: some line is longer than 60
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
			for _, l := range strings.Split(out.String(), "\n") {
				widest = max(widest, utf8.RuneCountInString(l))
			}
			if tc.want == 0 && widest <= 60 || tc.want > 0 && widest != tc.want {
				t.Errorf("widest line %d columns, want %d (0: over 60):\n%s", widest, tc.want, out.String())
			}
		})
	}
}

package golden

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// Check compares got with the content of the golden file at path. With
// update set it writes got to path instead (creating directories as
// needed). A mismatch fails the test with the first line that differs.
func Check(t testing.TB, path string, got []byte, update bool) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatalf("golden: %v", err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatalf("golden: %v", err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden: %v (run the test with -update to create it)", err)
		return
	}
	if d := Diff(got, want); d != "" {
		t.Errorf("%s: output differs from the golden file (rerun with -update after review): %s", path, d)
	}
}

// Diff describes the first line where got and want differ, or returns ""
// when they are equal. Lines are numbered from 1; a missing line is shown
// as "<end of output>".
func Diff(got, want []byte) string {
	if bytes.Equal(got, want) {
		return ""
	}
	g, w := lines(got), lines(want)
	for i := 0; i < max(len(g), len(w)); i++ {
		gl, wl := line(g, i), line(w, i)
		if gl != wl {
			return fmt.Sprintf("line %d:\n got: %s\nwant: %s", i+1, gl, wl)
		}
	}
	return "outputs differ" // not reached: equal lines mean equal bytes
}

// lines splits b after each newline; a final empty piece is dropped.
func lines(b []byte) [][]byte {
	ls := bytes.SplitAfter(b, []byte("\n"))
	if len(ls[len(ls)-1]) == 0 {
		ls = ls[:len(ls)-1]
	}
	return ls
}

// line returns line i of ls quoted, so trailing spaces and a missing final
// newline are visible.
func line(ls [][]byte, i int) string {
	if i >= len(ls) {
		return "<end of output>"
	}
	return fmt.Sprintf("%q", ls[i])
}

package cmd

import (
	"os"
	"path/filepath"
	"testing"
)

// TestTerminalNotATTY: a file or /dev/null is no terminal and has no width
// (os.ModeCharDevice, the former test, took /dev/null for a terminal).
func TestTerminalNotATTY(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	paths := []*os.File{f}
	if null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0); err == nil {
		defer null.Close()
		paths = append(paths, null)
	}
	for _, f := range paths {
		if tty, width := Terminal(f); tty || width != 0 {
			t.Errorf("Terminal(%s) = %v, %d; want false, 0", f.Name(), tty, width)
		}
	}
}

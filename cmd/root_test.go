package cmd

import (
	"bytes"
	"os"
	"testing"

	"github.com/spf13/cobra"
)

// TestDirectCommandsAreTheTree checks that every command Execute may build
// alone exists in the whole tree under the same name.
func TestDirectCommandsAreTheTree(t *testing.T) {
	root := NewRoot(&IO{Getenv: os.Getenv})
	for name, build := range direct {
		c, _, err := root.Find([]string{name})
		if err != nil || c == root {
			t.Errorf("direct command %q is not in NewRoot's tree", name)
			continue
		}
		if got := build(&IO{}, &globalOptions{}).Name(); got != name {
			t.Errorf("direct[%q] builds command %q", name, got)
		}
	}
}

// TestDirectRootAnswersAlike runs commands through the root built for them
// alone and through the whole tree, and wants the same output and exit code.
func TestDirectRootAnswersAlike(t *testing.T) {
	for _, args := range [][]string{
		{"lint", "--help"},
		{"shares", "--help"},
		{"tree", "--bogus"},
		{"lint", "--fail-on", "nonsense", "x.xml"},
		{"version"},
		{"explain", "no-such-rule"},
	} {
		lean, leanCode := runWith(t, rootFor, args)
		full, fullCode := runWith(t, func(io *IO, _ []string) *cobra.Command { return NewRoot(io) }, args)
		if lean != full || leanCode != fullCode {
			t.Errorf("%v: lean root gives exit %d and\n%s\nwhole tree gives exit %d and\n%s", args, leanCode, lean, fullCode, full)
		}
	}
}

// runWith runs args on the root build makes, as Execute does, and returns
// stdout and stderr together, and the exit code.
func runWith(t *testing.T, build func(*IO, []string) *cobra.Command, args []string) (string, int) {
	t.Helper()
	var out bytes.Buffer
	io := &IO{In: &bytes.Buffer{}, Out: &out, Err: &out, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
	code := executeRoot(build(io, args), args, io)
	if out.Len() == 0 {
		t.Fatalf("%v printed nothing", args)
	}
	return out.String(), code
}

// BenchmarkRootFor compares building the whole command tree with building
// the root for one named command, and running `version` on each, which is
// the share of start-up cobra costs.
func BenchmarkRootFor(b *testing.B) {
	for _, tc := range []struct {
		name  string
		build func(*IO, []string) *cobra.Command
	}{
		{"whole", func(io *IO, _ []string) *cobra.Command { return NewRoot(io) }},
		{"direct", rootFor},
	} {
		b.Run(tc.name, func(b *testing.B) {
			var out bytes.Buffer
			io := &IO{In: &bytes.Buffer{}, Out: &out, Err: &out, Getenv: func(string) string { return "" }}
			for b.Loop() {
				out.Reset()
				executeRoot(tc.build(io, []string{"version"}), []string{"version"}, io)
			}
		})
	}
}

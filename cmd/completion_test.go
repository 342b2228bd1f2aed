package cmd_test

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/cmd"
)

// TestCompletion checks that `fairsched completion SHELL` prints a script
// for every shell the issue names and that it knows the subcommands.
func TestCompletion(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish", "powershell"} {
		t.Run(shell, func(t *testing.T) {
			var out, errOut bytes.Buffer
			io := &cmd.IO{Out: &out, Err: &errOut, Getenv: func(string) string { return "" }}
			if code := cmd.Execute([]string{"completion", shell}, io); code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut.String())
			}
			if !strings.Contains(out.String(), "fairsched") || out.Len() < 500 {
				t.Errorf("completion %s printed %d bytes, want a script naming fairsched", shell, out.Len())
			}
		})
	}
}

// TestCompletionCandidates runs cobra's __complete for each kind of
// completion fairsched offers and checks the candidates.
func TestCompletionCandidates(t *testing.T) {
	file := "../testdata/fair-scheduler/example/fair-scheduler.xml"
	for _, tc := range []struct {
		name string
		args []string
		want []string // lines that must be among the candidates
		not  []string // lines that must not
	}{
		{"rule IDs", []string{"explain", ""}, []string{"drf-under-fair\ta drf queue under a fair parent is never created"}, nil},
		{"lint formats", []string{"lint", "--format", ""}, []string{"json", "sarif", "checkstyle"}, []string{"tree"}},
		{"tree formats", []string{"tree", "--format", ""}, []string{"tree", "json"}, []string{"sarif"}},
		{"fail-on", []string{"lint", "--fail-on", ""}, []string{"error", "warning", "info", "never"}, nil},
		{"color", []string{"--color", ""}, []string{"auto", "always", "never"}, nil},
		{"queues of the file", []string{"shares", file, "--active", ""}, []string{"parentA", "parentA.childA1", "default"}, []string{"root", "parentB.childB2"}},
		{"queues after a comma", []string{"shares", file, "--active", "parentA.childA1,"}, []string{"parentA.childA1,parentB.childB1"}, nil},
		{"allocation files", []string{"tree", ""}, []string{"xml", ":8"}, nil},
		{"scenario files", []string{"shares", file, "--scenario", ""}, []string{"json"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			io := &cmd.IO{Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
			if code := cmd.Execute(append([]string{"__complete"}, tc.args...), io); code != 0 {
				t.Fatalf("exit %d: %s", code, errOut.String())
			}
			lines := strings.Split(out.String(), "\n")
			for _, w := range tc.want {
				if !slices.Contains(lines, w) {
					t.Errorf("candidates %q lack %q", lines, w)
				}
			}
			for _, n := range tc.not {
				if slices.Contains(lines, n) {
					t.Errorf("candidates %q include %q", lines, n)
				}
			}
		})
	}
}

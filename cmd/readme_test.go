package cmd_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/cmd"
)

// TestReadmeSharesExample fails when the shares example in README.md is no
// longer what fairsched prints in an 80-column terminal.
func TestReadmeSharesExample(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	const prompt = "$ fairsched shares testdata/fair-scheduler/example/fair-scheduler.xml --cluster \"16384 mb, 16 vcores\" --active parentA.childA1,parentA.childA2,parentB.childB1\n"
	_, block, ok := strings.Cut(string(readme), prompt)
	if !ok {
		t.Fatal("README.md has no shares example")
	}
	want, _, _ := strings.Cut(block, "```")
	var out, errOut bytes.Buffer
	io := &cmd.IO{Out: &out, Err: &errOut, ReadFile: os.ReadFile,
		Getenv: func(k string) string { return map[string]string{"COLUMNS": "80"}[k] }}
	cmd.Execute([]string{"shares", "../testdata/fair-scheduler/example/fair-scheduler.xml", "--cluster", "16384 mb, 16 vcores",
		"--active", "parentA.childA1,parentA.childA2,parentB.childB1"}, io)
	if out.String() != want {
		t.Errorf("README.md shares example is stale; fairsched prints:\n%s", out.String())
	}
}

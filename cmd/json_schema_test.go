package cmd_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/cmd"
	"github.com/fairsched/fairsched/schema"
)

// TestJSONOutputsMatchSchemas runs tree and shares with --format json on
// every small allocation file under testdata, refused ones included, and
// validates the output against its published schema.
func TestJSONOutputsMatchSchemas(t *testing.T) {
	files, _ := filepath.Glob("../testdata/fair-scheduler/*/*.xml")
	rules, _ := filepath.Glob("../testdata/fair-scheduler/rules/*/*.xml")
	files = append(files, rules...)
	if len(files) < 20 {
		t.Fatalf("only %d test files found", len(files))
	}
	for _, f := range files {
		if fi, err := os.Stat(f); err != nil || fi.Size() > 8<<10 {
			continue
		}
		for _, args := range [][]string{
			{"tree", "--format", "json", "--resource-types", "yarn.io/gpu", f},
			{"shares", "--format", "json", "--cluster", "memory-mb=16384,vcores=16,yarn.io/gpu=2", f},
		} {
			var out, errOut bytes.Buffer
			io := &cmd.IO{Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
			if code := cmd.Execute(args, io); code > 1 {
				if code == cmd.ExitUsage {
					continue // a custom type the file does not declare, etc.
				}
				t.Fatalf("%v: exit %d: %s", args, code, errOut.String())
			}
			problems, err := schema.Validate(args[0], out.Bytes())
			if err != nil {
				t.Fatalf("%v: %v\n%s", args, err, out.String())
			}
			for _, p := range problems {
				t.Errorf("%v: %s", args, schema.Text(p))
			}
		}
	}
}

// TestCapacityTreeJSONMatchesSchema runs tree --format json on every
// capacity-scheduler.xml fixture (refused ones too) and the real corpus,
// and validates the output against schema/cs-tree.schema.json.
func TestCapacityTreeJSONMatchesSchema(t *testing.T) {
	files, _ := filepath.Glob("../testdata/capacity/rules/*/*.xml")
	real, _ := filepath.Glob("../testdata/capacity/realworld/*.xml")
	files = append(files, real...)
	if len(files) < 50 {
		t.Fatalf("only %d test files found", len(files))
	}
	for _, f := range files {
		args := []string{"tree", "--format", "json", "--scheduler", "capacity", f}
		var out, errOut bytes.Buffer
		io := &cmd.IO{Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
		if code := cmd.Execute(args, io); code > 1 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut.String())
		}
		if unreadable := strings.Contains(f, "/cs-empty-file/") || strings.Contains(f, "/cs-malformed-xml/"); unreadable && strings.Contains(f, "bad.xml") {
			if out.Len() != 0 || !strings.Contains(errOut.String(), "[cs-") {
				t.Errorf("%v: a file with no tree gives stdout %q, stderr %q; want only the finding", args, out.String(), errOut.String())
			}
			continue
		}
		problems, err := schema.Validate("cs-tree", out.Bytes())
		if err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out.String())
		}
		for _, p := range problems {
			t.Errorf("%v: %s", args, schema.Text(p))
		}
	}
}

// TestCapacityDiffJSONMatchesSchema runs diff --format json on two
// capacity-scheduler.xml files, with and without --cluster and each
// against itself, and validates the output against
// schema/cs-diff.schema.json.
func TestCapacityDiffJSONMatchesSchema(t *testing.T) {
	const old, nw = "../testdata/capacity/diff/old.xml", "../testdata/capacity/diff/new.xml"
	for _, args := range [][]string{
		{"diff", old, nw, "--format", "json"},
		{"diff", old, nw, "--format", "json", "--cluster", "100 GiB, 100 vcores"},
		{"diff", nw, old, "--format", "json", "--cluster", "100 GiB, 100 vcores"},
		{"diff", nw, nw, "--format", "json", "--cluster", "100 GiB, 100 vcores"},
	} {
		var out, errOut bytes.Buffer
		io := &cmd.IO{Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
		if code := cmd.Execute(args, io); code > 1 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut.String())
		}
		problems, err := schema.Validate("cs-diff", out.Bytes())
		if err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out.String())
		}
		for _, p := range problems {
			t.Errorf("%v: %s", args, schema.Text(p))
		}
	}
}

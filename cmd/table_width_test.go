package cmd_test

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/fairsched/fairsched/cmd"
)

// tableLines picks the lines of an output that belong to its tables.
type tableLines func(out string) []string

// allLines: the whole output is the table.
func allLines(out string) []string { return strings.Split(strings.TrimRight(out, "\n"), "\n") }

// block returns the k-th block of lines (0-based) between blank lines.
func block(k int) tableLines {
	return func(out string) []string {
		blocks := strings.Split(strings.TrimRight(out, "\n"), "\n\n")
		if k >= len(blocks) {
			return nil
		}
		return strings.Split(blocks[k], "\n")
	}
}

// indented: the lines that start with two spaces (place's per-queue counts).
func indented(out string) []string {
	var lines []string
	for _, l := range allLines(out) {
		if strings.HasPrefix(l, "  ") {
			lines = append(lines, l)
		}
	}
	return lines
}

// blockStarting returns the block of lines (between blank lines) whose
// first line starts with head: a table by its heading.
func blockStarting(head string) tableLines {
	return func(out string) []string {
		for _, b := range strings.Split(strings.TrimRight(out, "\n"), "\n\n") {
			if strings.HasPrefix(b, head) {
				return strings.Split(b, "\n")
			}
		}
		return nil
	}
}

// Every command's tables fit 80 columns with --width 80, on the bundled
// examples: resources in the compact notation when the long one does not
// fit, then columns left out. (place has no --width: its one table, the
// submissions per queue, is a name and a count.)
func TestTablesFit80Columns(t *testing.T) {
	cluster := "400 GB, 100 vcores, yarn.io/gpu=8"
	for _, tc := range []struct {
		args  []string
		width bool // takes --width
		table tableLines
		rows  int // at least this many table lines
	}{
		{[]string{"tree", "fair-scheduler.xml"}, true, allLines, 8},
		{[]string{"shares", "fair-scheduler.xml", "--cluster", cluster, "--active", "analytics,etl.nightly,ml"}, true, allLines, 8},
		{[]string{"compare", "fair-scheduler.xml", "capacity-scheduler.xml", "--cluster", cluster}, true, block(0), 8},
		{[]string{"compare", "fair-scheduler.xml", "capacity-scheduler.xml", "--cluster", cluster, "--active", "analytics,etl.nightly"}, true, block(0), 8},
		{[]string{"drift", "fair-scheduler.xml", "--from-rm", "rm/"}, true, allLines, 14}, // the prose around the table folds too
		{[]string{"place", "fair-scheduler.xml", "--submissions", "apps.csv", "--groups-file", "groups"}, false, indented, 3},
		{[]string{"tree", "capacity-scheduler.xml"}, true, allLines, 8},
		{[]string{"shares", "capacity-scheduler.xml", "--cluster", cluster}, true, allLines, 8},
		{[]string{"simulate", "fair-scheduler.xml", "--load", "load.json", "--duration", "10m"}, true, blockStarting("QUEUE"), 8},
		{[]string{"simulate", "fair-scheduler.xml", "--load", "load.json", "--duration", "10m"}, true, blockStarting("APP"), 6},
		{[]string{"simulate", "capacity-scheduler.xml", "--load", "load.json", "--duration", "10m"}, true, blockStarting("QUEUE"), 8},
		{[]string{"simulate", "capacity-scheduler.xml", "--load", "load.json", "--duration", "10m"}, true, blockStarting("APP"), 6},
		{[]string{"compare", "fair-scheduler.xml", "capacity-scheduler.xml", "--load", "load.json"}, true, blockStarting("QUEUE"), 4},
		{[]string{"compare", "fair-scheduler.xml", "capacity-scheduler.xml", "--load", "load.json"}, true, blockStarting("USER"), 4},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			t.Chdir("../examples")
			var out, errOut bytes.Buffer
			io := &cmd.IO{In: strings.NewReader(""), Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
			args := tc.args
			if tc.width {
				args = append(args, "--width", "80")
			}
			code := cmd.Execute(args, io)
			if code > 1 {
				t.Fatalf("exit %d; stderr:\n%s", code, errOut.String())
			}
			lines := tc.table(out.String())
			if len(lines) < tc.rows {
				t.Fatalf("%d table lines, want at least %d:\n%s", len(lines), tc.rows, out.String())
			}
			for _, l := range lines {
				if n := utf8.RuneCountInString(l); n > 80 {
					t.Errorf("line of %d columns:\n%s", n, l)
				}
			}
		})
	}
}

package cmd_test

import (
	"slices"
	"strings"
	"testing"
)

// runIn runs fairsched with args in the examples directory and returns its
// stdout and exit code.
func runIn(t *testing.T, args ...string) (string, int) {
	t.Helper()
	t.Chdir("../examples")
	out, errOut, code := run(t, "", args...)
	if code > 1 {
		t.Fatalf("exit %d; stderr:\n%s", code, errOut)
	}
	return out, code
}

// One layout rule for every table: when the width is short the least
// important columns go first, and prose (WHY) is cut before a figure that
// matters goes. Shares on a capacity file keep MAXIMUM beside GUARANTEED
// at 80 and 120 columns; compare's footnote about CS ESTIMATE goes with
// its column.
func TestTablesKeepWhatMatters(t *testing.T) {
	cluster := "400 GB, 100 vcores, yarn.io/gpu=8"
	for _, tc := range []struct {
		args       []string
		width      string
		want, gone []string // headers kept, and left out
	}{
		{[]string{"shares", "capacity-scheduler.xml", "--cluster", cluster}, "80", []string{"GUARANTEED", "MAXIMUM", "WHY"}, []string{"PER-USER"}},
		{[]string{"shares", "capacity-scheduler.xml", "--cluster", cluster}, "120", []string{"CAP", "ABS", "GUARANTEED", "MAXIMUM", "WHY"}, []string{"PER-USER"}},
		{[]string{"shares", "fair-scheduler.xml", "--cluster", cluster}, "80", []string{"STEADY", "INSTANT", "WHY"}, []string{"STEADY%"}},
		{[]string{"tree", "capacity-scheduler.xml"}, "40", []string{"CAPACITY"}, nil},
	} {
		t.Run(strings.Join(tc.args, " ")+" --width "+tc.width, func(t *testing.T) {
			out, _ := runIn(t, append(tc.args, "--width", tc.width)...)
			header := strings.Fields(strings.SplitN(out, "\n", 2)[0])
			for _, h := range tc.want {
				if !slices.Contains(header, h) {
					t.Errorf("header %v lacks %s:\n%s", header, h, out)
				}
			}
			for _, h := range tc.gone {
				if slices.Contains(header, h) {
					t.Errorf("header %v keeps %s:\n%s", header, h, out)
				}
			}
		})
	}
}

// compare's footnote explains CS ESTIMATE: it is there exactly when the
// column is, at any width.
func TestCompareFootnoteGoesWithItsColumn(t *testing.T) {
	for _, w := range []string{"60", "80", "120", "200"} {
		for _, cluster := range []string{"400 GB, 100 vcores", "400 GB, 100 vcores, yarn.io/gpu=8"} {
			out, _ := runIn(t, "compare", "fair-scheduler.xml", "capacity-scheduler.xml", "--cluster", cluster,
				"--active", "analytics,etl.nightly", "--width", w)
			table, rest, _ := strings.Cut(out, "\n\n")
			column := strings.Contains(strings.SplitN(table, "\n", 2)[0], "CS ESTIMATE")
			note := strings.Contains(rest, "CS ESTIMATE is an estimate")
			if column != note {
				t.Errorf("--width %s, cluster %q: CS ESTIMATE column %v, footnote %v:\n%s", w, cluster, column, note, out)
			}
		}
	}
}

// Finding and summary lines stay whole at any width, as a compiler's do:
// diff folds none of them and cuts none with "…".
func TestDiffLinesStayWhole(t *testing.T) {
	out, _ := runIn(t, "diff", "conf/prod.xml", "conf/staging.xml", "--cluster", "400 GB, 100 vcores", "--width", "80")
	if strings.Contains(out, "…") {
		t.Errorf("a line is cut:\n%s", out)
	}
	summary := strings.Split(out, "\n")[1]
	if !strings.HasPrefix(summary, "queues: ") || !strings.HasSuffix(summary, "unchanged") {
		t.Errorf("summary line is not whole: %q", summary)
	}
}

package cmd_test

import (
	"reflect"
	"strings"
	"testing"
)

// planDoc on a doc with one line of every kind: what runs, where, with what
// status and input, what counts as not run, and what is refused.
func TestPlanDoc(t *testing.T) {
	doc := strings.Join([]string{
		"# A doc",
		"```sh",
		"fairsched lint fair-scheduler.xml",
		"cd testdata",
		"fairsched shares x.xml \\",
		"    --cluster \"16 GB, 4 vcores\"   # refused: exit 1",
		"cat a.xml | fairsched lint -",
		"fairsched lint - < a.xml > out.txt",
		"make demo   # not fairsched",
		"fairsched drift f.xml --from-rm http://rm:8088   # not run: needs a live ResourceManager",
		"fairsched lint f.xml | jq .",
		"fairsched lint $FILE",
		"fairsched lint f.xml  # not run:",
		"$ fairsched lint f.xml",
		"```",
		"",
		"```",
		"fairsched tree f.xml",
		"```",
		"",
		"  ```yaml",
		"  - run: fairsched lint --format github conf/fair-scheduler.xml",
		"  ```",
		"",
		"```text",
		"fairsched simulate FILE --load LOAD [--trace N]",
		"```",
		"",
		"```console",
		"$ cd examples/upgrade",
		"$ fairsched lint --upgrade-to 3.4 eng-only.xml   # exit 1",
		"eng-only.xml:2:1: warning: ...",
		"```",
		"",
		"```console",
		"$ fairsched version",
		"```",
	}, "\n")
	steps, c, problems := planDoc("docs/x.md", doc)

	type step struct {
		loc, dir      string
		args          []string
		exit          int
		stdin, stdout string
		shown         []string
	}
	var got []step
	for _, s := range steps {
		got = append(got, step{s.loc, s.dir, s.inv.args, s.cmd.exit, s.inv.stdin, s.inv.stdout, s.cmd.shown})
	}
	want := []step{
		{"docs/x.md:3", "examples", []string{"lint", "fair-scheduler.xml"}, 0, "", "", nil},
		{"docs/x.md:5", "testdata", []string{"shares", "x.xml", "--cluster", "16 GB, 4 vcores"}, 1, "", "", nil},
		{"docs/x.md:7", "testdata", []string{"lint", "-"}, 0, "a.xml", "", nil},
		{"docs/x.md:8", "testdata", []string{"lint", "-"}, 0, "a.xml", "out.txt", nil},
		{"docs/x.md:31", "examples/upgrade", []string{"lint", "--upgrade-to", "3.4", "eng-only.xml"}, 1, "", "", []string{"eng-only.xml:2:1: warning: ..."}},
		{"docs/x.md:36", "examples", []string{"version"}, 0, "", "", nil},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("steps:\n got %q\nwant %q", got, want)
	}
	if c.run != 6 || !reflect.DeepEqual(c.marked, map[string]int{"# not run": 1, "yaml": 1, "text": 1}) || !reflect.DeepEqual(c.other, []string{"make"}) {
		t.Errorf("count = %+v", c)
	}
	wantProblems := []string{
		"docs/x.md:11: cannot run",
		"docs/x.md:12: cannot run",
		"docs/x.md:13: \"fairsched lint f.xml\": say why",
		"docs/x.md:14: a prompt in a ```sh block",
		"docs/x.md:18: a fairsched line in a fenced block with no language",
	}
	if len(problems) != len(wantProblems) {
		t.Fatalf("problems:\n%s", strings.Join(problems, "\n"))
	}
	for i, p := range problems {
		if !strings.HasPrefix(p, wantProblems[i]) {
			t.Errorf("problem %d = %q, want %q...", i, p, wantProblems[i])
		}
	}
}

// matchShown: the lines shown, in order, "..." for any text, lines left
// out allowed.
func TestMatchShown(t *testing.T) {
	out := "a.xml:1:1: error: bad thing [r1]\n    hint: fix it\na.xml:2:1: warning: other (x) [r2]\n1 error\n"
	for _, c := range []struct {
		shown   []string
		missing string
	}{
		{nil, ""},
		{[]string{"a.xml:1:1: error: bad thing [r1]", "1 error"}, ""},
		{[]string{"a.xml:1:1: error: ... [r1]", "a.xml:2:1: warning: other (...) [r2]"}, ""},
		{[]string{"a.xml:2:1: warning: other (x) [r2]", "a.xml:1:1: error: bad thing [r1]"}, "a.xml:1:1: error: bad thing [r1]"},
		{[]string{"a.xml:1:1: error: bad"}, "a.xml:1:1: error: bad"},
		{[]string{"a.xml:1:1: error: bad thing [r1]", "a.xml:1:1: error: bad thing [r1]"}, "a.xml:1:1: error: bad thing [r1]"},
	} {
		if got := matchShown(c.shown, out); got != c.missing {
			t.Errorf("matchShown(%q) = %q, want %q", c.shown, got, c.missing)
		}
	}
}

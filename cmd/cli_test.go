package cmd_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/cmd"
	"github.com/fairsched/fairsched/schema"
)

var update = flag.Bool("update", false, "rewrite the stdout, stderr and exit sections of CLI cases")

// cliCase is one testdata/fair-scheduler/cli/<case>.txt file: an "args:"
// header, input files as "-- name --" sections, and the expected
// "-- stdout --", "-- stderr --" and "-- exit --" sections.
type cliCase struct {
	args   []string
	files  map[string]string
	order  []string
	stdin  string
	stdout string
	stderr string
	exit   int
}

func parseCase(t *testing.T, text string) cliCase {
	t.Helper()
	c := cliCase{files: map[string]string{}}
	section, body := "", []string{}
	flush := func() {
		if section != "" {
			c.set(section, strings.Join(body, ""))
		}
	}
	for _, line := range strings.SplitAfter(text, "\n") {
		trimmed := strings.TrimSuffix(line, "\n")
		if name, ok := sectionName(trimmed); ok {
			flush()
			section, body = name, nil
			continue
		}
		if section == "" {
			if v, ok := strings.CutPrefix(trimmed, "args:"); ok {
				c.args = splitArgs(v)
			}
			continue
		}
		body = append(body, line)
	}
	flush()
	return c
}

// sectionName recognises a "-- name --" line.
func sectionName(line string) (string, bool) {
	if !strings.HasPrefix(line, "-- ") || !strings.HasSuffix(line, " --") || len(line) < 7 {
		return "", false
	}
	return line[3 : len(line)-3], true
}

// splitArgs splits the args header at spaces; "\s" stands for a space
// inside one argument.
func splitArgs(v string) []string {
	args := strings.Fields(v)
	for i, a := range args {
		args[i] = strings.ReplaceAll(a, "\\s", " ")
	}
	return args
}

func (c *cliCase) set(section, body string) {
	switch section {
	case "stdout":
		c.stdout = body
	case "stderr":
		c.stderr = body
	case "exit":
		c.exit, _ = strconv.Atoi(strings.TrimSpace(body))
	case "stdin":
		c.stdin = body
	default:
		c.files[section] = body
		c.order = append(c.order, section)
	}
}

func (c cliCase) format(stdout, stderr string, exit int) string {
	var b strings.Builder
	b.WriteString("args: " + strings.Join(quoteArgs(c.args), " ") + "\n")
	for _, n := range c.order {
		b.WriteString("-- " + n + " --\n" + c.files[n])
	}
	if c.stdin != "" {
		b.WriteString("-- stdin --\n" + c.stdin)
	}
	b.WriteString("-- stdout --\n" + stdout + "-- stderr --\n" + stderr + "-- exit --\n" + strconv.Itoa(exit) + "\n")
	return b.String()
}

func quoteArgs(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = strings.ReplaceAll(a, " ", "\\s")
	}
	return out
}

// TestCLI runs every case in testdata/fair-scheduler/cli in a temp
// directory holding its input files, and compares stdout, stderr and the
// exit code. -update rewrites the expectations; review the diff.
func TestCLI(t *testing.T) {
	paths, _ := filepath.Glob("../testdata/fair-scheduler/cli/*.txt")
	if len(paths) == 0 {
		t.Fatal("no CLI cases found")
	}
	for _, path := range paths {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txt"), func(t *testing.T) {
			runCLICase(t, path)
		})
	}
}

func runCLICase(t *testing.T, path string) {
	path, err := filepath.Abs(path) // the case runs in its own directory
	if err != nil {
		t.Fatal(err)
	}
	c, stdout, stderr, code := execCLICase(t, path)
	if *update {
		if err := os.WriteFile(path, []byte(c.format(stdout, stderr, code)), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	validateJSON(t, c.args, []byte(stdout))
	compareSection(t, "stdout", stdout, c.stdout)
	compareSection(t, "stderr", stderr, c.stderr)
	if code != c.exit {
		t.Errorf("exit code = %d, want %d", code, c.exit)
	}
}

func compareSection(t *testing.T, name, got, want string) {
	t.Helper()
	if got == want {
		return
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < max(len(gl), len(wl)); i++ {
		g, w := line(gl, i), line(wl, i)
		if g != w {
			t.Errorf("%s differs at line %d:\n got: %q\nwant: %q", name, i+1, g, w)
			return
		}
	}
}

func line(ls []string, i int) string {
	if i < len(ls) {
		return ls[i]
	}
	return "<missing>"
}

// validateJSON checks the JSON output of lint, tree and shares against its
// published schema.
func validateJSON(t *testing.T, args []string, out []byte) {
	t.Helper()
	if len(out) == 0 || !slices.Contains(args, "json") {
		return
	}
	name := args[0]
	if bytes.Contains(out, []byte(`"scheduler": "capacity"`)) {
		name = "cs-" + name // a capacity-scheduler.xml's tree or diff
	}
	problems, err := schema.Validate(name, out)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("%s output breaks schema/%s.schema.json: %s", args[0], name, schema.Text(p))
	}
}

// execCLICase runs the case at path in a temp directory holding its input
// files, and returns the case, its output and its exit code.
func execCLICase(t *testing.T, path string) (c cliCase, stdout, stderr string, code int) {
	t.Helper()
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c = parseCase(t, string(text))
	dir := t.TempDir()
	for name, body := range c.files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	var out, errOut bytes.Buffer
	io := &cmd.IO{In: strings.NewReader(c.stdin), Out: &out, Err: &errOut,
		Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
	code = cmd.Execute(c.args, io)
	return c, out.String(), errOut.String(), code
}

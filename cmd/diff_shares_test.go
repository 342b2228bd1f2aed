package cmd_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/cmd"
	"github.com/fairsched/fairsched/schema"
)

// run executes fairsched in the working directory and returns stdout,
// stderr and the exit code.
func run(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	io := &cmd.IO{In: strings.NewReader(stdin), Out: &out, Err: &errOut,
		Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
	code := cmd.Execute(args, io)
	return out.String(), errOut.String(), code
}

// writeCaseFiles writes the input files of a testdata/diff case into a
// fresh working directory and returns the case.
func writeCaseFiles(t *testing.T, path string) cliCase {
	t.Helper()
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c := parseCase(t, string(text))
	dir := t.TempDir()
	for name, body := range c.files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	return c
}

// shareObjects maps every queue of a `shares --format json` document to
// its {steadyFairShare, instantaneousFairShare} object.
func shareObjects(t *testing.T, doc string) map[string]any {
	t.Helper()
	var v struct{ Root map[string]any }
	if err := json.Unmarshal([]byte(doc), &v); err != nil {
		t.Fatalf("shares JSON: %v", err)
	}
	out := map[string]any{}
	var walk func(q map[string]any)
	walk = func(q map[string]any) {
		out[q["name"].(string)] = map[string]any{
			"steadyFairShare": q["steadyFairShare"], "instantaneousFairShare": q["instantaneousFairShare"],
		}
		for _, c := range q["children"].([]any) {
			walk(c.(map[string]any))
		}
	}
	walk(v.Root)
	return out
}

// TestDiffSharesEqualShares checks the contract: the before and after
// shares of every queue in `diff --format json` are exactly what `shares
// --format json` gives on each file, and a queue absent from one side's
// shares is null there.
func TestDiffSharesEqualShares(t *testing.T) {
	cases := []struct{ name, active string }{
		{"weight", ""}, {"min-max", ""}, {"added-removed-moved", ""}, {"rename", ""},
		{"policy-subtree-gone", ""}, {"placement", ""}, {"default-reaches-many", ""}, {"whitespace-only", ""},
		{"fail-on-new-adds", ""}, {"active", "a"},
	}
	cluster := "16384 mb, 16 vcores"
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			writeCaseFiles(t, "../testdata/diff/"+tc.name+".txt")
			extra := []string{"--cluster", cluster}
			if tc.active != "" {
				extra = append(extra, "--active", tc.active)
			}
			out, errOut, code := run(t, "", append([]string{"diff", "old.xml", "new.xml", "--format", "json"}, extra...)...)
			if code > 1 {
				t.Fatalf("diff exit %d: %s", code, errOut)
			}
			checkSchema(t, "diff", out)
			var d struct {
				Queues []struct {
					Name          string
					Before, After any
				}
			}
			if err := json.Unmarshal([]byte(out), &d); err != nil {
				t.Fatal(err)
			}
			if len(d.Queues) < 4 {
				t.Fatalf("diff JSON lists %d queues, want every queue of both files", len(d.Queues))
			}
			sides := map[string]map[string]any{}
			for _, f := range []string{"old.xml", "new.xml"} {
				s, errOut, code := run(t, "", append([]string{"shares", f, "--format", "json"}, extra...)...)
				if code != 0 {
					t.Fatalf("shares %s exit %d: %s", f, code, errOut)
				}
				sides[f] = shareObjects(t, s)
			}
			for _, q := range d.Queues {
				compareShares(t, q.Name, "before", q.Before, sides["old.xml"])
				compareShares(t, q.Name, "after", q.After, sides["new.xml"])
			}
		})
	}
}

func compareShares(t *testing.T, name, side string, got any, want map[string]any) {
	t.Helper()
	w, ok := want[name]
	if !ok {
		w = nil
	}
	if !reflect.DeepEqual(got, w) {
		t.Errorf("queue %s %s = %v, shares gives %v", name, side, got, w)
	}
}

func checkSchema(t *testing.T, name, doc string) {
	t.Helper()
	problems, err := schema.Validate(name, []byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("output breaks schema/%s.schema.json: %s", name, schema.Text(p))
	}
}

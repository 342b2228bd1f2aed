package cmd_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/cmd"
)

// docsBlock returns the body of the first block opening with fence after
// the line starting with heading in the Markdown file at path.
func docsBlock(t *testing.T, path, heading, fence string) string {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	at := strings.Index(text, "\n"+heading)
	if at < 0 {
		t.Fatalf("%s has no %q", path, heading)
	}
	rest := text[at:]
	start := strings.Index(rest, "\n"+fence+"\n")
	if start < 0 {
		t.Fatalf("%s has no %s block after %q", path, fence, heading)
	}
	body := rest[start+len(fence)+2:]
	end := strings.Index(body, "```\n")
	if end < 0 {
		t.Fatalf("unterminated block after %q in %s", heading, path)
	}
	return body[:end]
}

// TestCapacityDocsUsage runs every command of docs/capacity.md's Usage
// block from the repository's root: each prints something and ends with
// exit 0, or the status its comment names.
func TestCapacityDocsUsage(t *testing.T) {
	block := docsBlock(t, "../docs/capacity.md", "## Usage", "```sh")
	t.Chdir("..")
	n := 0
	for _, rl := range joinContinued(block) {
		words := shellWords(t, rl.cmd)
		if len(words) == 0 || words[0] != "fairsched" {
			t.Fatalf("not a fairsched command: %q", rl.cmd)
		}
		n++
		t.Run(rl.cmd, func(t *testing.T) {
			var out, errOut bytes.Buffer
			io := &cmd.IO{In: strings.NewReader(""), Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
			if code := cmd.Execute(words[1:], io); code != rl.exit || out.Len() == 0 {
				t.Errorf("exit %d (want %d), %d bytes on stdout; stderr:\n%s", code, rl.exit, out.Len(), errOut.String())
			}
		})
	}
	if n < 5 {
		t.Errorf("the Usage block has %d commands", n)
	}
}

// TestCapacityDocsRules: docs/capacity.md lists every Capacity Scheduler
// rule as the registry has it.
func TestCapacityDocsRules(t *testing.T) {
	src, err := os.ReadFile("../docs/capacity.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), capacity.RulesTable()) {
		t.Errorf("docs/capacity.md's rule table is not capacity.RulesTable():\n%s", capacity.RulesTable())
	}
}

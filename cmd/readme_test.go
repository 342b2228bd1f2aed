package cmd_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/cmd"
)

// TestReadmeDemo checks the README's demo output: every "$ fairsched ..."
// line of the block is run from the repository root and must print exactly
// the lines below it (stdout and stderr as a terminal interleaves them; a
// non-zero exit shows as make demo shows it). -update rewrites the block.
// The Makefile's demo target must run the same commands.
func TestReadmeDemo(t *testing.T) {
	block := readmeBlock(t, "Example (`make demo`", "```text")
	makefile, err := os.ReadFile("../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir("..")
	var got strings.Builder
	for _, line := range strings.Split(strings.TrimSuffix(block, "\n"), "\n") {
		cmdline, ok := strings.CutPrefix(line, "$ fairsched ")
		if !ok {
			continue
		}
		if !bytes.Contains(makefile, []byte("./$(BIN) "+strings.ReplaceAll(cmdline, "testdata/fair-scheduler/example/fair-scheduler.xml", "$(EXAMPLE)"))) {
			t.Errorf("the Makefile's demo does not run %q", cmdline)
		}
		if got.Len() > 0 {
			got.WriteString("\n")
		}
		got.WriteString(line + "\n" + runDemo(t, shellWords(t, cmdline)))
	}
	if *update {
		replaceReadmeBlock(t, block, got.String())
		return
	}
	compareSection(t, "README demo", got.String(), block)
}

// runDemo runs one demo command and returns what make demo prints for it.
func runDemo(t *testing.T, args []string) string {
	var out bytes.Buffer
	// As an 80-column terminal shows it.
	env := func(k string) string { return map[string]string{"COLUMNS": "80"}[k] }
	io := &cmd.IO{In: strings.NewReader(""), Out: &out, Err: &out, Getenv: env, ReadFile: os.ReadFile}
	if code := cmd.Execute(args, io); code != 0 {
		out.WriteString("(exit status " + string(rune('0'+code)) + ": the example has deliberate errors)\n")
	}
	return out.String()
}

// readmeBlock returns the body of the first fenced block opening with fence
// after the line starting with heading.
func readmeBlock(t *testing.T, heading, fence string) string {
	t.Helper()
	src, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	at := strings.Index(text, "\n"+heading)
	if at < 0 {
		t.Fatalf("README has no %q", heading)
	}
	rest := text[at:]
	start := strings.Index(rest, "\n"+fence+"\n")
	if start < 0 {
		t.Fatalf("README has no %s block after %q", fence, heading)
	}
	body := rest[start+len(fence)+2:]
	end := strings.Index(body, "```\n")
	if end < 0 {
		t.Fatalf("unterminated block after %q", heading)
	}
	return body[:end]
}

func replaceReadmeBlock(t *testing.T, old, new string) {
	src, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("README.md", bytes.Replace(src, []byte(old), []byte(new), 1), 0o644); err != nil {
		t.Fatal(err)
	}
}

package cmd_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/cmd"
)

// TestReadmeUsage runs every command of the README's Usage block in
// examples/, where the block says to run them: each must print something
// and finish with exit 0, or with the status its comment names ("exit 1").
func TestReadmeUsage(t *testing.T) {
	runReadmeUsage(t, "..")
}

// TestReadmeUsageInFreshClone runs the same lines in a fresh clone of the
// repository, as a new user would: only committed files are there, and
// git:HEAD:… reads the clone's own history.
func TestReadmeUsageInFreshClone(t *testing.T) {
	top, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		t.Skip("not in a git checkout: nothing to clone")
	}
	clone := filepath.Join(t.TempDir(), "fairsched")
	if out, err := exec.Command("git", "clone", "--quiet", "--no-hardlinks", strings.TrimSpace(string(top)), clone).CombinedOutput(); err != nil {
		t.Fatalf("git clone: %v\n%s", err, out)
	}
	runReadmeUsage(t, clone)
	// The diff example of "Reviewing a change" compares with origin/main,
	// which a clone has, from the repository root: examples/.fairsched.json
	// is found from the files' directory.
	runReadmeBlock(t, clone, "### Reviewing a change", clone, 1)
}

// runReadmeUsage runs the Usage block of the README in root.
func runReadmeUsage(t *testing.T, root string) {
	runReadmeBlock(t, root, "## Usage", filepath.Join(root, "examples"), 10)
}

// runReadmeBlock runs the first sh block after heading, starting in dir
// ("cd" lines move within root); it must hold at least least commands.
func runReadmeBlock(t *testing.T, root, heading, dir string, least int) {
	block := readmeBlock(t, heading, "```sh")
	n := 0
	for _, rl := range joinContinued(block) {
		line, want := rl.cmd, rl.exit
		words := shellWords(t, line)
		if len(words) == 0 {
			continue
		}
		if words[0] == "cd" {
			dir = filepath.Join(root, words[1])
			continue
		}
		n++
		t.Run(line, func(t *testing.T) {
			t.Chdir(dir)
			stdin, args := pipedFile(t, words)
			if args[0] != "fairsched" {
				t.Fatalf("not a fairsched command: %q", line)
			}
			var out, errOut bytes.Buffer
			io := &cmd.IO{In: strings.NewReader(stdin), Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
			if code := cmd.Execute(expandGlobs(t, args[1:]), io); code != want || out.Len() == 0 {
				t.Errorf("exit %d (want %d), %d bytes on stdout; stderr:\n%s", code, want, out.Len(), errOut.String())
			}
		})
	}
	if n < least {
		t.Errorf("the %s block has %d commands; want at least %d", heading, n, least)
	}
}

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

// readmeLine is a command of a README block and the exit status its
// comment names (0 when it names none).
type readmeLine struct {
	cmd  string
	exit int
}

// exitNote finds "exit N" in a comment.
var exitNote = regexp.MustCompile(`\bexit (\d)\b`)

// joinContinued joins lines ending in a backslash, drops blank lines, and
// takes comments ("  # ...") off, keeping the exit status they name.
func joinContinued(block string) []readmeLine {
	var out []readmeLine
	cur, exit := "", 0
	for _, l := range strings.Split(block, "\n") {
		if i := strings.Index(l, "  #"); i >= 0 {
			if m := exitNote.FindStringSubmatch(l[i:]); m != nil {
				exit = int(m[1][0] - '0')
			}
			l = l[:i]
		}
		l = strings.TrimSpace(l)
		if c, ok := strings.CutSuffix(l, "\\"); ok {
			cur += c
			continue
		}
		if l = cur + l; l != "" {
			out = append(out, readmeLine{cmd: l, exit: exit})
		}
		cur, exit = "", 0
	}
	return out
}

// shellWords splits a command line at spaces outside quotes.
func shellWords(t *testing.T, line string) []string {
	var words []string
	var cur strings.Builder
	quote, inWord := rune(0), false
	for _, r := range line {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			cur.WriteRune(r)
		case r == '"' || r == '\'':
			quote, inWord = r, true
		case r == ' ':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
			}
			inWord = false
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		t.Fatalf("unbalanced quote in %q", line)
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words
}

// pipedFile turns "cat FILE | fairsched ..." into FILE's text as stdin.
func pipedFile(t *testing.T, words []string) (string, []string) {
	if len(words) < 4 || words[0] != "cat" || words[2] != "|" {
		return "", words
	}
	src, err := os.ReadFile(words[1])
	if err != nil {
		t.Fatal(err)
	}
	return string(src), words[3:]
}

// expandGlobs expands arguments holding '*' as the shell would.
func expandGlobs(t *testing.T, args []string) []string {
	var out []string
	for _, a := range args {
		if !strings.Contains(a, "*") {
			out = append(out, a)
			continue
		}
		m, err := filepath.Glob(a)
		if err != nil || len(m) == 0 {
			t.Fatalf("%q matches no file", a)
		}
		out = append(out, m...)
	}
	return out
}

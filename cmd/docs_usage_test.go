package cmd_test

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/cmd"
)

// TestDocsUsage runs every usage line of README.md and docs/*.md, as a new
// user would, in one fresh clone of the repository shared by all the files
// (only committed files are there, plus the working tree's uncommitted
// changes to them, and git:HEAD:… reads the clone's own history).
//
// The convention, for whoever writes a doc:
//
//   - Every fairsched line of a ```sh (or bash, shell) block is run, in
//     process, and must finish with the status a trailing "# ... exit N"
//     comment names (else 0) and print something (on stdout; on stdout or
//     stderr when the status is not 0). Lines ending in \ are joined.
//   - It runs where the block says, `cd DIR` (DIR from the repository root),
//     else in the file's default directory: the root for README.md,
//     examples/ for docs/*.md. Each block starts in the default again; the
//     blocks of a file run in order, so a file one writes the next may read.
//   - The runner does `[cat FILE |] fairsched ARGS [< FILE] [> FILE]` and
//     globs; a line that needs more (a live ResourceManager, a variable, a
//     pipe into another program) carries "# not run: REASON".
//   - fairsched lines in blocks of another language (```yaml, ```text for
//     a synopsis or a transcript, ...) are not run; a fairsched line in a
//     block with no language fails the test: say which it is.
//
// The log (go test -v) counts the lines run and not run per file.
func TestDocsUsage(t *testing.T) {
	clone := freshClone(t)
	var report []string
	for _, name := range usageDocs(t) {
		t.Run(name, func(t *testing.T) {
			c := runDoc(t, name, clone)
			if name == "README.md" && c.run < 10 {
				t.Errorf("README.md runs %d lines; want the full tour of its Usage block", c.run)
			}
			report = append(report, c.summary(name))
		})
	}
	t.Log("usage lines per file:\n" + strings.Join(report, "\n"))
}

// usageDocs lists README.md and docs/*.md, relative to the repository root.
func usageDocs(t *testing.T) []string {
	docs, err := filepath.Glob("../docs/*.md")
	if err != nil || len(docs) == 0 {
		t.Fatalf("no docs/*.md (%v)", err)
	}
	names := []string{"README.md"}
	for _, d := range docs {
		names = append(names, filepath.ToSlash(strings.TrimPrefix(d, "../")))
	}
	return names
}

// defaultDir is the directory a doc's commands run in when their block has
// no cd line, from the repository root.
func defaultDir(doc string) string {
	if doc == "README.md" {
		return "."
	}
	return "examples"
}

// docCount counts a doc's fairsched lines: run, not run (by the block's
// language or "# not run"), and the other commands of its shell blocks.
type docCount struct {
	run    int
	marked map[string]int
	other  []string
}

// summary is the report line for doc.
func (c docCount) summary(doc string) string {
	var kinds []string
	total := 0
	for k, n := range c.marked {
		kinds = append(kinds, fmt.Sprintf("%s %d", k, n))
		total += n
	}
	sort.Strings(kinds)
	s := fmt.Sprintf("  %s: %d run, %d not run", doc, c.run, total)
	if total > 0 {
		s += " (" + strings.Join(kinds, ", ") + ")"
	}
	if len(c.other) > 0 {
		s += fmt.Sprintf("; %d other commands left to the reader (%s)", len(c.other), strings.Join(c.other, ", "))
	}
	return s
}

// runDoc runs the usage lines of doc (read from the working tree) in the
// clone at root.
func runDoc(t *testing.T, doc, root string) docCount {
	src, err := os.ReadFile(filepath.Join("..", doc))
	if err != nil {
		t.Fatal(err)
	}
	steps, c, problems := planDoc(doc, string(src))
	for _, p := range problems {
		t.Error(p)
	}
	for _, s := range steps {
		t.Run(fmt.Sprintf("L%d", s.cmd.line), func(t *testing.T) {
			runUsage(t, s, filepath.Join(root, s.dir))
		})
	}
	return c
}

// docStep is a usage line to run.
type docStep struct {
	loc string // doc:line
	dir string // where it runs, from the repository root
	cmd shownCommand
	inv invocation
}

// planDoc reads the usage lines of a doc: the ones to run, the count of
// lines run and not run, and the problems (a line neither runnable nor
// marked, a "not run" without a reason).
func planDoc(doc, src string) ([]docStep, docCount, []string) {
	var steps []docStep
	var problems []string
	c := docCount{marked: map[string]int{}}
	for _, b := range fencedBlocks(src) {
		if !runLangs[b.lang] && b.lang != transcriptLang {
			for i, l := range b.body {
				switch {
				case !fairschedLine.MatchString(l):
				case b.lang == "":
					problems = append(problems, fmt.Sprintf("%s:%d: a fairsched line in a fenced block with no language: make it ```sh to have it run, or ```text (a synopsis, a transcript) to say it is not: %s", doc, b.line+1+i, strings.TrimSpace(l)))
				default:
					c.marked[b.lang]++
				}
			}
			continue
		}
		dir := defaultDir(doc)
		for _, sc := range blockCommands(b) {
			loc := fmt.Sprintf("%s:%d", doc, sc.line)
			words, err := splitWords(sc.cmd)
			switch {
			case err != nil:
				problems = append(problems, fmt.Sprintf("%s: %v", loc, err))
			case len(words) == 0:
			case words[0] == "$" && b.lang != transcriptLang:
				problems = append(problems, fmt.Sprintf("%s: a prompt in a ```%s block: drop the \"$ \", or make the block ```console (a transcript)", loc, b.lang))
			case words[0] == "cd" && len(words) == 2:
				dir = words[1]
			case !fairschedLine.MatchString(sc.cmd):
				c.other = append(c.other, words[0])
			case sc.marked && sc.notRun == "":
				problems = append(problems, fmt.Sprintf("%s: %q: say why it is not run (# not run: REASON)", loc, sc.cmd))
			case sc.marked:
				c.marked["# not run"]++
			default:
				inv, err := parseInvocation(sc.cmd)
				if err != nil {
					problems = append(problems, fmt.Sprintf("%s: cannot run %q: %v; write it as `[cat FILE |] fairsched ARGS [< FILE] [> FILE]` or mark it `# not run: REASON`", loc, sc.cmd, err))
					continue
				}
				c.run++
				steps = append(steps, docStep{loc: loc, dir: dir, cmd: sc, inv: inv})
			}
		}
	}
	return steps, c, problems
}

// runUsage runs one usage line in dir, in process, and checks its exit
// status and that it printed something.
func runUsage(t *testing.T, s docStep, dir string) {
	loc, ul, inv := s.loc, s.cmd, s.inv
	if _, err := os.Stat(dir); err != nil {
		t.Fatalf("%s: %v: a fresh clone has no such directory (commit it, or fix the cd line)", loc, err)
	}
	t.Chdir(dir)
	var stdin []byte
	if inv.stdin != "" {
		var err error
		if stdin, err = os.ReadFile(inv.stdin); err != nil {
			t.Fatalf("%s: %s: %v", loc, ul.cmd, err)
		}
	}
	var out, errOut, both bytes.Buffer // both: as a terminal interleaves them
	streams := &cmd.IO{In: bytes.NewReader(stdin), Out: io.MultiWriter(&out, &both), Err: io.MultiWriter(&errOut, &both),
		Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
	code := cmd.Execute(expandGlobs(t, inv.args), streams)
	if inv.stdout != "" {
		if err := os.WriteFile(inv.stdout, out.Bytes(), 0o644); err != nil {
			t.Fatalf("%s: %v", loc, err)
		}
	}
	printed := out.Len() > 0 || (ul.exit != 0 && errOut.Len() > 0)
	if code != ul.exit || !printed {
		t.Errorf("%s (in %s of a fresh clone, which has only committed or git-added files): %s\nexit %d (want %d), %d bytes on stdout, %d on stderr:\n%s",
			loc, s.dir, ul.cmd, code, ul.exit, out.Len(), errOut.Len(), errOut.String())
	}
	if missing := matchShown(ul.shown, both.String()); missing != "" {
		t.Errorf("%s: %s\nprints no line %q (after the lines shown above it); it prints:\n%s", loc, ul.cmd, missing, both.String())
	}
}

// freshClone clones the repository into a temporary directory and applies
// the working tree's uncommitted changes to tracked files, so that a doc is
// checked as it will be committed: a file that is not committed (not even
// added) is missing, as it is for a new user.
func freshClone(t *testing.T) string {
	top, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		t.Skip("not in a git checkout: nothing to clone")
	}
	src := strings.TrimSpace(string(top))
	clone := filepath.Join(t.TempDir(), "fairsched")
	if out, err := exec.Command("git", "clone", "--quiet", "--no-hardlinks", src, clone).CombinedOutput(); err != nil {
		t.Fatalf("git clone: %v\n%s", err, out)
	}
	diff, err := exec.Command("git", "-C", src, "diff", "--no-color", "--no-ext-diff", "--binary", "HEAD").Output()
	if err != nil {
		t.Fatalf("git diff HEAD: %v", err)
	}
	if len(diff) > 0 {
		apply := exec.Command("git", "-C", clone, "apply", "--whitespace=nowarn")
		apply.Stdin = bytes.NewReader(diff)
		if out, err := apply.CombinedOutput(); err != nil {
			t.Fatalf("applying the uncommitted changes to the clone: %v\n%s", err, out)
		}
	}
	return clone
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

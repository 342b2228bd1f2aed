package cmd_test

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// This file reads the usage lines out of the markdown of README.md and
// docs/*.md; docs_usage_test.go runs them.

// docBlock is one fenced block of a markdown file.
type docBlock struct {
	lang string   // the first word of the info string; "" when there is none
	line int      // the line number of the opening fence
	body []string // the lines between the fences
}

// fencedBlocks returns the fenced blocks of a markdown text (``` or ~~~
// fences, indented up to three spaces, closed by a fence of the same
// character at least as long; an unclosed block runs to the end).
func fencedBlocks(src string) []docBlock {
	var blocks []docBlock
	var open *docBlock
	fence := ""
	for i, l := range strings.Split(src, "\n") {
		trimmed := strings.TrimLeft(l, " ")
		indent := len(l) - len(trimmed)
		if open != nil {
			if indent < 4 && strings.HasPrefix(trimmed, fence) && strings.Trim(trimmed, fence[:1]+" \t") == "" {
				blocks = append(blocks, *open)
				open = nil
				continue
			}
			open.body = append(open.body, l)
			continue
		}
		if indent >= 4 {
			continue
		}
		if f := fenceOf(trimmed); f != "" {
			info := strings.Fields(strings.TrimPrefix(trimmed, f))
			open = &docBlock{line: i + 1}
			if len(info) > 0 {
				open.lang = strings.ToLower(info[0])
			}
			fence = f
		}
	}
	if open != nil {
		blocks = append(blocks, *open)
	}
	return blocks
}

// fenceOf returns the run of three or more backticks or tildes a line opens
// with, or "".
func fenceOf(l string) string {
	for _, c := range []string{"`", "~"} {
		n := len(l) - len(strings.TrimLeft(l, c))
		if n >= 3 {
			return l[:n]
		}
	}
	return ""
}

// runLangs are the languages of the blocks whose lines are run.
var runLangs = map[string]bool{"sh": true, "bash": true, "shell": true}

// transcriptLang is the language of a block that shows commands ("$ "
// lines) and what they print.
const transcriptLang = "console"

// shownCommand is a command of a block and, in a transcript, the lines
// shown below it.
type shownCommand struct {
	usageLine
	shown []string
}

// blockCommands returns the commands of a shell block or a transcript.
func blockCommands(b docBlock) []shownCommand {
	if b.lang != transcriptLang {
		var out []shownCommand
		for _, ul := range joinContinued(b.body, b.line+1) {
			out = append(out, shownCommand{usageLine: ul})
		}
		return out
	}
	return transcript(b.body, b.line+1)
}

// transcript splits a console block into its commands ("$ " lines, with
// "> " continuation lines after one ending in a backslash) and the output lines shown
// under each. first is the doc's line number of body[0].
func transcript(body []string, first int) []shownCommand {
	var out []shownCommand
	for i := 0; i < len(body); i++ {
		cmdline, ok := strings.CutPrefix(body[i], "$ ")
		if !ok {
			if n := len(out); n > 0 {
				out[n-1].shown = append(out[n-1].shown, body[i])
			}
			continue
		}
		lines := []string{cmdline}
		for i+1 < len(body) && strings.HasSuffix(strings.TrimSpace(lines[len(lines)-1]), "\\") && strings.HasPrefix(body[i+1], "> ") {
			i++
			lines = append(lines, strings.TrimPrefix(body[i], "> "))
		}
		for _, ul := range joinContinued(lines, first+i-len(lines)+1) {
			out = append(out, shownCommand{usageLine: ul})
		}
	}
	return out
}

// matchShown checks that every line a transcript shows is in output, in
// the order shown; "..." in a shown line stands for any text, and output
// lines the transcript leaves out are allowed. It returns the first shown
// line not found, or "".
func matchShown(shown []string, output string) string {
	got := strings.Split(output, "\n")
	j := 0
	for _, s := range shown {
		if strings.TrimSpace(s) == "" {
			continue
		}
		parts := strings.Split(s, "...")
		for k, p := range parts {
			parts[k] = regexp.QuoteMeta(p)
		}
		re := regexp.MustCompile("^" + strings.Join(parts, ".*") + "$")
		for j < len(got) && !re.MatchString(got[j]) {
			j++
		}
		if j == len(got) {
			return s
		}
		j++
	}
	return ""
}

// fairschedLine matches a line that invokes fairsched: the word fairsched
// followed by a command or flag, at the start, after a space, a quote, a
// pipe or a prompt.
var fairschedLine = regexp.MustCompile(`(^|[\s"'(|;&$])fairsched\s+[a-z-]`)

// usageLine is one command of a shell block: continuation lines joined and
// the comment taken off.
type usageLine struct {
	line   int    // the line of the doc it starts on
	cmd    string // the command without its comment
	exit   int    // the exit status "# ... exit N" names; 0 when none
	notRun string // the reason "# not run: REASON" gives; "" when none
	marked bool   // the comment says "not run:" (reason or none)
}

// exitNote finds "exit N" in a comment.
var exitNote = regexp.MustCompile(`\bexit (\d)\b`)

// notRunNote finds "not run:" and its reason in a comment.
var notRunNote = regexp.MustCompile(`\bnot run:\s*(.*)$`)

// joinContinued joins the lines of a block ending in a backslash, drops
// blank and comment-only lines, and takes comments off, keeping the exit
// status and the not-run reason they name. first is the doc's line number
// of body[0].
func joinContinued(body []string, first int) []usageLine {
	var out []usageLine
	cur := usageLine{}
	for i, l := range body {
		if cur.cmd == "" {
			cur.line = first + i
		}
		code, comment := splitComment(l)
		if m := exitNote.FindStringSubmatch(comment); m != nil {
			cur.exit = int(m[1][0] - '0')
		}
		if m := notRunNote.FindStringSubmatch(comment); m != nil {
			cur.marked, cur.notRun = true, strings.TrimSpace(m[1])
		}
		code = strings.TrimSpace(code)
		if c, ok := strings.CutSuffix(code, "\\"); ok {
			cur.cmd += c
			continue
		}
		if cur.cmd += code; strings.TrimSpace(cur.cmd) != "" {
			cur.cmd = strings.Join(strings.Fields(cur.cmd), " ")
			out = append(out, cur)
		}
		cur = usageLine{}
	}
	return out
}

// splitComment cuts a shell line at its comment: a # at the start or after
// a space, outside quotes.
func splitComment(l string) (code, comment string) {
	quote := rune(0)
	for i, r := range l {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			}
		case r == '"' || r == '\'':
			quote = r
		case r == '#' && (i == 0 || l[i-1] == ' ' || l[i-1] == '\t'):
			return l[:i], l[i:]
		}
	}
	return l, ""
}

// shellWords splits a command line at spaces outside quotes.
func shellWords(t *testing.T, line string) []string {
	t.Helper()
	words, err := splitWords(line)
	if err != nil {
		t.Fatal(err)
	}
	return words
}

// splitWords splits a command line at spaces outside quotes and takes the
// quotes off.
func splitWords(line string) ([]string, error) {
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
		case r == ' ' || r == '\t':
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
		return nil, fmt.Errorf("unbalanced quote in %q", line)
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}

// invocation is a runnable usage line: fairsched's arguments and the files
// its standard input comes from and its standard output goes to.
type invocation struct {
	args   []string // after "fairsched"
	stdin  string   // "cat FILE |" or "< FILE"; "" for none
	stdout string   // "> FILE"; "" for none
}

// parseInvocation reads `[cat FILE |] fairsched ARGS [< FILE] [> FILE]`,
// the one shape the docs runner runs in-process; anything else (other
// pipes, variables, substitutions, &&, ||) is refused with the reason.
func parseInvocation(line string) (invocation, error) {
	var inv invocation
	if strings.ContainsAny(line, "$`") {
		return inv, errors.New("it uses shell variables or command substitution")
	}
	words, err := splitWords(line)
	if err != nil {
		return inv, err
	}
	if len(words) >= 4 && words[0] == "cat" && words[2] == "|" {
		inv.stdin, words = words[1], words[3:]
	}
	if len(words) == 0 || words[0] != "fairsched" {
		return inv, errors.New("it is not `[cat FILE |] fairsched ...`")
	}
	for i := 1; i < len(words); i++ {
		w := words[i]
		switch {
		case (w == "<" || w == ">") && i+1 < len(words):
			target := &inv.stdin
			if w == ">" {
				target = &inv.stdout
			}
			if *target != "" {
				return inv, fmt.Errorf("it redirects %s twice", w)
			}
			*target = words[i+1]
			i++
		case w != "" && strings.ContainsAny(w[:1], "<>|&;") || strings.HasPrefix(w, "2>"):
			return inv, fmt.Errorf("the runner does not do %q", w)
		default:
			inv.args = append(inv.args, w)
		}
	}
	return inv, nil
}

package render

import (
	"strings"
	"unicode/utf8"
)

// FoldLines folds every line of text longer than width at spaces, so that
// help texts and lists fit the terminal. A folded line continues under
// where its text starts: after its leading spaces, and for a line of two
// columns ("  --flag string   what it does", "  name   what it is") under
// the second column. A word longer than the room stays whole. width 0
// leaves text as it is.
func FoldLines(text string, width int) string {
	if width <= 0 {
		return text
	}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if utf8.RuneCountInString(l) > width {
			lines[i] = foldLine(l, width, hangingIndent(l))
		}
	}
	return strings.Join(lines, "\n")
}

// hangingIndent is the column a folded line continues at: the start of the
// second column when the line has one (after a run of at least two spaces
// past the first word), else the start of its text.
func hangingIndent(l string) int {
	lead := len(l) - len(strings.TrimLeft(l, " "))
	rest := l[lead:]
	for _, sep := range []string{"   ", "  "} {
		gap := strings.Index(rest, sep)
		if gap <= 0 || sep == "  " && strings.Contains(rest[:gap], " ") {
			continue
		}
		after := strings.TrimLeft(rest[gap:], " ")
		return lead + len(rest) - len(after)
	}
	return lead
}

// foldLine breaks one line at spaces, continuing at indent. A command
// line ("fairsched …", as help examples are written) is continued with a
// backslash so it can still be pasted into a shell; a word longer than the
// room is broken after its '|' or ','.
func foldLine(l string, width, indent int) string {
	head := l[:len(l)-len(strings.TrimLeft(l, " "))]
	if indent > width*2/3 { // too little room under the second column
		indent = len(head) + 4
	}
	shell := strings.HasPrefix(l[len(head):], "fairsched ")
	words := splitLongWords(quotedWords(strings.TrimLeft(l, " ")), width-indent)
	if shell || longestWord(words[1:]) > width-indent {
		indent = len(head) + 4
	}
	var b strings.Builder
	b.WriteString(head)
	col := utf8.RuneCountInString(head)
	pad := strings.Repeat(" ", indent)
	first := true
	for _, word := range words {
		n := utf8.RuneCountInString(word.text)
		switch {
		case first:
			first = false
		case col+1+n+boolInt(shell)*2 > width && col > indent:
			if shell {
				b.WriteString(" \\")
			}
			b.WriteString("\n" + pad)
			col = indent
		case !word.glued:
			b.WriteByte(' ')
			col++
		}
		b.WriteString(word.text)
		col += n
	}
	return b.String()
}

// quotedWords splits s at single spaces, keeping a double-quoted part, such
// as an example's "16384 mb, 16 vcores", in one word.
func quotedWords(s string) []string {
	var out []string
	for _, w := range strings.Split(s, " ") {
		if n := len(out); n > 0 && strings.Count(out[n-1], `"`)%2 == 1 {
			out[n-1] += " " + w
			continue
		}
		out = append(out, w)
	}
	return out
}

// piece is a word, or a part of an over-long word glued to the part before.
type piece struct {
	text  string
	glued bool
}

// splitLongWords breaks words longer than room after each '|' or ','.
func splitLongWords(words []string, room int) []piece {
	var out []piece
	for _, w := range words {
		if len(w) <= room || !strings.ContainsAny(w, "|,") {
			out = append(out, piece{text: w})
			continue
		}
		glued := false
		for w != "" {
			cut := strings.IndexAny(w, "|,") + 1
			if cut == 0 {
				cut = len(w)
			}
			out = append(out, piece{text: w[:cut], glued: glued})
			w, glued = w[cut:], true
		}
	}
	return out
}

// longestWord returns the length of the longest piece, in runes.
func longestWord(ps []piece) int {
	n := 0
	for _, p := range ps {
		n = max(n, utf8.RuneCountInString(p.text))
	}
	return n
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

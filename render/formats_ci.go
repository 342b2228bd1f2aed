package render

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/lint"
)

// The report formats for CI systems, one file each: SARIF (sarif.go),
// GitHub workflow commands (github.go), Checkstyle XML (checkstyle.go) and
// JUnit XML (junit.go). Each is a Format; cmd lists them in Formats.
//
// Paths are printed as the user gave them, slash-separated, and no format
// prints a timestamp, an absolute path of its own or anything else that
// changes between runs.

// fileGroup is the diagnostics of one file, in lint.Sort order.
type fileGroup struct {
	File        string
	Diagnostics []diag.Finding
}

// groupByFile returns one group per file: first the files of r.Files in
// the order given (also those without findings), then files that only
// occur in diagnostics, sorted. Repeated names appear once.
func groupByFile(r Report) []fileGroup {
	byFile := map[string][]diag.Finding{}
	for _, d := range sortedDiagnostics(r.Diagnostics) {
		byFile[d.File] = append(byFile[d.File], d)
	}
	var out []fileGroup
	seen := map[string]bool{}
	add := func(f string) {
		if !seen[f] {
			seen[f] = true
			out = append(out, fileGroup{File: f, Diagnostics: byFile[f]})
		}
	}
	for _, f := range r.Files {
		add(f)
	}
	var rest []string
	for f := range byFile {
		rest = append(rest, f)
	}
	slices.Sort(rest)
	for _, f := range rest {
		add(f)
	}
	return out
}

// sortedDiagnostics returns a sorted, duplicate-free copy of ds.
func sortedDiagnostics(ds []diag.Finding) []diag.Finding {
	return lint.Sort(slices.Clone(ds))
}

// slashPath is a file name as given, slash-separated, without a leading "./".
func slashPath(file string) string {
	p := filepath.ToSlash(file)
	for strings.HasPrefix(p, "./") {
		p = p[2:]
	}
	return p
}

// fullMessage is the message with the queue as a prefix, as Text prints it.
func fullMessage(d diag.Finding) string {
	if d.Queue == "" {
		return d.Message
	}
	return "queue " + d.Queue + ": " + d.Message
}

// xmlAttr escapes s for a double-quoted XML attribute: markup characters
// and the line breaks and tabs that attribute normalisation would turn into
// spaces. xmlText escapes s for element text, where line breaks stay.
var (
	xmlAttr = xmlEscaper(strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;",
		"\n", "&#10;", "\r", "&#13;", "\t", "&#9;"))
	xmlText = xmlEscaper(strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\r", "&#13;"))
)

// xmlEscaper returns an escaping function that first replaces characters
// XML 1.0 cannot hold (most control characters, invalid UTF-8) with U+FFFD.
func xmlEscaper(r *strings.Replacer) func(string) string {
	return func(s string) string {
		return r.Replace(strings.Map(func(c rune) rune {
			if c == '\t' || c == '\n' || c == '\r' || c >= 0x20 && c <= 0xD7FF || c >= 0xE000 && c <= 0xFFFD || c >= 0x10000 && c <= 0x10FFFF {
				return c
			}
			return 0xFFFD
		}, s))
	}
}

// writeString writes s to w.
func writeString(w io.Writer, s string) error {
	_, err := io.WriteString(w, s)
	return err
}

// lineRefs matches line numbers quoted in messages ("line 12", "lines
// 3-7"), which fingerprints must ignore. It is compiled on first use: only
// the CI formats need it, and every run would otherwise pay for it at
// start-up.
var lineRefs = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\blines? \d+(-\d+)?`) })

// fingerprints returns, for sorted diagnostics, a hash of rule, file, queue
// and message (with line numbers blanked) plus the occurrence number of
// that hash, so identical findings in one file stay distinct and a finding
// keeps its fingerprint when lines are added above it.
func fingerprints(ds []diag.Finding) []string {
	seen := map[string]int{}
	out := make([]string, len(ds))
	for i, d := range ds {
		msg := lineRefs().ReplaceAllString(d.Message, "line N")
		sum := sha256.Sum256([]byte(strings.Join([]string{d.Rule, slashPath(d.File), d.Queue, msg}, "\x00")))
		key := hex.EncodeToString(sum[:16])
		seen[key]++
		out[i] = key + ":" + strconv.Itoa(seen[key])
	}
	return out
}

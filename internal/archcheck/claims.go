package main

import (
	"fmt"
	"go/token"
	"path"
	"slices"
	"strings"
)

// The claims of one home the checker reads, each within a sentence (text
// up to ". " or "; "):
//
//   - "`X` … declared only in `A` and `B`": every declaration of X is in
//     A or B (files, or packages). X is a flag (`--cluster`: the calls
//     that declare it) or a Go name (`diag.Finding`, `Finding`: top-level
//     declarations of that name in any package).
//   - "`X` … written only in `A`": every string literal that contains X
//     is in A.
//   - "`pkg.X` … used only in `A`": every other package's reference to
//     pkg.X is in A.
//   - "`pkg.T` … no package renames it": no type anywhere is declared as
//     pkg.T or as an alias of it.
const (
	onlyIn    = "declared only in"
	writtenIn = "written only in"
	usedIn    = "used only in"
	noRename  = "no package renames it"
)

// checkClaims checks every claim of one home the document makes.
func checkClaims(d mapDoc, ix *codeIndex) []string {
	var out []string
	for _, b := range d.blocks {
		for _, s := range sentences(b) {
			out = append(out, s.check(ix)...)
		}
	}
	return out
}

// sentence is a part of a block's text with its references.
type sentence struct {
	text string
	at   int // its offset in the block's text
	refs []ref
}

func sentences(b block) []sentence {
	var out []sentence
	start := 0
	for start < len(b.text) {
		end := len(b.text)
		for _, sep := range []string{". ", "; "} {
			if i := strings.Index(b.text[start:], sep); i >= 0 && start+i < end {
				end = start + i
			}
		}
		s := sentence{text: b.text[start:end], at: start}
		for _, r := range b.refs {
			if r.at >= start && r.at < end {
				s.refs = append(s.refs, r)
			}
		}
		out = append(out, s)
		start = end + 2
	}
	return out
}

// check checks the sentence's claims.
func (s sentence) check(ix *codeIndex) []string {
	var out []string
	for _, phrase := range []string{onlyIn, writtenIn, usedIn} {
		if i := claimAt(s.text, phrase); i >= 0 {
			subjects, homes := s.split(s.at + i)
			for _, x := range subjects {
				out = append(out, ix.onlyIn(x, homes, phrase)...)
			}
		}
	}
	if i := claimAt(s.text, noRename); i >= 0 {
		subjects, _ := s.split(s.at + i)
		for _, x := range subjects {
			if strings.Contains(x.text, ".") {
				out = append(out, ix.renamed(x)...)
			}
		}
	}
	return out
}

// claimAt is where a claim's phrase starts in a sentence, or -1; a
// phrase in double quotes is named, not claimed.
func claimAt(text, phrase string) int {
	i := strings.Index(text, phrase)
	if i > 0 && text[i-1] == '"' {
		return -1
	}
	return i
}

// split cuts the sentence's references at an offset: the subjects before
// it (each name once), the homes after it.
func (s sentence) split(at int) (before, after []ref) {
	for _, r := range s.refs {
		if r.at < at {
			if !slices.ContainsFunc(before, func(b ref) bool { return b.text == r.text }) {
				before = append(before, r)
			}
		} else {
			after = append(after, r)
		}
	}
	return before, after
}

// onlyIn names the declarations of x outside homes.
func (ix *codeIndex) onlyIn(x ref, homes []ref, phrase string) []string {
	if len(homes) == 0 {
		return []string{fmt.Sprintf("ARCHITECTURE.md:%d: `%s` is declared only in … what? The claim names no file or package", x.line, x.text)}
	}
	var files []string
	var what string
	switch phrase {
	case writtenIn:
		files, what = ix.writers(x.text)
	case usedIn:
		files, what = ix.users(x.text)
	default:
		files, what = ix.declarations(x.text)
	}
	var out []string
	if len(files) == 0 {
		out = append(out, fmt.Sprintf("ARCHITECTURE.md:%d: `%s`: no code %s", x.line, x.text, what))
	}
	for _, f := range files {
		if !slices.ContainsFunc(homes, func(h ref) bool { return h.text == f || h.text == path.Dir(f) }) {
			out = append(out, fmt.Sprintf("ARCHITECTURE.md:%d: `%s` is only in %s, says the map; %s %s too", x.line, x.text, refTexts(homes), f, what))
		}
	}
	return out
}

// declarations lists the files that declare a flag or a Go name, and
// says what it is.
func (ix *codeIndex) declarations(t string) ([]string, string) {
	if strings.HasPrefix(t, "-") {
		name := strings.TrimLeft(t, "-")
		return ix.flags[name], "declares the flag " + name
	}
	name := t[strings.LastIndex(t, ".")+1:]
	var files []string
	for _, p := range ix.pkgs {
		files = append(files, p.decls[name]...)
	}
	slices.Sort(files)
	return files, "declares a name " + name
}

// users lists the files of other packages that refer to pkg.Name.
func (ix *codeIndex) users(t string) ([]string, string) {
	q, name, _ := strings.Cut(t, ".")
	if p := ix.byName(q); p != nil {
		return ix.uses[p.path+"."+name], "uses " + t
	}
	return nil, "uses " + t + " (there is no package " + q + ")"
}

// writers lists the files with a string literal that contains t.
func (ix *codeIndex) writers(t string) ([]string, string) {
	var files []string
	for s, in := range ix.strings {
		if strings.Contains(s, t) {
			files = append(files, in...)
		}
	}
	slices.Sort(files)
	return slices.Compact(files), "writes a string with " + t
}

// renamed names the types declared as pkg.T, or as an alias of it.
func (ix *codeIndex) renamed(x ref) []string {
	q, name, _ := strings.Cut(x.text, ".")
	target := ix.byName(q)
	if target == nil {
		return []string{fmt.Sprintf("ARCHITECTURE.md:%d: `%s`: no package %s", x.line, x.text, q)}
	}
	var out []string
	for _, p := range ix.pkgs {
		for _, r := range p.renames {
			if r.target == name && relName(r.importPath) == target.path {
				out = append(out, fmt.Sprintf("ARCHITECTURE.md:%d: no package renames `%s`, says the map; %s declares %s as it", x.line, x.text, r.file, r.name))
			}
		}
	}
	slices.Sort(out)
	return out
}

// isGoName reports whether t is a Go name: identifiers joined by dots.
func isGoName(t string) bool {
	for _, p := range strings.Split(t, ".") {
		if !token.IsIdentifier(p) {
			return false
		}
	}
	return true
}

func refTexts(rs []ref) string {
	var out []string
	for _, r := range rs {
		out = append(out, r.text)
	}
	return strings.Join(out, ", ")
}

package xmltok

import "encoding/xml"

// Kind says what a Tok is.
type Kind uint8

// The kinds of Tok.
const (
	StartTag Kind = iota
	EndTag
	CharData
	Comment
	ProcInst
	Directive
	Fail // reading stops with a problem: Pos, Text (message) and Hint
	EOF  // the input ended at pos
	// Fallback: the fast tokenizer met input it leaves to encoding/xml;
	// reading starts over with the tokenizer of this file.
	Fallback
)

// Tok is one token with the decoder state around it. Its strings are the
// tokenizer's own copies.
type Tok struct {
	Kind   Kind
	Pos    Pos // decoder position before the token
	EndPos Pos // decoder position after the token (end tags)
	Off    int // byte offset of the token
	End    int // byte offset just after it
	Name   string
	Attr   []xml.Attr
	Text   string // character data, comment, processing instruction, directive, message
	Hint   string // Fail only
}

// Interner shares the strings of tag names and of whitespace-only text,
// which repeat throughout a file.
type Interner struct {
	tags       map[string]string
	whitespace map[string]string
	// recent are the last tags tag found in the map, tried before it: a
	// file uses a handful of element names over and over.
	recent     [recentTags]string
	nextRecent int
}

// recentTags is how many tags the Interner tries before its map.
const recentTags = 4

func NewInterner() Interner {
	return Interner{tags: map[string]string{}, whitespace: map[string]string{}}
}

const (
	// internLimit bounds the interning maps for files with endless
	// distinct names or indentation.
	internLimit = 4096
	// maxInternedWhitespace is the longest whitespace text that is shared.
	maxInternedWhitespace = 128
)

// intern returns the shared copy of a tag name.
func (in *Interner) Intern(s string) string {
	if v, ok := in.tags[s]; ok {
		return v
	}
	if len(in.tags) < internLimit {
		in.tags[s] = s
	}
	return s
}

// tag is intern for a name still in bytes; a name seen before costs no
// allocation.
func (in *Interner) Tag(b []byte) string {
	for _, s := range &in.recent {
		if s == string(b) && s != "" {
			return s
		}
	}
	v, ok := in.tags[string(b)]
	if !ok {
		v = in.Intern(string(b))
	}
	in.recent[in.nextRecent%recentTags] = v
	in.nextRecent++
	return v
}

// text converts text to a string, sharing whitespace-only ones.
func (in *Interner) Text(data []byte) string {
	if len(data) > maxInternedWhitespace || !isXMLSpace(data) {
		return string(data)
	}
	if s, ok := in.whitespace[string(data)]; ok {
		return s
	}
	s := string(data)
	if len(in.whitespace) < internLimit {
		in.whitespace[s] = s
	}
	return s
}

// isXMLSpace reports whether data is only XML white space.
func isXMLSpace(data []byte) bool {
	for _, c := range data {
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return false
		}
	}
	return true
}

package xmltok

import (
	"encoding/binary"
	"encoding/xml"
	"math/bits"
	"strings"
)

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
	Kind Kind
	// Spaced, on a start tag, says that its tokenizer saw every attribute
	// followed by white space, '/' or '>', as XML requires and
	// encoding/xml does not check; unset, the reader checks it.
	Spaced bool
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
	// cache holds the last tag of each hash (tagHash), tried before the
	// map: a file uses a handful of element names over and over, and one
	// string comparison is cheaper than a map lookup.
	cache *[tagCache]string
	// spaces is cache for whitespace-only text.
	spaces *[tagCache]string
	// strs holds the other text.
	strs *textArena
}

// textArena copies short texts into shared chunks of memory, one
// allocation per chunk rather than one per text. A chunk's bytes are
// never written again once a string shows them.
type textArena struct {
	b strings.Builder // the current chunk
}

const (
	// arenaChunk is the size of an arena chunk.
	arenaChunk = 64 << 10
	// arenaMax is the longest text copied into a chunk; a longer one gets
	// its own allocation, so no chunk ends with much unused.
	arenaMax = 1 << 10
)

// str returns b as a string.
func (a *textArena) str(b []byte) string {
	if len(b) > arenaMax {
		return string(b)
	}
	if a.b.Cap()-a.b.Len() < len(b) {
		a.b = strings.Builder{}
		a.b.Grow(arenaChunk)
	}
	start := a.b.Len()
	a.b.Write(b)
	return a.b.String()[start:]
}

// tagCacheBits sets how many tags the Interner's cache holds: 256, so
// that the few dozen names of a file seldom share a slot.
const tagCacheBits = 8

// tagCache is how many tags the Interner's cache holds.
const tagCache = 1 << tagCacheBits

// tagHash is the cache slot of a non-empty name: its first and last eight
// bytes (or all of a shorter one) and its length, mixed by a
// multiplication. (A sum of four bytes put minResources and maxResources,
// and name and fairSharePreemptionThreshold, in one slot, so every queue
// of the corpus missed the cache twice.)
func tagHash(b []byte) int {
	var w uint64
	if len(b) >= 8 {
		w = binary.LittleEndian.Uint64(b) ^ bits.RotateLeft64(binary.LittleEndian.Uint64(b[len(b)-8:]), 29)
	} else {
		for _, c := range b {
			w = w<<8 | uint64(c)
		}
	}
	w ^= uint64(len(b))
	return int((w * 0x9E3779B97F4A7C15) >> (64 - tagCacheBits))
}

func NewInterner() Interner {
	return Interner{tags: map[string]string{}, whitespace: map[string]string{}, cache: new([tagCache]string), spaces: new([tagCache]string), strs: &textArena{}}
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

// Tag is Intern for a name still in bytes; a name seen before costs no
// allocation.
func (in *Interner) Tag(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	h := tagHash(b)
	if s := in.cache[h]; s == string(b) {
		return s
	}
	v, ok := in.tags[string(b)]
	if !ok {
		v = in.Intern(string(b))
	}
	in.cache[h] = v
	return v
}

// text converts text to a string, sharing whitespace-only ones.
func (in *Interner) Text(data []byte) string {
	if len(data) > maxInternedWhitespace || !isXMLSpace(data) {
		return in.strs.str(data)
	}
	return in.space(data)
}

// space is Text for data known to be white space, at most
// maxInternedWhitespace bytes.
func (in *Interner) space(data []byte) string {
	if len(data) == 0 {
		return ""
	}
	h := tagHash(data)
	if s := in.spaces[h]; s == string(data) {
		return s
	}
	s, ok := in.whitespace[string(data)]
	if !ok {
		s = string(data)
		if len(in.whitespace) < internLimit {
			in.whitespace[s] = s
		}
	}
	in.spaces[h] = s
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

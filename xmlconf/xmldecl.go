package xmlconf

import (
	"fmt"
	"unicode/utf8"

	"github.com/fairsched/fairsched/core/xmltok"
)

// The XML declaration is checked the way Java's parser (Xerces, inside the
// JDK) scans it, before encoding/xml sees the file: encoding/xml reads the
// declaration as a processing instruction and accepts much that Xerces
// refuses (a missing "?", curly quotes, no version), and then fails far
// from the cause, often at the end of the file. Xerces reads the
// pseudo-attributes version, encoding and standalone in that order, each
// written name = "value" or name = 'value', and stops at the first
// character it cannot accept; declCheck reports that character's position
// and Xerces' message for it.

// declProblem is the first thing in the XML declaration Xerces refuses:
// the byte offset of the character it stopped at and its message.
type declProblem struct {
	off int
	msg string
}

// xerces messages about the XML declaration (the JDK's XMLMessages
// resources), by what they are about.
const (
	msgPseudoAttrName   = "A pseudo attribute name is expected."
	msgVersionRequired  = "The version is required in the XML declaration."
	msgDeclUnterminated = `The XML declaration must end with "?>".`
	msgNoMorePseudo     = "No more pseudo attributes are allowed."
	msgEncodingRequired = "The encoding declaration is required in the text declaration."
	msgSameEntity       = "XML document structures must start and end within the same entity."
	msgSpaceBefore      = "White space is required before the %s pseudo attribute in the XML declaration."
	msgEqRequired       = `The ' = ' character must follow "%s" in the XML declaration.`
	msgQuoteRequired    = `The value following "%s" in the XML declaration must be a quoted string.`
	msgVersion          = `XML version "%s" is not supported, only XML 1.0 is supported.`
	msgStandalone       = `The standalone document declaration value must be "yes" or "no", not "%s".`
	msgEncodingName     = `Invalid encoding name "%s".`
	msgInvalidChar      = "An invalid XML character (Unicode: 0x%x) was found in the XML declaration."
	msgReservedTarget   = `The processing instruction target matching "[xX][mM][lL]" is not allowed.`
)

// declScanner walks the declaration at the start of src.
type declScanner struct {
	src []byte
	off int
}

// declCheck returns the first problem Xerces finds in the XML declaration
// at the very start of src, or nil when there is none (or no declaration).
// "<?xml" followed by white space starts a declaration; "<?xml?" is a
// processing instruction with the reserved target.
func declCheck(src []byte) *declProblem {
	const open = "<?xml"
	if len(src) < len(open)+1 || string(src[:len(open)]) != open {
		return nil
	}
	if src[len(open)] == '?' {
		return &declProblem{off: 2, msg: msgReservedTarget}
	}
	if !isDeclSpace(src[len(open)]) {
		return nil // a processing instruction such as <?xml-stylesheet ...?>
	}
	s := &declScanner{src: src, off: len(open)}
	return s.scan()
}

// declState is which pseudo-attribute may come next.
type declState int

const (
	wantVersion declState = iota
	wantEncoding
	wantStandalone
	declDone
)

// scan reads the pseudo-attributes and the closing "?>".
func (s *declScanner) scan() *declProblem {
	state, version := wantVersion, ""
	sawSpace := s.skipSpaces()
	for {
		c, ok := s.peek()
		if !ok {
			return s.fail(msgSameEntity)
		}
		if c == '?' {
			break
		}
		start := s.off
		name, value, p := s.pseudoAttribute()
		if p != nil {
			return p
		}
		if p := s.accept(&state, name, value, start, sawSpace); p != nil {
			return p
		}
		if name == "version" {
			version = value
		}
		sawSpace = s.skipSpaces()
	}
	if version == "" && state == wantVersion {
		return s.fail(msgVersionRequired)
	}
	s.off++ // the '?'
	if c, ok := s.peek(); !ok || c != '>' {
		return s.fail(msgDeclUnterminated)
	}
	return nil
}

// accept applies one pseudo-attribute to the state, in Xerces' order.
func (s *declScanner) accept(state *declState, name, value string, start int, sawSpace bool) *declProblem {
	at := func(msg string) *declProblem { return &declProblem{off: start, msg: msg} }
	switch {
	case *state == wantVersion && name == "version":
		*state = wantEncoding
		if value != "1.0" && value != "1.1" {
			return s.fail(fmt.Sprintf(msgVersion, value))
		}
	case *state == wantVersion:
		return s.fail(msgVersionRequired)
	case *state == wantEncoding && name == "encoding":
		if !sawSpace {
			return at(fmt.Sprintf(msgSpaceBefore, "encoding"))
		}
		*state = wantStandalone
		if !xmltok.ValidEncodingName(value) {
			return s.fail(fmt.Sprintf(msgEncodingName, value))
		}
	case (*state == wantEncoding || *state == wantStandalone) && name == "standalone":
		if !sawSpace {
			return at(fmt.Sprintf(msgSpaceBefore, "standalone"))
		}
		*state = declDone
		if value != "yes" && value != "no" {
			return s.fail(fmt.Sprintf(msgStandalone, value))
		}
	case *state == wantEncoding:
		return s.fail(msgEncodingRequired)
	default:
		return s.fail(msgNoMorePseudo)
	}
	return nil
}

// pseudoAttribute reads name = "value" at the scanner's offset.
func (s *declScanner) pseudoAttribute() (name, value string, p *declProblem) {
	for _, n := range []string{"version", "encoding", "standalone"} {
		if len(s.src)-s.off >= len(n) && string(s.src[s.off:s.off+len(n)]) == n {
			name = n
			break
		}
	}
	if name == "" {
		return "", "", s.fail(msgPseudoAttrName)
	}
	s.off += len(name)
	s.skipSpaces()
	if c, ok := s.peek(); !ok || c != '=' {
		return "", "", s.failEOF(ok, fmt.Sprintf(msgEqRequired, name))
	}
	s.off++
	s.skipSpaces()
	quote, ok := s.peek()
	if !ok || quote != '"' && quote != '\'' {
		return "", "", s.failEOF(ok, fmt.Sprintf(msgQuoteRequired, name))
	}
	s.off++
	start := s.off
	for {
		c, ok := s.peek()
		switch {
		case !ok:
			return "", "", s.fail(msgSameEntity)
		case c == quote:
			value = string(s.src[start:s.off])
			s.off++
			return name, value, nil
		case !isXMLChar(c):
			return "", "", s.fail(fmt.Sprintf(msgInvalidChar, c))
		}
		_, size := utf8.DecodeRune(s.src[s.off:])
		s.off += size
	}
}

// fail reports msg at the scanner's offset.
func (s *declScanner) fail(msg string) *declProblem { return &declProblem{off: s.off, msg: msg} }

// failEOF reports msg, or the end-of-input message when the input ended.
func (s *declScanner) failEOF(ok bool, msg string) *declProblem {
	if !ok {
		return s.fail(msgSameEntity)
	}
	return s.fail(msg)
}

// peek returns the character at the offset, false at the end of input.
func (s *declScanner) peek() (rune, bool) {
	if s.off >= len(s.src) {
		return 0, false
	}
	r, _ := utf8.DecodeRune(s.src[s.off:])
	return r, true
}

// skipSpaces skips XML white space and reports whether there was any.
func (s *declScanner) skipSpaces() bool {
	start := s.off
	for s.off < len(s.src) && isDeclSpace(s.src[s.off]) {
		s.off++
	}
	return s.off > start
}

func isDeclSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// isXMLChar reports whether r is a character XML 1.0 allows.
func isXMLChar(r rune) bool {
	return r == 0x9 || r == 0xA || r == 0xD || r >= 0x20 && r <= 0xD7FF ||
		r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF
}

// declFact is the FactNotWellFormed of a problem of the declaration in
// src.
func declFact(src []byte, p *declProblem) *Fact {
	how := MalformedDeclaration
	if p.msg == msgReservedTarget {
		how = MalformedNotDeclaration
	}
	return &Fact{Kind: FactNotWellFormed, Pos: posAt(src, p.off), Malformed: how, Refusal: p.msg}
}

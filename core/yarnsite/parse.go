package yarnsite

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/xmltok"
)

// Pos is a location in the file: 1-based line and byte column.
type Pos = diag.Pos

// Property is one <property> that Hadoop keeps: the last definition of its
// name, or the first final one.
type Property struct {
	Name  string
	Raw   string // value as written, before ${var} substitution
	Final bool
	Pos   Pos // the '<' of the <property> start tag
}

// Config is a parsed Configuration file.
type Config struct {
	// File is the name the file was given to Parse with.
	File   string
	names  index // the stored properties by name
	order  []*Property
	final  map[string]bool
	unread []*ValueError // what Parse met that Hadoop misreads (a <final> not exactly true)
	facts  []Fact        // what Parse met that lint words
	slab   []Property    // where newProperty takes the next Property from
}

// Error is a file that is not a Configuration file or not well-formed XML:
// what Hadoop's Configuration stops at, with no English of ours (lint
// words it, lint.NotConfigurationText).
type Error struct {
	File string
	Pos  Pos
	Kind ErrorKind
	// Detail is the XML parser's message (NotWellFormed).
	Detail string
	// Root is the name of the root element (WrongRoot).
	Root string
}

// ErrorKind says why a file is not a Configuration file.
type ErrorKind uint8

// The kinds of Error.
const (
	// NotWellFormed: the XML parser stops at Pos with Detail.
	NotWellFormed ErrorKind = iota
	// WrongRoot: the root element, Root, is not <configuration>.
	WrongRoot
	// NoRoot: the file is well formed but holds no element at all (it is
	// empty, or only whitespace, comments or a prolog); Hadoop's parser
	// stops with "Premature end of file.".
	NoRoot
)

// Error gives the file, the position and the parser's own text, for a
// caller that only logs it; findings and messages to a user word it
// through lint.
func (e *Error) Error() string {
	what := e.Detail
	switch e.Kind {
	case WrongRoot:
		what = "<" + e.Root + ">"
	case NoRoot:
		what = "no element"
	}
	if e.Pos.IsValid() {
		return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Pos.Line, e.Pos.Col, what)
	}
	return fmt.Sprintf("%s: %s", e.File, what)
}

// reader carries the state of Hadoop's single pass over the XML events.
type reader struct {
	c         *Config
	dec       *xml.Decoder
	open      []xml.Name // the elements open, innermost last
	token     text
	capturing bool // Hadoop never switches this off once a <name> was seen
	cur       pending
	inProp    bool // cur holds a <property> being read
	sawRoot   bool
}

// pending is the <property> being read.
type pending struct {
	pos               Pos
	name, value       string
	hasName, hasValue bool
	final             bool
	finalRaw          string // the text of <final> or final=, for the "True" warning
}

// Parse reads data, the content of the file called name. It fails only when
// data is not well-formed XML or its root element is not <configuration>;
// everything else Hadoop tolerates is recorded as an Issue (see Issues).
func Parse(name string, data []byte) (*Config, error) {
	if c, ok := parsePlain(name, data); ok {
		return c, nil
	}
	c := newConfig(name)
	r := &reader{c: c, dec: xml.NewDecoder(bytes.NewReader(data))}
	if err := r.run(); err != nil {
		return nil, err
	}
	return c, nil
}

func newConfig(name string) *Config {
	return &Config{File: name, final: map[string]bool{}}
}

// minPropertyBytes is about the shortest a <property> with a name and a
// value is written: len(data) over it bounds how many a file holds.
const minPropertyBytes = 64

// propertyTags is how many tags a <property> with a name and a value has:
// <property>, <name>, </name>, <value>, </value> and </property>.
const propertyTags = 6

// properties is about how many properties data holds, for sizing the
// index: the tags over propertyTags, which a byte count finds at the
// speed of memory (a search for "<property" was ten times slower), and at
// most len(data) over minPropertyBytes. On the capacity bench's files,
// whose values are long lists, the tags give the exact count where the
// length gave nearly twice as many, 11 MB of index never used.
func properties(data []byte) int {
	return min(len(data)/minPropertyBytes, bytes.Count(data, []byte("<"))/propertyTags)
}

// parsePlain reads an ASCII file in plain XML with xmltok's fast
// tokenizer, which gives the tokens encoding/xml gives; ok is false for any
// other file and for any problem, which Parse then reads (and words) with
// encoding/xml.
func parsePlain(name string, data []byte) (*Config, bool) {
	if !xmltok.IsASCII(data) {
		return nil, false
	}
	c := newConfig(name)
	// Room for every <property> up front: a large file's index then never
	// grows.
	if n := properties(data); n > 64 {
		c.names = newIndex(n)
		c.order = make([]*Property, 0, n)
	}
	r := &reader{c: c}
	ok := xmltok.ScanPlainTokens(data, func(t *xmltok.PlainToken) bool {
		return r.nest(t) == nil && r.handle(t) == nil
	})
	if !ok || len(r.open) > 0 || !r.sawRoot {
		return nil, false
	}
	return c, true
}

func (r *reader) run() error {
	for {
		line, col := r.dec.InputPos()
		tok, err := r.dec.RawToken()
		if errors.Is(err, io.EOF) && len(r.open) > 0 {
			err = r.unexpected("unexpected EOF")
		}
		if errors.Is(err, io.EOF) {
			break
		}
		t := plainToken(tok, Pos{Line: int32(line), Col: int32(col)})
		if err == nil {
			err = r.nest(&t)
		}
		if err != nil {
			return r.syntaxError(err, line, col)
		}
		if err := r.handle(&t); err != nil {
			return err
		}
	}
	if !r.sawRoot {
		return &Error{File: r.c.File, Kind: NoRoot}
	}
	return nil
}

// nest checks that end tags match start tags, as encoding/xml's Token does
// (RawToken, which is faster, leaves that to its caller), with Token's
// messages.
func (r *reader) nest(t *xmltok.PlainToken) error {
	switch t.Kind {
	case xmltok.PlainStart:
		r.open = append(r.open, t.Name)
	case xmltok.PlainEnd:
		n := len(r.open)
		switch {
		case n == 0:
			return r.unexpected("unexpected end element </" + t.Name.Local + ">")
		case r.open[n-1].Local != t.Name.Local:
			return r.unexpected("element <" + r.open[n-1].Local + "> closed by </" + t.Name.Local + ">")
		case r.open[n-1].Space != t.Name.Space:
			return r.unexpected("element <" + r.open[n-1].Local + "> in space " + r.open[n-1].Space + " closed by </" + t.Name.Local + "> in space " + t.Name.Space)
		}
		r.open = r.open[:n-1]
	}
	return nil
}

// unexpected is a syntax error at the decoder's current line.
func (r *reader) unexpected(msg string) error {
	line := 0
	if r.dec != nil { // nil on the fast path, which leaves errors to this one
		line, _ = r.dec.InputPos()
	}
	return &xml.SyntaxError{Msg: msg, Line: line}
}

func (r *reader) syntaxError(err error, line, col int) error {
	var se *xml.SyntaxError
	if errors.As(err, &se) {
		line, col = se.Line, 0
		return &Error{File: r.c.File, Pos: Pos{Line: int32(line), Col: int32(max(col, 1))}, Detail: se.Msg}
	}
	return &Error{File: r.c.File, Pos: Pos{Line: int32(line), Col: int32(col)}, Detail: err.Error()}
}

// plainToken is tok, from encoding/xml, as the fast path gives tokens.
func plainToken(tok xml.Token, at Pos) xmltok.PlainToken {
	t := xmltok.PlainToken{Pos: at, Kind: xmltok.PlainOther}
	switch x := tok.(type) {
	case xml.StartElement:
		t.Kind, t.Name, t.Attr = xmltok.PlainStart, x.Name, x.Attr
	case xml.EndElement:
		t.Kind, t.Name = xmltok.PlainEnd, x.Name
	case xml.CharData:
		t.Kind, t.Text = xmltok.PlainText, string(x)
	}
	return t
}

func (r *reader) handle(t *xmltok.PlainToken) error {
	at := t.Pos
	switch t.Kind {
	case xmltok.PlainStart:
		if !r.sawRoot {
			if t.Name.Local != "configuration" {
				return &Error{File: r.c.File, Pos: at, Kind: WrongRoot, Root: t.Name.Local}
			}
			r.sawRoot = true
		}
		r.start(t, at)
	case xmltok.PlainEnd:
		r.end(t.Name.Local)
	case xmltok.PlainText:
		if r.capturing {
			r.token.add(t.Text)
		}
	}
	return nil
}

// start follows Hadoop: elements are matched by local name wherever they
// appear; a <property> may carry name=, value= and final= attributes.
func (r *reader) start(t *xmltok.PlainToken, at Pos) {
	switch t.Name.Local {
	case "property":
		r.cur, r.inProp = pending{pos: at}, true
		for _, a := range t.Attr {
			r.attr(a)
		}
	case "name", "value", "final", "source":
		r.capturing = true
		r.token.reset()
	case "include":
		r.c.facts = append(r.c.facts, Fact{Kind: FactInclude, Pos: at})
	}
}

func (r *reader) attr(a xml.Attr) {
	v := a.Value
	switch a.Name.Local {
	case "name":
		r.cur.name, r.cur.hasName = v, true
	case "value":
		r.cur.value, r.cur.hasValue = v, true
	case "final":
		r.cur.final, r.cur.finalRaw = v == "true", v
	}
}

func (r *reader) end(local string) {
	if !r.inProp {
		return
	}
	switch local {
	case "name":
		if text := r.token.String(); text != "" {
			r.cur.name, r.cur.hasName = javanum.JavaTrim(text), true
		}
	case "value":
		if text := r.token.String(); text != "" {
			r.cur.value, r.cur.hasValue = text, true
		}
	case "final":
		// Hadoop compares the untrimmed text with "true".
		text := r.token.String()
		r.cur.final, r.cur.finalRaw = text == "true", text
	case "property":
		r.c.load(&r.cur)
		r.cur, r.inProp = pending{}, false
	}
}

package yarnsite

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"testing"
)

// tokenErr is what encoding/xml's Token, which checks nesting itself, says
// of data: the first error and its line, or nil.
func tokenErr(data []byte) *xml.SyntaxError {
	d := xml.NewDecoder(bytes.NewReader(data))
	for {
		_, err := d.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		var se *xml.SyntaxError
		if errors.As(err, &se) {
			return se
		}
		if err != nil {
			return &xml.SyntaxError{Msg: err.Error()}
		}
	}
}

// TestNestingAsToken checks that the reader's own nesting check (it reads
// with the faster RawToken) fails where Token fails, with Token's message
// and line.
func TestNestingAsToken(t *testing.T) {
	for _, src := range []string{
		"<configuration><property><name>a</name></property></configuration>",
		"<configuration><property><name>a</value></property></configuration>",
		"<configuration>\n<property>\n</configuration>",
		"<configuration></configuration></extra>",
		"<configuration><property>",
		"<configuration>\n<x:property></y:property></configuration>",
		"<configuration><a:b xmlns:a='u'></a:b></configuration>",
	} {
		want := tokenErr([]byte(src))
		_, err := Parse("f", []byte(src))
		var e *Error
		switch {
		case want == nil && err != nil && !errors.As(err, &e):
			t.Errorf("%q: Parse failed (%v) where Token does not", src, err)
		case want != nil && (!errors.As(err, &e) || e.Kind != NotWellFormed || e.Detail != want.Msg || int(e.Pos.Line) != want.Line):
			t.Errorf("%q: Parse gives %v, Token %q at line %d", src, err, want.Msg, want.Line)
		}
	}
}

package rmrest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"
)

// BadResponseError is a response that is not the document expected: not
// JSON nor the ResourceManager's XML (an HTML login page, a proxy's error
// text), XML that is not well-formed, or JSON that ends early.
type BadResponseError struct {
	What   string // "scheduler response"
	Reason string
}

// Error names the response and what is wrong with it.
func (e *BadResponseError) Error() string { return e.What + " " + e.Reason }

// Decode unmarshals a response into v, telling a body that is not JSON
// or ends early apart from other JSON errors. A response saved as XML
// (the RM serves both) is read as the JSON the RM sends for the same
// request (see xml.go), so every decoder reads both.
func Decode(what string, data []byte, v any) error {
	trimmed := bytes.TrimLeft(data, " \t\r\n\ufeff")
	if len(trimmed) == 0 {
		return &BadResponseError{What: what, Reason: "is empty"}
	}
	if trimmed[0] == '<' {
		converted, ok, err := xmlToJSON(what, trimmed)
		if err != nil {
			return err
		}
		if ok {
			trimmed = converted
		}
	}
	if trimmed[0] != '{' {
		return &BadResponseError{What: what, Reason: fmt.Sprintf("is not JSON or the ResourceManager's XML: it starts with %q", preview(trimmed))}
	}
	err := json.Unmarshal(trimmed, v)
	var syn *json.SyntaxError
	switch {
	case err == nil:
		return nil
	case errors.Is(err, io.ErrUnexpectedEOF) || syn != nil && syn.Offset >= int64(len(trimmed)) || err.Error() == "unexpected end of JSON input":
		return &BadResponseError{What: what, Reason: fmt.Sprintf("ends early (truncated after %d bytes?)", len(data))}
	case errors.As(err, &syn):
		return &BadResponseError{What: what, Reason: fmt.Sprintf("is not valid JSON at byte %d: %v", syn.Offset, err)}
	}
	return fmt.Errorf("%s: %w", what, err)
}

// preview returns the first line of b, at most 40 runes.
func preview(b []byte) string {
	if i := bytes.IndexAny(b, "\r\n"); i >= 0 {
		b = b[:i]
	}
	n := 0
	for i := range string(b) {
		if n == 40 {
			return string(b[:i]) + "…"
		}
		n++
	}
	if !utf8.Valid(b) {
		return "binary data"
	}
	return string(b)
}

// MissingFieldsError says which documented fields a response lacks, as
// when it comes from a Hadoop version whose responses differ.
type MissingFieldsError struct {
	File   string
	Fields []string
}

// Error names the response and the fields.
func (e *MissingFieldsError) Error() string {
	s := e.Fields[0]
	for _, f := range e.Fields[1:] {
		s += ", " + f
	}
	return fmt.Sprintf("%s lacks %s, which Hadoop's ResourceManager REST documentation lists; it may come from a Hadoop version whose responses differ", e.File, s)
}

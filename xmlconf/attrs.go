package xmlconf

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strings"

	"github.com/beevik/etree"
)

// This file checks start tags and their attributes where encoding/xml is
// more lenient than Java's parser, and applies attribute-value
// normalisation, which encoding/xml does not do.

// rawAttrValues returns the values of the attributes of a well-formed start
// tag as written, between their quotes, in order.
func rawAttrValues(tag []byte) []string {
	var out []string
	scanAttrs(tag, func(value []byte, _ byte) { out = append(out, string(value)) })
	return out
}

// attrsSpaced reports whether every attribute of a start tag is followed by
// white space, '/' or '>': XML requires it, encoding/xml does not check.
func attrsSpaced(tag []byte) bool {
	ok := true
	scanAttrs(tag, func(_ []byte, next byte) {
		ok = ok && (next == ' ' || next == '\t' || next == '\r' || next == '\n' || next == '/' || next == '>')
	})
	return ok
}

// scanAttrs calls fn with the raw value of each attribute of a start tag
// and the byte that follows its closing quote.
func scanAttrs(tag []byte, fn func(value []byte, next byte)) {
	for i := 0; i < len(tag); {
		eq := bytes.IndexByte(tag[i:], '=')
		if eq < 0 {
			return
		}
		i += eq + 1
		for i < len(tag) && (tag[i] == ' ' || tag[i] == '\t' || tag[i] == '\r' || tag[i] == '\n') {
			i++
		}
		if i >= len(tag) || tag[i] != '"' && tag[i] != '\'' {
			return
		}
		end := bytes.IndexByte(tag[i+1:], tag[i])
		if end < 0 {
			return
		}
		next := byte('>')
		if j := i + end + 2; j < len(tag) {
			next = tag[j]
		}
		fn(tag[i+1:i+1+end], next)
		i += end + 2
	}
}

// normalizeAttr applies XML attribute-value normalisation to attribute i:
// literal tabs and line ends become spaces, while characters written as
// references (&#9;) stay. encoding/xml keeps literal tabs and newlines.
func (r *reader) normalizeAttr(value string, raw []string, i int) string {
	if i >= len(raw) {
		return strings.NewReplacer("\t", " ", "\n", " ").Replace(value)
	}
	s := strings.NewReplacer("\r\n", " ", "\r", " ", "\n", " ", "\t", " ").Replace(raw[i])
	var b strings.Builder
	expandRefs(&b, s, func(ref string) (string, bool) {
		if v, ok := charOrPredefined(ref); ok {
			return v, true
		}
		return r.entities[ref], true
	})
	return b.String()
}

// checkAttrs refuses what Java's parser refuses and encoding/xml lets
// through in a start tag: an attribute given twice, and attributes not
// separated by white space (<q a="1"b="2">), which src, the tag, is
// scanned for unless spaced says its tokenizer saw them separated.
func checkAttrs(tag string, attrs []xml.Attr, src []byte, spaced bool) error {
	if len(attrs) == 0 {
		return nil
	}
	for i, a := range attrs {
		for _, b := range attrs[:i] {
			if a.Name == b.Name {
				return fmt.Errorf("XML is not well formed: attribute %q is given twice on <%s>", qualified(a.Name), tag)
			}
		}
		if i == 64 { // beyond a few attributes, a map keeps this linear
			return checkAttrsMap(tag, attrs)
		}
	}
	if !spaced && !attrsSpaced(src) {
		return fmt.Errorf("XML is not well formed: the attributes of <%s> must be separated by white space", tag)
	}
	return nil
}

func checkAttrsMap(tag string, attrs []xml.Attr) error {
	seen := make(map[xml.Name]bool, len(attrs))
	for _, a := range attrs {
		if seen[a.Name] {
			return fmt.Errorf("XML is not well formed: attribute %q is given twice on <%s>", qualified(a.Name), tag)
		}
		seen[a.Name] = true
	}
	return nil
}

// attrs copies the attributes of a start tag onto el, applying XML
// attribute-value normalisation as Java's parser does.
func (r *reader) attrs(el *etree.Element, attrs []xml.Attr) {
	var raw []string
	for i, a := range attrs {
		name := qualified(a.Name)
		value := a.Value
		if strings.IndexByte(value, '\t') >= 0 || strings.IndexByte(value, '\n') >= 0 { // ContainsAny builds a set at every call
			if raw == nil {
				raw = rawAttrValues(r.src[r.tok.Off:r.tok.End])
			}
			value = r.normalizeAttr(value, raw, i)
		}
		at := el.CreateAttr(name, value)
		if at.FullKey() != name {
			at.Space, at.Key = "", name
		}
	}
}

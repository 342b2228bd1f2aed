package xmlconf

import (
	"fmt"
	"strings"
)

// doctype records what a DOCTYPE declaration declares. Hadoop's parser
// (a default JAXP DocumentBuilder) accepts DOCTYPEs and expands internal
// entities; external ones it would try to fetch.
type doctype struct {
	pos      Pos
	internal []string // names of internal general entities, expanded like Hadoop does
	dtd      string   // the external DTD subset's system identifier as written, which fairsched never fetches
	external []string // SYSTEM/PUBLIC entities, which fairsched never fetches either
	markup   []string // internal entities whose value contains markup, read as plain text
}

var (
	entityDecl   = lazyRegexp(`<!ENTITY\s+([^\s%>"']+)\s+(?:"([^"]*)"|'([^']*)')\s*>`)
	externalDecl = lazyRegexp(`<!ENTITY\s+(%\s+)?([^\s>"']+)\s+(?:SYSTEM|PUBLIC)\b`)
	externalDTD  = lazyRegexp(`^DOCTYPE\s+[^\s\[>]+\s+(?:SYSTEM|PUBLIC\s+(?:"[^"]*"|'[^']*'))\s*("[^"]*"|'[^']*')`)
)

// directive handles a <!...> declaration outside the elements: a single
// DOCTYPE before the root is accepted and its entities installed in the
// decoder (entity.go); anything else is an error, as in Java's parser.
func (t *tokenizer) directive(text string, p Pos) error {
	if !strings.HasPrefix(text, "DOCTYPE") {
		return fmt.Errorf("XML is not well formed: unexpected declaration <!%s>", firstWord(text))
	}
	if t.started {
		return fmt.Errorf("XML is not well formed: DOCTYPE after the root element")
	}
	if t.doctype != nil {
		return fmt.Errorf("XML is not well formed: a second DOCTYPE (the first is at line %d)", t.doctype.pos.Line)
	}
	dt := &doctype{pos: p}
	if m := externalDTD().FindStringSubmatch(text); m != nil {
		dt.dtd = m[1]
	}
	et := &entityTable{decl: map[string]string{}, bad: map[string]string{}}
	for _, m := range externalDecl().FindAllStringSubmatch(text, -1) {
		if m[1] == "" {
			et.declare(m[2], "")
		}
		dt.external = append(dt.external, m[1]+m[2])
	}
	for _, m := range entityDecl().FindAllStringSubmatch(text, -1) {
		if et.declare(m[1], m[2]+m[3]) {
			dt.internal = append(dt.internal, m[1])
		}
	}
	et.resolveAll(dt)
	t.poison = et.bad
	t.doctype = dt
	tripped := t.checkExpansions(et)
	for name, v := range et.val {
		if tripped {
			v = "" // the file is rejected anyway: expand nothing up to the cut
		}
		t.entities[name] = v
	}
	return nil
}

func firstWord(s string) string {
	if i := strings.IndexAny(s, " \t\r\n["); i >= 0 {
		return s[:i]
	}
	return s
}

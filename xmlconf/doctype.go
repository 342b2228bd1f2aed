package xmlconf

import (
	"fmt"
	"regexp"
	"strings"
)

// doctype records what a DOCTYPE declaration declares. Hadoop's parser
// (a default JAXP DocumentBuilder) accepts DOCTYPEs and expands internal
// entities; external ones it would try to fetch.
type doctype struct {
	pos      Pos
	internal []string // names of internal general entities, expanded like Hadoop does
	external []string // names of SYSTEM/PUBLIC entities, which fairsched never fetches
}

var (
	entityDecl   = regexp.MustCompile(`<!ENTITY\s+([^\s%>]+)\s+(?:"([^"]*)"|'([^']*)')\s*>`)
	externalDecl = regexp.MustCompile(`<!ENTITY\s+(%\s+)?([^\s>]+)\s+(?:SYSTEM|PUBLIC)\b`)
)

func (r *reader) directive(text string, p Pos) error {
	if !strings.HasPrefix(text, "DOCTYPE") {
		return fmt.Errorf("XML is not well formed: unexpected declaration <!%s>", firstWord(text))
	}
	if r.rootSeen {
		return fmt.Errorf("XML is not well formed: DOCTYPE after the root element")
	}
	r.parent().CreateDirective(text)
	dt := &doctype{pos: p}
	for _, m := range entityDecl.FindAllStringSubmatch(text, -1) {
		r.dec.Entity[m[1]] = m[2] + m[3]
		dt.internal = append(dt.internal, m[1])
	}
	for _, m := range externalDecl.FindAllStringSubmatch(text, -1) {
		r.dec.Entity[m[2]] = ""
		dt.external = append(dt.external, m[2])
	}
	r.d.doctype = dt
	return nil
}

func firstWord(s string) string {
	if i := strings.IndexAny(s, " \t\r\n["); i >= 0 {
		return s[:i]
	}
	return s
}

package xmlconf

import (
	"strings"

	"github.com/fairsched/fairsched/core/xmltok"
)

// Xerces' messages for what follows the root element.
const (
	msgMarkupInMisc  = "The markup in the document following the root element must be well-formed."
	msgContentInMisc = "Content is not allowed in trailing section."
)

// trailing handles a failure after the root element has closed (a stray
// "</xml>", a second root element, text): Hadoop's parser refuses the file,
// but the tree read is the whole tree, so the finding is recorded as
// content after the root (document.afterRoot) and reading ends. It reports
// whether t was such a failure.
func (r *reader) trailing(t *xmltok.Tok, detail string) bool {
	if !r.rootSeen || r.dom.depth() > 0 {
		return false
	}
	off := max(t.Off, r.rootEnd)
	for off < len(r.src) && isDeclSpace(r.src[off]) {
		off++
	}
	msg := msgContentInMisc
	if off < len(r.src) && r.src[off] == '<' {
		msg = msgMarkupInMisc
	}
	p := posAt(r.src, off)
	r.d.afterRoot = p
	f := Fact{Pos: p, Malformed: MalformedTrailing, Value: strings.TrimPrefix(detail, "XML is not well formed: ")}
	if !strings.Contains(f.Value, "Hadoop: ") {
		f.Refusal = msg
	}
	r.notWellFormed(f)
	return true
}

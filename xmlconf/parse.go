package xmlconf

import (
	"fmt"

	"github.com/beevik/etree"
)

// Options are the facts about the cluster that change how a file is read.
type Options struct {
	// Types are the resource types the ResourceManager knows (yarn.resource-types).
	// Empty means memory-mb and vcores only.
	Types ResourceTypes
}

// Parse reads an allocation file the way Hadoop 3.3 does. It never fails: it
// returns as much of the model as it could build (always with a root queue
// and root.default) and every Issue met, in the order found.
func Parse(src []byte, opts Options) (*Allocations, []Issue) {
	types := opts.Types
	if len(types) == 0 {
		types = DefaultResourceTypes
	}
	var is issues
	d := read(src, &is)
	p := &parser{is: &is, spans: d.spans, types: types}
	a := &Allocations{Types: types, Doc: d.doc, Comments: d.comments, spans: d.spans}
	if d.doctype != nil {
		a.Doctype = d.doctype.pos
		p.reportDoctype(d.doctype)
	}
	top := p.topLevel(d.doc.Root(), a)
	a.Root = p.buildTree(top, a)
	return a, is
}

// parser carries what every step of the interpretation needs.
type parser struct {
	is    *issues
	spans map[*etree.Element]Span
	types ResourceTypes
}

func (p *parser) pos(el *etree.Element) Pos { return p.spans[el].Start }

func (p *parser) reportDoctype(dt *doctype) {
	msg := "the file has a DOCTYPE declaration; Hadoop 3.3.0-3.3.4 expand its entities, later versions with a hardened XML parser may refuse the file"
	if len(dt.external) > 0 {
		msg = fmt.Sprintf("the DOCTYPE declares external entities (%s) that the ResourceManager would try to fetch; fairsched never fetches them", joinNames(dt.external))
	}
	p.is.add(dt.pos, RuleDoctype, "", msg, "remove the DOCTYPE and write the values out")
}

func joinNames(ns []string) string {
	out := ""
	for i, n := range ns {
		if i > 0 {
			out += ", "
		}
		out += n
	}
	return out
}

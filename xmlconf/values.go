package xmlconf

import (
	"strings"

	"github.com/beevik/etree"
	"github.com/fairsched/fairsched/core/javanum"
)

// tagOf returns an element's tag the way Hadoop's DOM (not namespace-aware)
// reports it: with its prefix, so <fs:queue> is never a queue.
func tagOf(el *etree.Element) string { return el.FullTag() }

// attrOf returns the attribute whose qualified name is exactly key, as the
// DOM's getAttribute does: name does not match x:name. ok is false when the
// attribute is missing (getAttribute then returns "").
func attrOf(el *etree.Element, key string) (value string, ok bool) {
	for _, a := range el.Attr {
		if a.FullKey() == key {
			return a.Value, true
		}
	}
	return "", false
}

// attrValue is attrOf without the presence flag.
func attrValue(el *etree.Element, key string) string {
	v, _ := attrOf(el, key)
	return v
}

// text returns what Hadoop's loader reads from a value element: the data of
// its first child node once comments are removed, untrimmed. Adjacent text
// separated only by comments is one node (the DOM drops comments first); a
// CDATA section is a node of its own. ok is false, with a Fact recorded,
// when Hadoop would fail: no child at all (NullPointerException) or a first
// child that is not text (ClassCastException).
func (p *parser) text(el *etree.Element, queue string) (string, bool) {
	if len(el.Child) == 1 { // the usual case: one piece of text or CDATA
		if c, ok := el.Child[0].(*etree.CharData); ok {
			return c.Data, true
		}
	}
	nodes := textNodes(el)
	pos := p.pos(el)
	tag := tagOf(el)
	if len(nodes) == 0 {
		p.fact(Fact{Pos: pos, Kind: FactEmptyValue, Queue: queue, Element: tag, Outcome: Refused, Refusal: "NullPointerException"})
		return "", false
	}
	first := nodes[0]
	if first.kind != NodeText && first.kind != NodeCDATA {
		p.fact(Fact{Pos: pos, Kind: FactNonTextValue, Queue: queue, Element: tag, Node: first.kind, Outcome: Refused,
			Refusal: "ClassCastException"})
		return "", false
	}
	p.checkSplit(el, nodes, queue)
	return first.data, true
}

type textNode struct {
	kind NodeKind
	data string
}

// textNodes lists the child nodes of el as Hadoop's DOM sees them: comments
// removed and the text around them joined.
func textNodes(el *etree.Element) []textNode {
	var out []textNode
	var join strings.Builder // text of the last node while it keeps growing
	flush := func() {
		if join.Len() > 0 {
			out[len(out)-1].data = join.String()
			join.Reset()
		}
	}
	for _, t := range el.Child {
		switch c := t.(type) {
		case *etree.CharData:
			if n := len(out); n > 0 && out[n-1].kind == NodeText && !c.IsCData() {
				if join.Len() == 0 {
					join.WriteString(out[n-1].data)
				}
				join.WriteString(c.Data)
				continue
			}
			flush()
			kind := NodeText
			if c.IsCData() {
				kind = NodeCDATA
			}
			out = append(out, textNode{kind: kind, data: c.Data})
		case *etree.Element:
			flush()
			out = append(out, textNode{kind: NodeElement, data: tagOf(c)})
		case *etree.ProcInst:
			flush()
			out = append(out, textNode{kind: NodeProcInst})
		}
	}
	flush()
	return out
}

// checkSplit reports content after the first node, which Hadoop never reads.
func (p *parser) checkSplit(el *etree.Element, nodes []textNode, queue string) {
	rest := nodes[1:]
	for _, n := range rest {
		if n.kind == NodeText && strings.TrimSpace(n.data) == "" {
			continue
		}
		p.fact(Fact{Pos: p.pos(el), Kind: FactSplitValue, Queue: queue, Element: tagOf(el), Value: javanum.JavaTrim(nodes[0].data),
			Outcome: Clamped})
		return
	}
}

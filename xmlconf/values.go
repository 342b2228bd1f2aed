package xmlconf

import (
	"fmt"
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
// CDATA section is a node of its own. ok is false, with an Issue recorded,
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
		p.is.add(pos, RuleEmptyValue, queue,
			fmt.Sprintf("<%s> is empty; Hadoop's loader fails on it with a NullPointerException", tag),
			fmt.Sprintf("write a value in <%s> or remove the element", tag))
		return "", false
	}
	first := nodes[0]
	if first.kind != nodeText && first.kind != nodeCDATA {
		p.is.add(pos, RuleNonTextValue, queue,
			fmt.Sprintf("<%s> starts with %s instead of text; Hadoop's loader fails on it with a ClassCastException", tag, first.kind),
			fmt.Sprintf("put only the value inside <%s>", tag))
		return "", false
	}
	p.checkSplit(el, nodes, queue)
	return first.data, true
}

type nodeKind int

const (
	nodeText nodeKind = iota
	nodeCDATA
	nodeElement
	nodeProcInst
)

func (k nodeKind) String() string {
	switch k {
	case nodeElement:
		return "an element"
	case nodeProcInst:
		return "a processing instruction"
	case nodeCDATA:
		return "a CDATA section"
	}
	return "text"
}

type textNode struct {
	kind nodeKind
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
			if n := len(out); n > 0 && out[n-1].kind == nodeText && !c.IsCData() {
				if join.Len() == 0 {
					join.WriteString(out[n-1].data)
				}
				join.WriteString(c.Data)
				continue
			}
			flush()
			kind := nodeText
			if c.IsCData() {
				kind = nodeCDATA
			}
			out = append(out, textNode{kind: kind, data: c.Data})
		case *etree.Element:
			flush()
			out = append(out, textNode{kind: nodeElement, data: tagOf(c)})
		case *etree.ProcInst:
			flush()
			out = append(out, textNode{kind: nodeProcInst})
		}
	}
	flush()
	return out
}

// checkSplit reports content after the first node, which Hadoop never reads.
func (p *parser) checkSplit(el *etree.Element, nodes []textNode, queue string) {
	rest := nodes[1:]
	for _, n := range rest {
		if n.kind == nodeText && strings.TrimSpace(n.data) == "" {
			continue
		}
		p.is.add(p.pos(el), RuleCDATASplitValue, queue,
			fmt.Sprintf("<%s> is split into several nodes; Hadoop reads only the first one, %q", tagOf(el), javanum.JavaTrim(nodes[0].data)),
			"write the whole value as one piece of text")
		return
	}
}

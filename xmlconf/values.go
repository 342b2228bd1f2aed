package xmlconf

import (
	"fmt"
	"strings"

	"github.com/beevik/etree"
)

// text returns what Hadoop's loader reads from a value element: the data of
// its first child node once comments are removed, untrimmed. Adjacent text
// separated only by comments is one node (the DOM drops comments first); a
// CDATA section is a node of its own. ok is false, with an Issue recorded,
// when Hadoop would fail: no child at all (NullPointerException) or a first
// child that is not text (ClassCastException).
func (p *parser) text(el *etree.Element, queue string) (string, bool) {
	nodes := textNodes(el)
	pos := p.pos(el)
	if len(nodes) == 0 {
		p.is.add(pos, RuleEmptyValue, queue,
			fmt.Sprintf("<%s> is empty; Hadoop's loader fails on it with a NullPointerException", el.Tag),
			fmt.Sprintf("write a value in <%s> or remove the element", el.Tag))
		return "", false
	}
	first := nodes[0]
	if first.kind != nodeText && first.kind != nodeCDATA {
		p.is.add(pos, RuleNonTextValue, queue,
			fmt.Sprintf("<%s> starts with %s instead of text; Hadoop's loader fails on it with a ClassCastException", el.Tag, first.kind),
			fmt.Sprintf("put only the value inside <%s>", el.Tag))
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
	for _, t := range el.Child {
		switch c := t.(type) {
		case *etree.CharData:
			if c.IsCData() {
				out = append(out, textNode{kind: nodeCDATA, data: c.Data})
				continue
			}
			if n := len(out); n > 0 && out[n-1].kind == nodeText {
				out[n-1].data += c.Data
				continue
			}
			out = append(out, textNode{kind: nodeText, data: c.Data})
		case *etree.Element:
			out = append(out, textNode{kind: nodeElement, data: c.Tag})
		case *etree.ProcInst:
			out = append(out, textNode{kind: nodeProcInst})
		}
	}
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
			fmt.Sprintf("<%s> is split into several nodes; Hadoop reads only the first one, %q", el.Tag, JavaTrim(nodes[0].data)),
			"write the whole value as one piece of text")
		return
	}
}

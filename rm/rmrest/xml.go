package rmrest

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"regexp"
	"sync"
)

// The ResourceManager serves every response as JSON or as XML
// (application/xml: what a browser or a plain curl often saves). Both are
// JAXB's rendering of the same objects, so an XML response is read by
// turning it into the JSON the RM would have sent, then decoding that
// with the one JSON path:
//
//   - the root element is the JSON document's one key (<scheduler>,
//     <apps>, <nodes>);
//   - an element with child elements is an object; a child name that
//     repeats, or that names a collection of objects (queue, app, node,
//     resourceRequests, ...), is an array (an app's <queue> text is not);
//   - xsi:type="fairSchedulerLeafQueueInfo" is the JSON's "type" member;
//   - a <property>'s <value> (scheduler-conf) and an accessControlList
//     are strings as written, untrimmed (an ACL's leading space means no
//     user);
//   - text is a number where JSON has a number (it looks like one and the
//     member is not one of the string members, such as queueName), true
//     or false, else a string.

// xmlRoots are the root elements of the responses fairsched reads.
var xmlRoots = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"scheduler": true, "apps": true, "app": true, "nodes": true, "node": true,
		"configuration": true}
})

// xmlLists are the collections JAXB writes as repeated elements: they are
// arrays in the JSON even when there is one element.
var xmlLists = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"queue": true, "app": true, "node": true, "resourceRequests": true,
		"resourceInformation": true, "resourceRequest": true, "property": true,
		"queueCapacitiesByPartition": true, "queueAcl": true}
})

// xmlStrings are members whose text is a string in the JSON even when it
// looks like a number (a queue, user or app named "123").
var xmlStrings = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"queueName": true, "schedulingPolicy": true, "type": true, "id": true, "user": true,
		"queue": true, "name": true, "state": true, "resourceName": true, "nodeHostName": true, "nodeHTTPAddress": true,
		"rack": true, "healthReport": true, "version": true, "finalStatus": true, "applicationType": true,
		"applicationTags": true, "diagnostics": true, "trackingUI": true, "trackingUrl": true, "nodeLabelExpression": true,
		"appNodeLabelExpression": true, "amNodeLabelExpression": true, "amHostHttpAddress": true, "amContainerLogs": true,
		"amRPCAddress": true, "logAggregationStatus": true, "executionType": true, "units": true,
		"partitionName": true, "accessType": true, "nodeLabels": true, "queuePath": true, "defaultNodeLabelExpression": true}
})

// jsonNumber is JSON's number grammar.
var jsonNumber = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$`)
})

// xsiNamespace is the namespace of the xsi:type attribute.
const xsiNamespace = "http://www.w3.org/2001/XMLSchema-instance"

// xmlNode is one element while the document is read.
type xmlNode struct {
	name     string
	xsiType  string
	text     bytes.Buffer
	children []*xmlNode
}

// xmlToJSON turns an RM XML response into the JSON the RM sends for the
// same request. ok is false when data is not an XML document whose root
// is one of the RM's responses (an HTML page, say): the caller then says
// it is not JSON.
func xmlToJSON(what string, data []byte) (out []byte, ok bool, err error) {
	root, err := parseXML(data)
	if err != nil {
		var se *xml.SyntaxError
		if errors.As(err, &se) && root != nil && xmlRoots()[root.name] {
			return nil, true, &BadResponseError{What: what, Reason: fmt.Sprintf("is not well-formed XML at line %d: %s", se.Line, se.Msg)}
		}
		if errors.Is(err, errTooDeep) {
			return nil, true, &BadResponseError{What: what, Reason: err.Error()}
		}
		return nil, false, nil
	}
	if !xmlRoots()[root.name] {
		return nil, false, nil
	}
	b := []byte{'{'}
	b = appendJSONString(b, root.name)
	b = append(b, ':')
	b = appendXMLValue(b, root, true)
	return append(b, '}'), true, nil
}

// maxXMLDepth bounds the element nesting of a response.
const maxXMLDepth = 3*maxDepth + 20

var errTooDeep = fmt.Errorf("nests elements deeper than %d levels", maxXMLDepth)

// parseXML reads the element tree. On a syntax error it returns the root
// read so far (nil if none), so the caller can tell a broken RM response
// from something else.
func parseXML(data []byte) (*xmlNode, error) {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	var root *xmlNode
	var stack []*xmlNode
	for {
		tok, err := d.Token()
		if err == io.EOF {
			if root == nil || len(stack) > 0 {
				return root, &xml.SyntaxError{Msg: "unexpected end of document", Line: 0}
			}
			return root, nil
		}
		if err != nil {
			return root, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			n := &xmlNode{name: t.Name.Local}
			for _, a := range t.Attr {
				if a.Name.Local == "type" && (a.Name.Space == xsiNamespace || a.Name.Space == "xsi") {
					n.xsiType = a.Value
				}
			}
			switch {
			case len(stack) > 0:
				p := stack[len(stack)-1]
				p.children = append(p.children, n)
			case root != nil:
				line, _ := d.InputPos()
				return root, &xml.SyntaxError{Msg: "a second root element", Line: line}
			default:
				root = n
			}
			if stack = append(stack, n); len(stack) > maxXMLDepth {
				return root, errTooDeep
			}
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].text.Write(t)
			} else if len(bytes.TrimSpace(t)) > 0 {
				line, _ := d.InputPos()
				return root, &xml.SyntaxError{Msg: "text outside the root element", Line: line}
			}
		}
	}
}

// isObject reports whether n is written as an object: it has child
// elements or an xsi:type.
func (n *xmlNode) isObject() bool { return len(n.children) > 0 || n.xsiType != "" }

// appendXMLValue appends the JSON value of n. An element without children
// is a scalar, except the root, which is an (empty) object.
func appendXMLValue(b []byte, n *xmlNode, root bool) []byte {
	if !n.isObject() && !root {
		return appendXMLScalar(b, n.name, string(bytes.TrimSpace(n.text.Bytes())))
	}
	b = append(b, '{')
	first := true
	member := func(name string) {
		if !first {
			b = append(b, ',')
		}
		first = false
		b = appendJSONString(b, name)
		b = append(b, ':')
	}
	if n.xsiType != "" {
		member("type")
		b = appendJSONString(b, n.xsiType)
	}
	var order []string
	groups := map[string][]*xmlNode{}
	for _, c := range n.children {
		if _, seen := groups[c.name]; !seen {
			order = append(order, c.name)
		}
		groups[c.name] = append(groups[c.name], c)
	}
	for _, name := range order {
		member(name)
		g := groups[name]
		if (n.name == "property" && name == "value" || name == "accessControlList") && len(g) == 1 && !g[0].isObject() {
			b = appendJSONString(b, g[0].text.String()) // a configuration value, spaces and all (an ACL's leading space means no user)
			continue
		}
		if len(g) == 1 && !(xmlLists()[name] && g[0].isObject()) {
			b = appendXMLValue(b, g[0], false)
			continue
		}
		b = append(b, '[')
		for i, c := range g {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendXMLValue(b, c, false)
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

// appendXMLScalar appends an element's text as the JSON member name would
// hold it.
func appendXMLScalar(b []byte, name, text string) []byte {
	switch {
	case xmlStrings()[name]:
	case text == "":
		return append(b, "null"...) // an empty element: no value
	case jsonNumber().MatchString(text):
		return append(b, text...)
	case text == "true" || text == "false":
		return append(b, text...)
	}
	return appendJSONString(b, text)
}

// appendJSONString appends s as a JSON string (json.Marshal never fails
// for a string; invalid UTF-8 becomes U+FFFD).
func appendJSONString(b []byte, s string) []byte {
	q, _ := json.Marshal(s)
	return append(b, q...)
}

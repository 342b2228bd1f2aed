package xmlconf

import (
	"strconv"
	"strings"
	"testing"
)

// TestXMLDeclaration checks declarations against the message and position
// at which Java's parser (Xerces) stops, written from the JDK's scanner:
// the pseudo-attributes version, encoding and standalone in that order.
func TestXMLDeclaration(t *testing.T) {
	const body = "\n<allocations>\n  <queue name=\"a\"/>\n</allocations>\n"
	for _, tc := range []struct {
		decl, pos, msg string // msg "" means a good declaration
	}{
		{decl: `<?xml version="1.0"?>`},
		{decl: `<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>`},
		{decl: `<?xml version = "1.1"?>`},
		{decl: `<?xml-stylesheet href="a"?>`},
		{`<?xml version="1.0">`, "1:20", "A pseudo attribute name is expected."},
		{`<?xml version=“1.0”?>`, "1:15", `The value following "version" in the XML declaration must be a quoted string.`},
		{`<?xml version="1.0" encoding=“UTF-8”?>`, "1:30", `The value following "encoding" in the XML declaration must be a quoted string.`},
		{`<?xml encoding="UTF-8"?>`, "1:23", "The version is required in the XML declaration."},
		{`<?xml ?>`, "1:7", "The version is required in the XML declaration."},
		{`<?xml?>`, "1:3", `The processing instruction target matching "[xX][mM][lL]" is not allowed.`},
		{`<?xml version="1.0" encoding="UTF 8"?>`, "1:37", `Invalid encoding name "UTF 8".`},
		{`<?xml version="2.0"?>`, "1:20", `XML version "2.0" is not supported, only XML 1.0 is supported.`},
		{`<?xml version="1.0"encoding="UTF-8"?>`, "1:20", "White space is required before the encoding pseudo attribute in the XML declaration."},
		{`<?xml version="1.0" standalone="maybe"?>`, "1:39", `The standalone document declaration value must be "yes" or "no", not "maybe".`},
		{`<?xml version="1.0" standalone="yes" encoding="UTF-8"?>`, "1:54", "No more pseudo attributes are allowed."},
		{`<?xml version="1.0" encoding="UTF-8" foo="1"?>`, "1:38", "A pseudo attribute name is expected."},
		{`<?xml version "1.0"?>`, "1:15", `The ' = ' character must follow "version" in the XML declaration.`},
		{`<?xml version=1.0?>`, "1:15", `The value following "version" in the XML declaration must be a quoted string.`},
		{`<?xml version="1.0" ?`, "1:22", `The XML declaration must end with "?>".`},
		{"<?xml version=\"1\x010\"?>", "1:17", "An invalid XML character (Unicode: 0x1) was found in the XML declaration."},
		{"<?xml\n  version=\"1.0\"\n  encoding=\"UTF 8\"?>", "3:19", `Invalid encoding name "UTF 8".`},
	} {
		a := Parse([]byte(tc.decl+body), Options{})
		is := withFacts(a)
		var got []string
		for _, i := range is {
			got = append(got, i.Pos.String()+" "+i.Message)
		}
		if tc.msg == "" {
			if len(is) != 0 {
				t.Errorf("%s: issues %v, want none", tc.decl, got)
			}
			continue
		}
		if len(is) != 1 || is[0].Rule != RuleMalformedXML || is[0].Pos.String() != tc.pos || !strings.Contains(is[0].Message, strconv.Quote(tc.msg)) {
			t.Errorf("%s: issues %v, want one malformed-xml at %s containing %q", tc.decl, got, tc.pos, tc.msg)
		}
	}
}

// TestAfterRoot checks that content after the root element's end tag is
// refused with Hadoop's message at its first character, and that the tree
// before it is read completely.
func TestAfterRoot(t *testing.T) {
	const tree = "<allocations>\n  <queue name=\"a\"/>\n  <queue name=\"b\"/>\n</allocations>\n"
	for _, tc := range []struct{ tail, pos, msg string }{
		{"</xml>\n", "5:1", "The markup in the document following the root element must be well-formed."},
		{"  <allocations/>", "5:3", "The markup in the document following the root element must be well-formed."},
		{"<!-- c -->\njunk", "6:1", "Content is not allowed in trailing section."},
		{"<!-- c -->\n", "", ""},
	} {
		a := Parse([]byte(tree+tc.tail), Options{})
		is := withFacts(a)
		if a.Find("root.b") == nil {
			t.Errorf("%q: root.b not read", tc.tail)
		}
		if tc.msg == "" {
			if len(is) != 0 || a.AfterRoot.IsValid() {
				t.Errorf("%q: issues %v, AfterRoot %v; want none", tc.tail, is, a.AfterRoot)
			}
			continue
		}
		if len(is) != 1 || is[0].Pos.String() != tc.pos || a.AfterRoot != is[0].Pos || !strings.Contains(is[0].Message, strconv.Quote(tc.msg)) {
			t.Errorf("%q: issues %v, AfterRoot %v; want one at %s containing %q", tc.tail, is, a.AfterRoot, tc.pos, tc.msg)
		}
	}
	if a := Parse([]byte("<allocations>\n<queue name=\"a\">\n</allocations>\n</xml>"), Options{}); a.AfterRoot.IsValid() {
		t.Error("a mismatched end tag inside the root counts as content after it")
	}
}

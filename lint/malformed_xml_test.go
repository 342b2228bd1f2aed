package lint

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/xmlconf"
)

// TestMalformedXMLWording checks the words of each way the XML breaks
// (xmlconf.Malformation), as the reader recorded it before it kept facts:
// the whole message and hint, at the position Hadoop's parser stops.
func TestMalformedXMLWording(t *testing.T) {
	const fixXML = "fix the XML: Hadoop's parser rejects the whole file"
	const fixDecl = `write the declaration as <?xml version="1.0" encoding="UTF-8"?> with straight quotes, or delete it`
	laughs := `<!DOCTYPE allocations [<!ENTITY c "x">]>` + "\n<allocations>\n" + strings.Repeat("&c;\n", 70000) + "</allocations>"
	tests := []struct {
		name, src, pos, msg, hint string
	}{
		{"syntax", "<allocations><queue></allocations>", "1:21",
			"XML is not well formed: element <queue> is closed by </allocations>", fixXML},
		{"entity limit", laughs, "64003:1",
			"XML is not well formed: more than 64000 entity expansions or 50000000 characters of entity text; Hadoop's XML parser (the JDK) stops at these limits and rejects the file",
			"remove the entity references or write the values out"},
		{"declaration", `<?xml version="1.0"><allocations/>`, "1:20",
			`the XML declaration <?xml ...?> is not well formed (Hadoop: "A pseudo attribute name is expected.")`, fixDecl},
		{"no declaration", "<?xml?><allocations/>", "1:3",
			`XML is not well formed: <?xml?> is not an XML declaration (Hadoop: "The processing instruction target matching \"[xX][mM][lL]\" is not allowed.")`, fixDecl},
		{"unclosed element", "<allocations>\n<q:queue name=\"a\">", "2:19",
			"XML is not well formed: unexpected end of file; <q:queue> is not closed", "close every element"},
		{"no root", "<!-- x -->", "1:11",
			`XML is not well formed: no root element (Hadoop: "Premature end of file.")`, "the file must contain an <allocations> element"},
		{"trailing markup", "<allocations/>\n</xml>", "2:1",
			`XML is not well formed after the end of the root element: unexpected end tag </xml> (Hadoop: "The markup in the document following the root element must be well-formed."); the element tree before it is complete and was checked`,
			"delete everything after the root element's end tag: Hadoop's parser rejects the whole file"},
		{"trailing text", "<allocations/>\njunk", "2:1",
			`XML is not well formed after the end of the root element: text outside the root element (Hadoop: "Content is not allowed in trailing section."); the element tree before it is complete and was checked`,
			"delete everything after the root element's end tag: Hadoop's parser rejects the whole file"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, ds := CheckFile("f.xml", []byte(tc.src), xmlconf.Options{}, Job{})
			if len(ds) != 1 || ds[0].Rule != RuleMalformedXML {
				t.Fatalf("findings %v, want one %s", ds, RuleMalformedXML)
			}
			d := ds[0]
			if d.Pos.String() != tc.pos || d.Message != tc.msg || d.Hint != tc.hint || !d.Refuses || d.Key != "" {
				t.Errorf("got %s %q hint %q (refuses %v, key %q),\nwant %s %q hint %q", d.Pos, d.Message, d.Hint, d.Refuses, d.Key, tc.pos, tc.msg, tc.hint)
			}
		})
	}
}

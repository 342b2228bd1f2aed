package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// MalformedXML reports XML that is not well formed. Hadoop's DOM parser
// throws a SAXParseException and the whole file is rejected.
var MalformedXML = &Rule{
	ID:       RuleMalformedXML,
	Severity: Error,
	Summary:  "the file is not well-formed XML",
	Doc: `Why: Hadoop parses the allocation file with a standard DOM parser; any
syntax error (a mismatched or unclosed tag, an unquoted attribute, two root
elements) throws a SAXParseException and the ResourceManager rejects the whole
file: it fails to start, or keeps the previous allocations on a reload.
The position is where Hadoop's parser (Xerces) stops first, also inside a
broken XML declaration (<?xml version="1.0"> without "?", curly quotes).
Anything but comments and processing instructions after the root element's
end tag (a stray </xml>) is refused too; the tree before it is complete, so
fairsched still reports its other findings.
Fix: correct the XML at the reported position.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AllocationFileLoaderService.reloadAllocations.`,
	Check: readerFacts,
}

// wordNotWellFormed words a FactNotWellFormed: the parser's own text where
// it stopped, or what the reader found at the declaration, the end of the
// file or after the root element, with Xerces' message.
func wordNotWellFormed(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	const fixXML = "fix the XML: Hadoop's parser rejects the whole file"
	const fixDecl = `write the declaration as <?xml version="1.0" encoding="UTF-8"?> with straight quotes, or delete it`
	rule = RuleMalformedXML
	switch f.Malformed {
	case xmlconf.MalformedEntityLimit:
		return rule, f.Value, "remove the entity references or write the values out"
	case xmlconf.MalformedDeclaration:
		return rule, fmt.Sprintf("the XML declaration <?xml ...?> is not well formed (Hadoop: %q)", f.Refusal), fixDecl
	case xmlconf.MalformedNotDeclaration:
		return rule, fmt.Sprintf("XML is not well formed: <?xml?> is not an XML declaration (Hadoop: %q)", f.Refusal), fixDecl
	case xmlconf.MalformedUnclosed:
		return rule, fmt.Sprintf("XML is not well formed: unexpected end of file; <%s> is not closed", f.Value), "close every element"
	case xmlconf.MalformedNoRoot:
		return rule, fmt.Sprintf("XML is not well formed: no root element (Hadoop: %q)", f.Refusal), "the file must contain an <allocations> element"
	case xmlconf.MalformedTrailing:
		detail := f.Value
		if f.Refusal != "" {
			detail += fmt.Sprintf(" (Hadoop: %q)", f.Refusal)
		}
		return rule, "XML is not well formed after the end of the root element: " + detail + "; the element tree before it is complete and was checked",
			"delete everything after the root element's end tag: Hadoop's parser rejects the whole file"
	}
	if f.Value == "" {
		return rule, "XML is not well formed", fixXML
	}
	return rule, f.Value, fixXML
}

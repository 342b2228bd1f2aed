package lint

import "github.com/fairsched/fairsched/xmlconf"

// MalformedXML reports XML that is not well formed. Hadoop's DOM parser
// throws a SAXParseException and the whole file is rejected.
var MalformedXML = &Rule{
	ID:       xmlconf.RuleMalformedXML,
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

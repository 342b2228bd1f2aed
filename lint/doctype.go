package lint

import (
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Doctype reports a DOCTYPE declaration.
var Doctype = &Rule{
	ID:       xmlconf.RuleDoctype,
	Severity: Warning,
	Summary:  "the file has a DOCTYPE declaration",
	DocOf: func() string {
		return `Why: Hadoop ` + hadoop.Where(plainXML) + ` parse the file with a plain JAXP parser that
expand internal entities and fetch external ones (XXE); Hadoop ` + hadoop.Where(hardenedXML) + `
moved XML parsing to a hardened factory (HADOOP-18469) that may refuse any
DOCTYPE. Either way the values are not what a reader of the file sees.
Fix: remove the DOCTYPE and write the entity values out.
See: AllocationFileLoaderService.reloadAllocations; HADOOP-18469.`
	},
	Check: fromReader,
}

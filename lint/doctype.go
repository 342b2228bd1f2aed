package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Doctype reports a DOCTYPE declaration.
var Doctype = &Rule{
	ID:       RuleDoctype,
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
	Check: readerFacts,
}

// wordDoctype words the fact of a DOCTYPE declaration.
func wordDoctype(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	msg = "the file has a DOCTYPE declaration; Hadoop " + hadoop.Where(plainXML) + " expand its entities, Hadoop " +
		hadoop.Where(hardenedXML) + " with a hardened XML parser may refuse the file"
	external := f.Entities
	if f.Value != "" {
		external = append([]string{"the external DTD " + f.Value}, external...)
	}
	if len(external) > 0 {
		msg = fmt.Sprintf("the DOCTYPE declares external entities (%s) that the ResourceManager would try to fetch; fairsched never fetches them", strings.Join(external, ", "))
	}
	if len(f.Markup) > 0 {
		msg += fmt.Sprintf("; the entities %s contain markup, which Hadoop parses as XML and fairsched reads as plain text", strings.Join(f.Markup, ", "))
	}
	return RuleDoctype, msg, "remove the DOCTYPE and write the values out"
}

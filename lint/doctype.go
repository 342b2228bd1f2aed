package lint

import "github.com/fairsched/fairsched/xmlconf"

// Doctype reports a DOCTYPE declaration.
var Doctype = &Rule{
	ID:       xmlconf.RuleDoctype,
	Severity: Warning,
	Summary:  "the file has a DOCTYPE declaration",
	Doc: `Why: Hadoop 3.3.0-3.3.4 parse the file with a plain JAXP parser that expands
internal entities and fetches external ones (XXE); versions that moved to
Hadoop's hardened XML factory (HADOOP-18469) may refuse any DOCTYPE. Either way
the values are not what a reader of the file sees.
Fix: remove the DOCTYPE and write the entity values out.
See: AllocationFileLoaderService.reloadAllocations; HADOOP-18469.`,
	Bad: `<!DOCTYPE allocations [ <!ENTITY mem "1024 mb, 2 vcores"> ]>
<allocations>
  <queue name="analytics">
    <minResources>&mem;</minResources>
  </queue>
</allocations>
`,
	Good: `<allocations>
  <queue name="analytics">
    <minResources>1024 mb, 2 vcores</minResources>
  </queue>
</allocations>
`,
	Check: fromReader,
}

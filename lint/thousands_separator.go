package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/xmlconf"
)

// ThousandsSeparator reports resource strings where a comma inside a number
// made Hadoop read a much smaller value.
var ThousandsSeparator = &Rule{
	ID:       "thousands-separator",
	Severity: Error,
	Summary:  "a thousands separator makes Hadoop misread a resource",
	Doc: `Why: Hadoop splits old-style resource strings at commas. "1,024 mb, 2 vcores"
has three pieces, so Hadoop falls back to picking number+word tokens and finds
"024 mb" and "2 vcores": the queue gets 24 MB instead of 1024 MB, without any
message.
Fix: write numbers without separators: "1024 mb, 2 vcores".
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (minResources, maxResources); FairSchedulerConfiguration.parseResourceConfigValue.`,
	Check: checkThousandsSeparator,
}

func checkThousandsSeparator(p *Pass) {
	for s := range resourceSettings(p) {
		if !s.Field.Val.Quirks.Has(xmlconf.QuirkThousandsSeparator) {
			continue
		}
		s.report(p,
			fmt.Sprintf("%s is read by Hadoop as %s: the comma splits the number and only the digits after it count",
				s.subject(), s.Field.Val.Absolute.Format(p.Config.Types)),
			"write numbers without thousands separators, e.g. \"1024 mb, 2 vcores\"")
	}
}

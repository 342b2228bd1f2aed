package lint

import "github.com/fairsched/fairsched/xmlconf"

// ConvertRefused reports a converted capacity-scheduler.xml the target
// release would refuse: convert reads its own output back and never
// hands over a file the ResourceManager does not start with unnoticed.
var ConvertRefused = &Rule{
	ID:       "convert-refused",
	Input:    ConvertInput,
	Severity: Error,
	Summary:  "the Capacity Scheduler would refuse the converted file",
	Doc: `Why: convert reads the capacity-scheduler.xml it wrote back with the same reader
as compare, as the target release reads it. A reason to refuse it there is a bug
of the conversion (please report it with the allocation file), or follows from
another finding at the same place (two leaves sharing a name before 3.4.0).
Fix: correct the finding it follows from, or edit the property the message names.
` + convertSee,
	Bad:          "<allocations>\n  <queue name=\"a\"><queue name=\"x\"/></queue>\n  <queue name=\"b\"><queue name=\"x\"/></queue>\n</allocations>\n",
	Good:         "<allocations>\n  <queue name=\"a\"><queue name=\"x\"/></queue>\n  <queue name=\"b\"><queue name=\"y\"/></queue>\n</allocations>\n",
	CheckConvert: checkConvertRefused,
	ByEffect:     true,
}

// checkConvertRefused words each reason the target release refuses the
// converted file: every one is an error.
func checkConvertRefused(p *ConvertPass) {
	for _, f := range p.Facts.Refusals {
		p.Report(Error, xmlconf.Pos{}, f.Queue,
			"the Capacity Scheduler of Hadoop "+p.Target.Version.String()+" would refuse the converted capacity-scheduler.xml: "+f.Message)
	}
}

package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/xmlconf"
)

// ConvertRefused reports a converted capacity-scheduler.xml the target
// release would refuse: convert reads its own output back and never
// hands over a file the ResourceManager does not start with unnoticed.
var ConvertRefused = &Rule{
	ID:       "convert-refused",
	Input:    ConvertInput,
	Severity: Error,
	Summary:  "the Capacity Scheduler would refuse the converted file",
	Doc: `Why: convert lints the capacity-scheduler.xml it wrote as the target release
reads it (on --cluster when given), with the reader and rules of every command:
lint, compare and shares. An error there (a reason to refuse the file, or a
mapping the release cannot follow) is a bug of the conversion (please report it
with the allocation file), or follows from another finding at the same place
(two leaves sharing a name before 3.3.0). convert never exits 0 on a file its own
lint refuses.
Fix: correct the finding it follows from, or edit the property the message names.
` + convertSee,
	Check:    checkConvertRefused,
	ByEffect: true,
}

// checkConvertRefused words each error lint finds in the converted file
// at the target release: every one is an error of convert.
func checkConvertRefused(pass *Pass) {
	p := pass.Convert
	for _, f := range p.Facts.Refusals {
		verdict := "lint reports an error in the converted capacity-scheduler.xml"
		if f.Refuses {
			verdict = "the Capacity Scheduler of Hadoop " + p.Target.Version.String() + " would refuse the converted capacity-scheduler.xml"
		}
		p.Report(Error, xmlconf.Pos{}, f.Queue, fmt.Sprintf("%s (line %d, %s): %s", verdict, f.Pos.Line, f.Rule, f.Message))
	}
}

package lint

import (
	"fmt"
	"strings"
)

// ConvertReplay reports submissions the converted file places elsewhere
// than the Fair Scheduler did.
var ConvertReplay = &Rule{
	ID:       "convert-replay",
	Input:    ConvertInput,
	Severity: Error,
	Summary:  "a submission lands elsewhere after the move",
	Doc: `Why: before it calls its output good, convert replays the Fair Scheduler's
placement on the converted file: every user and group the allocation file names
(ACLs and <user> elements) and a user it does not name, each asking for no
queue, "default" and every declared leaf by its short and full name, plus the
submissions of --submissions FILE. It places each as the Fair Scheduler does
today and as the target release's Capacity Scheduler does with the converted
file (its mappings, queue creation, short names and ACLs). Each class of
submission that lands in another queue, or is rejected on one side only, is an
error at the Fair Scheduler rule that placed it: convert exits 0 only when
every replayed submission lands where it did.
Fix: read the example in the message; write the mapping by hand, declare the
queue the Capacity Scheduler cannot create, or convert for a release that can
keep the rule (JSON mapping rules from 3.4.0). fairsched place shows both
schedulers' decisions rule by rule (place OLD --against NEW).
` + convertSee,
	Check:    checkConvertReplay,
	ByEffect: true,
}

// checkConvertReplay words each class of submission that lands elsewhere:
// an error, since a job goes to another queue or is rejected.
func checkConvertReplay(pass *Pass) {
	p := pass.Convert
	for _, d := range p.Facts.Replay {
		asked := "no queue"
		if d.Queue != "" {
			asked = fmt.Sprintf("queue %q", d.Queue)
		}
		more := ""
		if d.Count > 1 {
			more = fmt.Sprintf(" (and %d more submissions of the same kind)", d.Count-1)
		}
		p.Report(Error, d.Pos, "", fmt.Sprintf(
			"after the move a submission lands elsewhere: user %s (groups %s) asking for %s goes to %s under the Fair Scheduler (rule %s) and to %s under the Capacity Scheduler of Hadoop %s%s",
			d.User, strings.Join(d.Groups, ","), asked, d.Fair, d.Rule, d.Capacity, p.Target.Version, more))
	}
}

package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// ReservationOnParent reports <reservation> on a parent queue.
var ReservationOnParent = &Rule{
	ID:       RuleReservationOnParent,
	Severity: Error,
	Summary:  "a parent queue is marked reservable",
	Doc: `Why: only leaf queues can be reservable; a queue with child queues or
type="parent" that contains <reservation> makes Hadoop throw "... cannot also
include a reservation element." and reject the file.
Fix: move <reservation> to a leaf queue.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (reservation); YARN-8268.`,
	Check:    readerFacts,
	Versions: func(p hadoop.Profile) bool { return p.Reservations },
}

// wordReservationOnParent words the fact of a <reservation> on a parent
// queue, which Hadoop refuses.
func wordReservationOnParent(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	return RuleReservationOnParent, fmt.Sprintf("<reservation> on a parent queue; Hadoop: %q", f.Refusal),
		"only leaf queues can be reservable; move <reservation> to a leaf"
}

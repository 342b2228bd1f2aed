package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// DefaultRuleInvalidQueue reports a default placement rule whose queue
// attribute Hadoop considers illegal and replaces with root.default.
var DefaultRuleInvalidQueue = &Rule{
	ID:       "default-rule-invalid-queue",
	Severity: Error,
	Summary:  "the default rule's queue is illegal; root.default is used",
	Doc: `Why: the default placement rule checks its queue attribute: a value with
leading or trailing whitespace (Unicode, including no-break spaces) or that
starts or ends with a period makes Hadoop log "Default rule configured with an
illegal queue name: '<queue>'" and send the apps to root.default instead.
Fix: write the queue name without surrounding whitespace or periods, e.g.
queue="shared" or queue="root.shared".
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (queuePlacementPolicy); DefaultPlacementRule, FairQueuePlacementUtils.isValidQueueName.`,
	Check:    checkDefaultRuleInvalidQueue,
	Versions: func(p hadoop.Profile) bool { return p.PlacementRewrite },
}

func checkDefaultRuleInvalidQueue(p *Pass) {
	for r := range placementRules(p.Config.Placement) {
		v := r.Queue.Val
		if !r.Queue.Set || v == "" || r.Kind() != placement.RuleDefault || validQueueName(v) {
			continue
		}
		p.Report(firstValid(r.Queue.Pos(), r.Pos, allocationsPos(p)), "",
			fmt.Sprintf("queue=%q is not a legal queue name; Hadoop: \"Default rule configured with an illegal queue name: '%s'\" and places the apps in root.default", v, v),
			"remove the surrounding whitespace and periods from the queue attribute")
	}
}

// validQueueName is Hadoop's FairQueuePlacementUtils.isValidQueueName: the
// name equals its trimmed self and neither starts nor ends with a period.
func validQueueName(s string) bool {
	return strings.TrimFunc(s, xmlconf.IsQueueNameSpace) == s && !strings.HasPrefix(s, ".") && !strings.HasSuffix(s, ".")
}

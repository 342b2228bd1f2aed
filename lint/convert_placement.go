package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/analysis/convert"
)

// ConvertPlacement reports a placement rule the conversion cannot express.
var ConvertPlacement = &Rule{
	ID:       "convert-placement",
	Input:    ConvertInput,
	Severity: Warning,
	Summary:  "a placement rule the target cannot keep as it is",
	Doc: `Why: the rule has no mapping the target release reads with the same meaning: a
reject rule or a specified rule after others in the legacy queue-mappings of
releases before 3.4.0 (error), a rule creating queues under root where the
Capacity Scheduler cannot (error), create="false" in legacy form (warning), a
nested rule whose create flags differ (warning).
Fix: write the mapping by hand; fairsched place shows where the Fair Scheduler
puts each submission today.
` + convertSee,
	Check:    checkConvertPlacement,
	ByEffect: true,
}

// checkConvertPlacement words the placement rules the target cannot keep
// as they are, and reports the yarn-site placement settings the file's
// queuePlacementPolicy makes moot.
func checkConvertPlacement(pass *Pass) {
	p := pass.Convert
	for _, l := range p.Facts.Placement {
		sev, msg := placementLoss(l, p.Target.Version.String())
		p.Report(sev, l.Pos, "", msg)
	}
	placementSiteKeys(p)
}

// placementLoss is the severity and the message of a placement loss in a
// conversion for release target.
func placementLoss(l convert.PlacementLoss, target string) (Severity, string) {
	switch l.Kind {
	case convert.PlacementRootNeedsWeight:
		return Error, fmt.Sprintf("placement rule %q creates queues under root; the Capacity Scheduler creates queues under root only in weight mode (--capacity-mode weight): such submissions are rejected", l.Rule)
	case convert.PlacementNestedOrphan:
		return Error, "placement rule \"nestedUserQueue\" has no parent rule; it is not converted"
	case convert.PlacementNestedUnconverted:
		return Error, fmt.Sprintf("placement rule \"nestedUserQueue\" under %q is not converted: write its mapping rule by hand", l.Parent)
	case convert.PlacementCreateMerged:
		return Warning, fmt.Sprintf("nestedUserQueue creates %s and its parent rule %s: one mapping rule has one create flag, so create is %v for both",
			createsWhat(l.Create), createsWhat(l.ParentCreate), l.Create || l.ParentCreate)
	case convert.PlacementSpecifiedLate:
		return Error, fmt.Sprintf("the specified rule comes after %d other rule(s); legacy queue-mappings either honour a named queue before every mapping or never: with queue-mappings-override.enable true a submission naming a queue goes where the mappings say", l.After)
	case convert.PlacementLegacyNestedNoCreate:
		return Warning, fmt.Sprintf("placement rule \"nestedUserQueue\" has create=\"false\", which legacy queue-mappings cannot say: the Fair Scheduler goes on to the next rule when the user's queue does not exist, the Capacity Scheduler does not (%s)", l.Mapping)
	case convert.PlacementLegacyReject:
		return Error, fmt.Sprintf("the reject rule has no legacy queue-mappings counterpart (Hadoop %s reads no JSON mapping rules): submissions it rejects go to the default queue after the move", target)
	case convert.PlacementNoLegacy:
		return Error, fmt.Sprintf("placement rule %q has no legacy queue-mappings counterpart; write it by hand", l.Rule)
	case convert.PlacementLegacyRootCreate:
		return Error, fmt.Sprintf("placement rule %q creates queues under root, which the Capacity Scheduler of Hadoop %s cannot (root is never a managed parent): submissions for a queue that does not exist are rejected; declare the queues", l.Rule, target)
	case convert.PlacementStaticParent:
		return Error, fmt.Sprintf("the Fair Scheduler creates queues under %s at submission, which the Capacity Scheduler of Hadoop %s cannot keep: a parent with static children is no managed parent (its children hold its whole capacity, and -refreshQueues refuses to turn a running parent into one): submissions for a queue that does not exist under it are rejected; declare the queues", l.Queue, target)
	case convert.PlacementLegacyNoCreate:
		return Warning, fmt.Sprintf("placement rule %q has create=\"false\", which legacy queue-mappings cannot say: the Fair Scheduler goes on to the next rule when the queue does not exist, the Capacity Scheduler does not", l.Rule)
	}
	return Error, fmt.Sprintf("placement rule %q is not converted: write its mapping rule by hand", l.Rule)
}

// createsWhat says what a create flag creates.
func createsWhat(create bool) string {
	if create {
		return "queues"
	}
	return "no queues"
}

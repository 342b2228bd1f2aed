package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// factWording words one Fact as a finding of the rule that judges it:
// the rule ID, the message and the hint, for the release v being checked.
type factWording func(f xmlconf.Fact, v hadoop.Version) (rule, msg, hint string)

// factRules are the wordings of the rules that judge the reader's Facts,
// by kind; each is defined beside its rule.
var factRules = map[xmlconf.FactKind]factWording{
	xmlconf.FactMaxAMShareOnParent:   wordMaxAMShareOnParent,
	xmlconf.FactReservationOnParent:  wordReservationOnParent,
	xmlconf.FactRootWithSiblings:     wordRootWithSiblings,
	xmlconf.FactFIFODefaultPolicy:    wordFIFODefaultPolicy,
	xmlconf.FactDuplicate:            wordDuplicate,
	xmlconf.FactDeprecatedName:       wordDeprecatedName,
	xmlconf.FactIgnoredAlias:         wordIgnoredAlias,
	xmlconf.FactPolicyWithoutRules:   wordPolicyWithoutRules,
	xmlconf.FactUnknownAttribute:     wordUnknownAttribute,
	xmlconf.FactUnknownElement:       wordUnknownElement,
	xmlconf.FactQueueTagQuirk:        wordQueueTagQuirk,
	xmlconf.FactInvalidQueueName:     wordInvalidQueueName,
	xmlconf.FactRootNameCase:         wordRootNameCase,
	xmlconf.FactMultipleParentRules:  wordMultipleParentRules,
	xmlconf.FactEmptyPlacementPolicy: wordEmptyPlacementPolicy,
	xmlconf.FactRuleWithoutName:      wordInvalidPlacementRule,
	xmlconf.FactUnknownRule:          wordInvalidPlacementRule,
	xmlconf.FactMissingParentRule:    wordInvalidPlacementRule,
	xmlconf.FactForbiddenParentRule:  wordInvalidPlacementRule,
	xmlconf.FactRuleInitFailed:       wordInvalidPlacementRule,
	xmlconf.FactUnreachableRule:      wordUnreachablePlacementRule,
	xmlconf.FactPlacementNotTerminal: wordPlacementNotTerminal,
	xmlconf.FactUnknownPolicy:        wordInvalidSchedulingPolicy,
	xmlconf.FactJDKPolicyClass:       wordInvalidSchedulingPolicy,
	xmlconf.FactEmptyValue:           wordEmptyValue,
	xmlconf.FactNonTextValue:         wordNonTextValue,
	xmlconf.FactSplitValue:           wordSplitValue,
	xmlconf.FactInvalidNumber:        wordInvalidNumber,
	xmlconf.FactInvalidResource:      wordInvalidResource,
	xmlconf.FactDoctype:              wordDoctype,
	xmlconf.FactWrongRootElement:     wordWrongRootElement,
	xmlconf.FactQueuesTooDeep:        wordReaderLimit,
	xmlconf.FactNamesOverBudget:      wordReaderLimit,
}

// readerIssues returns the reader's issues followed by one for each Fact
// of a that a rule judges: everything the reader rules report, and what
// decides whether Hadoop refuses the file.
func readerIssues(a *xmlconf.Allocations, issues []diag.Finding) []diag.Finding {
	if a == nil || len(a.Facts) == 0 {
		return issues
	}
	out := append(make([]diag.Finding, 0, len(issues)+len(a.Facts)), issues...)
	for _, f := range a.Facts {
		word, ok := factRules[f.Kind]
		if !ok {
			continue
		}
		rule, msg, hint := word(f, a.Hadoop.Version)
		if f.InUser {
			// Findings inside <user> have no queue to name: they name the user.
			msg = fmt.Sprintf("<user name=%q>: %s", f.User, msg)
		}
		is := xmlconf.NewIssue(f.Pos, rule, f.Queue, msg, hint)
		is.Key = factKey(f)
		out = append(out, is)
	}
	return out
}

// factKey names the setting a fact is about, for the finding's identity:
// the attribute ("weight=") or else the element ("<weigth>").
func factKey(f xmlconf.Fact) string {
	switch {
	case f.Attr != "":
		return f.Attr + "="
	case f.Element != "":
		return "<" + f.Element + ">"
	}
	return ""
}

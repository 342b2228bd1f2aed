package xmlconf

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/diag"
)

// factRuleIDs names each kind of Fact after the lint rule that judges it,
// so that the reader's tables can check facts and issues together.
var factRuleIDs = map[FactKind]string{
	FactReservationOnParent:  RuleReservationOnParent,
	FactRootWithSiblings:     RuleRootWithSiblings,
	FactFIFODefaultPolicy:    RuleFIFODefaultPolicy,
	FactDuplicate:            RuleDuplicateElement,
	FactDeprecatedName:       RuleDeprecatedElement,
	FactIgnoredAlias:         RuleIgnoredDeprecated,
	FactPolicyWithoutRules:   RulePlacementPolicyIgnore,
	FactUnknownAttribute:     RuleUnknownAttribute,
	FactUnknownElement:       RuleUnknownElement,
	FactQueueTagQuirk:        RuleQueueTagQuirk,
	FactInvalidQueueName:     RuleInvalidQueueName,
	FactRootNameCase:         RuleRootNameCase,
	FactMultipleParentRules:  RulePlacementParentRules,
	FactEmptyPlacementPolicy: RuleEmptyPlacementPolicy,
	FactRuleWithoutName:      RuleInvalidPlacementRule,
	FactUnknownRule:          RuleInvalidPlacementRule,
	FactMissingParentRule:    RuleInvalidPlacementRule,
	FactForbiddenParentRule:  RuleInvalidPlacementRule,
	FactRuleInitFailed:       RuleInvalidPlacementRule,
	FactUnreachableRule:      RuleUnreachablePlacement,
	FactPlacementNotTerminal: RulePlacementNotTerminal,
	FactUnknownPolicy:        RuleInvalidPolicy,
	FactJDKPolicyClass:       RuleInvalidPolicy,
	FactEmptyValue:           RuleEmptyValue,
	FactNonTextValue:         RuleNonTextValue,
	FactSplitValue:           RuleCDATASplitValue,
	FactInvalidNumber:        RuleInvalidNumber,
	FactInvalidResource:      RuleInvalidResource,
	FactDoctype:              RuleDoctype,
	FactWrongRootElement:     RuleWrongRootElement,
	FactQueuesTooDeep:        RuleReaderLimit,
	FactNamesOverBudget:      RuleReaderLimit,
	FactNotWellFormed:        RuleMalformedXML,
}

// malformations name each Malformation in the Issues withFacts shows.
var malformations = map[Malformation]string{
	MalformedSyntax: "syntax", MalformedEntityLimit: "entity limit", MalformedDeclaration: "declaration",
	MalformedNotDeclaration: "no declaration", MalformedUnclosed: "unclosed element", MalformedNoRoot: "no root element",
	MalformedTrailing: "trailing content",
}

// withFacts returns an Issue for each fact of a, in the order the reader
// met them, with the rule ID that judges it and Hadoop's refusal text as
// message (plus "set by an earlier declaration" for an inherited setting).
func withFacts(a *Allocations) []diag.Finding {
	out := make([]diag.Finding, 0, len(a.Facts))
	for _, f := range a.Facts {
		out = append(out, factIssue(a, f))
	}
	return out
}

// factIssue is the Issue withFacts shows for f.
func factIssue(a *Allocations, f Fact) diag.Finding {
	if f.Kind == FactNotWellFormed {
		msg := fmt.Sprintf("%s, %s: %s (Hadoop: %q)", f.Kind, malformations[f.Malformed], f.Value, f.Refusal)
		return diag.Finding{Pos: f.Pos, Rule: RuleMalformedXML, Message: msg}
	}
	{
		rule := factRuleIDs[f.Kind]
		if f.Kind == FactMaxAMShareOnParent {
			rule = RuleMaxAMShareIgnoredOnParent
			if f.Outcome == Refused {
				rule = RuleMaxAMShareOnParent
			}
		}
		msg := string(f.Kind) + ": <" + f.Element + "> " + f.Attr + f.ReadAs + " " + f.Refusal + f.Warning
		if f.Inherited {
			msg += " (set by an earlier declaration of the queue)"
		}
		if f.Releases == nil || !f.Releases(a.Hadoop) {
			msg += " (fact outside its releases)"
		}
		if f.Name != "" {
			msg += fmt.Sprintf(" %q", f.Name)
		}
		if f.Value != "" {
			msg += fmt.Sprintf(" value %q", f.Value)
		}
		if len(f.Entities) > 0 {
			msg += " external " + strings.Join(f.Entities, ", ")
		}
		if len(f.Markup) > 0 {
			msg += " markup " + strings.Join(f.Markup, ", ")
		}
		if f.InUser {
			msg = fmt.Sprintf("<user name=%q>: %s", f.User, msg)
		}
		if u := f.Unknown; u != nil {
			msg += unknownSummary(f.Element, u)
		}
		return diag.Finding{Pos: f.Pos, Rule: rule, Queue: f.Queue, Message: msg}
	}
}

// unknownSummary renders what the reader recorded of an unknown element:
// whether Hadoop logs it, and the suggestion or YARN name it found.
func unknownSummary(tag string, u *UnknownElement) string {
	s := fmt.Sprintf(" unknown element <%s>; Hadoop ignores it silently", tag)
	if u.Logged {
		s = fmt.Sprintf(" unknown element <%s>; Bad element in allocations file: %s", tag, tag)
	}
	if u.Suggest != "" {
		s += fmt.Sprintf("; did you mean <%s>", u.Suggest)
	}
	if u.Legacy != "" {
		s += fmt.Sprintf("; YARN name <%s>", u.Legacy)
	}
	return s
}

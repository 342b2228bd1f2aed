package lint

import (
	"fmt"
	"slices"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// factWording words one Fact as a finding of the rule that judges it:
// the rule ID, the message and the hint, for the release v being checked.
type factWording func(f xmlconf.Fact, v hadoop.Version) (rule, msg, hint string)

// factRule is how the findings of one kind of Fact are worded: rule is
// the ID of the rule that reports them (its Check is readerFacts), word
// their wording, which gives rule or, where the fact means something else
// in the release read, one of the rule's aliases.
type factRule struct {
	rule string
	word factWording
}

// factRules are the wordings of the rules that judge the reader's Facts,
// by kind: the one home of their wording; each wording is defined beside
// its rule.
var factRules = map[xmlconf.FactKind]factRule{
	xmlconf.FactMaxAMShareOnParent:   {RuleMaxAMShareOnParent, wordMaxAMShareOnParent},
	xmlconf.FactReservationOnParent:  {RuleReservationOnParent, wordReservationOnParent},
	xmlconf.FactRootWithSiblings:     {RuleRootWithSiblings, wordRootWithSiblings},
	xmlconf.FactFIFODefaultPolicy:    {RuleFIFODefaultPolicy, wordFIFODefaultPolicy},
	xmlconf.FactDuplicate:            {RuleDuplicateElement, wordDuplicate},
	xmlconf.FactDeprecatedName:       {RuleDeprecatedElement, wordDeprecatedName},
	xmlconf.FactIgnoredAlias:         {RuleIgnoredDeprecated, wordIgnoredAlias},
	xmlconf.FactPolicyWithoutRules:   {RulePlacementPolicyIgnore, wordPolicyWithoutRules},
	xmlconf.FactUnknownAttribute:     {RuleUnknownAttribute, wordUnknownAttribute},
	xmlconf.FactUnknownElement:       {RuleUnknownElement, wordUnknownElement},
	xmlconf.FactQueueTagQuirk:        {RuleQueueTagQuirk, wordQueueTagQuirk},
	xmlconf.FactInvalidQueueName:     {RuleInvalidQueueName, wordInvalidQueueName},
	xmlconf.FactRootNameCase:         {RuleRootNameCase, wordRootNameCase},
	xmlconf.FactMultipleParentRules:  {RulePlacementParentRules, wordMultipleParentRules},
	xmlconf.FactEmptyPlacementPolicy: {RuleEmptyPlacementPolicy, wordEmptyPlacementPolicy},
	xmlconf.FactRuleWithoutName:      {RuleInvalidPlacementRule, wordInvalidPlacementRule},
	xmlconf.FactUnknownRule:          {RuleInvalidPlacementRule, wordInvalidPlacementRule},
	xmlconf.FactMissingParentRule:    {RuleInvalidPlacementRule, wordInvalidPlacementRule},
	xmlconf.FactForbiddenParentRule:  {RuleInvalidPlacementRule, wordInvalidPlacementRule},
	xmlconf.FactRuleInitFailed:       {RuleInvalidPlacementRule, wordInvalidPlacementRule},
	xmlconf.FactUnreachableRule:      {RuleUnreachablePlacement, wordUnreachablePlacementRule},
	xmlconf.FactPlacementNotTerminal: {RulePlacementNotTerminal, wordPlacementNotTerminal},
	xmlconf.FactUnknownPolicy:        {RuleInvalidPolicy, wordInvalidSchedulingPolicy},
	xmlconf.FactJDKPolicyClass:       {RuleInvalidPolicy, wordInvalidSchedulingPolicy},
	xmlconf.FactEmptyValue:           {RuleEmptyValue, wordEmptyValue},
	xmlconf.FactNonTextValue:         {RuleNonTextValue, wordNonTextValue},
	xmlconf.FactSplitValue:           {RuleCDATASplitValue, wordSplitValue},
	xmlconf.FactInvalidNumber:        {RuleInvalidNumber, wordInvalidNumber},
	xmlconf.FactInvalidResource:      {RuleInvalidResource, wordInvalidResource},
	xmlconf.FactDoctype:              {RuleDoctype, wordDoctype},
	xmlconf.FactWrongRootElement:     {RuleWrongRootElement, wordWrongRootElement},
	xmlconf.FactQueuesTooDeep:        {RuleReaderLimit, wordReaderLimit},
	xmlconf.FactNamesOverBudget:      {RuleReaderLimit, wordReaderLimit},
	xmlconf.FactNotWellFormed:        {RuleMalformedXML, wordNotWellFormed},
}

// factIndex is where a file's Facts are, by the ID of the rule that
// words them (factRules): indexes into Allocations.Facts, in the order the
// reader recorded them. One pass over the facts builds it for all the
// reader rules of a run.
type factIndex map[string][]int32

// indexFacts returns the factIndex of a (empty for nil).
func indexFacts(a *xmlconf.Allocations) factIndex {
	idx := factIndex{}
	if a == nil {
		return idx
	}
	for i := range a.Facts {
		if fr, ok := factRules[a.Facts[i].Kind]; ok {
			idx[fr.rule] = append(idx[fr.rule], int32(i))
		}
	}
	return idx
}

// wordFact words f, read as release v, as a reader issue: the finding of
// the rule its wording names, without a file.
func wordFact(fr factRule, f *xmlconf.Fact, v hadoop.Version) diag.Finding {
	rule, msg, hint := fr.word(*f, v)
	if f.InUser {
		// Findings inside <user> have no queue to name: they name the user.
		msg = fmt.Sprintf("<user name=%q>: %s", f.User, msg)
	}
	is := readerFinding(f.Pos, rule, f.Queue, msg, hint)
	is.Key = factKey(f)
	return is
}

// readerIssues returns one finding for each Fact of a that a rule judges,
// worded: what the reader rules report, and what decides whether Hadoop
// refuses the file. The upgrade rules compare two releases' lists; a lint
// run words each fact in its rule (readerFacts).
func readerIssues(a *xmlconf.Allocations) []diag.Finding {
	if a == nil || len(a.Facts) == 0 {
		return nil
	}
	out := make([]diag.Finding, 0, len(a.Facts))
	for i := range a.Facts {
		if fr, ok := factRules[a.Facts[i].Kind]; ok {
			out = append(out, wordFact(fr, &a.Facts[i], a.Hadoop.Version))
		}
	}
	return out
}

// readerRefuses reports whether the reader found a reason for Hadoop to
// refuse the file: a Fact of a refusing rule (refusing). Only the facts of
// a refusing rule are worded, to learn whether their wording keeps the
// rule or names a non-refusing alias.
func readerRefuses(a *xmlconf.Allocations) bool {
	if a == nil {
		return false
	}
	for i := range a.Facts {
		fr, ok := factRules[a.Facts[i].Kind]
		if !ok || !refusing[fr.rule] {
			continue
		}
		if rule, _, _ := fr.word(a.Facts[i], a.Hadoop.Version); refusing[rule] {
			return true
		}
	}
	return false
}

// readerFacts is the Check of the rules that report what xmlconf found
// while reading: for the rule's ID and then each of its aliases (the ID a
// fact has in the releases where it is no refusal), the rule's Facts whose
// wording names it, all under the rule's ID.
func readerFacts(p *Pass) {
	if p.shared == nil {
		p.shared = &shared{}
	}
	if p.shared.facts == nil {
		p.shared.facts = indexFacts(p.Config)
	}
	facts := p.shared.facts[p.rule.ID]
	*p.out = slices.Grow(*p.out, len(facts))
	var aliased []diag.Finding // facts worded under an alias, reported after the ID's
	for _, i := range facts {
		f := &p.Config.Facts[i]
		is := wordFact(factRules[f.Kind], f, p.Config.Hadoop.Version)
		if is.Rule != p.rule.ID {
			aliased = append(aliased, is)
			continue
		}
		p.addReader(is)
	}
	for _, id := range p.rule.Aliases {
		for _, is := range aliased {
			if is.Rule == id {
				p.addReader(is)
			}
		}
	}
}

// addReader reports is, a worded fact, as a finding of the rule that
// runs; it refuses the file when its own rule (the ID or an alias) does.
func (p *Pass) addReader(is diag.Finding) {
	p.add(diag.Finding{File: p.File, Pos: is.Pos, Queue: is.Queue, Key: is.Key, Message: is.Message, Hint: is.Hint, Refuses: refusing[is.Rule]})
}

// factKey names the setting a fact is about, for the finding's identity:
// the attribute ("weight=") or else the element ("<weigth>").
func factKey(f *xmlconf.Fact) string {
	switch {
	case f.Attr != "":
		return f.Attr + "="
	case f.Element != "":
		return "<" + f.Element + ">"
	}
	return ""
}

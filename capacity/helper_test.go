package capacity

import (
	"cmp"
	"fmt"
	"iter"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// xmlOf builds a capacity-scheduler.xml from "name=value" pairs, one
// property per line (line 1 is <configuration>, property i on line i+2).
func xmlOf(props ...string) []byte {
	var b strings.Builder
	b.WriteString("<configuration>\n")
	for _, p := range props {
		name, val, _ := strings.Cut(p, "=")
		fmt.Fprintf(&b, "<property><name>%s%s</name><value>%s</value></property>\n", Prefix, name, val)
	}
	b.WriteString("</configuration>\n")
	return []byte(b.String())
}

func profile(t *testing.T, v string) hadoop.Profile {
	t.Helper()
	ver, err := hadoop.Parse(v)
	if err != nil {
		t.Fatal(err)
	}
	return hadoop.For(ver)
}

func mustRead(t *testing.T, v string, props ...string) *Config {
	t.Helper()
	c, err := Read("cs.xml", xmlOf(props...), profile(t, v))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// codes lists the rules of c's findings and facts, in file order.
func codes(c *Config) []string {
	fs := factFindings(c)
	slices.SortStableFunc(fs, func(a, b diag.Finding) int {
		return cmp.Or(cmp.Compare(a.Pos.Line, b.Pos.Line), cmp.Compare(a.Pos.Col, b.Pos.Col))
	})
	var out []string
	for _, f := range fs {
		out = append(out, f.Rule)
	}
	return out
}

// factCodes name each kind of Fact after the lint rule that judges it.
var factCodes = map[FactKind]string{
	FactUnknownProperty: CodeUnknownProperty, FactUnknownQueueProperty: CodeUnknownProperty,
	FactUnknownPreemptionProperty: CodeUnknownProperty, FactUnknownTemplateProperty: CodeUnknownProperty,
	FactOrphanProperty: CodeOrphanProperty, FactInvalidBoolean: CodeInvalidBoolean, FactUnexpandedVariable: CodeUnreadVariable,
	FactRootCapacity: CodeIgnoredProperty, FactRootLabels: CodeIgnoredProperty, FactLeafOnlyOnParent: CodeIgnoredProperty,
	FactNotInRelease: CodeIgnoredProperty, FactMaxCapacityAbove100: CodeIgnoredProperty, FactNoMemory: CodeIgnoredProperty,
	FactVcoresOverflow: CodeIgnoredProperty, FactNegativeAmount: CodeIgnoredProperty, FactEntryWithoutEquals: CodeIgnoredProperty,
	FactUnknownUnit: CodeIgnoredProperty, FactSpacedType: CodeIgnoredProperty, FactTypeBeforeCustomAmounts: CodeIgnoredProperty,
	FactNaNCapacity: CodeIgnoredProperty, FactUnrangedQueueSetting: CodeIgnoredProperty, FactNegativeMaxApplications: CodeIgnoredProperty,
	FactUnrangedAMPercent: CodeIgnoredProperty, FactNoRootQueues: CodeNoRootQueues, FactDuplicateChild: CodeDuplicateChild,
	FactReservableParent: CodeReservableParent, FactRunningUnderStopped: CodeRunningUnderStopped, FactSameNameLeaves: CodeSameNameLeaves,
	FactAbsoluteChildOfPercent: CodeMixedModes, FactMixedChildModes: CodeMixedModes, FactAbsoluteMismatch: CodeMixedModes,
	FactNotANumber: CodeInvalidValue, FactNotALabelWeight: CodeInvalidValue, FactIllegalWeight: CodeInvalidValue,
	FactIllegalCapacity: CodeInvalidValue, FactIllegalLabelCapacity: CodeInvalidValue, FactNotAResource: CodeInvalidValue,
	FactOutsideResourcePattern: CodeInvalidValue, FactBadResourceEntry: CodeInvalidValue, FactWeightMaximum: CodeInvalidValue,
	FactUnknownState: CodeInvalidValue, FactUnknownCalculator: CodeInvalidValue, FactUnknownPreemptionOrder: CodeInvalidValue,
	FactUnreadableValue: CodeInvalidValue, FactChildrenSum: CodeChildrenSum, FactLabelChildrenSum: CodeChildrenSum,
	FactMinimumSum: CodeChildrenSum, FactWeightUnread: CodeUnsupportedForm, FactAbsoluteUnread: CodeUnsupportedForm,
	FactUserGroupMapping: CodeInvalidMapping, FactAppNameMapping: CodeInvalidMapping, FactMappingFormat: CodeInvalidMapping,
	FactMappingJSONSyntax: CodeInvalidMapping, FactMappingJSONRule: CodeInvalidMapping, FactMappingFileUnread: CodeInvalidMapping,
	FactNoJSONRules:  CodeInvalidMapping,
	FactVectorUnread: CodeUnsupportedForm, FactLeafOrderingPolicy: CodeOrderingPolicy, FactParentOrderingPolicy: CodeOrderingPolicy,
	FactAbsCapacityAboveMaximum: CodeAboveMaximum, FactMinAboveMaximum: CodeAboveMaximum, FactMaxAboveParentMaximum: CodeAboveMaximum,
	FactGuaranteeAboveMaximum: CodeAboveMaximum, FactUserLimitFactorOne: CodeUserLimitFactorOne,
	FactUserLimitFactorUnusable: CodeUserLimitFactorUnusable, FactNoApplications: CodeZeroCapacity, FactNoContainers: CodeZeroCapacity,
	FactOpenSubmitACL: CodeOpenRootACL, FactOpenAdminACL: CodeOpenRootACL, FactSameNameLeafParent: CodeSameNameLeafParent,
	FactAMLimitOneAM: CodeAMLimitBelowOneAM, FactGuaranteeBelowContainer: CodeGuaranteeBelowContainer,
	FactGuaranteeLowered: CodeGuaranteeLowered, FactMappingUnknownQueue: CodeMappingUnknownQueue,
	FactMappingNoAutoCreation: CodeMappingNoAutoCreation,
}

// factFindings are c's facts as findings of the rules that judge them,
// with the fact summed up as message (lint words them).
func factFindings(c *Config) []diag.Finding {
	return findingsOf(c.File, c.Facts)
}

// findingsOf are facts of the file called file as findings of the rules
// that judge them, each summed up as message.
func findingsOf(file string, facts []Fact) []diag.Finding {
	out := make([]diag.Finding, 0, len(facts))
	for _, f := range facts {
		sev := diag.Warning
		if f.Refuses {
			sev = diag.Error
		}
		out = append(out, diag.Finding{File: file, Pos: f.Pos, Rule: factCodes[f.Kind], Queue: f.Queue, Key: f.Key, Severity: sev,
			Message: fmt.Sprintf("%s: %s %q %q %s", f.Kind, f.Key, f.Raw, f.Name, f.Refusal), Hint: f.Suggest, Refuses: f.Refuses})
	}
	return out
}

// allFacts are the reader's facts of c and every check's (the cluster
// ones when cluster is not nil), in the order they come.
func allFacts(c *Config, p hadoop.Profile, cluster resource.Resource) []Fact {
	checks := []iter.Seq[Fact]{UserLimitFactorOne(c), UserLimitFactorUnusable(c, p), ZeroCapacity(c), OpenRootACL(c),
		MappingUnknownQueue(c, p), MappingNoAutoCreation(c, p), SameNameLeafParent(c, p)}
	if cluster != nil {
		shares := Shares(c, cluster, nil, nil)
		checks = append(checks, AMLimitBelowOneAM(shares, DefaultMinAllocation), GuaranteeBelowContainer(shares, DefaultMinAllocation),
			GuaranteesLowered(shares, nil))
	}
	out := slices.Clone(c.Facts)
	for _, facts := range checks {
		out = slices.AppendSeq(out, facts)
	}
	return out
}

// allFindings is what lint reports for c with every rule on: allFacts,
// summed up by findingsOf, in file order. The rules, their wordings and
// their severities live in lint; these tests check the facts.
func allFindings(c *Config, p hadoop.Profile, cluster resource.Resource) []diag.Finding {
	out := findingsOf(c.File, allFacts(c, p, cluster))
	slices.SortStableFunc(out, func(a, b diag.Finding) int {
		return cmp.Or(cmp.Compare(a.Pos.Line, b.Pos.Line), cmp.Compare(a.Pos.Col, b.Pos.Col))
	})
	return out
}

package capacity

import (
	"cmp"
	"fmt"
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
	FactGuaranteeAboveMaximum: CodeAboveMaximum,
}

// factFindings are c's facts as findings of the rules that judge them,
// with the fact summed up as message (lint words them).
func factFindings(c *Config) []diag.Finding {
	out := make([]diag.Finding, 0, len(c.Facts))
	for _, f := range c.Facts {
		sev := Warning
		if f.Refuses {
			sev = Error
		}
		out = append(out, diag.Finding{File: c.File, Pos: f.Pos, Rule: factCodes[f.Kind], Queue: f.Queue, Key: f.Key, Severity: sev,
			Message: fmt.Sprintf("%s: %s %q %q %s", f.Kind, f.Key, f.Raw, f.Name, f.Refusal), Hint: f.Suggest, Refuses: f.Refuses})
	}
	return out
}

// allFindings is what lint reports for c with every rule on: the reader's
// findings and facts (summed up by factFindings) and every check's (the cluster ones when cluster is not nil),
// in file order. The rules and their severities live in lint; these tests
// check the facts.
func allFindings(c *Config, p hadoop.Profile, cluster resource.Resource) []diag.Finding {
	out := slices.Concat(factFindings(c), UserLimitFactorOne(c), UserLimitFactorUnusable(c, p), ZeroCapacity(c), OpenRootACL(c),
		MappingUnknownQueue(c, p), MappingNoAutoCreation(c, p), SameNameLeafParent(c, p))
	if cluster != nil {
		shares := Shares(c, cluster, nil, nil)
		out = slices.Concat(out, AMLimitBelowOneAM(shares, DefaultMinAllocation), GuaranteeBelowContainer(shares, DefaultMinAllocation))
	}
	for i := range out {
		if out[i].File == "" {
			out[i].File = c.File
		}
	}
	slices.SortStableFunc(out, func(a, b diag.Finding) int {
		return cmp.Or(cmp.Compare(a.Pos.Line, b.Pos.Line), cmp.Compare(a.Pos.Col, b.Pos.Col))
	})
	return out
}

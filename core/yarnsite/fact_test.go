package yarnsite

import (
	"fmt"
	"sort"

	"github.com/fairsched/fairsched/core/diag"
)

// factCodes name each kind of Fact after the issue code of the rule that
// words it.
var factCodes = map[FactKind]string{
	FactUnknownKey: IssueUnknownKey, FactUnexpanded: IssueUnexpanded, FactFinalOverride: IssueFinalOverride, FactInclude: IssueInclude,
}

// The codes of the tests' summaries of ValueErrors (valueErrorFinding):
// the value errors of the ResourceManager cannot read, and the others.
const (
	IssueInvalidValue   = "invalid-value"
	IssueInvalidBoolean = "invalid-boolean"
)

// valueErrorNames name the kinds of ValueError in the tests' summaries.
var valueErrorNames = map[ValueErrorKind]string{
	Unexpandable: "unexpandable", NotBoolean: "not boolean", FinalNotTrue: "final not true", NotInteger: "not integer",
	NotNumber: "not number", NotDouble: "not double", NotValueUnit: "not value [unit]", BadUnit: "bad unit", NotPositive: "not positive",
}

// withFacts returns a finding for each value error and each fact, with
// it summed up as message (lint words them), in file order: a fatal
// error is an invalid-value, another an invalid-boolean.
func withFacts(unread []*ValueError, facts []Fact) []diag.Finding {
	var out []diag.Finding
	for _, ve := range unread {
		out = append(out, valueErrorFinding(ve))
	}
	for _, f := range facts {
		out = append(out, diag.Finding{Pos: f.Pos, Key: f.Key, Rule: factCodes[f.Kind],
			Message: fmt.Sprintf("%s %s ${%s} suggest %s value %q final line %d", f.Kind, f.Key, f.Name, f.Suggest, f.Value, f.Final.Line)})
	}
	sort.SliceStable(out, func(i, j int) bool { return posLess(out[i].Pos, out[j].Pos) })
	return out
}

// valueErrorFinding sums ve up as a finding.
func valueErrorFinding(ve *ValueError) diag.Finding {
	code := IssueInvalidBoolean
	if ve.Fatal {
		code = IssueInvalidValue
	}
	return diag.Finding{Pos: ve.Pos, Key: ve.Key, Rule: code, Refuses: ve.Fatal,
		Message: fmt.Sprintf("%s %q bits %d default %v int %d cause %s", valueErrorNames[ve.Kind], ve.Value, ve.Bits, ve.Default, ve.Int, ve.Cause)}
}

// readAll is what Read finds: its findings and its facts (withFacts).
func readAll(c *Config) []diag.Finding {
	_, fs, facts := c.Read()
	return withFacts(fs, facts)
}

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

// withFacts returns fs and a finding for each fact, with the fact summed
// up as message (lint words them), in file order.
func withFacts(fs []diag.Finding, facts []Fact) []diag.Finding {
	out := append([]diag.Finding(nil), fs...)
	for _, f := range facts {
		out = append(out, diag.Finding{Pos: f.Pos, Key: f.Key, Rule: factCodes[f.Kind],
			Message: fmt.Sprintf("%s %s ${%s} suggest %s value %q final line %d", f.Kind, f.Key, f.Name, f.Suggest, f.Value, f.Final.Line)})
	}
	sort.SliceStable(out, func(i, j int) bool { return posLess(out[i].Pos, out[j].Pos) })
	return out
}

// readAll is what Read finds: its findings and its facts (withFacts).
func readAll(c *Config) []diag.Finding {
	_, fs, facts := c.Read()
	return withFacts(fs, facts)
}

package lint

import (
	"testing"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestConvertChecks: every convert rule reports the severity of each
// loss's effect.
func TestConvertChecks(t *testing.T) {
	if len(ConvertRules) < 9 {
		t.Fatalf("%d convert rules", len(ConvertRules))
	}
	for _, r := range Registry() {
		if r.Input == ConvertInput && !r.ByEffect {
			t.Errorf("%s: a convert rule reports the severity of each loss's effect, so it is ByEffect", r.ID)
		}
	}
}

// TestCheckConversionSeverity: a convert finding keeps the severity of its
// effect (here an error, where convert-refused's usual severity is also
// error, and an info from convert-no-counterpart, usually an error) unless
// the options set the rule's severity; Off drops the rule's findings.
func TestCheckConversionSeverity(t *testing.T) {
	a := xmlconf.Parse([]byte("<allocations>\n  <queue name=\"eng\">\n    <fairSharePreemptionTimeout>30</fairSharePreemptionTimeout>\n  </queue>\n</allocations>\n"),
		xmlconf.Options{Hadoop: hadoop.DefaultProfile()})
	src := convert.Source{File: "fair.xml", Fair: a, Target: hadoop.DefaultProfile()}
	facts := &convert.Facts{Refusals: []diag.Finding{{Queue: "root.eng", Message: "a reason"}}}
	severities := func(o Options) map[string]Severity {
		got := map[string]Severity{}
		for _, d := range CheckConversion(src, facts, o) {
			got[d.Rule] = d.Severity
		}
		return got
	}
	got := severities(Options{})
	if got[ConvertNoCounterpart.ID] != Info || got[ConvertRefused.ID] != Error {
		t.Errorf("without options: %v, want no-counterpart info (preemption off) and refused error", got)
	}
	got = severities(Options{Severity: map[string]Severity{ConvertNoCounterpart.ID: Warning}, Off: map[string]bool{ConvertRefused.ID: true}})
	if got[ConvertNoCounterpart.ID] != Warning {
		t.Errorf("the override to warning gave %v", got[ConvertNoCounterpart.ID])
	}
	if _, ok := got[ConvertRefused.ID]; ok {
		t.Error("convert-refused is off, yet reported")
	}
}

// TestSetSeverityOtherRules: setSeverity still gives other rules' findings
// the rule's severity, whatever they were reported with.
func TestSetSeverityOtherRules(t *testing.T) {
	ds := []diag.Finding{{Severity: Info}}
	setSeverity(ds, ConvertMinResources, hadoop.DefaultProfile(), Options{})
	if ds[0].Severity != Info {
		t.Errorf("a convert finding's severity changed to %v", ds[0].Severity)
	}
	setSeverity(ds, ACLWhitespace, hadoop.DefaultProfile(), Options{})
	if ds[0].Severity != Warning || ACLWhitespace.Severity != Warning {
		t.Errorf("a lint finding kept %v, want its rule's warning", ds[0].Severity)
	}
}

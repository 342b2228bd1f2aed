package render

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// convertJSONOracle is the encoding/json writer ConvertJSON replaced.
func convertJSONOracle(r *convert.Result) []byte {
	out := convertJSON{CapacityScheduler: propertyMap(r.CapacityScheduler), YarnSite: propertyMap(r.YarnSite),
		MappingRules: r.MappingRules, Findings: []convertFinding{}, Queues: r.Queues}
	if out.Queues == nil {
		out.Queues = []convert.Queue{}
	}
	for _, d := range r.Findings {
		out.Findings = append(out.Findings, convertFinding{Rule: d.Rule, Severity: d.Severity.String(), File: d.File,
			Line: int(d.Pos.Line), Column: int(d.Pos.Col), Queue: d.Queue, Message: d.Message})
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	_ = enc.Encode(out)
	return b.Bytes()
}

// TestConvertJSONMatchesOracle: the hand-written writer gives
// encoding/json's bytes, empty and full, odd characters included.
func TestConvertJSONMatchesOracle(t *testing.T) {
	full := &convert.Result{
		CapacityScheduler: []capacity.Property{{Name: "b", Value: "1"}, {Name: "a", Value: "x\"<é>\n"}, {Name: "b", Value: "2"}},
		YarnSite:          []capacity.Property{{Name: "y", Value: "z"}},
		MappingRules:      map[string]any{"rules": []any{map[string]any{"policy": "user", "create": true}}},
		Findings: []diag.Finding{{File: "f.xml", Pos: xmlconf.Pos{Line: 3, Col: 4}, Rule: "convert-renamed",
			Severity: lint.Info, Queue: "root.a", Message: "m \"q\""}},
		Queues: []convert.Queue{{Queue: "root.a", Capacity: "50", MaximumCapacity: "100"},
			{Queue: "root.b", Capacity: "1.0w", MaximumCapacity: "[memory=1,vcores=1]",
				Guaranteed: map[string]int64{"vcores": 1, "memory-mb": 2}, FairMinShare: map[string]int64{"memory-mb": 3}}},
	}
	for _, r := range []*convert.Result{{}, full} {
		var got bytes.Buffer
		if err := ConvertJSON(&got, r); err != nil {
			t.Fatal(err)
		}
		if want := convertJSONOracle(r); !bytes.Equal(got.Bytes(), want) {
			t.Errorf("got:\n%s\nwant:\n%s", got.Bytes(), want)
		}
	}
}

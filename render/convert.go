package render

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/convert"
)

// convertJSON is `fairsched convert --format json`, matching
// schema/convert.schema.json.
type convertJSON struct {
	CapacityScheduler map[string]string `json:"capacityScheduler"`
	YarnSite          map[string]string `json:"yarnSite"`
	MappingRules      map[string]any    `json:"mappingRules"`
	Findings          []convertFinding  `json:"findings"`
	Queues            []convert.Queue   `json:"queues"`
}

type convertFinding struct {
	Rule     string `json:"rule"`
	Severity string `json:"severity"`
	File     string `json:"file"`
	Line     int    `json:"line"`
	Column   int    `json:"column"`
	Queue    string `json:"queue"`
	Message  string `json:"message"`
}

// ConvertJSON writes a conversion as one JSON object.
func ConvertJSON(w io.Writer, r *convert.Result) error {
	out := convertJSON{CapacityScheduler: propertyMap(r.CapacityScheduler), YarnSite: propertyMap(r.YarnSite),
		MappingRules: r.MappingRules, Findings: []convertFinding{}, Queues: r.Queues}
	if out.Queues == nil {
		out.Queues = []convert.Queue{}
	}
	for _, d := range r.Findings {
		out.Findings = append(out.Findings, convertFinding{Rule: d.Rule, Severity: d.Severity.String(), File: d.File,
			Line: int(d.Pos.Line), Column: int(d.Pos.Col), Queue: d.Queue, Message: d.Message})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func propertyMap(props []capacity.Property) map[string]string {
	m := make(map[string]string, len(props))
	for _, p := range props {
		m[p.Name] = p.Value
	}
	return m
}

// ConvertText writes a conversion for a terminal: the findings as lint
// prints them, then what was written (or would be) and a count.
func ConvertText(w io.Writer, r *convert.Result, written string, o Options) error {
	if err := Text(w, r.Findings, o); err != nil {
		return err
	}
	where := "(not written: pass --output-dir DIR to write the files)"
	if written != "" {
		where = "written to " + written
	}
	_, err := fmt.Fprintf(w, "capacity-scheduler.xml: %d properties, yarn-site.xml: %d properties; %s\n",
		len(r.CapacityScheduler), len(r.YarnSite), where)
	return err
}

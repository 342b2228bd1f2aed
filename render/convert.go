package render

import (
	"fmt"
	"io"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/capacity"
)

// convertJSON is `fairsched convert --format json`, matching
// schema/convert.schema.json; ConvertJSON writes the same bytes as
// encoding/json would for it (the test oracle).
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

func propertyMap(props []capacity.Property) map[string]string {
	m := make(map[string]string, len(props))
	for _, p := range props {
		m[p.Name] = p.Value
	}
	return m
}

// ConvertText writes a conversion for a terminal: the findings as lint
// prints them; without an output directory the capacity-scheduler.xml
// itself, saying so; then what was written (or would be) and a count.
func ConvertText(w io.Writer, r *convert.Result, written string, o Options) error {
	if err := Text(w, r.Findings, o); err != nil {
		return err
	}
	where := "(not written: pass --output-dir DIR to write the files)"
	if written != "" {
		where = "written to " + written
	} else {
		file, err := convert.Printed(r)
		if err != nil {
			return err
		}
		if _, err := fmt.Fprintf(w, "capacity-scheduler.xml, printed because no --output-dir was given:\n%s", file); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintf(w, "capacity-scheduler.xml: %s, yarn-site.xml: %s; %s\n",
		properties(len(r.CapacityScheduler)), properties(len(r.YarnSite)), where)
	return err
}

// properties counts properties: "1 property", "37 properties".
func properties(n int) string {
	if n == 1 {
		return "1 property"
	}
	return fmt.Sprintf("%d properties", n)
}

package render

import (
	"encoding/json"
	"io"
	"slices"
	"strconv"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
)

// ConvertJSON writes a conversion as one JSON object (schema/convert.schema.json),
// two-space indented, object keys sorted as encoding/json sorts map keys.
func ConvertJSON(w io.Writer, r *convert.Result) error {
	b := make([]byte, 0, 64<<10)
	b = append(b, "{\n  \"capacityScheduler\": "...)
	b = appendProperties(b, r.CapacityScheduler)
	b = append(b, ",\n  \"yarnSite\": "...)
	b = appendProperties(b, r.YarnSite)
	b = append(b, ",\n  \"mappingRules\": "...)
	if r.MappingRules == nil {
		b = append(b, "null"...)
	} else {
		m, err := json.MarshalIndent(r.MappingRules, "  ", "  ")
		if err != nil {
			return err
		}
		b = append(b, m...)
	}
	b = append(b, ",\n  \"findings\": "...)
	b = appendFindings(b, r.Findings)
	b = append(b, ",\n  \"queues\": "...)
	b = appendQueues(b, r.Queues)
	b = append(b, "\n}\n"...)
	_, err := w.Write(b)
	return err
}

// appendProperties appends props as an object by name, the last value of a
// name winning, names sorted.
func appendProperties(b []byte, props []capacity.Property) []byte {
	m := propertyMap(props)
	if len(m) == 0 {
		return append(b, "{}"...)
	}
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	slices.Sort(names)
	b = append(b, '{')
	for i, n := range names {
		if i > 0 {
			b = append(b, ',')
		}
		b = newline(b, 2)
		b = appendJSONString(b, n)
		b = append(b, ": "...)
		b = appendQuoted(b, m[n])
	}
	b = newline(b, 1)
	return append(b, '}')
}

// appendFindings appends the findings array.
func appendFindings(b []byte, ds []diag.Finding) []byte {
	return appendList(b, 1, len(ds), func(b []byte, i int) []byte {
		d := ds[i]
		b = append(b, "{\n      \"rule\": "...)
		b = appendJSONString(b, d.Rule)
		b = append(b, ",\n      \"severity\": "...)
		b = appendJSONString(b, d.Severity.String())
		b = append(b, ",\n      \"file\": "...)
		b = appendJSONString(b, d.File)
		b = append(b, ",\n      \"line\": "...)
		b = strconv.AppendInt(b, int64(d.Pos.Line), 10)
		b = append(b, ",\n      \"column\": "...)
		b = strconv.AppendInt(b, int64(d.Pos.Col), 10)
		b = append(b, ",\n      \"queue\": "...)
		b = appendJSONString(b, d.Queue)
		b = append(b, ",\n      \"message\": "...)
		b = appendQuoted(b, d.Message)
		return append(b, "\n    }"...)
	})
}

// appendQueues appends the queues array.
func appendQueues(b []byte, qs []convert.Queue) []byte {
	return appendList(b, 1, len(qs), func(b []byte, i int) []byte {
		q := qs[i]
		b = append(b, "{\n      \"queue\": "...)
		b = appendJSONString(b, q.Queue)
		b = append(b, ",\n      \"capacity\": "...)
		b = appendJSONString(b, q.Capacity)
		b = append(b, ",\n      \"maximumCapacity\": "...)
		b = appendJSONString(b, q.MaximumCapacity)
		b = appendResourceMap(b, "guaranteed", q.Guaranteed)
		b = appendResourceMap(b, "fairMinShare", q.FairMinShare)
		return append(b, "\n    }"...)
	})
}

// appendResourceMap appends `,"key": {type: n}` unless m is empty
// (omitempty).
func appendResourceMap(b []byte, key string, m map[string]int64) []byte {
	if len(m) == 0 {
		return b
	}
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	slices.Sort(names)
	b = append(b, ",\n      "...)
	b = appendJSONString(b, key)
	b = append(b, ": {"...)
	for i, n := range names {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, "\n        "...)
		b = appendJSONString(b, n)
		b = append(b, ": "...)
		b = strconv.AppendInt(b, m[n], 10)
	}
	return append(b, "\n      }"...)
}

// appendQuoted is appendJSONString with '"' and '\\' escaped in place, as
// findings quote names often; other special bytes take the slow path.
func appendQuoted(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x80 {
			return appendJSONSlow(b, s)
		}
	}
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '"' || c == '\\' {
			b = append(b, '\\')
		}
		b = append(b, s[i])
	}
	return append(b, '"')
}

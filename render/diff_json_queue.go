package render

import (
	"math"
	"strconv"

	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/core/resource"
)

// diffQueue appends one queue of DiffJSON as an object at depth 2,
// byte for byte as writeJSON would write its diffQueueObj value.
func diffQueue(b []byte, q diff.Queue, r *diff.Result) []byte {
	const in = 3
	b = appendJSONString(diffKey(append(b, '{'), in, "name"), q.Name)
	b = appendJSONString(diffKey(append(b, ','), in, "change"), string(q.Change))
	if q.Kind != "" {
		b = appendJSONString(diffKey(append(b, ','), in, "kind"), q.Kind)
	}
	if q.RenameOf != "" {
		b = appendJSONString(diffKey(append(b, ','), in, "looksLikeRenameOf"), q.RenameOf)
	}
	b = diffSharesPair(diffKey(append(b, ','), in, "before"), in, q.Before, r.Types)
	b = diffSharesPair(diffKey(append(b, ','), in, "after"), in, q.After, r.Types)
	b = diffKey(append(b, ','), in, "shareChanges")
	b = appendList(b, in, len(q.Moves), func(b []byte, i int) []byte { return diffMove(b, in+1, q.Moves[i]) })
	b = diffKey(append(b, ','), in, "whyChanges")
	b = appendList(b, in, len(q.Why), func(b []byte, i int) []byte { return diffWhy(b, in+1, q.Why[i]) })
	b = diffKey(append(b, ','), in, "settings")
	b = appendList(b, in, len(q.Settings), func(b []byte, i int) []byte {
		s := q.Settings[i]
		return diffSetting(b, in+1, diffSettingJSON{Name: s.Name, Old: s.Old, New: s.New,
			OldPos: diffPosJSON(r.Old, s.Old, s.OldPos), NewPos: diffPosJSON(r.New, s.New, s.NewPos)})
	})
	return append(newline(b, in-1), '}')
}

// diffKey starts a member of an object whose members are at depth.
func diffKey(b []byte, depth int, key string) []byte {
	return append(appendJSONString(newline(b, depth), key), ": "...)
}

func diffSharesPair(b []byte, depth int, s *diff.Shares, types resource.ResourceTypes) []byte {
	if s == nil {
		return append(b, "null"...)
	}
	b = diffResourceObj(diffKey(append(b, '{'), depth+1, "steadyFairShare"), depth+1, s.Steady, types)
	b = diffResourceObj(diffKey(append(b, ','), depth+1, "instantaneousFairShare"), depth+1, s.Instantaneous, types)
	return append(newline(b, depth), '}')
}

// diffResourceObj appends a share object as resourceJSON marshals it,
// indented at depth.
func diffResourceObj(b []byte, depth int, r resource.Resource, types resource.ResourceTypes) []byte {
	if len(types) == 0 {
		return append(b, "{}"...)
	}
	b = append(b, '{')
	for i, t := range types {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(diffKey(b, depth+1, t), r.Get(i), 10)
	}
	return append(newline(b, depth), '}')
}

func diffMove(b []byte, depth int, m diff.Move) []byte {
	b = appendJSONString(diffKey(append(b, '{'), depth+1, "resource"), m.Type)
	b = strconv.AppendInt(diffKey(append(b, ','), depth+1, "steadyDelta"), m.SteadyDelta, 10)
	b = diffFloatPtr(diffKey(append(b, ','), depth+1, "steadyRelative"), m.SteadyRelative)
	b = strconv.AppendInt(diffKey(append(b, ','), depth+1, "instantaneousDelta"), m.InstantaneousDelta, 10)
	b = diffFloatPtr(diffKey(append(b, ','), depth+1, "instantaneousRelative"), m.InstantaneousRelative)
	return append(newline(b, depth), '}')
}

func diffWhy(b []byte, depth int, y diff.Why) []byte {
	b = appendJSONString(diffKey(append(b, '{'), depth+1, "share"), y.Share)
	b = appendJSONString(diffKey(append(b, ','), depth+1, "resource"), y.Type)
	b = appendJSONString(diffKey(append(b, ','), depth+1, "old"), string(y.Old))
	b = appendJSONString(diffKey(append(b, ','), depth+1, "new"), string(y.New))
	return append(newline(b, depth), '}')
}

func diffSetting(b []byte, depth int, s diffSettingJSON) []byte {
	b = appendJSONString(diffKey(append(b, '{'), depth+1, "name"), s.Name)
	b = diffStringPtr(diffKey(append(b, ','), depth+1, "old"), s.Old)
	b = diffStringPtr(diffKey(append(b, ','), depth+1, "new"), s.New)
	b = diffStringPtr(diffKey(append(b, ','), depth+1, "oldPos"), s.OldPos)
	b = diffStringPtr(diffKey(append(b, ','), depth+1, "newPos"), s.NewPos)
	return append(newline(b, depth), '}')
}

func diffStringPtr(b []byte, s *string) []byte {
	if s == nil {
		return append(b, "null"...)
	}
	return appendJSONString(b, *s)
}

// diffFloatPtr appends a float64 as encoding/json does (shortest digits,
// exponent form below 1e-6 and from 1e21 on), null for nil. The relative
// changes diff computes are always finite.
func diffFloatPtr(b []byte, f *float64) []byte {
	if f == nil {
		return append(b, "null"...)
	}
	format := byte('f')
	if abs := math.Abs(*f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, *f, format, -1, 64)
	if n := len(b); format == 'e' && n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1]
		b = b[:n-1]
	}
	return b
}

// diffDiagnosticObj appends a diagnostic at depth as writeJSON writes a
// jsonDiagnostic.
func diffDiagnosticObj(b []byte, depth int, d jsonDiagnostic) []byte {
	in := depth + 1
	b = appendJSONString(diffKey(append(b, '{'), in, "file"), d.File)
	b = strconv.AppendInt(diffKey(append(b, ','), in, "line"), int64(d.Line), 10)
	b = strconv.AppendInt(diffKey(append(b, ','), in, "column"), int64(d.Column), 10)
	for _, kv := range [...][2]string{{"rule", d.Rule}, {"severity", d.Severity}, {"queue", d.Queue}, {"message", d.Message}, {"hint", d.Hint}} {
		b = appendJSONString(diffKey(append(b, ','), in, kv[0]), kv[1])
	}
	if len(d.Related) > 0 {
		b = appendList(diffKey(append(b, ','), in, "related"), in, len(d.Related), func(b []byte, i int) []byte {
			r := d.Related[i]
			b = appendJSONString(diffKey(append(b, '{'), in+2, "file"), r.File)
			b = strconv.AppendInt(diffKey(append(b, ','), in+2, "line"), int64(r.Line), 10)
			b = strconv.AppendInt(diffKey(append(b, ','), in+2, "column"), int64(r.Column), 10)
			b = appendJSONString(diffKey(append(b, ','), in+2, "message"), r.Message)
			return append(newline(b, in+1), '}')
		})
	}
	return append(newline(b, depth), '}')
}

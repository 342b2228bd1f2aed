package render

import (
	"io"
	"strconv"

	"github.com/fairsched/fairsched/analysis/compare"
	"github.com/fairsched/fairsched/core/resource"
)

// compareJSON is the document of CompareJSON (schema/compare.schema.json).
type compareJSON struct {
	Queues   []compareQueueJSON `json:"queues"`
	Findings []jsonDiagnostic   `json:"findings"`
}

type compareQueueJSON struct {
	Queue      string           `json:"queue"`
	Fair       *compareFairJSON `json:"fair"`
	Capacity   *compareCSJSON   `json:"capacity"`
	Difference *compareDiffJSON `json:"difference"`
}

type compareFairJSON struct {
	Steady         compareRes  `json:"steady"`
	Max            compareRes  `json:"max"`
	MinShare       compareRes  `json:"minShare"`
	Instantaneous  *compareRes `json:"instantaneous,omitempty"`
	MaxRunningApps *int32      `json:"maxRunningApps"`
}

type compareCSJSON struct {
	Guaranteed             compareRes  `json:"guaranteed"`
	Maximum                compareRes  `json:"maximum"`
	AbsoluteCapacity       float32     `json:"absoluteCapacity"`
	AbsoluteMaximum        float32     `json:"absoluteMaximum"`
	MaxApplications        int32       `json:"maxApplications"`
	MaxApplicationsPerUser int32       `json:"maxApplicationsPerUser"`
	UserLimitFactor        float32     `json:"userLimitFactor"`
	Estimate               *compareRes `json:"estimate,omitempty"`
	EstimateMethod         string      `json:"estimateMethod,omitempty"`
}

// compareDiffJSON is capacity minus fair: guaranteed − steady, maximum −
// max, and estimate − instantaneous with --active.
type compareDiffJSON struct {
	Guaranteed compareRes  `json:"guaranteed"`
	Maximum    compareRes  `json:"maximum"`
	Active     *compareRes `json:"active,omitempty"`
}

// compareRes is RES: {"memory-mb": n, "vcores": n, ...}, keys in the
// cluster's type order.
type compareRes struct {
	types resource.ResourceTypes
	r     resource.Resource
}

// MarshalJSON writes the types in order.
func (m compareRes) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	for i, t := range m.types {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = appendJSONString(b, t)
		b = append(b, ": "...)
		b = strconv.AppendInt(b, m.r.Get(i), 10)
	}
	return append(b, '}'), nil
}

// compareJSONOracle is CompareJSON through encoding/json, kept as its
// test oracle; it writes rep as {"queues": [...], "findings": [...]}.
func compareJSONOracle(w io.Writer, rep compare.Report, types resource.ResourceTypes) error {
	res := func(r resource.Resource) compareRes { return compareRes{types, r} }
	opt := func(r resource.Resource) *compareRes {
		if r == nil {
			return nil
		}
		m := res(r)
		return &m
	}
	doc := compareJSON{Queues: []compareQueueJSON{}, Findings: []jsonDiagnostic{}}
	for _, r := range rep.Queues {
		q := compareQueueJSON{Queue: r.Queue}
		if f := r.Fair; f != nil {
			q.Fair = &compareFairJSON{Steady: res(f.Steady), Max: res(f.Max), MinShare: res(f.MinShare), Instantaneous: opt(f.Instantaneous)}
			if f.MaxRunningApps >= 0 {
				n := f.MaxRunningApps
				q.Fair.MaxRunningApps = &n
			}
		}
		if c := r.Capacity; c != nil {
			q.Capacity = &compareCSJSON{Guaranteed: res(c.Guaranteed), Maximum: res(c.Maximum),
				AbsoluteCapacity: c.AbsoluteCapacity, AbsoluteMaximum: c.AbsoluteMaximum,
				MaxApplications: c.MaxApplications, MaxApplicationsPerUser: c.MaxApplicationsPerUser,
				UserLimitFactor: c.UserLimitFactor, Estimate: opt(c.Estimate)}
			if c.Estimate != nil {
				q.Capacity.EstimateMethod = compare.EstimateMethod
			}
		}
		if r.Fair != nil && r.Capacity != nil {
			q.Difference = &compareDiffJSON{Guaranteed: res(minus(r.Capacity.Guaranteed, r.Fair.Steady)), Maximum: res(minus(r.Capacity.Maximum, r.Fair.Max))}
			if r.Capacity.Estimate != nil && r.Fair.Instantaneous != nil {
				q.Difference.Active = opt(minus(r.Capacity.Estimate, r.Fair.Instantaneous))
			}
		}
		doc.Queues = append(doc.Queues, q)
	}
	for _, d := range rep.Findings {
		doc.Findings = append(doc.Findings, jsonDiagnostic{File: d.File, Line: int(d.Pos.Line), Column: int(d.Pos.Col), Rule: d.Rule,
			Severity: d.Severity.String(), Queue: d.Queue, Message: d.Message, Hint: d.Hint, Related: relatedJSON(d.Related)})
	}
	return writeJSON(w, doc)
}

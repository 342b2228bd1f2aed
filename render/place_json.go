package render

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/submissions"
	"github.com/fairsched/fairsched/xmlconf"
)

// The JSON shapes of schema/place.schema.json.
type (
	jsonPlaceHead struct {
		SchemaVersion int          `json:"schemaVersion"`
		File          string       `json:"file"`
		HadoopVersion string       `json:"hadoopVersion"`
		Policy        jsonPolicy   `json:"policy"`
		ACLs          jsonACLCheck `json:"acls"`
	}
	jsonACLCheck struct {
		YarnACLEnable bool   `json:"yarnAclEnable"`
		Assumed       bool   `json:"assumed"`
		Enforced      bool   `json:"enforced"`
		Reason        string `json:"reason"`
	}
	jsonPlaceSingle struct {
		jsonPlaceHead
		jsonPlaceResult
	}
	jsonPlaceChanges struct {
		jsonPlaceHead
		Against string          `json:"against"`
		Total   int             `json:"total"`
		Changes []jsonChange    `json:"changes"`
		Errors  []jsonLineError `json:"errors"`
	}
	jsonPolicy struct {
		Source  string         `json:"source"`
		Refused *string        `json:"refused"`
		Rules   []jsonRuleDesc `json:"rules"`
	}
	jsonRuleDesc struct {
		Index  int           `json:"index"`
		Kind   string        `json:"kind"`
		Create bool          `json:"create"`
		Line   *int          `json:"line"`
		Queue  *string       `json:"queue,omitempty"`
		Parent *jsonRuleDesc `json:"parent"`
	}
	jsonSubmission struct {
		User   string   `json:"user"`
		Groups []string `json:"groups"`
		Queue  string   `json:"queue"`
		App    string   `json:"app,omitempty"`
		Line   *int     `json:"line"`
	}
	jsonRuleRef struct {
		Index int    `json:"index"`
		Kind  string `json:"kind"`
		Line  *int   `json:"line"`
	}
	jsonStep struct {
		Index   int    `json:"index"`
		Kind    string `json:"kind"`
		Line    *int   `json:"line"`
		Outcome string `json:"outcome"`
		Reason  string `json:"reason"`
	}
	jsonSettings struct {
		Source         string  `json:"source"`
		Weight         float32 `json:"weight"`
		Policy         string  `json:"policy"`
		MaxRunningApps int32   `json:"maxRunningApps"`
		MaxAMShare     float32 `json:"maxAMShare"`
		MinResources   *string `json:"minResources"`
		MaxResources   *string `json:"maxResources"`
	}
	jsonPlaceResult struct {
		Submission    jsonSubmission `json:"submission"`
		Queue         *string        `json:"queue"`
		Rejected      bool           `json:"rejected"`
		Refused       bool           `json:"refused"`
		Reason        *string        `json:"reason"`
		Rule          *jsonRuleRef   `json:"rule"`
		Created       bool           `json:"created"`
		CreatedQueues []string       `json:"createdQueues"`
		Access        *jsonAccess    `json:"access"`
		Settings      *jsonSettings  `json:"settings"`
		Trace         []jsonStep     `json:"trace"`
	}
	jsonAccess struct {
		Allowed bool    `json:"allowed"`
		Queue   *string `json:"queue"`
		ACL     *string `json:"acl"`
		Reason  string  `json:"reason"`
	}
	jsonLineError struct {
		Line    int    `json:"line"`
		Message string `json:"message"`
	}
	jsonSummary struct {
		Total    int            `json:"total"`
		Placed   int            `json:"placed"`
		Rejected int            `json:"rejected"`
		Refused  int            `json:"refused"`
		Denied   int            `json:"denied"`
		PerQueue map[string]int `json:"perQueue"`
		Created  []string       `json:"created"`
	}
	jsonChange struct {
		Submission jsonSubmission  `json:"submission"`
		Old        jsonPlaceResult `json:"old"`
		New        jsonPlaceResult `json:"new"`
	}
)

// PlaceJSON writes v as one object matching schema/place.schema.json:
// the policy, then the result of one submission (queue, rejected, rule,
// created, trace, ...) at the top level, or "results" with "errors" and
// "summary" (a replay), or "changes" (against an older file).
func PlaceJSON(w io.Writer, v PlaceView) error {
	a := v.ACLs
	head := jsonPlaceHead{SchemaVersion: 1, File: v.File, HadoopVersion: v.Version.String(), Policy: policyJSON(v.Policy),
		ACLs: jsonACLCheck{YarnACLEnable: !a.Switch.Off, Assumed: a.Switch.Assumed(), Enforced: a.Enforced, Reason: a.Reason}}
	switch {
	case v.Single != nil:
		return writeJSON(w, jsonPlaceSingle{jsonPlaceHead: head, jsonPlaceResult: resultJSON(*v.Single, true)})
	case v.Replay != nil:
		return writeReplayJSON(w, head, v.Replay)
	case v.Changes != nil:
		doc := jsonPlaceChanges{jsonPlaceHead: head, Against: v.Changes.OldFile, Total: v.Changes.Total,
			Changes: []jsonChange{}, Errors: lineErrorsJSON(v.Changes.Errors)}
		for _, c := range v.Changes.Changes {
			doc.Changes = append(doc.Changes, jsonChange{Submission: submissionJSON(c.Submission),
				Old: resultJSON(c.Old, false), New: resultJSON(c.New, false)})
		}
		return writeJSON(w, doc)
	}
	return writeJSON(w, head)
}

// nonEmpty keeps an empty list as [] (omitempty would drop a nil one).
func nonEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

func policyJSON(p *placement.Policy) jsonPolicy {
	j := jsonPolicy{Source: string(p.Source), Rules: []jsonRuleDesc{}}
	if p.Refused != "" {
		j.Refused = &p.Refused
	}
	for _, r := range p.Rules {
		j.Rules = append(j.Rules, *ruleDescJSON(r))
	}
	return j
}

func ruleDescJSON(r *placement.Rule) *jsonRuleDesc {
	if r == nil {
		return nil
	}
	d := &jsonRuleDesc{Index: r.Index, Kind: r.Label(), Create: r.Create, Line: linePtr(r.Pos), Parent: ruleDescJSON(r.Parent)}
	if r.Kind == placement.RuleDefault {
		d.Queue = &r.Queue
	}
	return d
}

func linePtr(p xmlconf.Pos) *int {
	if !p.IsValid() {
		return nil
	}
	n := int(p.Line)
	return &n
}

func submissionJSON(s placement.Submission) jsonSubmission {
	j := jsonSubmission{User: s.User, Groups: nonEmpty(s.Groups), Queue: s.Queue, App: s.App}
	if s.Line > 0 {
		n := s.Line
		j.Line = &n
	}
	return j
}

func resultJSON(r placement.Result, full bool) jsonPlaceResult {
	j := jsonPlaceResult{Submission: submissionJSON(r.Submission), Rejected: r.Rejected, Refused: r.Refused,
		Created: r.Created, CreatedQueues: nonEmpty(r.CreatedQueues), Trace: []jsonStep{}}
	if r.Queue != "" {
		j.Queue = &r.Queue
	}
	if r.Reason != "" {
		j.Reason = &r.Reason
	}
	if a := r.Access; a != nil {
		j.Access = &jsonAccess{Allowed: a.Allowed, Reason: a.Reason}
		if a.Allowed && a.Queue != "" {
			j.Access.Queue, j.Access.ACL = &a.Queue, &a.ACL
		}
	}
	if r.Rule != nil {
		j.Rule = &jsonRuleRef{Index: r.Rule.Index, Kind: r.Rule.Label(), Line: linePtr(r.Rule.Pos)}
	}
	if full {
		for _, s := range r.Trace {
			j.Trace = append(j.Trace, jsonStep{Index: s.Index, Kind: s.Label(), Line: linePtr(s.Pos), Outcome: string(s.Outcome), Reason: s.Reason})
		}
		j.Settings = settingsJSON(r.Settings)
	}
	return j
}

func settingsJSON(s *placement.Settings) *jsonSettings {
	if s == nil {
		return nil
	}
	j := &jsonSettings{Source: s.Source, Weight: s.Weight, Policy: string(s.Policy), MaxRunningApps: s.MaxRunningApps, MaxAMShare: s.MaxAMShare}
	if s.MinResources != "" {
		j.MinResources = &s.MinResources
	}
	if s.MaxResources != "" {
		j.MaxResources = &s.MaxResources
	}
	return j
}

func lineErrorsJSON(errs []submissions.LineError) []jsonLineError {
	out := []jsonLineError{}
	for _, e := range errs {
		out = append(out, jsonLineError{Line: e.Line, Message: e.Msg})
	}
	return out
}

func summaryJSON(s placement.Summary) jsonSummary {
	return jsonSummary{Total: s.Total, Placed: s.Placed, Rejected: s.Rejected, Refused: s.Refused, Denied: s.Denied,
		PerQueue: s.PerQueue, Created: nonEmpty(s.Created)}
}

// writeReplayJSON writes a replay one result at a time, laid out as
// writeJSON lays out the whole document, so that 100,000 results never sit
// in memory as one encoded value.
func writeReplayJSON(w io.Writer, head jsonPlaceHead, v *PlaceReplay) error {
	m := &indentMarshaler{}
	m.enc = json.NewEncoder(&m.buf)
	m.enc.SetEscapeHTML(false)
	h, err := m.marshal("", head)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	bw.Write(bytes.TrimSuffix(h, []byte("\n}"))) // reopen the head object
	bw.WriteString(",\n  \"results\": [")
	for i, r := range v.Results {
		if i > 0 {
			bw.WriteString(",")
		}
		b, err := m.marshal("    ", resultJSON(r, true))
		if err != nil {
			return err
		}
		bw.WriteString("\n    ")
		bw.Write(b)
	}
	if len(v.Results) > 0 {
		bw.WriteString("\n  ")
	}
	bw.WriteString("]")
	for _, part := range []struct {
		key string
		val any
	}{{"errors", lineErrorsJSON(v.Errors)}, {"summary", summaryJSON(v.Summary)}} {
		b, err := m.marshal("  ", part.val)
		if err != nil {
			return err
		}
		bw.WriteString(",\n  \"" + part.key + "\": ")
		bw.Write(b)
	}
	bw.WriteString("\n}\n")
	return bw.Flush()
}

// indentMarshaler encodes values as writeJSON does, with a prefix for
// their nesting; the returned bytes are valid until the next call.
type indentMarshaler struct {
	buf bytes.Buffer
	enc *json.Encoder
}

func (m *indentMarshaler) marshal(prefix string, x any) ([]byte, error) {
	m.buf.Reset()
	m.enc.SetIndent(prefix, "  ")
	if err := m.enc.Encode(x); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(m.buf.Bytes(), []byte("\n")), nil
}

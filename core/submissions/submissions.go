package submissions

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/rm/rmrest"
)

// Submission is one application submission: who submits it, the user's
// groups (primary first), and the queue requested ("" means none, which the
// ResourceManager turns into "default").
type Submission struct {
	User   string
	Groups []string
	Queue  string
	// App is the application's name ("" when not known), which the
	// Capacity Scheduler's app-name mappings and %application read.
	App string
	// Line is where the submission was read (0 when not from a file).
	Line int
}

// LineError is a submission that could not be read; the others still are.
type LineError struct {
	Line int // 1-based line (for the ResourceManager's JSON: the app's index)
	Msg  string
}

func (e LineError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

// ErrFormat is returned when the submissions are in none of the accepted
// formats.
var ErrFormat = errors.New("unknown submissions format: want CSV (user,groups,queue), JSON lines, or the ResourceManager's /ws/v1/cluster/apps response")

// Parse reads submissions in one of three formats, told apart
// by the content: the ResourceManager's /ws/v1/cluster/apps JSON (one
// object with "apps"), JSON lines ({"user":…, "groups":[…], "queue":…, "app":…} per
// line), or CSV lines user,groups,queue where groups are separated by ';'
// or spaces (or by ',' inside a quoted field). Blank lines and lines
// starting with '#' are skipped, and so is a CSV header "user,groups,queue".
func Parse(data []byte) ([]Submission, []LineError, error) {
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return nil, nil, nil
	}
	if trimmed[0] == '{' {
		if subs, ok, err := parseRMApps(trimmed); ok {
			return subs, nil, err
		}
		subs, errs := parseLines(data, parseJSONLine)
		return subs, errs, nil
	}
	if trimmed[0] == '[' || trimmed[0] == '<' {
		return nil, nil, ErrFormat
	}
	subs, errs := parseLines(data, parseCSVLine)
	return subs, errs, nil
}

// parseLines runs parse on every line that is not blank or a comment.
func parseLines(data []byte, parse func(string) (Submission, string)) ([]Submission, []LineError) {
	subs := make([]Submission, 0, bytes.Count(data, []byte{'\n'})+1)
	var errs []LineError
	text := string(data)
	for i := 0; text != ""; i++ {
		var line string
		line, text, _ = strings.Cut(text, "\n")
		line = strings.TrimSuffix(line, "\r")
		if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "#") || (i == 0 && isCSVHeader(t)) {
			continue
		}
		s, msg := parse(line)
		if msg != "" {
			errs = append(errs, LineError{Line: i + 1, Msg: msg})
			continue
		}
		s.Line = i + 1
		subs = append(subs, s)
	}
	return subs, errs
}

func isCSVHeader(line string) bool {
	return strings.EqualFold(strings.ReplaceAll(line, " ", ""), "user,groups,queue")
}

func parseCSVLine(line string) (Submission, string) {
	var fields []string
	if strings.IndexByte(line, '"') < 0 {
		if user, rest, ok := strings.Cut(line, ","); ok {
			if groups, queue, ok := strings.Cut(rest, ","); ok && strings.IndexByte(queue, ',') < 0 {
				return csvSubmission(user, groups, queue)
			}
		}
		fields = strings.Split(line, ",")
	} else {
		r := csv.NewReader(strings.NewReader(line))
		r.FieldsPerRecord = -1
		var err error
		if fields, err = r.Read(); err != nil {
			return Submission{}, "not a CSV record: " + csvReason(err)
		}
	}
	if len(fields) != 3 {
		return Submission{}, fmt.Sprintf("want 3 fields (user,groups,queue), got %d", len(fields))
	}
	return csvSubmission(fields[0], fields[1], fields[2])
}

// csvSubmission keeps the user and queue as written: Hadoop trims user
// names itself and refuses a requested queue with surrounding spaces.
func csvSubmission(user, groups, queue string) (Submission, string) {
	if strings.TrimSpace(user) == "" {
		return Submission{}, "the user is empty"
	}
	return Submission{User: user, Groups: splitGroups(groups), Queue: queue}, ""
}

func csvReason(err error) string {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// splitGroups splits a groups field at ';', ',' and white space.
func splitGroups(s string) []string {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	return strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == ',' || r == ' ' || r == '\t' })
}

// jsonSubmission is one JSON line; groups may be a list or a string.
type jsonSubmission struct {
	User   *string         `json:"user"`
	Groups json.RawMessage `json:"groups"`
	Queue  string          `json:"queue"`
	App    string          `json:"app"`
}

func parseJSONLine(line string) (Submission, string) {
	var js jsonSubmission
	if err := json.Unmarshal([]byte(line), &js); err != nil {
		return Submission{}, "not a JSON object: " + err.Error()
	}
	if js.User == nil || strings.TrimSpace(*js.User) == "" {
		return Submission{}, "no \"user\""
	}
	groups, msg := jsonGroups(js.Groups)
	if msg != "" {
		return Submission{}, msg
	}
	return Submission{User: *js.User, Groups: groups, Queue: js.Queue, App: js.App}, ""
}

func jsonGroups(raw json.RawMessage) ([]string, string) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, ""
	}
	var list []string
	if err := json.Unmarshal(raw, &list); err == nil {
		return list, ""
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return splitGroups(s), ""
	}
	return nil, "\"groups\" must be a list of strings or a string"
}

// parseRMApps reads {"apps":{"app":[…]}} with rmrest's one apps decoder.
// ok is false when data is not one JSON object with an "apps" member (it
// may then be JSON lines).
func parseRMApps(data []byte) ([]Submission, bool, error) {
	apps, err := rmrest.DecodeApps(data)
	var missing *rmrest.MissingFieldsError
	var bad *rmrest.BadResponseError
	switch {
	case errors.As(err, &missing) || errors.As(err, &bad):
		return nil, false, nil
	case err != nil:
		return nil, true, fmt.Errorf("not a ResourceManager apps response: %w", err)
	}
	subs := make([]Submission, 0, len(apps))
	for i, a := range apps {
		subs = append(subs, Submission{User: deref(a.User), Queue: deref(a.Queue), App: a.Name, Line: i + 1})
	}
	return subs, true, nil
}

// deref is the string p points to, "" for nil.
func deref(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

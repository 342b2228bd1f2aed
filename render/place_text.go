package render

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/resource"
)

// PlaceText writes v for people: one result in full, or a replay as one
// line per submission and a summary, or the list of changed submissions.
func PlaceText(w io.Writer, v PlaceView, o Options) error {
	bw := bufio.NewWriter(w)
	p := newPalette(o.Color)
	switch {
	case v.Single != nil:
		placeSingle(bw, p, v.Policy, *v.Single, o.Units)
		aclsLine(bw, p, v.ACLs)
	case v.Replay != nil:
		for _, r := range v.Replay.Results {
			placeLine(bw, p, r)
		}
		placeSummary(bw, p, v.Replay.Summary, o)
		aclsLine(bw, p, v.ACLs)
	case v.Changes != nil:
		placeChanges(bw, p, v.Changes)
	}
	return bw.Flush()
}

func placeSingle(w *bufio.Writer, p palette, pol *placement.Policy, r placement.Result, u resource.Units) {
	fmt.Fprintf(w, "%s %s\n", p.bold.Sprint("submission:"), submissionText(r.Submission))
	fmt.Fprintf(w, "%s %s\n", p.bold.Sprint("policy:"), policyText(pol))
	fmt.Fprintf(w, "%s %s\n", p.bold.Sprint("result:"), outcomeText(p, r))
	if r.Rule != nil {
		fmt.Fprintf(w, "%s rule %d (%s)%s\n", p.bold.Sprint("decided by:"), r.Rule.Index, r.Rule.Label(), atLine(r.Rule.Pos.Line))
	}
	fmt.Fprintln(w, p.bold.Sprint("rules tried:"))
	for _, s := range r.Trace {
		reason := ""
		if s.Reason != "" {
			reason = ": " + s.Reason
		}
		fmt.Fprintf(w, "  %s: %s%s\n", stepText(s), s.Outcome, reason)
	}
	if r.Settings != nil || (pol.Source == placement.SourceCapacity && r.Queue != "" && !r.Rejected && !r.Refused) {
		fmt.Fprintf(w, "%s %s\n", p.bold.Sprint("queue:"), existenceText(r))
	}
	if r.Settings != nil {
		fmt.Fprintf(w, "%s %s\n", p.bold.Sprint("settings:"), settingsText(r.Settings, u))
	}
	if r.Access != nil {
		fmt.Fprintf(w, "%s %s\n", p.bold.Sprint("access:"), accessText(p, r))
	}
	if r.Refused {
		fmt.Fprintf(w, "%s the scheduler refuses %s, so the application is rejected: %s\n", p.warn.Sprint("warning:"), r.Queue, r.Reason)
	}
}

// aclsLine says whether the queue ACLs decide the submissions, and why,
// where that depends on yarn.acl.enable.
func aclsLine(w *bufio.Writer, p palette, a placement.ACLs) {
	if a.Depends {
		fmt.Fprintf(w, "%s %s\n", p.bold.Sprint("acls:"), a.Reason)
	}
}

// stepText is a trace step's number, label and place in the file; a step
// that is no rule (Index 0: a Capacity Scheduler engine that hands over,
// or the queue the application names) has neither number nor place.
func stepText(s placement.Step) string {
	if s.Index == 0 {
		return "- " + s.Label()
	}
	return fmt.Sprintf("%d. %s%s", s.Index, s.Label(), atLine(s.Pos.Line))
}

func atLine(line int32) string {
	if line <= 0 {
		return " (from yarn-site)"
	}
	return fmt.Sprintf(" at line %d", line)
}

func submissionText(s placement.Submission) string {
	groups := "none"
	if len(s.Groups) > 0 {
		groups = strings.Join(s.Groups, ", ")
	}
	q := s.Queue
	if q == "" {
		q = "default"
	}
	if s.App != "" {
		return fmt.Sprintf("user %q, groups %s, requested queue %q, application %q", s.User, groups, q, s.App)
	}
	return fmt.Sprintf("user %q, groups %s, requested queue %q", s.User, groups, q)
}

func policyText(pol *placement.Policy) string {
	var kinds []string
	for _, r := range pol.Rules {
		kinds = append(kinds, r.Label())
	}
	src := "the file's <queuePlacementPolicy>"
	switch pol.Source {
	case placement.SourceYarnSite:
		src = "derived from yarn.scheduler.fair.allow-undeclared-pools and user-as-default-queue"
	case placement.SourceCapacity:
		src = "the Capacity Scheduler's mapping rules"
		if len(kinds) == 0 {
			return src + ": none (every application stays in the queue it names, default meaning root.default)"
		}
	}
	return fmt.Sprintf("%s: %s", src, strings.Join(kinds, ", "))
}

func outcomeText(p palette, r placement.Result) string {
	switch {
	case r.Rejected:
		return p.err.Sprint("rejected") + ": " + r.Reason
	case r.Refused:
		return p.warn.Sprint(r.Queue) + " (refused by the scheduler)"
	case r.Denied():
		return p.err.Sprint(r.Queue) + " (denied by the queue ACLs)"
	}
	return p.good.Sprint(r.Queue)
}

// accessText says whether the user may submit to the result's queue.
func accessText(p palette, r placement.Result) string {
	if r.Access.Allowed {
		return fmt.Sprintf("%s may submit: %s", r.Submission.User, r.Access.Reason)
	}
	return p.err.Sprint("denied") + ": " + r.Access.Reason
}

func existenceText(r placement.Result) string {
	switch {
	case !r.Created:
		return r.Queue + " exists"
	case len(r.CreatedQueues) > 1:
		return fmt.Sprintf("%s does not exist yet; the submission creates %s", r.Queue, strings.Join(r.CreatedQueues, ", "))
	}
	return r.Queue + " does not exist yet; the submission creates it"
}

// settingsText writes a queue's settings, resources in the notation of u.
func settingsText(s *placement.Settings, u resource.Units) string {
	maxRes, minRes := "unlimited", "none"
	if s.Max != nil {
		maxRes = string(appendConfigured(nil, s.Max.Absolute, s.Max.Percent, s.Types, u))
	}
	if s.Min != nil {
		minRes = string(appendConfigured(nil, s.Min.Absolute, s.Min.Percent, s.Types, u))
	}
	from := "as declared"
	if s.Source == "dynamic" {
		from = "Hadoop's defaults for a queue the file does not declare"
	}
	return fmt.Sprintf("weight %s, policy %s, maxRunningApps %s, maxAMShare %s, minResources %s, maxResources %s (%s)",
		formatFloat(s.Weight), s.Policy, appCount(int64(s.MaxRunningApps)), formatFloat(s.MaxAMShare), minRes, maxRes, from)
}

func formatFloat(f float32) string { return strconv.FormatFloat(float64(f), 'g', -1, 32) }

// placeLine writes one replayed submission.
func placeLine(w *bufio.Writer, p palette, r placement.Result) {
	s := r.Submission
	fmt.Fprintf(w, "line %d: %s [%s] %q -> %s", s.Line, s.User, strings.Join(s.Groups, ","), s.Queue, outcomeText(p, r))
	if r.Rule != nil {
		fmt.Fprintf(w, " (rule %d %s", r.Rule.Index, r.Rule.Label())
		if r.Created {
			w.WriteString(", created")
		}
		w.WriteString(")")
	}
	switch {
	case r.Refused:
		w.WriteString(": " + r.Reason)
	case r.Denied():
		w.WriteString(": " + r.Access.Reason)
	}
	w.WriteString("\n")
}

// placeSummaryColumns are the columns of the replay's submissions per
// queue.
var placeSummaryColumns = []column{{id: "queue", header: "QUEUE"}, {id: "submissions", header: "SUBMISSIONS", right: true}}

// placeSummary writes the replay's counts and the submissions per queue.
func placeSummary(w *bufio.Writer, p palette, s placement.Summary, o Options) {
	fmt.Fprintf(w, "%s %d submissions: %d placed, %d rejected, %d refused by the scheduler, %d denied by the queue ACLs\n",
		p.bold.Sprint("summary:"), s.Total, s.Placed, s.Rejected, s.Refused, s.Denied)
	perQueue := textTable{cols: placeSummaryColumns, indent: 2, rows: func(notation) [][]string {
		var rows [][]string
		for _, q := range s.Queues() {
			rows = append(rows, []string{q, strconv.Itoa(s.PerQueue[q])})
		}
		return rows
	}}
	if len(s.PerQueue) > 0 {
		_ = perQueue.write(w, o, notation{}) // w keeps the error for its Flush
	}
	fmt.Fprintf(w, "%s %d\n", p.bold.Sprint("queues created:"), len(s.Created))
	for _, q := range s.Created {
		fmt.Fprintf(w, "  %s\n", q)
	}
}

func placeChanges(w *bufio.Writer, p palette, c *PlaceChanges) {
	for _, ch := range c.Changes {
		s := ch.Submission
		fmt.Fprintf(w, "line %d: %s [%s] %q: %s -> %s\n", s.Line, s.User, strings.Join(s.Groups, ","), s.Queue,
			outcomeText(p, ch.Old), outcomeText(p, ch.New))
	}
	fmt.Fprintf(w, "%s %d of %d submissions land elsewhere than with %s\n", p.bold.Sprint("summary:"), len(c.Changes), c.Total, c.OldFile)
}

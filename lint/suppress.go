package lint

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/xmlconf"
)

// Suppression comments. An XML comment
//
//	<!-- fairsched:ignore RULE-ID[,RULE-ID...] reason -->
//
// silences the named rules for findings located inside the element that
// follows it among its siblings (that element's start tag to its end tag,
// so its whole subtree). A comment
//
//	<!-- fairsched:ignore-file RULE-ID[,RULE-ID...] reason -->
//
// anywhere in the file silences them for the whole file. Other comments,
// such as a test's <!-- want "..." --> or <!-- fairsched:types ... -->, are
// not suppressions; a first word that starts with "fairsched:ignore" but is
// neither directive (fairsched:ignore-next) is reported as unknown.
const (
	directiveIgnore     = "fairsched:ignore"
	directiveIgnoreFile = "fairsched:ignore-file"
)

// SuppressionRules are the rules whose findings Suppress produces; their
// Check does nothing. Tests that run a rule's examples or fixtures must
// run them through Run and then Suppress.
var SuppressionRules = rulesOf(SuppressionInput)

// suppression is one parsed directive.
type suppression struct {
	pos    xmlconf.Pos
	file   bool         // ignore-file: the whole file
	scope  xmlconf.Span // the element silenced, when !file
	tag    string       // that element's tag, for messages
	ids    []string     // rule IDs as written, without repeats
	reason string
	used   map[string]bool
}

// Suppress applies the suppression comments of a file to its diagnostics:
// it removes the findings of file (d.File == file) that a directive
// silences and appends the findings of the suppression rules:
// suppression-without-reason for a directive without a reason (which still
// silences), and unused-suppression for a rule ID that silenced nothing,
// an unknown rule ID, a directive naming no rule, an element directive
// with no element after it and a misspelt fairsched:ignore directive. Those
// findings get their rules' default severities and cannot themselves be
// silenced by comments. The result is sorted.
func Suppress(a *xmlconf.Allocations, file string, ds []diag.Finding) []diag.Finding {
	return SuppressWith(a, file, ds, Options{})
}

// SuppressWith is Suppress for diagnostics that Run produced with options
// o: the suppression rules' findings obey o (Only, Off, Severity), and a
// rule ID whose rule o did not run is never reported as unused. The result
// may share ds's array, whose order it may change.
func SuppressWith(a *xmlconf.Allocations, file string, ds []diag.Finding, o Options) []diag.Finding {
	sups, meta := parseSuppressions(a, file)
	// With no suppressions every finding stays: out is ds itself, clipped
	// so that appending the meta findings copies it rather than writing
	// into the caller's array.
	out := slices.Clip(ds)
	if len(sups) > 0 {
		out = make([]diag.Finding, 0, len(ds))
		for _, d := range ds {
			if d.File != file || !silence(sups, d) {
				out = append(out, d)
			}
		}
	}
	if len(sups) > 0 { // the unused ones; droppedByRun reads every finding
		meta = append(meta, unused(sups, file, o, droppedByRun(a, ds, file, o))...)
	}
	for _, d := range meta {
		if ruleRuns(o, d.Rule) {
			d.Severity = ByID(d.Rule).Severity
			if s, ok := o.Severity[d.Rule]; ok {
				d.Severity = s
			}
			out = append(out, d)
		}
	}
	return Sort(out)
}

// silence marks every suppression that covers d as used and reports
// whether there was one.
func silence(sups []*suppression, d diag.Finding) bool {
	hit := false
	for _, s := range sups {
		if !s.file && !s.scope.Contains(d.Pos) {
			continue
		}
		for _, id := range s.ids {
			if CanonicalID(id) == d.Rule {
				s.used[id] = true
				hit = true
			}
		}
	}
	return hit
}

// parseSuppressions reads the directives among a's comments. It returns
// the usable ones and the findings about malformed ones.
func parseSuppressions(a *xmlconf.Allocations, file string) ([]*suppression, []diag.Finding) {
	var sups []*suppression
	var meta []diag.Finding
	report := func(rule string, at xmlconf.Pos, msg, hint string) {
		meta = append(meta, diag.Finding{File: file, Pos: at, Rule: rule, Message: msg, Hint: hint})
	}
	for _, c := range a.Comments {
		// Most comments are no directive: they are passed over without
		// being split into fields.
		if !strings.HasPrefix(trimLeftSpace(c.Text), directiveIgnore) {
			continue
		}
		fields := strings.Fields(c.Text)
		if fields[0] != directiveIgnore && fields[0] != directiveIgnoreFile {
			report(UnusedSuppression.ID, c.Pos, fmt.Sprintf("unknown directive %q; must be %s or %s",
				fields[0], directiveIgnore, directiveIgnoreFile), "fix the directive or remove the comment")
			continue
		}
		s := &suppression{pos: c.Pos, file: fields[0] == directiveIgnoreFile, used: map[string]bool{}}
		if len(fields) > 1 {
			s.ids = splitIDs(fields[1])
			s.reason = strings.Join(fields[2:], " ")
		}
		if msg, hint := s.check(a, c); msg != "" {
			report(UnusedSuppression.ID, c.Pos, msg, hint)
			continue
		}
		if s.reason == "" {
			report(SuppressionWithoutReason.ID, c.Pos, fmt.Sprintf("suppression of %s gives no reason", strings.Join(s.ids, ",")),
				fmt.Sprintf("say why after the rule IDs: <!-- %s %s reason -->", fields[0], strings.Join(s.ids, ",")))
		}
		sups = append(sups, s)
	}
	return sups, meta
}

// check completes s from comment c and returns the finding that makes it
// unusable, if any: no rule ID, or no element to apply to.
func (s *suppression) check(a *xmlconf.Allocations, c xmlconf.Comment) (msg, hint string) {
	switch {
	case len(s.ids) == 0:
		return "suppression names no rule ID", "write <!-- fairsched:ignore RULE-ID reason -->"
	case s.file:
		return "", ""
	case c.Next == nil:
		return fmt.Sprintf("suppression of %s is not followed by an element, so it silences nothing", strings.Join(s.ids, ",")),
			"place it just before the element whose findings it silences, or use fairsched:ignore-file"
	}
	s.scope, s.tag = a.Span(c.Next), c.Next.Tag
	return "", ""
}

// splitIDs splits "a,b,,a" into ["a", "b"].
func splitIDs(list string) []string {
	var ids []string
	for _, id := range strings.Split(list, ",") {
		if id != "" && !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	return ids
}

// unused reports each rule ID of each suppression that silenced nothing:
// unknown IDs always, known ones when o ran their rule and Run did not drop
// its findings as follow-on noise (dropped).
func unused(sups []*suppression, file string, o Options, dropped func(id string) bool) []diag.Finding {
	var out []diag.Finding
	for _, s := range sups {
		for _, id := range s.ids {
			d := diag.Finding{File: file, Pos: s.pos, Rule: UnusedSuppression.ID,
				Hint: "remove the suppression, or this rule ID from it"}
			switch {
			case !knownRule(id):
				d.Message, d.Hint = unknownRuleText(id, " in suppression"), "fairsched rules lists the rule IDs"
			case s.used[id] || !ruleRuns(o, id) || dropped(id):
				continue
			case s.file:
				d.Message = fmt.Sprintf("file-wide suppression of %s silences nothing: the file has no %s finding", id, id)
			default:
				d.Message = fmt.Sprintf("suppression of %s silences nothing: no %s finding in <%s> (lines %d-%d)",
					id, id, s.tag, s.scope.Start.Line, s.scope.End.Line)
			}
			out = append(out, d)
		}
	}
	return out
}

// ruleRuns reports whether Run with o runs the rule id.
func ruleRuns(o Options, id string) bool {
	if o.YarnSite == nil && needsYarnSite(id) {
		return false
	}
	id = CanonicalID(id)
	same := func(other string) bool { return CanonicalID(other) == id }
	for k, off := range o.Off {
		if off && same(k) {
			return false
		}
	}
	return len(o.Only) == 0 || slices.ContainsFunc(o.Only, same)
}

// trimLeftSpace is strings.TrimLeftFunc(s, unicode.IsSpace) with the ASCII
// spaces that start most comments skipped byte by byte.
func trimLeftSpace(s string) string {
	i := 0
	for i < len(s) && asciiSpace(s[i]) {
		i++
	}
	if i < len(s) && s[i] >= utf8.RuneSelf {
		return strings.TrimLeftFunc(s[i:], unicode.IsSpace)
	}
	return s[i:]
}

// asciiSpace reports whether c is one of the ASCII characters
// unicode.IsSpace accepts.
func asciiSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

package place

import (
	"fmt"

	"github.com/fairsched/fairsched/core/placement"
)

// This file holds how releases before YARN-8967 (3.3.0) run the placement
// rules; xmlconf reads their policy with those releases' semantics.

// evalLegacy runs one rule as QueuePlacementRule.assignAppToQueue did: the
// rule's queue is used when it may create queues or the queue is declared.
func (e *Engine) evalLegacy(r *placement.Rule, s placement.Submission) decision {
	q, d := e.legacyQueue(r, s)
	if d.fail != "" || q == "" {
		return d
	}
	if r.Create || e.Tree.configured(q) {
		return decision{queue: q}
	}
	return decision{reason: fmt.Sprintf("%s is not declared in the file and create=\"false\"", q)}
}

// legacyQueue is getQueueForApp of the old rule classes.
func (e *Engine) legacyQueue(r *placement.Rule, s placement.Submission) (string, decision) {
	trim := e.prof.UnicodeNameTrim
	switch r.Kind {
	case placement.RuleSpecified:
		if s.Queue == "default" {
			return "", decision{reason: "no queue was requested (\"default\"), so the next rule decides"}
		}
		return assureRoot(s.Queue), decision{}
	case placement.RuleUser:
		return "root." + cleanName(s.User, trim), decision{}
	case placement.RulePrimaryGroup:
		if len(s.Groups) == 0 {
			return "", decision{fail: fmt.Sprintf("user %q has no groups (Hadoop fails while reading the primary group)", s.User)}
		}
		return "root." + cleanName(s.Groups[0], trim), decision{}
	case placement.RuleSecondaryGroupExistingQueue:
		return e.legacySecondary(s, trim)
	case placement.RuleNestedUserQueue:
		return e.legacyNested(r, s, trim)
	case placement.RuleDefault:
		return r.Queue, decision{}
	}
	return "", decision{reason: "the reject rule rejects every application", fail: "the reject rule rejects every application"}
}

// legacySecondary skips the primary group (before YARN-8967).
func (e *Engine) legacySecondary(s placement.Submission, trim bool) (string, decision) {
	for i := 1; i < len(s.Groups); i++ {
		if q := "root." + cleanName(s.Groups[i], trim); e.Tree.configured(q) {
			return q, decision{}
		}
	}
	return "", decision{reason: "none of the user's secondary groups is a queue declared in the file"}
}

func (e *Engine) legacyNested(r *placement.Rule, s placement.Submission, trim bool) (string, decision) {
	if r.Parent == nil { // a policy Hadoop refuses ("No nested rule specified")
		return "", decision{fail: "nestedUserQueue has no nested rule"}
	}
	d := e.evalLegacy(r.Parent, s)
	if d.fail != "" || d.queue == "" {
		return "", decision{fail: d.fail, reason: "its nested rule " + r.Parent.Kind.String() + " gave no queue: " + d.reason}
	}
	parent := assureRoot(d.queue)
	if n := e.Tree.queues[parent]; n != nil && n.static && n.leaf {
		return "", decision{reason: fmt.Sprintf("its nested rule gave %s, which is a declared leaf queue", parent)}
	}
	return parent + "." + cleanName(s.User, trim), decision{}
}

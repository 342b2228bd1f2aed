package lint

import (
	"strings"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/xmlconf"
)

// IDs of the rules that word the facts xmlconf records while it reads an
// allocation file.
const (
	// RuleRootNameCase is a top-level root queue whose name is not lower
	// case.
	RuleRootNameCase        = "root-name-case"
	RuleMalformedXML        = "malformed-xml"
	RuleWrongRootElement    = "wrong-root-element"
	RuleDoctype             = "doctype"
	RuleEmptyValue          = "empty-value"
	RuleNonTextValue        = "non-text-value"
	RuleCDATASplitValue     = "cdata-split-value"
	RuleInvalidNumber       = "invalid-number"
	RuleInvalidResource     = "invalid-resource"
	RuleUnknownElement      = "unknown-element"
	RuleUnknownAttribute    = "unknown-attribute"
	RuleDuplicateElement    = "duplicate-element"
	RuleDeprecatedElement   = "deprecated-element"
	RuleIgnoredDeprecated   = "ignored-deprecated-element"
	RuleQueueTagQuirk       = "queue-tag-quirk"
	RuleInvalidQueueName    = "invalid-queue-name"
	RuleRootWithSiblings    = "root-with-siblings"
	RuleReservationOnParent = "reservation-on-parent"
	RuleMaxAMShareOnParent  = "max-am-share-on-parent"
	// RuleMaxAMShareIgnoredOnParent is maxAMShare on a parent in the
	// releases before YARN-10528, which ignore it.
	RuleMaxAMShareIgnoredOnParent = "max-am-share-ignored-on-parent"
	RuleInvalidPolicy             = "invalid-scheduling-policy"
	RuleFIFODefaultPolicy         = "fifo-default-policy"
	RuleEmptyPlacementPolicy      = "empty-placement-policy"
	RuleInvalidPlacementRule      = "invalid-placement-rule"
	RuleUnreachablePlacement      = "unreachable-placement-rule"
	RulePlacementNotTerminal      = "placement-not-terminal"
	RulePlacementParentRules      = "placement-multiple-parent-rules"
	RulePlacementPolicyIgnore     = "placement-policy-ignored"
	// RuleReaderLimit marks input beyond what fairsched reads: queues nested
	// deeper than MaxQueueDepth or too many bytes of full queue names.
	RuleReaderLimit = "reader-limit"
)

// oneLine escapes the line breaks that names and values taken from the file
// (a queue named "a&#10;b") would bring into a message. Most messages have
// none, and are returned as they are without the replacer's pass (found by
// two byte searches: ContainsAny went byte by byte, 2% of lint's
// instructions on a 10,000-queue file).
func oneLine(msg string) string {
	if strings.IndexByte(msg, '\n') < 0 && strings.IndexByte(msg, '\r') < 0 {
		return msg
	}
	return lineBreaks.Replace(msg)
}

var lineBreaks = strings.NewReplacer("\r\n", `\r\n`, "\r", `\r`, "\n", `\n`)

// readerFinding returns the finding a fact's rule words, with the line
// breaks that names and values taken from the file bring into msg escaped.
func readerFinding(p xmlconf.Pos, rule, queue, msg, hint string) diag.Finding {
	return diag.Finding{Pos: p, Rule: rule, Queue: queue, Message: oneLine(msg), Hint: hint}
}

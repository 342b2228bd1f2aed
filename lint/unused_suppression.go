package lint

// UnusedSuppression reports a suppression comment that silences nothing:
// a rule ID with no finding where the comment applies, an unknown rule ID,
// a comment naming no rule, an element suppression with no element after
// it, or an unknown fairsched:ignore directive. Its findings come from
// Suppress, not from Run: its Check does nothing.
var UnusedSuppression = &Rule{
	ID:       "unused-suppression",
	Input:    SuppressionInput,
	Severity: Warning,
	Summary:  "a suppression comment silences nothing",
	Doc: `Why: a suppression whose finding is gone (the file was fixed, or the rule
ID is misspelt) silences nothing today and will hide the next real problem of
that rule in the same place; unless they are reported, stale suppressions pile
up. Unknown rule IDs are reported by this rule too, with the closest known ID.
Fix: remove the comment, or the rule ID that is no longer needed; correct a
misspelt rule ID.
See: docs/ci.md, "Suppressing findings"; fairsched rules lists the rule IDs.
This rule's findings come from lint.Suppress, which runs after lint.Run; a
rule turned off in .fairsched.json never makes its suppressions unused, and
these findings cannot be silenced by a comment.`,
	Check: func(*Pass) {},
}

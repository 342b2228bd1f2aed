package lint

// SuppressionWithoutReason reports a fairsched:ignore or
// fairsched:ignore-file comment that does not say why. Its findings come
// from Suppress, not from Run: its Check does nothing.
var SuppressionWithoutReason = &Rule{
	ID:       "suppression-without-reason",
	Input:    SuppressionInput,
	Severity: Warning,
	Summary:  "a suppression comment gives no reason",
	Doc: `Why: a suppression hides findings from everyone who reads the report
later; without a reason nobody can tell whether it is still needed or was a
shortcut. The suppression still applies.
Fix: write the reason after the rule IDs:
<!-- fairsched:ignore RULE-ID reason -->.
See: docs/ci.md, "Suppressing findings" (staticcheck's //lint:ignore requires
a reason the same way). This rule's findings come from lint.Suppress, which
runs after lint.Run; they cannot be silenced by a comment, only turned off
in .fairsched.json.`,
	Check: func(*Pass) {},
}

package lint

import "github.com/fairsched/fairsched/xmlconf"

// InvalidNumber reports a numeric value Java's parsers reject.
var InvalidNumber = &Rule{
	ID:       xmlconf.RuleInvalidNumber,
	Severity: Error,
	Summary:  "a numeric value cannot be parsed",
	Doc: `Why: Hadoop converts numbers with Integer.parseInt, Long.parseLong and
Float/Double.parseFloat; "5.0" for an integer, "1_000", "50%" or a value out of
range throws a NumberFormatException that is not caught, so the whole file is
rejected.
Fix: write a plain number of the right kind (whole numbers for app counts and
timeouts, decimals for weights and shares).
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); Java Integer.parseInt, Long.parseLong, Float.parseFloat.`,
	Check: fromReader,
}

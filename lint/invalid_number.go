package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// InvalidNumber reports a numeric value Java's parsers reject.
var InvalidNumber = &Rule{
	ID:       RuleInvalidNumber,
	Severity: Error,
	Summary:  "a numeric value cannot be parsed",
	Doc: `Why: Hadoop converts numbers with Integer.parseInt, Long.parseLong and
Float/Double.parseFloat; "5.0" for an integer, "1_000", "50%" or a value out of
range throws a NumberFormatException that is not caught, so the whole file is
rejected.
Fix: write a plain number of the right kind (whole numbers for app counts and
timeouts, decimals for weights and shares).
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); Java Integer.parseInt, Long.parseLong, Float.parseFloat.`,
	Check: readerFacts,
}

// wordInvalidNumber words the fact of a number Java's parser rejects.
func wordInvalidNumber(f xmlconf.Fact, _ hadoop.Version) (rule, msg, hint string) {
	want := numberNames[f.Number]
	return RuleInvalidNumber,
		fmt.Sprintf("<%s> is not %s; Hadoop fails with NumberFormatException: %s", f.Element, want, f.Refusal),
		fmt.Sprintf("write <%s> as %s", f.Element, want)
}

// numberNames say what each kind of number Hadoop parses must be.
var numberNames = map[xmlconf.NumberKind]string{
	xmlconf.NumberInt:     "a whole number between -2147483648 and 2147483647",
	xmlconf.NumberSeconds: "a whole number of seconds",
	xmlconf.NumberDecimal: "a decimal number",
}

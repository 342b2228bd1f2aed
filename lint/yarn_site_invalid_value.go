package lint

import (
	"fmt"
	"slices"

	"github.com/fairsched/fairsched/core/yarnsite"
)

// YarnSiteInvalidValue reports a yarn-site value the ResourceManager
// cannot read.
var YarnSiteInvalidValue = &Rule{
	ID:       "yarn-site-invalid-value",
	Input:    YarnSiteInput,
	Severity: Error,
	Summary:  "a yarn-site value stops the ResourceManager starting",
	Doc: `Why: Hadoop's Configuration reads numbers with Java's parsers (decimal or
0x hex, no units) and resource increments in "value [unit]" form; anything else
throws (NumberFormatException, IllegalArgumentException) and the
ResourceManager fails to start. Increments of zero or less are refused too.
Fix: write the value in the form the property takes, e.g. 2048 rather than 2g.
See: Hadoop's yarn-default.xml (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-common/yarn-default.xml) and docs/place.md.`,
	Check: func(p *Pass) { wordValueErrors(p, true) },
}

// wordValueErrors is the Check of yarn-site-invalid-value (fatal, the
// values the ResourceManager cannot read) and yarn-site-invalid-boolean
// (the others, which Hadoop reads as false or the default): it words the
// reader's ValueErrors of its kind.
func wordValueErrors(p *Pass, fatal bool) {
	unread := p.YarnSite.Unread
	if fatal { // the per-type allocation values the release reads
		unread = append(slices.Clip(unread), p.YarnSite.conf.TypeAllocationErrors(p.Hadoop)...)
	}
	for _, ve := range unread {
		if ve.Fatal == fatal {
			msg, hint := wordValueError(ve)
			p.Report(ve.Pos, "", msg, hint)
		}
	}
}

// rightType is the hint of a value of the wrong type.
const rightType = "write a value of the right type"

// wordValueError words a value Hadoop cannot read or misreads, as a
// finding at its property.
func wordValueError(ve *yarnsite.ValueError) (msg, hint string) {
	switch ve.Kind {
	case yarnsite.FinalNotTrue:
		return valueProblem(ve), "write <final>true</final>"
	case yarnsite.NotDouble:
		return ve.Key + ": " + valueProblem(ve), ""
	case yarnsite.NotPositive:
		return fmt.Sprintf("the increment is %d; the ResourceManager fails to start (increments must be positive)", ve.Int), "use a positive increment"
	}
	return valueProblem(ve), rightType
}

// valueProblem says what is wrong with ve's value.
func valueProblem(ve *yarnsite.ValueError) string {
	const fails = "; the ResourceManager fails to start"
	switch ve.Kind {
	case yarnsite.FinalNotTrue:
		return fmt.Sprintf("<final> is %q, not exactly \"true\"; Hadoop treats it as false", ve.Value)
	case yarnsite.NotBoolean:
		return fmt.Sprintf("%q is not true or false; Hadoop uses the default, %v", ve.Value, ve.Default)
	case yarnsite.NotInteger:
		return fmt.Sprintf("%q is not a %d-bit integer%s (NumberFormatException)", ve.Value, ve.Bits, fails)
	case yarnsite.NotNumber:
		return fmt.Sprintf("%q is not a number%s (NumberFormatException)", ve.Value, fails)
	case yarnsite.NotDouble:
		return fmt.Sprintf("%q is not a number", ve.Value)
	case yarnsite.NotValueUnit:
		return fmt.Sprintf("%q is not in \"value [unit]\" format%s (IllegalArgumentException)", ve.Value, fails)
	case yarnsite.BadUnit:
		return fmt.Sprintf("%q: %s%s", ve.Value, ve.Cause, fails)
	case yarnsite.NotPositive:
		return "must be positive"
	}
	return ve.Cause // Unexpandable: the expansion's own message
}

// SettingProblem words a setting a simulation cannot read (its error) or
// reads as its default (its warning): "setting <key>: <what is wrong>".
// The simulations get it from cmd, as they cannot import lint.
func SettingProblem(ve *yarnsite.ValueError) string {
	return "setting " + ve.Key + ": " + valueProblem(ve)
}

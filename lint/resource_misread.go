package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/xmlconf"
)

// ResourceMisread reports resource strings Hadoop accepts but reads
// differently from how they look.
var ResourceMisread = &Rule{
	ID:       "resource-misread",
	Severity: Warning,
	Summary:  "a resource string is read differently than it is written",
	Doc: `Why: Hadoop's resource parser is lenient in ways that silently change the
value: fractions of old-style numbers are dropped ("5120.9 mb" is 5120),
letters after a unit are ignored ("1024 mbs"), old-style percentage pieces
other than memory and cpu are ignored ("10% gpu"), a new-style name given twice
keeps the last value, and vcores above 2147483647 are clamped.
Fix: write the value exactly as Hadoop should read it.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (minResources, maxResources); FairSchedulerConfiguration.parseResourceConfigValue.`,
	Check: checkResourceMisread,
}

// misreadings lists the quirks this rule reports, in message order.
var misreadings = []struct {
	quirk xmlconf.Quirks
	what  string
}{
	{xmlconf.QuirkDecimalDropped, "fractions are dropped"},
	{xmlconf.QuirkUnitSuffix, "letters after a unit are ignored"},
	{xmlconf.QuirkExtraPieces, "pieces other than memory and cpu are ignored"},
	{xmlconf.QuirkDuplicateName, "a resource named twice keeps its last value"},
	{xmlconf.QuirkVCoresClamped, "vcores above 2147483647 are clamped"},
}

// misreadQuirks are the quirks of misreadings, together.
var misreadQuirks = func() (all xmlconf.Quirks) {
	for _, m := range misreadings {
		all |= m.quirk
	}
	return all
}()

func checkResourceMisread(p *Pass) {
	for s := range resourceSettings(p) {
		if s.Field.Val.Quirks&misreadQuirks == 0 {
			continue
		}
		var whats []string
		for _, m := range misreadings {
			if s.Field.Val.Quirks.Has(m.quirk) {
				whats = append(whats, m.what)
			}
		}
		if len(whats) == 0 {
			continue
		}
		s.report(p,
			fmt.Sprintf("%s is read by Hadoop as %s (%s)", s.subject(), readAs(s.Field.Val, p.Config.Types), strings.Join(whats, "; ")),
			"write the value exactly as Hadoop should read it")
	}
}

package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/fairsched/fairsched/lint"
)

// Checkstyle writes Checkstyle XML (the format of Checkstyle 4.3 that
// Jenkins' Warnings plugin, reviewdog and many others read):
//
//	<checkstyle version="4.3">
//	  <file name="conf/fair-scheduler.xml">
//	    <error line="14" column="7" severity="error" message="queue root.a: ..." source="fairsched.min-exceeds-max"/>
//	  </file>
//	</checkstyle>
//
// Every file of the report appears, also those without findings, so
// consumers can tell a clean file from one not checked. Severities keep
// their names ("info" included). The message carries the queue prefix but
// not the hint: one-line consumers show attributes verbatim.
func Checkstyle(w io.Writer, r Report, _ Options) error {
	var b strings.Builder
	b.WriteString(xmlHeader)
	b.WriteString("<checkstyle version=\"4.3\">\n")
	for _, g := range groupByFile(r) {
		if len(g.Diagnostics) == 0 {
			fmt.Fprintf(&b, "  <file name=\"%s\"/>\n", xmlAttr(slashPath(g.File)))
			continue
		}
		fmt.Fprintf(&b, "  <file name=\"%s\">\n", xmlAttr(slashPath(g.File)))
		for _, d := range g.Diagnostics {
			b.WriteString("    <error")
			if d.Pos.IsValid() {
				fmt.Fprintf(&b, " line=\"%d\" column=\"%d\"", d.Pos.Line, d.Pos.Col)
			}
			fmt.Fprintf(&b, " severity=\"%s\" message=\"%s\" source=\"fairsched.%s\"/>\n",
				checkstyleSeverity(d.Severity), xmlAttr(fullMessage(d)), xmlAttr(d.Rule))
		}
		b.WriteString("  </file>\n")
	}
	b.WriteString("</checkstyle>\n")
	return writeString(w, b.String())
}

// xmlHeader starts every XML format.
const xmlHeader = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

func checkstyleSeverity(s lint.Severity) string {
	if s == lint.SeverityInvalid {
		return "warning"
	}
	return s.String()
}

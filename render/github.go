package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/fairsched/fairsched/lint"
)

// GitHub writes one GitHub Actions workflow command per diagnostic, which
// the runner turns into an annotation on the file:
//
//	::error file=conf/fair-scheduler.xml,line=14,col=7,title=fairsched%3A min-exceeds-max::queue root.a: ...
//
// error and warning keep their names, info becomes notice. The hint
// follows the message on a second line. Property values escape '%', CR,
// LF, ':' and ',', the message escapes '%', CR and LF, as GitHub's
// actions/toolkit does. A run without findings prints nothing.
func GitHub(w io.Writer, r Report, _ Options) error {
	var b strings.Builder
	for _, d := range sortedDiagnostics(r.Diagnostics) {
		props := []string{}
		if d.File != "" {
			props = append(props, "file="+escapeProperty(slashPath(d.File)))
		}
		if d.Pos.IsValid() {
			props = append(props, fmt.Sprintf("line=%d", d.Pos.Line), fmt.Sprintf("col=%d", d.Pos.Col))
		}
		props = append(props, "title="+escapeProperty("fairsched: "+d.Rule))
		msg := fullMessage(d)
		if d.Hint != "" {
			msg += "\nhint: " + d.Hint
		}
		fmt.Fprintf(&b, "::%s %s::%s\n", githubCommand(d.Severity), strings.Join(props, ","), escapeData(msg))
	}
	return writeString(w, b.String())
}

// githubCommand is the workflow command for a severity.
func githubCommand(s lint.Severity) string {
	switch s {
	case lint.Error:
		return "error"
	case lint.Warning:
		return "warning"
	}
	return "notice"
}

// escapeData escapes a workflow command's message.
func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// escapeProperty escapes a workflow command's property value.
func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}

package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/fairsched/fairsched/rm/rmrest"
)

// SchedConfPlan writes a scheduler-conf mutation as the XML body of
// PUT /ws/v1/cluster/scheduler-conf (curl -X PUT -H 'Content-Type:
// application/xml' -d @plan.xml sends it).
func SchedConfPlan(w io.Writer, u *rmrest.SchedConfUpdate) error {
	return rmrest.EncodeSchedConf(w, u)
}

// SchedConfCommand writes the same mutation as one `yarn schedulerconf`
// command line (args from rmrest's CLIArgs), each argument quoted for a
// POSIX shell; a mutation that changes nothing is a comment.
func SchedConfCommand(w io.Writer, args []string) error {
	if len(args) == 0 {
		_, err := fmt.Fprintln(w, "# no change: nothing to send")
		return err
	}
	quoted := make([]string, len(args))
	for i, a := range args {
		if strings.HasPrefix(a, "-") && !strings.ContainsAny(a, " '\"\\$`;") {
			quoted[i] = a
			continue
		}
		quoted[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	_, err := fmt.Fprintln(w, "yarn schedulerconf "+strings.Join(quoted, " "))
	return err
}

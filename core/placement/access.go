package placement

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/xmlconf"
)

// Access says whether the submitting user may submit to the queue the
// policy chose. The FairScheduler checks it once the queue exists
// (FairScheduler.addApplication): the user needs the SUBMIT_APPLICATIONS
// or the ADMINISTER_QUEUE right, and a queue grants a right when its ACL
// or that of any ancestor lets the user in. An ACL the file does not set
// lets nobody in, except on root, where Hadoop's default is "*".
type Access struct {
	Allowed bool
	// Queue and ACL name the queue and the element (aclSubmitApps or
	// aclAdministerApps) that let the user in; "" when none does.
	Queue, ACL string
	// Reason says why, in words.
	Reason string
}

// Ancestry lists queue and its ancestors up to root, nearest first.
func Ancestry(queue string) []string {
	out := []string{queue}
	for i := strings.LastIndexByte(queue, '.'); i > 0; i = strings.LastIndexByte(queue[:i], '.') {
		out = append(out, queue[:i])
	}
	return out
}

// ACLAdmits is AccessControlList.isUserAllowed: everyone, the user by
// name, or one of the user's groups. It says who matched, or "".
func ACLAdmits(a xmlconf.ACL, s Submission) string {
	if a.All {
		return "everyone"
	}
	for _, u := range a.Users {
		if u == s.User {
			return fmt.Sprintf("user %s", u)
		}
	}
	for _, g := range a.Groups {
		for _, sg := range s.Groups {
			if g == sg {
				return fmt.Sprintf("group %s", g)
			}
		}
	}
	return ""
}

// GroupsText words a user's groups after "user X": " (no groups)" or
// " or the groups g1, g2".
func GroupsText(groups []string) string {
	if len(groups) == 0 {
		return " (no groups)"
	}
	return " or the groups " + strings.Join(groups, ", ")
}

package csplace

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/placement"
)

// The two ACLs that let a user submit, in the order Hadoop checks them.
const (
	aclSubmit     = "acl_submit_applications"
	aclAdminister = "acl_administer_queue"
)

// access checks the user against acl_submit_applications, then
// acl_administer_queue, of the queue and each ancestor the scheduler has
// (a queue still to be created is judged by its existing ancestors): any
// one that lets the user in grants it. Unset, root's is "*" and every
// other queue's nobody.
func (e *Engine) access(path string, s submission) *placement.Access {
	chain := placement.Ancestry(path)
	for _, acl := range []string{aclSubmit, aclAdminister} {
		for _, p := range chain {
			q := e.t.byPath[p]
			if q == nil || q.q == nil {
				continue
			}
			a := q.q.QueueACL(acl)
			if who := placement.ACLAdmits(a, s); who != "" {
				return &placement.Access{Allowed: true, Queue: p, ACL: acl, Reason: admitText(q, acl, who)}
			}
		}
	}
	return &placement.Access{Reason: fmt.Sprintf("no acl_submit_applications or acl_administer_queue of %s lets in user %q%s; Hadoop rejects the application (\"User %s does not have permission to submit application to queue %s\")",
		strings.Join(chain, ", "), s.User, placement.GroupsText(s.Groups), s.User, path)}
}

func admitText(q *queue, acl, who string) string {
	if s, ok := q.q.Settings[acl]; ok {
		return fmt.Sprintf("%s of %s (%q) lets in %s", acl, q.path, s.Untrimmed, who)
	}
	return fmt.Sprintf("%s of %s is not set, and Hadoop's default for root is \"*\" (everyone)", acl, q.path)
}

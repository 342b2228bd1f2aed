package place

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/placement"
)

// The two ACLs that allow a submission, in the order Hadoop checks them.
const (
	aclSubmit     = "aclSubmitApps"
	aclAdminister = "aclAdministerApps"
)

// access checks s against the ACLs of queue and its ancestors.
func (e *Engine) access(queue string, s placement.Submission) *placement.Access {
	chain := placement.Ancestry(queue)
	for _, acl := range []string{aclSubmit, aclAdminister} {
		for _, q := range chain {
			value, set := e.aclOf(q, acl)
			if who := placement.ACLAdmits(placement.ParseACL(value), s); who != "" {
				return &placement.Access{Allowed: true, Queue: q, ACL: acl, Reason: admitText(q, acl, value, set, who)}
			}
		}
	}
	reason := fmt.Sprintf("no aclSubmitApps or aclAdministerApps of %s lets in user %q%s; Hadoop rejects the application (\"User %s cannot submit applications to queue %s\")",
		strings.Join(chain, ", "), s.User, placement.GroupsText(s.Groups), s.User, queue)
	if e.acls.Off {
		reason += "; " + e.ACLs().Reason
	}
	return &placement.Access{Reason: reason}
}

// ACLs says that the queue ACLs decide every submission: the Fair
// Scheduler checks them itself (FairScheduler.addApplication, every
// release), whatever yarn.acl.enable says.
func (e *Engine) ACLs() placement.ACLs {
	const checks = "the Fair Scheduler checks queue ACLs at submission whatever yarn.acl.enable says (FairScheduler.addApplication)"
	reason := checks + ", so no yarn-site is needed to decide"
	if !e.acls.Assumed() {
		reason = e.acls.Text() + ", and " + checks
	}
	return placement.ACLs{Switch: e.acls, Enforced: true, Reason: reason}
}

// aclOf returns the ACL value of a queue and whether the file sets it:
// unset, root's is "*" and every other queue's " " (nobody).
func (e *Engine) aclOf(queue, acl string) (string, bool) {
	if q := e.Tree.a.Find(queue); q != nil {
		f := q.ACLSubmitApps
		if acl == aclAdminister {
			f = q.ACLAdministerApps
		}
		if f.Set {
			return f.Val, true
		}
	}
	if queue == "root" {
		return "*", false
	}
	return " ", false
}

func admitText(queue, acl, value string, set bool, who string) string {
	if !set {
		return fmt.Sprintf("%s of %s is not set, and Hadoop's default for root is \"*\" (everyone)", acl, queue)
	}
	return fmt.Sprintf("%s of %s (%q) lets in %s", acl, queue, value, who)
}

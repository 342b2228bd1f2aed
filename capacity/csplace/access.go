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
	a := e.aclVerdict(path, s)
	acls := e.ACLs()
	switch {
	case !acls.Enforced && a.Allowed:
		a.Reason += "; " + acls.Reason
	case !acls.Enforced:
		a.Allowed, a.Reason = true, a.Reason+"; but "+acls.Reason+", so the application lands"
	case !a.Allowed:
		a.Reason += fmt.Sprintf("; Hadoop rejects the application (\"User %s does not have permission to submit application to queue %s\")", s.User, path)
	}
	return a
}

// WithACLs sets the yarn.acl.enable the ResourceManager runs with (the
// zero ACLSwitch, the assumption without a yarn-site, until then) and
// returns e.
func (e *Engine) WithACLs(s placement.ACLSwitch) *Engine {
	e.acls = s
	return e
}

// ACLs says whether the queue ACLs decide a submission: before 2.9.0
// LeafQueue.submitApplication checks them whatever yarn.acl.enable says;
// since (YARN-4522) RMAppManager.createAndPopulateNewRMApp checks them
// only when YarnConfiguration.isAclEnabled.
func (e *Engine) ACLs() placement.ACLs {
	out := placement.ACLs{Switch: e.acls, Enforced: true, Depends: e.prof.Capacity.SubmitACLsNeedACLEnable}
	switch {
	case !e.prof.Capacity.SubmitACLsNeedACLEnable:
		out.Reason = fmt.Sprintf("the Capacity Scheduler of %s checks queue ACLs at submission whatever yarn.acl.enable says (LeafQueue.submitApplication), so no yarn-site is needed to decide", e.prof.Version)
	case e.acls.Off:
		out.Enforced = false
		out.Reason = e.acls.Text() + ", so the ResourceManager does not check queue ACLs at submission (RMAppManager checks them only when yarn.acl.enable is true, YARN-4522)"
	default:
		out.Reason = e.acls.Text() + ", so the ResourceManager checks queue ACLs at submission (RMAppManager)"
	}
	return out
}

// aclVerdict is what the queue ACLs say of s in path.
func (e *Engine) aclVerdict(path string, s submission) *placement.Access {
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
	return &placement.Access{Reason: fmt.Sprintf("no acl_submit_applications or acl_administer_queue of %s lets in user %q%s",
		strings.Join(chain, ", "), s.User, placement.GroupsText(s.Groups))}
}

func admitText(q *queue, acl, who string) string {
	if s, ok := q.q.Settings.Lookup(acl); ok {
		return fmt.Sprintf("%s of %s (%q) lets in %s", acl, q.path, s.Untrimmed, who)
	}
	return fmt.Sprintf("%s of %s is not set, and Hadoop's default for root is \"*\" (everyone)", acl, q.path)
}

package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/xmlconf"
)

// OpenRootACL reports restrictive queue ACLs that an ancestor's open ACL
// makes void. The ID predates the current meaning: it names the usual
// cause, a root queue left at its default "*".
var OpenRootACL = &Rule{
	ID:       "open-root-acl",
	Severity: Warning,
	Summary:  "a queue's ACL restricts nobody because an ancestor is open",
	Doc: `Why: Hadoop lets a user submit to (or administer) a queue when the ACL of the
queue or of any ancestor lets them, and a user allowed to administer a queue
may also submit to it. root's aclSubmitApps and aclAdministerApps default to
"*", so until root is restricted every queue is open to everyone, whatever its
own ACLs say. A file that declares restrictive ACLs under an open ancestor
looks locked down but is not. The Fair Scheduler checks these ACLs at
submission whatever yarn.acl.enable says (FairScheduler.addApplication); other
queue operations, such as killing an application, follow yarn.acl.enable.
Fix: restrict root (and any open parent): e.g. <aclSubmitApps> </aclSubmitApps>
(nobody) and <aclAdministerApps>yarn hadoop-admins</aclAdministerApps> on
<queue name="root">, then open each leaf queue to its users.
See: Hadoop FairScheduler docs, "Queue Access Control Lists" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Check: checkOpenRootACL,
}

// voidedACLs groups the restrictive ACLs one open ACL of an ancestor voids.
type voidedACLs struct {
	opener *xmlconf.Queue // the open ancestor
	elem   string         // its open ACL element
	kind   string         // the voided ACL element
	queues []string
}

func checkOpenRootACL(p *Pass) {
	if p.Config == nil || p.Config.Root == nil {
		return
	}
	var v voidedSet
	v.visit(p.Config.Root, aclTops{})
	for _, g := range v.groups {
		reportVoided(p, g)
	}
}

// voidedSet gathers the voided ACLs of the tree, one group per open
// ancestor and ACL, in the order of the queues (parents first).
type voidedSet struct{ groups []*voidedACLs }

// visit judges q, whose ancestors' open queues are above, then its
// children: the walk carries the open queues down, so each queue is
// looked at once, however deep the tree.
func (v *voidedSet) visit(q *xmlconf.Queue, above aclTops) {
	own := above.with(q)
	if q.Parent != nil {
		if restrictive(q.ACLSubmitApps) {
			if above.submit != nil {
				v.add(above.submit, "aclSubmitApps", "aclSubmitApps", q.FullName)
			} else if own.admin != nil {
				v.add(own.admin, "aclAdministerApps", "aclSubmitApps", q.FullName)
			}
		}
		if restrictive(q.ACLAdministerApps) && above.admin != nil {
			v.add(above.admin, "aclAdministerApps", "aclAdministerApps", q.FullName)
		}
	}
	for _, c := range q.Children {
		v.visit(c, own)
	}
}

// add files queue under the group of opener's open elem voiding kind.
func (v *voidedSet) add(opener *xmlconf.Queue, elem, kind, queue string) {
	for _, g := range v.groups {
		if g.opener == opener && g.elem == elem && g.kind == kind {
			g.queues = append(g.queues, queue)
			return
		}
	}
	v.groups = append(v.groups, &voidedACLs{opener: opener, elem: elem, kind: kind, queues: []string{queue}})
}

// aclTops are, for a queue, the open queues nearest to root among the
// queue and its ancestors, by ACL; nil where they are all restrictive.
type aclTops struct{ submit, admin *xmlconf.Queue }

// with returns the tops of q, whose ancestors' tops are t.
func (t aclTops) with(q *xmlconf.Queue) aclTops {
	if t.submit == nil && aclOpen(q.ACLSubmitApps.Val) {
		t.submit = q
	}
	if t.admin == nil && aclOpen(q.ACLAdministerApps.Val) {
		t.admin = q
	}
	return t
}

func submitACL(q *xmlconf.Queue) xmlconf.Field[string] { return q.ACLSubmitApps }
func adminACL(q *xmlconf.Queue) xmlconf.Field[string]  { return q.ACLAdministerApps }

// restrictive reports whether a declared ACL lets in less than everyone.
func restrictive(f xmlconf.Field[string]) bool { return f.Set && !aclOpen(f.Val) }

// aclOpen reports whether an ACL lets everyone in: "*" on either side of
// the first space.
func aclOpen(s string) bool {
	if strings.IndexByte(s, '*') < 0 {
		return false // most ACLs: no wildcard, nothing to split and trim
	}
	users, groups, _ := strings.Cut(s, " ")
	return javanum.JavaTrim(users) == "*" || javanum.JavaTrim(groups) == "*"
}

func reportVoided(p *Pass, g *voidedACLs) {
	f := adminACL(g.opener)
	if g.elem == "aclSubmitApps" {
		f = submitACL(g.opener)
	}
	how := fmt.Sprintf("is %q", f.Val)
	if !f.Set {
		how = `is "*" (not set, so the default)`
	}
	why := "Hadoop grants access when the ACL of the queue or of any ancestor matches"
	if g.elem != g.kind {
		why = "a user allowed to administer a queue may also submit to it, and Hadoop checks every ancestor"
	}
	msg := fmt.Sprintf("%s's <%s> %s, so the restrictive <%s> of %s restricts nobody: %s",
		g.opener.FullName, g.elem, how, g.kind, diag.FewAndCount(g.queues, "queues"), why)
	hint := fmt.Sprintf("restrict <%s> on %s (e.g. \" \" for nobody, or the administrators)", g.elem, g.opener.FullName)
	p.Report(settingPos(p, f.Pos(), g.opener), g.opener.FullName, msg, hint)
}

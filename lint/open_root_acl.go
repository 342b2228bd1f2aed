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
	var groups []*voidedACLs
	add := func(opener *xmlconf.Queue, elem, kind, queue string) {
		for _, g := range groups {
			if g.opener == opener && g.elem == elem && g.kind == kind {
				g.queues = append(g.queues, queue)
				return
			}
		}
		groups = append(groups, &voidedACLs{opener: opener, elem: elem, kind: kind, queues: []string{queue}})
	}
	submit, admin := newOpenTops(submitACL), newOpenTops(adminACL)
	for q := range p.Queues() {
		if q.Parent == nil {
			continue
		}
		if restrictive(q.ACLSubmitApps) {
			if a := submit.of(q.Parent); a != nil {
				add(a, "aclSubmitApps", "aclSubmitApps", q.FullName)
			} else if a := admin.of(q); a != nil {
				add(a, "aclAdministerApps", "aclSubmitApps", q.FullName)
			}
		}
		if restrictive(q.ACLAdministerApps) {
			if a := admin.of(q.Parent); a != nil {
				add(a, "aclAdministerApps", "aclAdministerApps", q.FullName)
			}
		}
	}
	for _, g := range groups {
		reportVoided(p, g)
	}
}

func submitACL(q *xmlconf.Queue) xmlconf.Field[string] { return q.ACLSubmitApps }
func adminACL(q *xmlconf.Queue) xmlconf.Field[string]  { return q.ACLAdministerApps }

// restrictive reports whether a declared ACL lets in less than everyone.
func restrictive(f xmlconf.Field[string]) bool { return f.Set && !aclOpen(f.Val) }

// aclOpen reports whether an ACL lets everyone in: "*" on either side of
// the first space.
func aclOpen(s string) bool {
	users, groups, _ := strings.Cut(s, " ")
	return javanum.JavaTrim(users) == "*" || javanum.JavaTrim(groups) == "*"
}

// openTops finds, for a queue, the open queue nearest to root among the
// queue and its ancestors, remembering the answer for every queue on the
// way: each queue is looked at once, however deep the tree.
type openTops struct {
	acl func(*xmlconf.Queue) xmlconf.Field[string]
	top map[*xmlconf.Queue]*xmlconf.Queue
}

func newOpenTops(acl func(*xmlconf.Queue) xmlconf.Field[string]) *openTops {
	return &openTops{acl: acl, top: map[*xmlconf.Queue]*xmlconf.Queue{}}
}

// of returns the open queue nearest to root among q and its ancestors, or
// nil when they are all restrictive.
func (o *openTops) of(q *xmlconf.Queue) *xmlconf.Queue {
	if q == nil {
		return nil
	}
	if t, ok := o.top[q]; ok {
		return t
	}
	t := o.of(q.Parent)
	if t == nil && aclOpen(o.acl(q).Val) {
		t = q
	}
	o.top[q] = t
	return t
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
	p.Report(settingPos(p, f.Pos, g.opener), g.opener.FullName, msg, hint)
}

package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/xmlconf"
)

// OpenRootACL reports a root queue whose submit or administer ACL is left
// at its default "*".
var OpenRootACL = &Rule{
	ID:       "open-root-acl",
	Severity: Info,
	Summary:  "the root queue lets every user submit or administer",
	Doc: `Why: root's aclSubmitApps and aclAdministerApps default to "*", and a user is
allowed on a queue when the ACL of the queue or of any ancestor matches. Until
root's ACLs are restricted, every user may submit to (or administer) every
queue, whatever the queues' own ACLs say.
Fix: set root's ACLs to the administrators, e.g. <aclSubmitApps> </aclSubmitApps>
and <aclAdministerApps>yarn admins</aclAdministerApps>, and open the leaf
queues to their users.
See: Hadoop FairScheduler docs, "Queue Access Control Lists" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html).`,
	Bad: `<allocations>
  <queue name="analytics">
    <aclSubmitApps>alice,bob</aclSubmitApps>
  </queue>
</allocations>
`,
	Good: `<allocations>
  <queue name="root">
    <aclSubmitApps> </aclSubmitApps>
    <aclAdministerApps>yarn admins</aclAdministerApps>
    <queue name="analytics">
      <aclSubmitApps>alice,bob</aclSubmitApps>
    </queue>
  </queue>
</allocations>
`,
	Check: checkOpenRootACL,
}

func checkOpenRootACL(p *Pass) {
	root := p.Config.Root
	at := firstValid(allocationsPos(p))
	if !root.Implicit {
		at = queuePos(p, root)
	}
	reportOpenACL(p, at, root, "aclSubmitApps", root.ACLSubmitApps, "submit apps to")
	reportOpenACL(p, at, root, "aclAdministerApps", root.ACLAdministerApps, "administer")
}

func reportOpenACL(p *Pass, at xmlconf.Pos, root *xmlconf.Queue, elem string, f xmlconf.Field[string], verb string) {
	if f.Set {
		return
	}
	p.Report(at, root.FullName,
		fmt.Sprintf(`<%s> is not set on root, so it is "*": every user may %s every queue, because access is granted when any ancestor's ACL matches`, elem, verb),
		fmt.Sprintf("declare <queue name=\"root\"> with a restricted <%s>", elem))
}

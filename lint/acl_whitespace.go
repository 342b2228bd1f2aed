package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/xmlconf"
)

// ACLWhitespace reports ACL values with surrounding whitespace, which
// Hadoop splits at the first space.
var ACLWhitespace = &Rule{
	ID:       "acl-whitespace",
	Severity: Warning,
	Summary:  "an ACL value has leading or trailing whitespace",
	Doc: `Why: Hadoop uses ACL text untrimmed and splits it at the first space into a
user list and a group list. A pretty-printed value such as
<aclSubmitApps>\n    alice,bob\n  </aclSubmitApps> splits after the newline:
users become empty and alice and bob become groups. Only a single leading space
is meaningful (" " alone means nobody, " grp1,grp2" means groups only).
Fix: write the ACL on one line without surrounding whitespace, e.g.
"alice,bob admins", or " admins" for groups only.
See: Hadoop FairScheduler docs, "Queue Access Control Lists" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AccessControlList.`,
	Bad: `<allocations>
  <queue name="analytics">
    <aclSubmitApps>
      alice,bob
    </aclSubmitApps>
  </queue>
</allocations>
`,
	Good: `<allocations>
  <queue name="analytics">
    <aclSubmitApps>alice,bob</aclSubmitApps>
  </queue>
</allocations>
`,
	Check: checkACLWhitespace,
}

func checkACLWhitespace(p *Pass) {
	for q := range p.Queues() {
		for _, acl := range []struct {
			elem string
			f    xmlconf.Field[string]
		}{
			{"aclSubmitApps", q.ACLSubmitApps},
			{"aclAdministerApps", q.ACLAdministerApps},
			{"aclSubmitReservations", q.ACLSubmitReservations},
			{"aclListReservations", q.ACLListReservations},
			{"aclAdministerReservations", q.ACLAdministerReservations},
		} {
			if !acl.f.Set || !strayWhitespace(acl.f.Raw) {
				continue
			}
			p.Report(settingPos(p, acl.f.Pos, q), q.FullName,
				fmt.Sprintf("<%s> %q has leading or trailing whitespace; Hadoop splits it at the first space and reads %s", acl.elem, acl.f.Raw, aclMeaning(acl.f.Raw)),
				"write the ACL on one line: users, one space, groups (e.g. \"alice,bob admins\")")
		}
	}
}

// strayWhitespace reports whether an ACL has whitespace at either end other
// than one deliberate leading space (" " or " grp1,grp2").
func strayWhitespace(s string) bool {
	if s == " " {
		return false
	}
	body := s
	if len(s) > 1 && s[0] == ' ' && s[1] > ' ' {
		body = s[1:]
	}
	return xmlconf.JavaTrim(body) != body
}

// aclMeaning describes an ACL the way Hadoop's AccessControlList reads it:
// split once at the first space, each side a comma-separated list of
// trimmed names, "*" on either side meaning everyone.
func aclMeaning(s string) string {
	users, groups, _ := strings.Cut(s, " ")
	if xmlconf.JavaTrim(users) == "*" || xmlconf.JavaTrim(groups) == "*" {
		return "everyone"
	}
	return fmt.Sprintf("users: %s, groups: %s", aclNames(users), aclNames(groups))
}

func aclNames(s string) string {
	var names []string
	for _, n := range strings.Split(s, ",") {
		if n = xmlconf.JavaTrim(n); n != "" {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ",")
}

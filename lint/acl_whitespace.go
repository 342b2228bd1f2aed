package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/xmlconf"
)

// ACLWhitespace reports ACL values whose whitespace changes their meaning:
// a newline or tab that moves names between the user and group lists, or
// glues two names into one.
var ACLWhitespace = &Rule{
	ID:       "acl-whitespace",
	Severity: Warning,
	Summary:  "whitespace in an ACL value changes who it lets in",
	Doc: `Why: Hadoop takes ACL text untrimmed and splits it once, at the first space
character, into a user list and a group list; each list is split at commas and
its names trimmed. Spaces therefore mean what they say: "joe " is user joe,
" dev,prod" is groups dev and prod only, " " is nobody. Other whitespace does
not separate the lists. A pretty-printed value such as
<aclSubmitApps>\n    alice,bob\n  </aclSubmitApps> splits at the first space
after the newline, so the users are empty and alice and bob become groups; and
"alice<TAB>admins" is one user named "alice<TAB>admins", who does not exist.
Fix: write the ACL on one line: users, one space, groups (e.g. "alice,bob
admins", or " admins" for groups only), with commas between names.
See: Hadoop FairScheduler docs, "Queue Access Control Lists" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AccessControlList.`,
	Check: checkACLWhitespace,
}

// checkACLWhitespace points at the queue's ACL fields rather than copying
// them: it runs on every queue.
func checkACLWhitespace(p *Pass) {
	for q := range p.Queues() {
		for _, acl := range [...]struct {
			elem string
			f    *xmlconf.Field[string]
		}{
			{"aclSubmitApps", &q.ACLSubmitApps},
			{"aclAdministerApps", &q.ACLAdministerApps},
			{"aclSubmitReservations", &q.ACLSubmitReservations},
			{"aclListReservations", &q.ACLListReservations},
			{"aclAdministerReservations", &q.ACLAdministerReservations},
		} {
			if !acl.f.Set || plainACL(acl.f.Raw()) {
				continue
			}
			what := aclWhitespaceProblem(acl.f.Raw())
			if what == "" {
				continue
			}
			p.Report(settingPos(p, acl.f.Pos(), q), q.FullName,
				fmt.Sprintf("<%s> %q: %s; Hadoop splits it at the first space and reads %s", acl.elem, acl.f.Raw(), what, aclMeaning(acl.f.Raw())),
				"write the ACL on one line: users, one space, groups, with commas between names (e.g. \"alice,bob admins\")")
		}
	}
}

// aclWhitespaceProblem says how whitespace other than the separating space
// changes what an ACL means, or "" when it does not. Spaces are always
// meant: a leading space (groups only), a trailing one, or " " (nobody).
func aclWhitespaceProblem(s string) string {
	users, groups, found := strings.Cut(s, " ")
	if !strings.Contains(groups, " ") && !hasControl(s) {
		// Only the separating space: no name can hold whitespace, and
		// the user list cannot be blank without being empty.
		return ""
	}
	if found && users != "" && javanum.JavaTrim(users) == "" && aclNames(groups) != "none" {
		return "the line break or tab before the first space leaves the user list empty, so the names after it become groups"
	}
	for _, side := range []string{users, groups} {
		for _, n := range strings.Split(side, ",") {
			n = javanum.JavaTrim(n)
			if strings.ContainsFunc(n, func(r rune) bool { return r <= ' ' }) {
				return fmt.Sprintf("%q is read as one name, whitespace included", n)
			}
		}
	}
	return ""
}

// plainACL reports, in one pass over the bytes, that s has at most one
// space and no character below it, so that aclWhitespaceProblem has
// nothing to say (a byte below the space is always a character of its
// own in UTF-8).
func plainACL(s string) bool {
	spaces := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c < ' ':
			return false
		case c == ' ':
			if spaces++; spaces > 1 {
				return false
			}
		}
	}
	return true
}

// hasControl reports whether s holds a character below the space, which
// JavaTrim trims but the split at the first space does not.
func hasControl(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return r < ' ' })
}

// aclMeaning describes an ACL the way Hadoop's AccessControlList reads it:
// split once at the first space, each side a comma-separated list of
// trimmed names, "*" on either side meaning everyone.
func aclMeaning(s string) string {
	users, groups, _ := strings.Cut(s, " ")
	if javanum.JavaTrim(users) == "*" || javanum.JavaTrim(groups) == "*" {
		return "everyone"
	}
	return fmt.Sprintf("users: %s, groups: %s", aclNames(users), aclNames(groups))
}

func aclNames(s string) string {
	var names []string
	for _, n := range strings.Split(s, ",") {
		if n = javanum.JavaTrim(n); n != "" {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ",")
}

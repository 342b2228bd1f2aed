package placement

import (
	"slices"
	"strings"

	"github.com/fairsched/fairsched/core/javanum"
)

// ACL is an access control list as Hadoop's AccessControlList reads an ACL
// element's text: users, then groups, or everyone.
type ACL struct {
	// All is true when either part, trimmed, is exactly "*": everyone.
	All bool
	// Users and Groups are the names in order, without duplicates; empty
	// when All is set.
	Users, Groups []string
}

// ParseACL reads s the way AccessControlList(String) does: split at the
// first space (only a space, not a tab or line break) into users and
// groups; each part is Java-trimmed and split at commas and line breaks,
// every name trimmed of whitespace, empty names dropped and repeats
// removed (StringUtils.getTrimmedStringCollection). " " is nobody, " ops"
// the group ops only.
func ParseACL(s string) ACL {
	users, groups, _ := strings.Cut(s, " ")
	if isWildcardACL(users) || isWildcardACL(groups) {
		return ACL{All: true}
	}
	return ACL{Users: aclNames(users), Groups: aclNames(groups)}
}

// isWildcardACL is AccessControlList.isWildCardACLValue.
func isWildcardACL(s string) bool { return javanum.JavaTrim(s) == "*" }

// aclNames is StringUtils.getTrimmedStringCollection: s Java-trimmed and
// split at "\s*[,\n]\s*", without empty names or repeats, in order.
func aclNames(s string) []string {
	out := []string{}
	for _, n := range strings.FieldsFunc(javanum.JavaTrim(s), func(r rune) bool { return r == ',' || r == '\n' }) {
		n = strings.Trim(n, " \t\n\v\f\r")
		if n != "" && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

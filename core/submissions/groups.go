package submissions

import (
	"fmt"
	"strings"
)

// Groups maps a user to their groups, primary group first.
type Groups map[string][]string

// ParseGroups reads a groups file in one of two formats, decided by its
// first meaningful line:
//
//   - /etc/group: "name:password:gid:member1,member2". A user's groups are
//     those that list them, in file order; a group named like the user
//     (a user private group) is taken as the primary group and put first,
//     since /etc/group alone does not say which group is primary.
//   - "user: g1,g2" (or "user: g1 g2"), primary group first.
//
// Blank lines and lines starting with '#' are skipped. A line in neither
// format is an error naming the line.
func ParseGroups(data []byte) (Groups, error) {
	format := 0 // 1: /etc/group, 2: user list
	g := Groups{}
	var groupNames []string
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(strings.TrimRight(line, "\r"))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := lineFormat(line)
		if f == 0 || (format != 0 && f != format) {
			return nil, fmt.Errorf("line %d: not a groups line (want /etc/group \"name:x:gid:user1,user2\" or \"user: group1,group2\"): %q", i+1, line)
		}
		format = f
		if f == 1 {
			groupNames = append(groupNames, addEtcGroup(g, line))
		} else if err := addUserLine(g, line); err != nil {
			return nil, fmt.Errorf("line %d: %v", i+1, err)
		}
	}
	for _, n := range groupNames {
		g[n] = append([]string{n}, without(g[n], n)...)
	}
	return g, nil
}

func without(list []string, s string) []string {
	var out []string
	for _, x := range list {
		if x != s {
			out = append(out, x)
		}
	}
	return out
}

// lineFormat is 1 for an /etc/group line, 2 for a "user: groups" line, 0
// for neither.
func lineFormat(line string) int {
	switch strings.Count(line, ":") {
	case 3:
		return 1
	case 1:
		return 2
	}
	return 0
}

// addEtcGroup records the members of one /etc/group line and returns the
// group's name.
func addEtcGroup(g Groups, line string) string {
	parts := strings.Split(line, ":")
	name := strings.TrimSpace(parts[0])
	for _, m := range strings.Split(parts[3], ",") {
		if m = strings.TrimSpace(m); m != "" && m != name {
			g[m] = append(g[m], name)
		}
	}
	return name
}

func addUserLine(g Groups, line string) error {
	user, list, _ := strings.Cut(line, ":")
	user = strings.TrimSpace(user)
	if user == "" {
		return fmt.Errorf("no user before ':'")
	}
	g[user] = append(g[user], splitGroups(list)...)
	return nil
}

// Resolve fills in the groups of submissions that name none from groups.
func Resolve(subs []Submission, groups Groups) {
	if groups == nil {
		return
	}
	for i := range subs {
		if len(subs[i].Groups) == 0 {
			subs[i].Groups = groups[subs[i].User]
		}
	}
}

package capacity

import "strings"

// ACL is a queue ACL as Hadoop's AccessControlList reads it: everyone
// (All), or the users and groups it names.
type ACL struct {
	All           bool
	Users, Groups []string
}

// ParseACL reads an ACL value as AccessControlList does: split at the
// first space into users and groups, each a comma-separated list (trimmed,
// empty names dropped); a part that is "*" (trimmed) lets everyone in.
func ParseACL(s string) ACL {
	parts := strings.SplitN(s, " ", 2)
	for _, p := range parts {
		if strings.TrimSpace(p) == "*" {
			return ACL{All: true}
		}
	}
	a := ACL{Users: names(parts[0])}
	if len(parts) == 2 {
		a.Groups = names(parts[1])
	}
	return a
}

func names(s string) []string {
	var out []string
	for _, n := range strings.Split(s, ",") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// QueueACL returns q's ACL of the given kind ("acl_submit_applications",
// "acl_administer_queue", ...) as CapacitySchedulerConfiguration.getAcl
// reads it: root's defaults to "*" (everyone), every other queue's to " "
// (nobody).
func (q *Queue) QueueACL(kind string) ACL {
	if s, ok := q.Settings[kind]; ok {
		return ParseACL(s.Untrimmed)
	}
	if q.Parent == nil {
		return ACL{All: true}
	}
	return ACL{}
}

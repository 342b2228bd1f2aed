package capacity

import "github.com/fairsched/fairsched/xmlconf"

// QueueACL returns q's ACL of the given kind ("acl_submit_applications",
// "acl_administer_queue", ...) as CapacitySchedulerConfiguration.getAcl
// reads it: root's defaults to "*" (everyone), every other queue's to " "
// (nobody). The value is read untrimmed, as Configuration.get gives it:
// " ops" is the group ops, not the user.
func (q *Queue) QueueACL(kind string) xmlconf.ACL {
	if s, ok := q.Settings.Lookup(kind); ok {
		return xmlconf.ParseACL(s.Untrimmed)
	}
	if q.Parent == nil {
		return xmlconf.ACL{All: true}
	}
	return xmlconf.ACL{}
}

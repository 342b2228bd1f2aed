package capacity

import "github.com/fairsched/fairsched/core/placement"

// QueueACL returns q's ACL of the given kind ("acl_submit_applications",
// "acl_administer_queue", ...) as CapacitySchedulerConfiguration.getAcl
// reads it: root's defaults to "*" (everyone), every other queue's to " "
// (nobody). The value is read untrimmed, as Configuration.get gives it:
// " ops" is the group ops, not the user.
func (q *Queue) QueueACL(kind string) placement.ACL {
	if s, ok := q.Settings[kind]; ok {
		return placement.ParseACL(s.Untrimmed)
	}
	if q.Parent == nil {
		return placement.ACL{All: true}
	}
	return placement.ACL{}
}

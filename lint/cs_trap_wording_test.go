package lint

import "testing"

// TestTrapWording pins the message and hint of each Capacity Scheduler
// trap rule, which words the facts the capacity package's checks yield
// (the wordings the checks gave themselves before, unchanged; the figures
// are Hadoop's, as capacity's TestTrapRules checks where they fire).
// The cluster rules are judged on CapacityExampleCluster.
func TestTrapWording(t *testing.T) {
	for _, tc := range trapWordings {
		t.Run(tc.rule.ID, func(t *testing.T) { testReaderWording(t, tc.rule, []readerWording{tc.readerWording}) })
	}
}

// trapWordings are the trap rules' wordings, a file each.
var trapWordings = []struct {
	rule *Rule
	readerWording
}{
	// user-limit-factor 1 below the maximum
	{CSUserLimitFactorOne, readerWording{"3.3.6", []string{"yarn.scheduler.capacity.root.queues=a,b", "yarn.scheduler.capacity.root.a.capacity=40", "yarn.scheduler.capacity.root.a.maximum-capacity=80", "yarn.scheduler.capacity.root.b.capacity=60", "yarn.scheduler.capacity.root.b.maximum-capacity=60"},
		"user-limit-factor is 1, so one user gets at most the guarantee (40% of the cluster), never the maximum-capacity (80%) | set yarn.scheduler.capacity.root.a.user-limit-factor above 1 (e.g. the maximum over the capacity) if one user may use the elasticity"}},
	// user-limit-factor -1 before 3.4
	{CSUserLimitFactorUnusable, readerWording{"3.3.6", []string{"yarn.scheduler.capacity.root.queues=a", "yarn.scheduler.capacity.root.a.capacity=100", "yarn.scheduler.capacity.root.a.user-limit-factor=-1"},
		"user-limit-factor -1 caps every user at 0: each user gets one container (its AM) and no more, so applications never run; -1 means no limit only from Hadoop 3.4 (YARN-10531), not in 3.3.6 | set it to 1 or more (the most one user may hold, in multiples of the queue's capacity)"}},
	// restrictive leaf ACL under root's default
	{CSOpenRootACL, readerWording{"3.3.6", []string{"yarn.scheduler.capacity.root.queues=a", "yarn.scheduler.capacity.root.a.capacity=100", "yarn.scheduler.capacity.root.a.acl_submit_applications=alice"},
		"root's acl_submit_applications is not set, so it is * (everyone): the acl_submit_applications of root.a restricts nobody (access is the union along the path) | set yarn.scheduler.capacity.root.acl_submit_applications to a space (nobody) or to the admins"}},
	// mapping to a queue that does not exist (3.3)
	{CSMappingUnknownQueue, readerWording{"3.3.6", []string{"yarn.scheduler.capacity.root.queues=a", "yarn.scheduler.capacity.root.a.capacity=100", "yarn.scheduler.capacity.queue-mappings=u:alice:b"},
		"mapping contains invalid or non-leaf queue b (u:alice:b) | map to an existing leaf queue, or enable auto-creation on the parent"}},
	// mapping creating queues under a parent without auto-creation
	{CSMappingNoAutoCreation, readerWording{"3.3.6", []string{"yarn.scheduler.capacity.root.queues=users", "yarn.scheduler.capacity.root.users.capacity=100", "yarn.scheduler.capacity.root.users.queues=a", "yarn.scheduler.capacity.root.users.a.capacity=100", "yarn.scheduler.capacity.queue-mappings=u:%user:root.users.%user"},
		"mapping contains leaf queue [%user] and invalid parent queue which does not have auto creation of leaf queues enabled [root.users] (u:%user:root.users.%user) | map to an existing leaf queue, or enable auto-creation on the parent"}},
	// mapping with a parent to a parent found by its short name (3.2)
	{CSMappingUnknownQueue, readerWording{"3.2.4", []string{"yarn.scheduler.capacity.root.queues=users", "yarn.scheduler.capacity.root.users.capacity=100", "yarn.scheduler.capacity.root.users.queues=bob", "yarn.scheduler.capacity.root.users.bob.capacity=100", "yarn.scheduler.capacity.root.users.bob.queues=x", "yarn.scheduler.capacity.root.users.bob.x.capacity=100", "yarn.scheduler.capacity.queue-mappings=u:bob:users.bob"},
		"mapping contains invalid or non-leaf queue users.bob (u:bob:users.bob) | map to an existing leaf queue, or enable auto-creation on the parent"}},
	// AM limit of one AM
	{CSAMLimitBelowOneAM, readerWording{"3.3.6", []string{"yarn.scheduler.capacity.root.queues=a,b", "yarn.scheduler.capacity.root.a.capacity=99", "yarn.scheduler.capacity.root.b.capacity=1", "yarn.scheduler.capacity.root.b.maximum-capacity=1", "yarn.scheduler.capacity.root.b.maximum-am-resource-percent=0.05"},
		"the AM limit is 1024 MB (maximum-am-resource-percent 0.05 of 1023 MB, rounded up to the minimum allocation): room for one 1024 MB AM, so the queue runs its applications one at a time | raise yarn.scheduler.capacity.root.b.maximum-am-resource-percent or the queue's maximum-capacity"}},
	// guarantee below one container
	{CSGuaranteeBelowContainer, readerWording{"3.3.6", []string{"yarn.scheduler.capacity.root.queues=a,b", "yarn.scheduler.capacity.root.a.capacity=99.5", "yarn.scheduler.capacity.root.b.capacity=0.5"},
		"the guarantee is 511 MB, less than one container (1024 MB): the queue runs only on what its siblings leave | raise its capacity, or set it to 0 if it is meant to borrow only"}},
	// user-limit-factor 0
	{CSUserLimitFactorUnusable, readerWording{"3.4.0", []string{"yarn.scheduler.capacity.root.queues=a", "yarn.scheduler.capacity.root.a.capacity=100", "yarn.scheduler.capacity.root.a.user-limit-factor=0"},
		"user-limit-factor 0 caps every user at 0: each user gets one container (its AM) and no more, so applications never run | set it to 1 or more (the most one user may hold, in multiples of the queue's capacity)"}},
	// capacity 0 and maximum 0
	{CSZeroCapacity, readerWording{"3.3.6", []string{"yarn.scheduler.capacity.root.queues=a,b", "yarn.scheduler.capacity.root.a.capacity=100", "yarn.scheduler.capacity.root.b.capacity=0", "yarn.scheduler.capacity.root.b.maximum-capacity=0", "yarn.scheduler.capacity.root.b.maximum-applications=5"},
		"capacity 0 and maximum-capacity 0: the queue accepts applications but can never run a container | give it a maximum-capacity, or set its state to STOPPED if it is meant to be closed"}},
	// tiny capacity: maximum applications 0
	{CSZeroCapacity, readerWording{"3.3.6", []string{"yarn.scheduler.capacity.root.queues=a,b", "yarn.scheduler.capacity.root.a.capacity=99.995", "yarn.scheduler.capacity.root.b.capacity=0.005"},
		"absolute capacity 0% makes the queue's maximum applications 0 (maximum-applications × absolute capacity): Hadoop rejects every application submitted to it (\"Queue root.b already has 0 applications, cannot accept submission of application\") | give it a capacity, or set yarn.scheduler.capacity.root.b.maximum-applications; set its state to STOPPED if it is meant to be closed"}},
	// root open to administer
	{CSOpenRootACL, readerWording{"3.3.6", []string{"yarn.scheduler.capacity.root.queues=a", "yarn.scheduler.capacity.root.acl_administer_queue=*", "yarn.scheduler.capacity.root.acl_submit_applications= ", "yarn.scheduler.capacity.root.a.capacity=100", "yarn.scheduler.capacity.root.a.acl_administer_queue=bob", "yarn.scheduler.capacity.root.a.acl_submit_applications=alice"},
		"root's acl_administer_queue is *: the acl_administer_queue of root.a restricts nobody (access is the union along the path) | set yarn.scheduler.capacity.root.acl_administer_queue to a space (nobody) or to the admins\nroot's acl_administer_queue is *: the acl_submit_applications of root.a restricts nobody (access is the union along the path) | set yarn.scheduler.capacity.root.acl_administer_queue to a space (nobody) or to the admins"}},
	// many queues: three named, the rest counted
	{CSOpenRootACL, readerWording{"3.3.6", []string{"yarn.scheduler.capacity.root.queues=q0,q1,q2,q3,q4,q5,q6,q7,q8,q9", "yarn.scheduler.capacity.root.acl_submit_applications=*", "yarn.scheduler.capacity.root.q0.capacity=10", "yarn.scheduler.capacity.root.q1.capacity=10", "yarn.scheduler.capacity.root.q2.capacity=10", "yarn.scheduler.capacity.root.q3.capacity=10", "yarn.scheduler.capacity.root.q4.capacity=10", "yarn.scheduler.capacity.root.q5.capacity=10", "yarn.scheduler.capacity.root.q6.capacity=10", "yarn.scheduler.capacity.root.q7.capacity=10", "yarn.scheduler.capacity.root.q8.capacity=10", "yarn.scheduler.capacity.root.q9.capacity=10", "yarn.scheduler.capacity.root.q0.acl_submit_applications=alice", "yarn.scheduler.capacity.root.q1.acl_submit_applications=alice", "yarn.scheduler.capacity.root.q2.acl_submit_applications=alice", "yarn.scheduler.capacity.root.q3.acl_submit_applications=alice", "yarn.scheduler.capacity.root.q4.acl_submit_applications=alice", "yarn.scheduler.capacity.root.q5.acl_submit_applications=alice", "yarn.scheduler.capacity.root.q6.acl_submit_applications=alice", "yarn.scheduler.capacity.root.q7.acl_submit_applications=alice", "yarn.scheduler.capacity.root.q8.acl_submit_applications=alice", "yarn.scheduler.capacity.root.q9.acl_submit_applications=alice"},
		"root's acl_submit_applications is *: the acl_submit_applications of root.q0, root.q1, root.q2 and 7 more queues restricts nobody (access is the union along the path) | set yarn.scheduler.capacity.root.acl_submit_applications to a space (nobody) or to the admins"}},
	// leaf and parent share a short name
	{CSSameNameLeafParent, readerWording{"3.2.4", []string{"yarn.scheduler.capacity.root.queues=eng,data", "yarn.scheduler.capacity.root.eng.capacity=50", "yarn.scheduler.capacity.root.data.capacity=50", "yarn.scheduler.capacity.root.data.queues=eng", "yarn.scheduler.capacity.root.data.eng.capacity=100", "yarn.scheduler.capacity.root.eng.queues=x", "yarn.scheduler.capacity.root.eng.x.capacity=100"},
		"root.eng and root.data.eng share the short name eng; Hadoop 3.2.4 keeps one queue per short name, so submissions and mappings to \"eng\" reach only one of them | rename one of them"}},
	// weight above an absolute maximum
	{CSGuaranteeLowered, readerWording{"3.4.0", []string{"yarn.scheduler.capacity.legacy-queue-mode.enabled=false", "yarn.scheduler.capacity.root.queues=a,b", "yarn.scheduler.capacity.root.a.capacity=2w", "yarn.scheduler.capacity.root.a.maximum-capacity=[memory=20480,vcores=1]", "yarn.scheduler.capacity.root.b.capacity=2w"},
		"its guarantee 51200 mb, 50 vcores on the cluster is above its maximum-capacity 20480 mb, 1 vcores; Hadoop lowers the guarantee to the maximum (QUEUE_EXCEEDS_MAX_RESOURCE in the ResourceManager's log) | lower its capacity, or raise maximum-capacity to at least the guarantee on this cluster"}},
}

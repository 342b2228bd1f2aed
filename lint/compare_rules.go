package lint

import "strings"

// CompareRules are the findings of `fairsched compare`, which puts an
// allocation file and a capacity-scheduler.xml side by side. They are not in
// All: the compare package reports them. Their Bad and Good examples are
// two files each, the allocation file then the capacity-scheduler.xml,
// separated by CompareSeparator; the compare package's tests run them.
// Amounts that differ by no more than the Capacity Scheduler's rounding
// (compare.Tolerance) are not findings, and steady shares are compared
// only in the resource types the Fair Scheduler computes them for.
var CompareRules = rulesOf(CompareInput)

// CompareSeparator separates the allocation file from the capacity file in
// a compare rule's Bad and Good examples.
const CompareSeparator = "<!-- capacity-scheduler.xml, compared on a cluster of 16384 mb, 16 vcores -->\n"

// compareCheck is the Check of the CompareRules: compare reports them.
func compareCheck(*Pass) {}

const compareFair = `<allocations>
  <queue name="eng">
    <weight>3</weight>
    <minResources>4096 mb, 4 vcores</minResources>
    <maxResources>8192 mb, 8 vcores</maxResources>
  </queue>
  <queue name="ads"/>
</allocations>
`

func compareCS(props ...string) string {
	s := "<configuration>\n"
	for i := 0; i+1 < len(props); i += 2 {
		s += "  <property><name>yarn.scheduler.capacity." + props[i] + "</name><value>" + props[i+1] + "</value></property>\n"
	}
	return s + "</configuration>\n"
}

func comparePair(cs string) string { return compareFair + CompareSeparator + cs }

// goodCompare() is a capacity file that keeps what compareFair says on a
// 16384 mb, 16 vcores cluster.
func goodCompare() string { return comparePair(goodCompareCS()) }

func goodCompareCS() string {
	return compareCS(
		"maximum-am-resource-percent", "0.5",
		"root.queues", "default,eng,ads",
		"root.default.capacity", "25", "root.eng.capacity", "50", "root.ads.capacity", "25",
		"root.eng.maximum-capacity", "50",
		"root.default.user-limit-factor", "100", "root.eng.user-limit-factor", "100", "root.ads.user-limit-factor", "100",
		"root.default.maximum-applications", "10000", "root.eng.maximum-applications", "10000", "root.ads.maximum-applications", "10000")
}

// CompareCapacityRefused reports a reason the Capacity Scheduler refuses
// the capacity file.
var CompareCapacityRefused = &Rule{
	ID:       "compare-capacity-refused",
	Input:    CompareInput,
	Severity: Error,
	Summary:  "the Capacity Scheduler refuses the capacity file",
	Doc: `Why: the ResourceManager does not start (or refuses a queue refresh) with this
capacity-scheduler.xml: children whose percentages do not add up to 100, a
capacity above maximum-capacity, capacity forms mixed where the release forbids
it, a weight, absolute resource or capacity vector the release does not read,
same-named leaf queues before YARN-9879.
Fix: correct the property the message names.
See: Hadoop CapacityScheduler docs, "Setting up queues" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Examples: func() (string, string) {
		return comparePair(compareCS("root.queues", "default,eng,ads", "root.default.capacity",
			"25", "root.eng.capacity", "50", "root.ads.capacity", "35")), goodCompare()
	},
	Check: compareCheck,
}

// CompareCapacityIgnored reports a yarn.scheduler.capacity.* property the
// Capacity Scheduler ignores.
var CompareCapacityIgnored = &Rule{
	ID:       "compare-capacity-ignored",
	Input:    CompareInput,
	Severity: Warning,
	Summary:  "a capacity property the Capacity Scheduler ignores",
	Doc: `Why: the Capacity Scheduler does not check property names: a misspelt property,
or one about a queue no parent lists in .queues, is ignored and the setting
keeps its default.
Fix: correct the name (the message suggests the closest known one) or list the
queue in its parent's .queues.
See: Hadoop CapacityScheduler docs, "Configuration" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Examples: func() (string, string) {
		return comparePair(compareCS("root.queues", "default,eng,ads", "root.default.capacity",
			"25", "root.eng.capacity", "50", "root.ads.capacity", "25", "root.eng.maximum-capacity",
			"50", "root.eng.user-limit-factr", "100")), goodCompare()
	},
	Check: compareCheck,
}

// CompareFairOnly reports a Fair Scheduler queue the capacity file lacks.
var CompareFairOnly = &Rule{
	ID:       "compare-fair-only",
	Input:    CompareInput,
	Severity: Error,
	Summary:  "a queue of the allocation file has no capacity queue",
	Doc: `Why: after the move, applications submitted to this queue are rejected (or
placed elsewhere by the mapping rules): the Capacity Scheduler has no queue at
this path. This includes root.default, which the Fair Scheduler has without
declaring it (before 3.4.0) and where it puts what no rule places elsewhere.
Fix: add the queue to its parent's .queues in capacity-scheduler.xml.
See: docs/migration.md.`,
	Examples: func() (string, string) {
		return comparePair(compareCS("root.queues", "default,eng", "root.default.capacity",
			"50", "root.eng.capacity", "50", "root.eng.maximum-capacity", "50")), goodCompare()
	},
	Check: compareCheck,
}

// CompareCapacityOnly reports a capacity queue the allocation file lacks.
var CompareCapacityOnly = &Rule{
	ID:       "compare-capacity-only",
	Input:    CompareInput,
	Severity: Info,
	Summary:  "a capacity queue the allocation file does not have",
	Doc: `Why: the capacity file adds a queue; its guarantee comes out of its siblings'.
Fix: nothing, if the queue is meant; else remove it and give its capacity back.
See: docs/migration.md.`,
	Examples: func() (string, string) {
		return comparePair(compareCS("root.queues", "default,eng,ads,extra", "root.default.capacity",
			"15", "root.eng.capacity", "50", "root.ads.capacity", "25",
			"root.extra.capacity", "10", "root.eng.maximum-capacity", "50")), goodCompare()
	},
	Check: compareCheck,
}

// CompareMaxRaised reports a maximum the move loosens.
var CompareMaxRaised = &Rule{
	ID:       "compare-max-raised",
	Input:    CompareInput,
	Severity: Error,
	Summary:  "the capacity maximum is above the fair maxResources",
	Doc: `Why: the queue may take more after the move than maxResources lets it take
today: fs2cs writes maximum-capacity 100 for every queue and drops maxResources.
Fix: set maximum-capacity (a percentage of the parent's maximum) or an absolute
maximum to the old limit.
See: Hadoop CapacityScheduler docs, "maximum-capacity" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Examples: func() (string, string) {
		return comparePair(compareCS("root.queues", "default,eng,ads", "root.default.capacity",
			"25", "root.eng.capacity", "50", "root.ads.capacity", "25", "root.eng.maximum-capacity",
			"100")), goodCompare()
	},
	Check: compareCheck,
}

// CompareMaxLowered reports a maximum the move tightens.
var CompareMaxLowered = &Rule{
	ID:       "compare-max-lowered",
	Input:    CompareInput,
	Severity: Warning,
	Summary:  "the capacity maximum is below the fair maxResources",
	Doc: `Why: the queue can take less after the move than it may take today.
Fix: raise maximum-capacity, if the old limit is meant.
See: Hadoop CapacityScheduler docs, "maximum-capacity" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Examples: func() (string, string) {
		return comparePair(compareCS("root.queues", "default,eng,ads", "root.default.capacity",
			"25", "root.eng.capacity", "50", "root.ads.capacity", "25", "root.eng.maximum-capacity",
			"50", "root.ads.maximum-capacity", "50")), goodCompare()
	},
	Check: compareCheck,
}

// CompareGuaranteeLost reports a guarantee below the fair minResources.
var CompareGuaranteeLost = &Rule{
	ID:       "compare-guarantee-lost",
	Input:    CompareInput,
	Severity: Error,
	Summary:  "the capacity guarantee is below the fair min share",
	Doc: `Why: minResources is a guarantee the Fair Scheduler meets before weights; the
Capacity Scheduler guarantees only the queue's capacity, which fs2cs derives from
the weight alone.
Fix: raise the queue's capacity (or give it an absolute capacity) to at least the
old minimum.
See: Hadoop CapacityScheduler docs, "capacity" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Examples: func() (string, string) {
		return comparePair(compareCS("root.queues", "default,eng,ads", "root.default.capacity",
			"45", "root.eng.capacity", "10", "root.ads.capacity", "45", "root.eng.maximum-capacity",
			"50")), goodCompare()
	},
	Check: compareCheck,
}

// CompareGuaranteeBelowSteady reports a guarantee below the steady fair
// share.
var CompareGuaranteeBelowSteady = &Rule{
	ID:       "compare-guarantee-below-steady",
	Input:    CompareInput,
	Severity: Warning,
	Summary:  "the capacity guarantee is below the steady fair share",
	Doc: `Why: when every queue is busy the queue gets less after the move than its
steady fair share today. Differences within the Capacity Scheduler's rounding (a
capacity written to a thousandth of a percent at each level, the truncation to
whole units, and the Fair Scheduler's own rounding) are not reported, and only
the resource types the Fair Scheduler computes a steady share of are compared
(memory under fair; every type under drf).
Fix: raise the queue's capacity, if its old share is meant (fairsched convert
--cluster derives capacities from the steady shares).
See: Hadoop CapacityScheduler docs, "capacity" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Examples: func() (string, string) {
		return comparePair(compareCS("root.queues", "default,eng,ads", "root.default.capacity",
			"30", "root.eng.capacity", "40", "root.ads.capacity", "30", "root.eng.maximum-capacity",
			"50")), goodCompare()
	},
	Check: compareCheck,
}

// CompareAppLimit reports a per-queue application limit that rejects
// submissions the Fair Scheduler accepted.
var CompareAppLimit = &Rule{
	ID:       "compare-app-limit",
	Input:    CompareInput,
	Severity: Warning,
	Summary:  "the capacity queue rejects apps the fair queue accepts",
	Doc: `Why: unless maximum-applications is set for the queue, the Capacity Scheduler
accepts at most maximum-applications (10000) × the queue's absolute capacity
pending and running applications and rejects the next submission; the Fair
Scheduler queued them.
Fix: set yarn.scheduler.capacity.<queue>.maximum-applications.
See: Hadoop CapacityScheduler docs, "Running and Pending Application Limits" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Examples: func() (string, string) {
		return comparePair(compareCS("root.queues", "default,eng,ads", "root.default.capacity",
				"25", "root.eng.capacity", "50", "root.ads.capacity", "25", "root.eng.maximum-capacity",
				"50", "root.default.user-limit-factor", "100", "root.eng.user-limit-factor",
				"100", "root.ads.user-limit-factor", "100")),
			goodCompare()
	},
	Check: compareCheck,
}

// CompareUserLimit reports user-limit-factor capping one user at the
// queue's capacity.
var CompareUserLimit = &Rule{
	ID:       "compare-user-limit",
	Input:    CompareInput,
	Severity: Warning,
	Summary:  "user-limit-factor 1 caps one user at the capacity",
	Doc: `Why: with the default user-limit-factor 1 a single user cannot take more than
the queue's guaranteed capacity, even when the cluster is idle; the Fair
Scheduler let one user use the whole queue up to maxResources.
Fix: set yarn.scheduler.capacity.<queue>.user-limit-factor to maximum / capacity
(or -1 where the release reads it, YARN-10531).
See: Hadoop CapacityScheduler docs, "user-limit-factor" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`,
	Examples: func() (string, string) {
		return comparePair(compareCS("root.queues", "default,eng,ads", "root.default.capacity",
			"25", "root.eng.capacity", "50", "root.ads.capacity", "25", "root.eng.maximum-capacity",
			"50", "root.default.maximum-applications", "10000",
			"root.eng.maximum-applications", "10000", "root.ads.maximum-applications",
			"10000")), goodCompare()
	},
	Check: compareCheck,
}

// compareAccess is an allocation file whose eng queue only alice may use.
const compareAccess = `<allocations>
  <queue name="root">
    <aclSubmitApps> </aclSubmitApps>
    <aclAdministerApps> </aclAdministerApps>
    <queue name="eng">
      <weight>3</weight>
      <minResources>4096 mb, 4 vcores</minResources>
      <maxResources>8192 mb, 8 vcores</maxResources>
      <maxRunningApps>30</maxRunningApps>
      <maxAMShare>0.5</maxAMShare>
      <allowPreemptionFrom>false</allowPreemptionFrom>
      <aclSubmitApps>alice</aclSubmitApps>
    </queue>
    <queue name="ads"/>
  </queue>
</allocations>
`

// accessCS is goodCompare()'s capacity file for compareAccess plus props.
func accessCS(props ...string) string {
	base := []string{"maximum-am-resource-percent", "0.5",
		"root.queues", "default,eng,ads",
		"root.default.capacity", "25", "root.eng.capacity", "50", "root.ads.capacity", "25",
		"root.eng.maximum-capacity", "50",
		"root.default.user-limit-factor", "100", "root.eng.user-limit-factor", "100", "root.ads.user-limit-factor", "100",
		"root.default.maximum-applications", "10000", "root.eng.maximum-applications", "10000", "root.ads.maximum-applications", "10000"}
	return compareAccess + CompareSeparator + compareCS(append(base, props...)...)
}

func goodAccess() string {
	return accessCS("root.acl_submit_applications", " ", "root.acl_administer_queue", " ",
		"root.eng.acl_submit_applications", "alice", "root.eng.max-parallel-apps", "30", "root.eng.disable_preemption", "true")
}

const compareSee = `See: Hadoop CapacityScheduler docs, "Queue Properties" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html).`

// CompareACLWidened reports a queue more users may submit to or
// administer after the move.
var CompareACLWidened = &Rule{
	ID:       "compare-acl-widened",
	Input:    CompareInput,
	Severity: Error,
	Summary:  "a queue open to more users after the move",
	Doc: `Why: both schedulers let a user in when the queue's ACL or any parent's does, and
both give root "*" (everyone) and other queues nobody by default. A capacity file
whose acl_submit_applications or acl_administer_queue, with its parents', lets in
users or groups the allocation file kept out opens the queue to them: root left
at its default "*" lets everyone into every queue.
Fix: set the ACL (and root's, usually " ") as the allocation file does.
` + compareSee,
	Examples: func() (string, string) {
		return accessCS("root.eng.acl_submit_applications", "alice", "root.eng.max-parallel-apps",
			"30", "root.eng.disable_preemption", "true"), goodAccess()
	},
	Check: compareCheck,
}

// CompareACLNarrowed reports a queue fewer users may use after the move.
var CompareACLNarrowed = &Rule{
	ID:       "compare-acl-narrowed",
	Input:    CompareInput,
	Severity: Warning,
	Summary:  "a queue open to fewer users after the move",
	Doc: `Why: the capacity file's ACL, with its parents', keeps out users or groups the
allocation file let in: their submissions are rejected after the move.
Fix: add them to the ACL, if they are meant to keep access.
` + compareSee,
	Examples: func() (string, string) {
		return accessCS("root.acl_submit_applications", " ", "root.acl_administer_queue",
			" ", "root.eng.acl_submit_applications", "nobody-else", "root.eng.max-parallel-apps",
			"30", "root.eng.disable_preemption", "true"), goodAccess()
	},
	Check: compareCheck,
}

// CompareRunningApps reports a running-application limit that changes.
var CompareRunningApps = &Rule{
	ID:       "compare-running-apps",
	Input:    CompareInput,
	Severity: Error,
	Summary:  "maxRunningApps and max-parallel-apps differ",
	Doc: `Why: maxRunningApps (or queueMaxAppsDefault) caps how many of a queue's applications
run at once; the Capacity Scheduler's counterpart is max-parallel-apps (or the
file-wide max-parallel-apps). An error when the limit disappears or loosens (more
applications run at once, a maxRunningApps 30 that becomes unlimited), a warning
when it tightens.
Fix: set yarn.scheduler.capacity.<queue>.max-parallel-apps to maxRunningApps.
` + compareSee,
	Examples: func() (string, string) {
		return accessCS("root.acl_submit_applications", " ", "root.acl_administer_queue",
			" ", "root.eng.acl_submit_applications", "alice", "root.eng.disable_preemption",
			"true"), goodAccess()
	},
	Check: compareCheck,
}

// CompareAMShare reports a maxAMShare that changes.
var CompareAMShare = &Rule{
	ID:       "compare-am-share",
	Input:    CompareInput,
	Severity: Warning,
	Summary:  "maxAMShare and maximum-am-resource-percent differ",
	Doc: `Why: the share of a leaf queue its application masters may take: the Fair
Scheduler's maxAMShare (default queueMaxAMShareDefault, 0.5; -1 is no limit) and
the Capacity Scheduler's maximum-am-resource-percent (default the file-wide one,
0.1). With less, fewer applications start at once; with more, AMs may crowd out
the work.
Fix: set yarn.scheduler.capacity.<queue>.maximum-am-resource-percent (or the
file-wide one) to the maxAMShare.
` + compareSee,
	Examples: func() (string, string) {
		return comparePair(strings.Replace(goodCompareCS(), "<value>0.5</value>", "<value>0.1</value>",
			1)), goodCompare()
	},
	Check: compareCheck,
}

// ComparePreemption reports a preemption opt-out that changes.
var ComparePreemption = &Rule{
	ID:       "compare-preemption",
	Input:    CompareInput,
	Severity: Error,
	Summary:  "allowPreemptionFrom and disable_preemption differ",
	Doc: `Why: allowPreemptionFrom false keeps the scheduler from preempting a queue and its
children; disable_preemption true does the same in the Capacity Scheduler
(inherited from the parent too). An error when a protected queue becomes
preemptable, a warning when a queue becomes protected.
Fix: set yarn.scheduler.capacity.<queue>.disable_preemption to true.
` + compareSee,
	Examples: func() (string, string) {
		return accessCS("root.acl_submit_applications", " ", "root.acl_administer_queue",
			" ", "root.eng.acl_submit_applications", "alice", "root.eng.max-parallel-apps",
			"30"), goodAccess()
	},
	Check: compareCheck,
}

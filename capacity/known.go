package capacity

import (
	"strings"
	"sync"
)

// queueKeys are the per-queue property suffixes the Capacity Scheduler
// reads (CapacitySchedulerConfiguration, releases 2.8 to 3.4).
var queueKeys = []string{
	"queues", "capacity", "maximum-capacity", "maximum-applications",
	"max-parallel-apps", "user-limit-factor", "minimum-user-limit-percent",
	"maximum-am-resource-percent", "ordering-policy", "state",
	"acl_submit_applications", "acl_administer_queue", "acl_administer_jobs",
	"acl_submit_reservations", "acl_list_reservations", "acl_administer_reservations",
	"disable_preemption", "intra-queue-preemption.disable_preemption",
	"maximum-allocation-mb", "maximum-allocation-vcores", "maximum-allocation",
	"accessible-node-labels", "default-node-label-expression", "priority",
	"auto-create-child-queue.enabled", "auto-create-child-queue.max-queues",
	"auto-create-child-queue.fallback-queue", "auto-queue-creation-v2.enabled",
	"auto-queue-creation-v2.max-queues", "default-application-lifetime",
	"maximum-application-lifetime", "default-application-priority",
	"reservable", "average-capacity", "instantaneous-max-capacity",
	"reservation-agent", "reservation-move-on-expiry", "reservation-policy",
	"reservation-planner", "reservation-enforcement-window",
	"show-reservations-in-queue", "reservation-window",
	"allow-zero-capacity-sum", "multi-node-placement-enabled",
	"multi-node-sorting.policy", "queue-management-policy",
	"default-queue-capacity", "capacity-vector",
}

// queueKeyPrefixes are per-queue suffixes that take a further name
// (a node label, a user, a template property, an ordering-policy option).
var queueKeyPrefixes = []string{
	"accessible-node-labels.", "leaf-queue-template.", "auto-queue-creation-v2.",
	"ordering-policy.", "user-settings.", "acl_", "queue-management-policy.",
	"multi-node-sorting.",
}

// globalKeys are the yarn.scheduler.capacity.* properties that are not
// about one queue.
var globalKeys = []string{
	"maximum-applications", "maximum-am-resource-percent", "resource-calculator",
	"node-locality-delay", "rack-locality-additional-delay", "rack-locality-full-reset",
	"queue-mappings", "queue-mappings-override.enable", "mapping-rule-format",
	"mapping-rule-json", "mapping-rule-json-file", "user-metrics.enable",
	"lazy-preemption-enabled", "reservations-continue-look-all-nodes",
	"global-queue-max-application", "legacy-queue-mode.enabled",
	"max-parallel-apps", "user.max-parallel-apps",
	"workflow-priority-mappings", "workflow-priority-mappings-override.enable",
	"application.fail-fast", "multi-node-placement-enabled",
	"skip-allocate-on-nodes-with-reserved-containers", "node-label-expression",
	"maximum-lifetime", "assignment-rule", "allocation-candidate.enabled",
	"queue-management.monitor.enabled", "default-queue-capacity",
}

// globalKeyPrefixes are global properties that take a further name.
var globalKeyPrefixes = []string{
	"per-node-heartbeat.", "schedule-asynchronously.", "multi-node-sorting.",
	"queue-management.", "workflow-priority-mappings.", "user.", "node-partition.",
	"preemption.", "auto-queue-creation-v2.", "application.", "root.",
}

// The key tables as sets, built the first time a capacity-scheduler.xml is
// read.
var (
	queueKeySet  = sync.OnceValue(func() map[string]bool { return setOf(queueKeys) })
	globalKeySet = sync.OnceValue(func() map[string]bool { return setOf(globalKeys) })
)

func setOf(keys []string) map[string]bool {
	m := make(map[string]bool, len(keys))
	for _, k := range keys {
		m[k] = true
	}
	return m
}

// isQueueKey reports whether s is a per-queue property suffix Hadoop reads.
func isQueueKey(s string) bool {
	return queueKeySet()[s] || hasAnyPrefix(s, queueKeyPrefixes)
}

// isGlobalKey reports whether s (after the prefix) is a scheduler-wide
// property Hadoop reads.
func isGlobalKey(s string) bool {
	return globalKeySet()[s] || hasAnyPrefix(s, globalKeyPrefixes)
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

package lint

import "github.com/fairsched/fairsched/hadoop"

// The refresh rules' docs cite these pages.
const (
	refreshCSDocs  = `Hadoop Capacity Scheduler docs, "Changing Queue Configuration" and "Deleting queue via file" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html)`
	refreshSeeAlso = "docs/mutable-store.md"
)

// sinceRefreshChecks: the refresh rules describe validateQueueHierarchy as
// Hadoop 3.1 and later have it.
func sinceRefreshChecks(p hadoop.Profile) bool { return p.Version.AtLeast(hadoop.V(3, 1, 0)) }

// CSRefreshDeleteRunning reports a queue the new file removes while the
// RM runs it.
var CSRefreshDeleteRunning = &Rule{
	ID:       "cs-refresh-delete-running",
	Input:    RefreshInput,
	Severity: Error,
	Versions: sinceRefreshChecks,
	Summary:  "a queue removed while it is not STOPPED",
	Doc: `Why: a running ResourceManager refuses to delete a queue that is not STOPPED:
"yarn rmadmin -refreshQueues" and a scheduler-conf mutation fail with "Failed to
re-init queues" and keep the old queues, although a fresh start with the new
file would accept it. Removing a parent deletes its children, and from Hadoop
3.3 a queue moved under another parent is deleted from its old place, and the
new file may carry the removed queue's state=STOPPED, which stops and deletes
it in one refresh.
Fix: set the queue's state to STOPPED and refresh, wait until its applications
finish (DRAINING turns STOPPED), then remove it and rebalance its siblings'
capacities; or restart the ResourceManager with the new file.
See: ` + refreshCSDocs + `; YARN-5556; ` + refreshSeeAlso + `.`,
	Check: checkRefreshDeleteRunning,
}

// CSRefreshMove reports a queue the new file moves under another parent
// (before Hadoop 3.3, which sees a deletion).
var CSRefreshMove = &Rule{
	ID:       "cs-refresh-move",
	Input:    RefreshInput,
	Severity: Error,
	Versions: func(p hadoop.Profile) bool { return sinceRefreshChecks(p) && !p.Capacity.RefreshByPath },
	Summary:  "a queue moved under another parent",
	Doc: `Why: before Hadoop 3.3 a refresh finds each running queue by its short name; one
that the new file puts under another parent is refused, whatever its state
("is moved from ... after refresh, which is not allowed"). Hadoop 3.3 sees the
move as a deletion (cs-refresh-delete-running) and an addition.
Fix: stop and drain the queue, remove it and refresh (the good example), then
add it under its new parent and refresh again; or restart the ResourceManager
with the new file.
See: ` + refreshCSDocs + `; YARN-9879; ` + refreshSeeAlso + `.`,
	Check: checkRefreshMove,
}

// CSRefreshLeafToParent reports a running leaf the new file gives children.
var CSRefreshLeafToParent = &Rule{
	ID:       "cs-refresh-leaf-to-parent",
	Input:    RefreshInput,
	Severity: Error,
	Versions: sinceRefreshChecks,
	Summary:  "a running leaf queue turned into a parent",
	Doc: `Why: a running ResourceManager refuses to turn a leaf queue that is not
STOPPED into a parent (children in its queues, or auto-creation enabled):
its applications would be left in a parent. From Hadoop 3.3 the refresh also
accepts it when the new file sets the queue STOPPED.
Fix: set the leaf's state to STOPPED and refresh, let its applications
finish, then give it children; or restart the ResourceManager.
See: ` + refreshCSDocs + `; ` + refreshSeeAlso + `.`,
	Check: checkRefreshLeafToParent,
}

// CSRefreshAutoCreateConversion reports a queue turned into or out of a
// legacy auto-creating parent.
var CSRefreshAutoCreateConversion = &Rule{
	ID:       "cs-refresh-auto-create-conversion",
	Input:    RefreshInput,
	Severity: Error,
	Versions: sinceRefreshChecks,
	Summary:  "a parent turned into or out of an auto-creating parent",
	Doc: `Why: a running ResourceManager refuses to turn a parent queue into a parent of
auto-created leaves (auto-create-child-queue.enabled=true), or such a parent
back into a plain queue: the two hold their children differently. A leaf
turned into one is cs-refresh-leaf-to-parent.
Fix: there is no refresh path: stop and drain the queue, remove it, and add
it again under another name; or restart the ResourceManager with the new file.
See: ` + refreshCSDocs + `, "Dynamic Auto-Creation and Management of Leaf Queues"; YARN-7117; ` + refreshSeeAlso + `.`,
	Check: checkRefreshAutoCreate,
}

// CSRefreshMaxAllocationDecreased reports a leaf whose maximum allocation
// the new file lowers.
var CSRefreshMaxAllocationDecreased = &Rule{
	ID:       "cs-refresh-max-allocation-decreased",
	Input:    RefreshInput,
	Severity: Error,
	Versions: sinceRefreshChecks,
	Summary:  "a leaf queue's maximum allocation lowered",
	Doc: `Why: a running ResourceManager refuses to lower a leaf queue's maximum
allocation (maximum-allocation-mb, maximum-allocation-vcores) on refresh: its
running ApplicationMasters were told the old maximum container. An unset
value is, from Hadoop 3.3 (YARN-9116), the parent's, so lowering a parent's
lowers its leaves'; else the scheduler's (yarn.scheduler.maximum-allocation-mb
and -vcores, taken here at Hadoop's default of 8192 MB and 4 vcores). A queue
that sets maximum-allocation (all resource types in one value) is left to the
RM's validation.
Fix: lower it with a ResourceManager restart, or keep it; raising it is
accepted.
See: ` + refreshCSDocs + `, "Queue Properties"; ` + refreshSeeAlso + `.`,
	Check: checkRefreshMaxAllocation,
}

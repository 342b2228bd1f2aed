package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/hadoop"
)

// DriftConfSeparator separates the ResourceManager's scheduler response
// from its scheduler-conf response in the Bad and Good examples of the
// rules about a Capacity Scheduler RM's configuration.
const DriftConfSeparator = "<!-- the ResourceManager's ws/v1/cluster/scheduler-conf response (JSON) -->\n"

// DriftConfDiffers reports a property of the RM's scheduler-conf that is
// not the capacity-scheduler.xml's.
var DriftConfDiffers = &Rule{
	ID:       "drift-conf-differs",
	Input:    DriftInput,
	Severity: Warning,
	Versions: func(p hadoop.Profile) bool { return p.Capacity.SchedulerConfREST },
	Summary:  "the RM's stored configuration is not the file",
	Doc: `Why: the ResourceManager keeps its Capacity Scheduler configuration in a
mutable store (yarn.scheduler.configuration.store.class zk, leveldb, fs or
memory), which its mutation API and UIs change; with such a store the RM read
capacity-scheduler.xml once, to seed the store, and ignores the file since. Its
scheduler-conf (GET /ws/v1/cluster/scheduler-conf) sets this property otherwise
than the file, or only one of them sets it: the file is not what the RM runs,
and a restart does not change that.
Fix: if the file is the source of truth, send its changes to the RM through the
mutation API (yarn schedulerconf, or PUT scheduler-conf); else bring the file
up to date from the RM: fairsched diff --from-rm URL FILE shows every
difference.
See: Hadoop CapacityScheduler docs, "Changing Queue Configuration via API"
(https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html#Changing_Queue_Configuration_via_API); docs/drift.md.`,
	Check: checkDriftConfDiffers,
}

// checkDriftConfDiffers reports each property the RM's scheduler-conf and
// the file set otherwise.
func checkDriftConfDiffers(pass *Pass) {
	p := pass.Drift
	for _, d := range p.Facts.Conf {
		var msg string
		switch {
		case !d.InFile:
			msg = fmt.Sprintf("the ResourceManager's stored configuration sets %s to %q; the file does not set it", d.Name, d.RM)
		case !d.InRM:
			msg = fmt.Sprintf("the file sets %s to %q; the ResourceManager's stored configuration does not set it", d.Name, d.File)
		default:
			msg = fmt.Sprintf("%s: the file sets %q, the ResourceManager's stored configuration %q", d.Name, d.File, d.RM)
		}
		p.add(diag.Finding{File: p.File, Pos: firstValid(d.Pos), Key: d.Name, Message: msg})
	}
}

package lint

import (
	"fmt"
	"strings"
)

// The drift rules' docs cite these pages.
const (
	driftSchedulerAPI = `Hadoop ResourceManager REST API docs, "Cluster Scheduler API" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/ResourceManagerRest.html#Cluster_Scheduler_API)`
	driftFairDocs     = `Hadoop FairScheduler docs (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html)`
)

// DriftDiffers reports a value the ResourceManager holds that is not the
// one the file gives.
var DriftDiffers = &Rule{
	ID:       "drift-differs",
	Input:    DriftInput,
	Severity: Error,
	Summary:  "a queue's share, limit or policy in the RM is not the file's",
	Doc: `Why: the ResourceManager computes another steady fair share, fair share, min or
max resources, max apps or policy for this queue than the file gives on the
RM's cluster with its active queues. The REST API exports these values as the
integers the scheduler holds, so an RM running the file agrees to the unit: a
difference means the RM runs another file (not deployed, not yet reloaded, or
refused on reload, leaving the previous one in force) or another cluster. A
fairShare difference can also be a moment's: the RM recomputes it every
update interval (500 ms by default), and an app may start or finish between.
For a capacity-scheduler.xml against a Capacity Scheduler RM, the values are
its capacities, effective resources, limits, state, ACLs and node-label
capacities: the RM runs another configuration (the file not deployed, not
refreshed, refused by yarn rmadmin -refreshQueues, or a mutable store that
ignores the file).
Fix: deploy the file, or check the RM's log for the reload (the Fair Scheduler
rereads the allocation file within seconds of a change and logs why it refuses
one; the Capacity Scheduler needs yarn rmadmin -refreshQueues); for fairShare
alone, run again or compare steadyFairShare.
See: ` + driftSchedulerAPI + `; ` + driftFairDocs + `, "Administration"; docs/drift.md.`,
	Check: checkDriftDiffers,
}

// DriftOnlyInRM reports a queue the RM has that the file does not create.
var DriftOnlyInRM = &Rule{
	ID:       "drift-only-in-rm",
	Input:    DriftInput,
	Severity: Warning,
	Summary:  "the RM has a queue the file does not create",
	Doc: `Why: the ResourceManager has a queue without apps that this file neither
declares nor creates: a queue created at submission earlier that the RM has
not removed yet, a queue of a previous file the RM keeps, or the RM runs
another file. Its share counts in its siblings' steady fair shares, so they
drift too.
Fix: nothing, if it is a queue created at submission that will go when empty;
else deploy the file, or declare the queue if it is meant to stay.
See: ` + driftSchedulerAPI + `; ` + driftFairDocs + `, "Allocation file format"; docs/drift.md.`,
	Check: checkDriftOnlyInRM,
}

// DriftOnlyInFile reports a queue of the file the RM does not have.
var DriftOnlyInFile = &Rule{
	ID:       "drift-only-in-file",
	Input:    DriftInput,
	Severity: Error,
	Summary:  "the file creates a queue the RM does not have",
	Doc: `Why: the file declares this queue (or Hadoop creates it from the file at
start-up, as root.default) but the ResourceManager has no such queue: it has not
loaded this file, so it runs another one. Applications submitted to the queue
go where the RM's file places them, or are rejected.
Fix: deploy the file to the RM's yarn.scheduler.fair.allocation.file and check
the RM's log for its reload, or for why it refuses the file.
See: ` + driftSchedulerAPI + `; ` + driftFairDocs + `, "Administration"; docs/drift.md.`,
	Check: checkDriftOnlyInFile,
}

// DriftCreated notes a queue the RM created at submission, as the file
// allows.
var DriftCreated = &Rule{
	ID:       "drift-created",
	Input:    DriftInput,
	Severity: Info,
	Summary:  "a queue the RM created at submission, as the file allows",
	Doc: `Why: the ResourceManager runs apps in a queue the file does not declare; the
file's placement policy (or, without one, yarn-site.xml's
yarn.scheduler.fair.allow-undeclared-pools, true by default) lets Hadoop create
it when an app is submitted, and its values are compared as those of a queue
created so. It is no drift: the note says where the queue comes from.
Fix: nothing; declare the queue in the file to give it settings of its own, or
set create="false" on the placement rule (or allow-undeclared-pools to false)
if queues should not be created at submission.
See: ` + driftFairDocs + `, "Queue Placement"; docs/drift.md.`,
	Check: checkDriftCreated,
}

// DriftRMQueueNotCreatable reports a queue the RM runs apps in that the
// file would not create.
var DriftRMQueueNotCreatable = &Rule{
	ID:       "drift-rm-queue-not-creatable",
	Input:    DriftInput,
	Severity: Error,
	Summary:  "the RM runs apps in a queue the file would not create",
	Doc: `Why: the ResourceManager runs apps in a queue this file neither declares nor
lets Hadoop create at submission (its placement policy rejects the app, puts it
elsewhere, or the name is refused): the RM runs another file, or another
yarn-site.xml (--yarn-site gives the one whose allow-undeclared-pools and
user-as-default-queue decide for a file without a placement policy). Deploying
this file would move or reject those apps.
Fix: declare the queue, or let the placement policy create it, if the apps
belong there; else deploy the file knowing where they will go (fairsched place
tells).
See: ` + driftFairDocs + `, "Queue Placement"; ` + driftSchedulerAPI + `; docs/drift.md.`,
	Check: checkDriftNotCreatable,
}

// checkDriftDiffers reports every compared value of a queue on both sides
// that differs; a fairShare difference names the leaves taken as busy for
// pending apps alone.
func checkDriftDiffers(pass *Pass) {
	p := pass.Drift
	for i := range p.Facts.Queues {
		q := &p.Facts.Queues[i]
		for _, f := range q.Fields() {
			if !f.Compared || f.File == f.RM {
				continue
			}
			msg := fmt.Sprintf("%s: the file gives %s, the ResourceManager holds %s", f.Name, f.File, f.RM)
			if f.Name == "fairShare" && len(p.Facts.PendingOnly) > 0 {
				msg += fmt.Sprintf(" (%s taken as busy for apps still pending: the response does not say whether they are runnable or held by a maxRunningApps)", strings.Join(p.Facts.PendingOnly, ", "))
			}
			p.report(q, f.Name, msg)
		}
	}
}

// checkDriftOnlyInRM reports the RM's queues the file does not create
// that run no app there (those that do are drift-rm-queue-not-creatable).
func checkDriftOnlyInRM(pass *Pass) {
	p := pass.Drift
	for i := range p.Facts.Queues {
		if q := &p.Facts.Queues[i]; q.File == nil && q.NotCreatable == "" {
			p.report(q, "", "the ResourceManager has this queue but the file does not create it: a queue created at submission earlier, or the RM runs another file")
		}
	}
}

// checkDriftOnlyInFile reports the file's queues the RM does not have.
func checkDriftOnlyInFile(pass *Pass) {
	p := pass.Drift
	for i := range p.Facts.Queues {
		if q := &p.Facts.Queues[i]; q.RM == nil {
			p.report(q, "", "the file creates this queue but the ResourceManager has no such queue: it has not loaded this file")
		}
	}
}

// checkDriftCreated notes the queues the RM created at submission that
// the file's placement explains.
func checkDriftCreated(pass *Pass) {
	p := pass.Drift
	for i := range p.Facts.Queues {
		if q := &p.Facts.Queues[i]; q.Created && q.File != nil && q.RM != nil {
			p.report(q, "", "not declared in the file: created at submission for the apps it runs, as the file's placement allows")
		}
	}
}

// checkDriftNotCreatable reports the RM's queues with apps that the file
// would not create, with why.
func checkDriftNotCreatable(pass *Pass) {
	p := pass.Drift
	for i := range p.Facts.Queues {
		if q := &p.Facts.Queues[i]; q.File == nil && q.NotCreatable != "" {
			p.report(q, "", "the ResourceManager runs apps in this queue, which this file would not create: "+q.NotCreatable)
		}
	}
}

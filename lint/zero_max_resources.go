package lint

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/xmlconf"
)

// ZeroMaxResources reports a maximum of 0 memory or 0 vcores, which no
// container ever fits in.
var ZeroMaxResources = &Rule{
	ID:       "zero-max-resources",
	Severity: Error,
	Summary:  "a max of 0 memory or 0 vcores admits no container",
	Doc: `Why: before placing a container Hadoop checks, for every resource type, that
the queue's usage plus the container stays within the queue's max, and then
the same for each ancestor up to root (FSQueue.fitsInMaxShare). Every
container asks for some memory and at least one vcore, so with a max of 0 for
either (0 + 1 > 0) the queue, and everything below it, never gets a container.
FairScheduler.md's own example writes "90000 mb,0vcores", probably meaning
"no vcore limit". <queueMaxResourcesDefault> applies to every queue without
its own <maxResources>, root included, so a 0 there stops the whole cluster;
<maxChildResources> is the max of every queue placement creates below.
A queue whose <maxRunningApps> is 0 too is closed on purpose and gets one
closed-queue finding instead.
Fix: give every type a real limit, e.g. "90000 mb, 48 vcores", or use a
percentage ("50%"); to keep a queue empty on purpose, reject apps in the
placement policy instead.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); FSQueue.fitsInMaxShare; AllocationConfiguration.getMaxResources.`,
	Check: checkZeroMaxResources,
}

// checkZeroMaxResources walks the queues once for both elements (Run
// sorts the findings by place).
func checkZeroMaxResources(p *Pass) {
	for q := range p.Queues() {
		if q.NotCreated != "" {
			continue
		}
		if f := q.MaxResources; f.Set && !closedOnPurpose(q) {
			if zero := zeroTypes(f.Val); zero != "" {
				p.Report(settingPos(p, f.Pos(), q), q.FullName,
					"<maxResources> "+quote(written(f))+" allows 0 "+zero+": Hadoop admits a container only if usage + container <= max for every type (0 + 1 > 0), so "+zeroScope(q),
					zeroQueueHint(zero))
			}
		}
		if f := q.MaxChildResources; f.Set {
			if zero := zeroTypes(f.Val); zero != "" {
				p.Report(settingPos(p, f.Pos(), q), q.FullName,
					"<maxChildResources> "+quote(written(f))+" allows 0 "+zero+": every queue placement creates below this one gets it as its max, and none of them ever gets a container (0 + 1 > 0)",
					zeroHint)
			}
		}
	}
	reportZeroDefault(p)
}

// reportZeroDefault reports a queueMaxResourcesDefault of 0 memory or
// vcores, naming the queues that inherit it.
func reportZeroDefault(p *Pass) {
	def := p.Config.QueueMaxResourcesDefault
	if !def.Set {
		return
	}
	zero := zeroTypes(def.Val)
	if zero == "" {
		return
	}
	var hit []string
	for q := range p.Queues() {
		if !q.MaxResources.Set && q.NotCreated == "" {
			hit = append(hit, q.FullName)
		}
	}
	if len(hit) == 0 {
		return
	}
	scope := "no queue without its own <maxResources> (" + diag.FewAndCount(hit, "queues") + ") ever gets a container"
	if hit[0] == "root" {
		scope = "root has no <maxResources> of its own, so it inherits this max and no container is ever placed anywhere in the cluster"
	}
	p.Report(settingPos(p, def.Pos(), nil), "",
		fmt.Sprintf("<queueMaxResourcesDefault> %q allows 0 %s: Hadoop admits a container only if usage + container <= max for every type (0 + 1 > 0); %s",
			written(def), zero, scope), zeroHint)
}

// zeroQueueHint is zeroHint, or for a max of nothing at all (a queue shut
// on purpose) how to shut it without leaving apps pending.
func zeroQueueHint(zero string) string {
	if zero == "memory and vcores" {
		return "to keep the queue empty, send apps elsewhere with <queuePlacementPolicy> (apps placed here stay pending); otherwise " + zeroHint
	}
	return zeroHint
}

const zeroHint = `give every type a real limit (e.g. "90000 mb, 48 vcores") or use a percentage such as "50%"`

// zeroTypes names memory and vcores when c allows 0 of them ("vcores",
// "memory", "memory and vcores"), or returns "". Custom types are left
// out: a container may ask for none of them.
func zeroTypes(c xmlconf.ConfigurableResource) string {
	var zero []string
	for i, name := range []string{"memory", "vcores"} {
		if c.IsPercent() && i < len(c.Percent) && c.Percent[i] == 0 ||
			!c.IsPercent() && i < len(c.Absolute) && c.Absolute[i] == 0 {
			zero = append(zero, name)
		}
	}
	return strings.Join(zero, " and ")
}

// zeroScope says what a zero max on q blocks.
func zeroScope(q *xmlconf.Queue) string {
	switch {
	case q.Parent == nil:
		return "no queue in the cluster ever gets a container"
	case q.IsLeaf():
		return "the queue never gets a container"
	}
	return "no queue in this subtree ever gets a container"
}

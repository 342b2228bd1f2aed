package lint

import (
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
)

// checkRefreshDeleteRunning reports each queue the RM runs that the new
// file no longer has (one finding per removed subtree), unless it is
// STOPPED; from 3.3 (YARN-9879) a moved queue counts as removed from its
// old path, before 3.3 cs-refresh-move reports it.
func checkRefreshDeleteRunning(pass *Pass) {
	p := pass.Refresh
	reported := map[string]bool{}
	for _, oq := range p.Old.Queues {
		if p.New.Queue(oq.Path) != nil || reported[parentPath(oq.Path)] {
			continue
		}
		if !p.Hadoop.Capacity.RefreshByPath && p.movedTo(oq) != nil {
			continue
		}
		state := oq.State()
		if state == capacity.StateStopped || p.stoppedInNew(oq.Path) {
			continue
		}
		reported[oq.Path] = true
		p.report(oq.Path, capacity.Prefix+oq.Path+".state", p.declaredAt(oq.Path), deletionMessage(p, oq.Path, state), deletionHint(p, oq.Path))
	}
}

// deletionMessage is Hadoop's refusal of deleting path in state, as the
// release words it.
func deletionMessage(p *RefreshView, path, state string) string {
	if p.Hadoop.Capacity.RefreshStoppedInNew {
		return path + " cannot be deleted from the capacity scheduler configuration, as the queue is not yet in stopped state. Current State : " + state
	}
	return path + " is deleted from the new capacity scheduler configuration, but the queue is not yet in stopped state. Current State : " + state
}

func deletionHint(p *RefreshView, path string) string {
	h := "set " + capacity.Prefix + path + ".state to STOPPED and refresh, let its applications finish, then remove the queue"
	if p.Hadoop.Capacity.RefreshStoppedInNew {
		h += " (this release also deletes it in one refresh when the new file keeps that state=STOPPED property, once it has no applications)"
	}
	return h
}

// movedTo returns the queue of the new file with oq's short name under
// another parent (how Hadoop before 3.3 finds a running queue), or nil.
func (p *RefreshView) movedTo(oq *capacity.Queue) *capacity.Queue {
	for _, nq := range p.New.Queues {
		if nq.Name == oq.Name && nq.Path != oq.Path && p.Old.Queue(nq.Path) == nil {
			return nq
		}
	}
	return nil
}

// checkRefreshMove reports each running queue the new file has under
// another parent (releases that find queues by short name).
func checkRefreshMove(pass *Pass) {
	p := pass.Refresh
	for _, oq := range p.Old.Queues {
		if p.New.Queue(oq.Path) != nil {
			continue
		}
		if nq := p.movedTo(oq); nq != nil {
			p.report(nq.Path, "", p.declaredAt(nq.Path),
				oq.Name+" is moved from:"+oq.Path+" to:"+nq.Path+" after refresh, which is not allowed",
				"stop and drain the queue, remove it and refresh, then add it under its new parent; or restart the ResourceManager")
		}
	}
}

// checkRefreshLeafToParent reports each running leaf the new file makes a
// parent.
func checkRefreshLeafToParent(pass *Pass) {
	p := pass.Refresh
	for _, oq := range p.Old.Queues {
		nq := p.New.Queue(oq.Path)
		if nq == nil || !oq.IsLeaf() || nq.IsLeaf() {
			continue
		}
		state := oq.State()
		if state == capacity.StateStopped || p.Hadoop.Capacity.RefreshStoppedInNew && nq.State() == capacity.StateStopped {
			continue
		}
		pos := nq.QueuesPos
		if !pos.IsValid() {
			pos = p.declaredAt(nq.Path)
		}
		p.report(nq.Path, capacity.Prefix+nq.Path+".queues", pos,
			"Can not convert the leaf queue: "+nq.Path+" to parent queue since it is not yet in stopped state. Current State : "+state,
			"set "+capacity.Prefix+nq.Path+".state to STOPPED and refresh, let its applications finish, then give it children")
	}
}

// checkRefreshAutoCreate reports each parent turned into a legacy
// auto-creating parent, and each such parent turned into anything else.
func checkRefreshAutoCreate(pass *Pass) {
	p := pass.Refresh
	for _, oq := range p.Old.Queues {
		nq := p.New.Queue(oq.Path)
		if nq == nil {
			continue
		}
		key := capacity.Prefix + nq.Path + ".auto-create-child-queue.enabled"
		was, is := oq.ManagedParent(), nq.ManagedParent()
		hint := "stop and drain the queue, remove it and add it again under another name; or restart the ResourceManager"
		switch {
		case !was && is && !oq.IsLeaf():
			p.report(nq.Path, key, firstValid(nq.Settings.Get("auto-create-child-queue.enabled").Pos, p.declaredAt(nq.Path)),
				"Can not convert parent queue: "+nq.Path+" to auto create enabled parent queue since it could have other pre-configured queues which is not supported", hint)
		case was && !is:
			p.report(nq.Path, key, firstValid(nq.Settings.Get("auto-create-child-queue.enabled").Pos, p.declaredAt(nq.Path)),
				"Cannot convert auto create enabled parent queue: "+nq.Path+" to leaf queue. Please check  parent queue's configuration auto-create-child-queue.enabled is set to true", hint)
		}
	}
}

// checkRefreshMaxAllocation reports each leaf of both files whose maximum
// allocation the new file lowers in memory or vcores.
func checkRefreshMaxAllocation(pass *Pass) {
	p := pass.Refresh
	inherit := p.Hadoop.Capacity.InheritedMaxAllocation
	for _, oq := range p.Old.Queues {
		nq := p.New.Queue(oq.Path)
		if nq == nil || !oq.IsLeaf() || !nq.IsLeaf() {
			continue
		}
		oldMax, ok1 := maxAllocation(oq, inherit)
		newMax, ok2 := maxAllocation(nq, inherit)
		if !ok1 || !ok2 || newMax[0] >= oldMax[0] && newMax[1] >= oldMax[1] {
			continue
		}
		from := allocationSetter(nq, inherit, newMax[0] < oldMax[0])
		key := capacity.Prefix + from.Path + "." + lowered(newMax[0] < oldMax[0])
		p.report(nq.Path, key, firstValid(from.Settings.Get(lowered(newMax[0] < oldMax[0])).Pos, p.declaredAt(nq.Path)),
			"Trying to reinitialize "+nq.Path+" the maximum allocation size can not be decreased! Current setting: "+resource.Resource(oldMax[:]).Java(nil)+", trying to set it to: "+resource.Resource(newMax[:]).Java(nil),
			"keep the maximum allocation, or lower it with a ResourceManager restart")
	}
}

// lowered names the property of the part lowered: memory, else vcores.
func lowered(memory bool) string {
	if memory {
		return "maximum-allocation-mb"
	}
	return "maximum-allocation-vcores"
}

// allocationSetter is the queue whose setting gives q's maximum in memory
// (or vcores): q itself, or with inherit the nearest ancestor that sets
// it; q when none does.
func allocationSetter(q *capacity.Queue, inherit, memory bool) *capacity.Queue {
	for a := q; a != nil; a = a.Parent {
		if a.Settings.Has(lowered(memory)) {
			return a
		}
		if !inherit {
			break
		}
	}
	return q
}

// The scheduler's maximum allocation when yarn-site.xml does not set it
// (yarn.scheduler.maximum-allocation-mb and -vcores).
const (
	defaultMaxAllocationMB     = 8192
	defaultMaxAllocationVCores = 4
)

// maxAllocation is q's maximum allocation, memory in MB and vcores: its
// own maximum-allocation-mb and -vcores, else with inherit its parent's,
// else the scheduler's default. ok is false where a queue on the way sets
// maximum-allocation (every resource type in one value, 3.3 and later),
// which the check leaves to Hadoop.
func maxAllocation(q *capacity.Queue, inherit bool) (max [2]int64, ok bool) {
	max = [2]int64{defaultMaxAllocationMB, defaultMaxAllocationVCores}
	if inherit {
		if q.Settings.Has("maximum-allocation") {
			return max, false
		}
		if q.Parent != nil {
			if max, ok = maxAllocation(q.Parent, inherit); !ok {
				return max, false
			}
		}
	}
	for i, k := range []string{"maximum-allocation-mb", "maximum-allocation-vcores"} {
		if v, err := strconv.ParseInt(strings.TrimSpace(q.Settings.Get(k).Raw), 10, 64); err == nil && v > 0 {
			max[i] = v
		}
	}
	return max, true
}

package xmlconf

// over copies src into dst when src was set: a later declaration of the same
// queue overrides the earlier one property by property.
func over[T any](dst *Field[T], src Field[T]) {
	if src.Set {
		*dst = src
	}
}

// andBool folds a later allowPreemptionFrom into an earlier one. Hadoop adds
// a queue to its set of non-preemptable queues for every value that is not
// true and never removes it, so once false, always false.
func andBool(dst *Field[bool], src Field[bool]) {
	if dst.Set && !dst.Val {
		return
	}
	over(dst, src)
}

// merge folds a second declaration of the same full name into q.
func merge(q, src *Queue) {
	q.Decls = append(q.Decls, src.Decls...)
	q.IsParent = q.IsParent || src.IsParent
	over(&q.Type, src.Type)
	over(&q.MinResources, src.MinResources)
	over(&q.MaxResources, src.MaxResources)
	over(&q.MaxRunningApps, src.MaxRunningApps)
	over(&q.MaxAMShare, src.MaxAMShare)
	over(&q.Weight, src.Weight)
	over(&q.MinSharePreemptionTimeout, src.MinSharePreemptionTimeout)
	over(&q.FairSharePreemptionTimeout, src.FairSharePreemptionTimeout)
	over(&q.FairSharePreemptionThreshold, src.FairSharePreemptionThreshold)
	over(&q.SchedulingPolicy, src.SchedulingPolicy)
	over(&q.ACLSubmitApps, src.ACLSubmitApps)
	over(&q.ACLAdministerApps, src.ACLAdministerApps)
	andBool(&q.AllowPreemptionFrom, src.AllowPreemptionFrom)
	switch {
	case src.QueueExtras == &noExtras:
	case q.QueueExtras == &noExtras:
		q.QueueExtras = src.QueueExtras // src is dropped: its settings become q's
	default:
		x := q.QueueExtras
		over(&x.MaxChildResources, src.MaxChildResources)
		over(&x.MaxContainerAllocation, src.MaxContainerAllocation)
		over(&x.ACLSubmitReservations, src.ACLSubmitReservations)
		over(&x.ACLListReservations, src.ACLListReservations)
		over(&x.ACLAdministerReservations, src.ACLAdministerReservations)
		over(&x.Reservation, src.Reservation)
	}
	for _, c := range src.Children {
		attach(q, c)
	}
}

// attach adds child to parent, merging it into an existing child of the same
// name the way Hadoop's per-name maps do. Lookups go through an index once a
// parent has a few children, so wide parents stay linear.
func attach(parent, child *Queue) {
	if prev := parent.childNamed(child.Name); prev != nil {
		merge(prev, child)
		return
	}
	child.Parent = parent
	parent.Children = append(parent.Children, child)
	if parent.kids != nil {
		parent.kids[child.Name] = child
	}
}

// childNamed is Child with an index built on first use for wide parents;
// only attach may add children while the index exists.
func (q *Queue) childNamed(name string) *Queue {
	if q.kids == nil {
		if len(q.Children) < 16 {
			return q.Child(name)
		}
		q.kids = make(map[string]*Queue, 2*len(q.Children))
		for _, c := range q.Children {
			q.kids[c.Name] = c
		}
	}
	return q.kids[name]
}

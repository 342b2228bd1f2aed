package xmlconf

// over copies src into dst when src was set: a later declaration of the same
// queue overrides the earlier one property by property.
func over[T any](dst *Field[T], src Field[T]) {
	if src.Set {
		*dst = src
	}
}

// merge folds a second declaration of the same full name into q.
func merge(q, src *Queue) {
	q.Decls = append(q.Decls, src.Decls...)
	q.IsParent = q.IsParent || src.IsParent
	over(&q.Type, src.Type)
	over(&q.MinResources, src.MinResources)
	over(&q.MaxResources, src.MaxResources)
	over(&q.MaxChildResources, src.MaxChildResources)
	over(&q.MaxContainerAllocation, src.MaxContainerAllocation)
	over(&q.MaxRunningApps, src.MaxRunningApps)
	over(&q.MaxAMShare, src.MaxAMShare)
	over(&q.Weight, src.Weight)
	over(&q.MinSharePreemptionTimeout, src.MinSharePreemptionTimeout)
	over(&q.FairSharePreemptionTimeout, src.FairSharePreemptionTimeout)
	over(&q.FairSharePreemptionThreshold, src.FairSharePreemptionThreshold)
	over(&q.SchedulingPolicy, src.SchedulingPolicy)
	over(&q.ACLSubmitApps, src.ACLSubmitApps)
	over(&q.ACLAdministerApps, src.ACLAdministerApps)
	over(&q.ACLSubmitReservations, src.ACLSubmitReservations)
	over(&q.ACLListReservations, src.ACLListReservations)
	over(&q.ACLAdministerReservations, src.ACLAdministerReservations)
	over(&q.AllowPreemptionFrom, src.AllowPreemptionFrom)
	over(&q.Reservation, src.Reservation)
	for _, c := range src.Children {
		attach(q, c)
	}
}

package drift

import (
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/rm/rmrest"
)

// CapacityOptions are what CompareCapacity needs besides the file and the
// response.
type CapacityOptions struct {
	// Types are the cluster's resource types; MinAllocation the
	// scheduler's smallest container (Hadoop's default when nil).
	Types         resource.ResourceTypes
	MinAllocation resource.Resource
	// Conf is the RM's scheduler-conf (nil when it was not read), compared
	// property by property with FileProperties, the file's.
	Conf           []rmrest.ConfProperty
	FileProperties map[string]ConfValue
}

// CompareCapacity computes c's figures on the RM's cluster (root's
// effective maximum resource; without it, the resources are not
// compared) and sets them beside the RM's, queue by queue, by full path;
// these are the facts (Report.Facts, with the differences of the RM's
// stored configuration when opt.Conf is set) that lint's drift rules word
// (lint.CheckCapacityDrift), whose findings Mark keeps. c must not be
// refused.
func CompareCapacity(c *capacity.Config, rm *rmrest.CapacityScheduler, opt CapacityOptions) *Report {
	cluster, known := rm.Cluster()
	r := &Report{Cluster: cluster, Queues: []Queue{}}
	size := make(resource.Resource, max(len(opt.Types), 2))
	size[0], size[1] = cluster.Memory, cluster.VCores
	shares := capacity.Shares(c, size, opt.Types, opt.MinAllocation)
	parts := capacity.Partitions(c)
	rmQueues := map[string]*rmrest.CapacityQueue{}
	var order []string
	rm.Root.Walk(func(q *rmrest.CapacityQueue) {
		rmQueues[q.Path] = q
		order = append(order, q.Path)
	})
	inFile := map[string]bool{}
	for i := range shares {
		s := &shares[i]
		path := s.Queue.Path
		inFile[path] = true
		row := Queue{Name: path, File: &Values{Capacity: capacityFileValues(s, parts[s.Queue], known)}}
		if q := rmQueues[path]; q != nil {
			row.RM = &Values{Capacity: capacityRMValues(q)}
		}
		r.Queues = append(r.Queues, row)
	}
	for _, path := range order {
		if !inFile[path] {
			r.Queues = append(r.Queues, Queue{Name: path, RM: &Values{Capacity: capacityRMValues(rmQueues[path])}})
		}
	}
	r.Facts = &Facts{Queues: r.Queues}
	if opt.Conf != nil {
		r.Facts.Conf = ConfDifferences(opt.FileProperties, opt.Conf)
	}
	return r
}

// Mark keeps the findings of lint's drift rules about r's facts and marks
// the queues they make drift.
func (r *Report) Mark(findings []diag.Finding) {
	r.Findings = findings
	if r.Findings == nil {
		r.Findings = []diag.Finding{}
	}
	drifts := map[string]bool{}
	for _, f := range r.Findings {
		if IsDrift(f) {
			drifts[f.Queue] = true
			r.confDrift = r.confDrift || f.Queue == ""
		}
	}
	for i := range r.Queues {
		r.Queues[i].Drift = drifts[r.Queues[i].Name]
	}
}

// capacityFileValues are a queue's figures as an RM running the file
// reports them; withResources: the RM reports its cluster, so the
// effective resources are compared.
func capacityFileValues(s *capacity.Share, parts map[string]capacity.LabelCapacities, withResources bool) *CapacityValues {
	q := s.Queue
	v := &CapacityValues{
		Capacity: pct(s.Capacity), AbsoluteCapacity: pct(s.AbsCapacity), MaxCapacity: pct(s.MaxCapacity), AbsoluteMaxCapacity: pct(s.AbsMaxCapacity),
		State: q.State(),
	}
	if withResources {
		v.EffectiveMinResource, v.EffectiveMaxResource = ptr(pair(s.Guaranteed)), ptr(pair(s.Maximum))
	}
	if q.IsLeaf() && q.Parent != nil {
		v.UserLimit, v.UserLimitFactor = ptr(float64(capacity.UserLimitPercent(q))), ptr(float64(s.UserLimitFactor))
		v.MaxApplications, v.MaxApplicationsPerUser = ptr(int64(s.MaxApplications)), ptr(int64(s.MaxApplicationsPerUser))
		v.MaxAMLimitPercentage = ptr(pct(s.AMResourcePercent))
	}
	v.SubmitACL = ptr(ACLText(q.QueueACL("acl_submit_applications")))
	v.AdminACL = ptr(ACLText(q.QueueACL("acl_administer_queue")))
	for label, lc := range parts {
		if label == "" {
			continue
		}
		if v.Partitions == nil {
			v.Partitions = map[string]CapacityPartition{}
		}
		v.Partitions[label] = CapacityPartition{Capacity: pct(lc.Capacity), AbsoluteCapacity: pct(lc.AbsCapacity),
			MaxCapacity: pct(lc.MaxCapacity), AbsoluteMaxCapacity: pct(lc.AbsMaxCapacity)}
	}
	return v
}

// capacityRMValues are the RM's figures for q.
func capacityRMValues(q *rmrest.CapacityQueue) *CapacityValues {
	v := &CapacityValues{Capacity: q.Capacity, AbsoluteCapacity: q.AbsoluteCapacity, MaxCapacity: q.MaxCapacity,
		AbsoluteMaxCapacity: q.AbsoluteMaxCapacity, State: q.State, UserLimit: q.UserLimit, UserLimitFactor: q.UserLimitFactor,
		MaxApplications: q.MaxApplications, MaxApplicationsPerUser: q.MaxApplicationsPerUser}
	if p := q.Partition(""); p != nil {
		v.EffectiveMinResource, v.EffectiveMaxResource = p.EffectiveMin, p.EffectiveMax
		if q.Leaf() {
			v.MaxAMLimitPercentage = p.MaxAMLimitPercentage
		}
	}
	if acl, ok := q.ACL("SUBMIT_APP"); ok {
		v.SubmitACL = ptr(ACLText(placement.ParseACL(acl)))
	}
	if acl, ok := q.ACL("ADMINISTER_QUEUE"); ok {
		v.AdminACL = ptr(ACLText(placement.ParseACL(acl)))
	}
	for _, p := range q.Partitions {
		if p.Name == "" {
			continue
		}
		if v.Partitions == nil {
			v.Partitions = map[string]CapacityPartition{}
		}
		v.Partitions[p.Name] = CapacityPartition{Capacity: p.Capacity, AbsoluteCapacity: p.AbsoluteCapacity,
			MaxCapacity: p.MaxCapacity, AbsoluteMaxCapacity: p.AbsoluteMax}
	}
	return v
}

// pct is a fraction the scheduler holds as a Java float, as the RM
// exports it: a percentage (a float times 100, in float).
func pct(f float32) float64 { return float64(f * 100) }

func ptr[T any](v T) *T { return &v }

// FileProperties are the properties of a capacity-scheduler.xml as
// Configuration holds them (the last definition of each name), with where
// each is set: what drift compares with the RM's scheduler-conf.
func FileProperties(yc *yarnsite.Config) map[string]ConfValue {
	out := map[string]ConfValue{}
	for _, p := range yc.Properties() {
		out[p.Name] = ConfValue{Value: p.Raw, Pos: p.Pos}
	}
	return out
}

package rmrest

import (
	"encoding/json"
	"fmt"
)

// CapacityScheduler is the Capacity Scheduler's answer to
// ws/v1/cluster/scheduler: the queue tree from root (CapacitySchedulerInfo,
// whose own fields are root's).
type CapacityScheduler struct {
	Root *CapacityQueue
}

// Cluster is the cluster size the scheduler computes for: root's effective
// maximum resource in the default partition (Hadoop 3.1 and later); ok is
// false when the response does not report it.
func (s *CapacityScheduler) Cluster() (r Resource, ok bool) {
	if p := s.Root.Partition(""); p != nil && p.EffectiveMax != nil {
		return *p.EffectiveMax, true
	}
	return Resource{}, false
}

// CapacityPartition is one PartitionQueueCapacitiesInfo (a queue's
// capacities.queueCapacitiesByPartition[]): its figures in one partition
// ("" is the default one). The resources are nil where the release does
// not report them (before 3.1).
type CapacityPartition struct {
	Name                                                     string  `json:"partitionName"`
	Capacity, MaxCapacity, AbsoluteCapacity, AbsoluteMax     float64 `json:"-"`
	MaxAMLimitPercentage                                     *float64
	ConfiguredMin, ConfiguredMax, EffectiveMin, EffectiveMax *Resource
}

// CapacityACL is one of a queue's queueAcls (Hadoop 3.3 and later): the
// access type (SUBMIT_APP, ADMINISTER_QUEUE) and the ACL as
// AccessControlList.getAclString writes it.
type CapacityACL struct {
	AccessType string `json:"accessType"`
	ACL        string `json:"accessControlList"`
}

// CapacityQueue is one CapacitySchedulerQueueInfo (or
// CapacitySchedulerLeafQueueInfo). Numbers the release does not report are
// nil.
type CapacityQueue struct {
	// Path is the full path, built from the queue names down the tree
	// (queuePath is only in 3.4's output).
	Path, Name string
	Type       string // "capacitySchedulerLeafQueueInfo" for a leaf
	State      string
	// Capacity and MaxCapacity are percentages of the parent; the
	// absolute ones of the cluster (the default partition's).
	Capacity, MaxCapacity, AbsoluteCapacity, AbsoluteMaxCapacity float64
	MaxApplications, MaxApplicationsPerUser                      *int64
	UserLimit, UserLimitFactor                                   *float64
	// NodeLabels are the accessible node labels ("*" for all).
	NodeLabels []string
	Partitions []CapacityPartition
	ACLs       []CapacityACL
	Children   []*CapacityQueue
}

// Leaf reports whether the RM holds q as a leaf queue.
func (q *CapacityQueue) Leaf() bool { return q.Type == "capacitySchedulerLeafQueueInfo" }

// Walk calls f on q and every queue below it, parents first.
func (q *CapacityQueue) Walk(f func(*CapacityQueue)) {
	f(q)
	for _, c := range q.Children {
		c.Walk(f)
	}
}

// Partition returns q's figures in the partition name, or nil.
func (q *CapacityQueue) Partition(name string) *CapacityPartition {
	for i := range q.Partitions {
		if q.Partitions[i].Name == name {
			return &q.Partitions[i]
		}
	}
	return nil
}

// ACL returns q's ACL of the access type (SUBMIT_APP, ADMINISTER_QUEUE)
// and whether the response reports it.
func (q *CapacityQueue) ACL(accessType string) (string, bool) {
	for _, a := range q.ACLs {
		if a.AccessType == accessType {
			return a.ACL, true
		}
	}
	return "", false
}

// capacityQueueJSON is a queue as the JSON gives it.
type capacityQueueJSON struct {
	Name                   string          `json:"queueName"`
	Type                   string          `json:"type"`
	State                  string          `json:"state"`
	Capacity               float64         `json:"capacity"`
	MaxCapacity            float64         `json:"maxCapacity"`
	AbsoluteCapacity       *float64        `json:"absoluteCapacity"`
	AbsoluteMaxCapacity    *float64        `json:"absoluteMaxCapacity"`
	MaxApplications        *int64          `json:"maxApplications"`
	MaxApplicationsPerUser *int64          `json:"maxApplicationsPerUser"`
	UserLimit              *float64        `json:"userLimit"`
	UserLimitFactor        *float64        `json:"userLimitFactor"`
	NodeLabels             json.RawMessage `json:"nodeLabels"`
	Capacities             *struct {
		ByPartition json.RawMessage `json:"queueCapacitiesByPartition"`
	} `json:"capacities"`
	QueueAcls *struct {
		QueueAcl json.RawMessage `json:"queueAcl"`
	} `json:"queueAcls"`
	Queues json.RawMessage `json:"queues"`
}

// partitionJSON is a PartitionQueueCapacitiesInfo as the JSON gives it.
type partitionJSON struct {
	Name                 string    `json:"partitionName"`
	Capacity             float64   `json:"capacity"`
	MaxCapacity          float64   `json:"maxCapacity"`
	AbsoluteCapacity     float64   `json:"absoluteCapacity"`
	AbsoluteMaxCapacity  float64   `json:"absoluteMaxCapacity"`
	MaxAMLimitPercentage *float64  `json:"maxAMLimitPercentage"`
	ConfiguredMin        *Resource `json:"configuredMinResource"`
	ConfiguredMax        *Resource `json:"configuredMaxResource"`
	EffectiveMin         *Resource `json:"effectiveMinResource"`
	EffectiveMax         *Resource `json:"effectiveMaxResource"`
}

// SchedulerType returns schedulerInfo.type of a ws/v1/cluster/scheduler
// response: "fairScheduler", "capacityScheduler" or "fifoScheduler".
func SchedulerType(data []byte) (string, error) {
	var doc struct {
		Scheduler *struct {
			Info *struct {
				Type string `json:"type"`
			} `json:"schedulerInfo"`
		} `json:"scheduler"`
	}
	if err := Decode(schedulerWhat, data, &doc); err != nil {
		return "", err
	}
	if doc.Scheduler == nil || doc.Scheduler.Info == nil {
		return "", &MissingFieldsError{File: schedulerWhat, Fields: []string{"scheduler.schedulerInfo"}}
	}
	return doc.Scheduler.Info.Type, nil
}

// DecodeCapacityScheduler decodes a ws/v1/cluster/scheduler response of a
// Capacity Scheduler ResourceManager, JSON or XML, any release from 2.8:
// queues.queue as an array or a single object, numbers as ints or floats,
// unknown fields ignored.
func DecodeCapacityScheduler(data []byte) (*CapacityScheduler, error) {
	var doc struct {
		Scheduler *struct {
			Info json.RawMessage `json:"schedulerInfo"`
		} `json:"scheduler"`
	}
	if err := Decode(schedulerWhat, data, &doc); err != nil {
		return nil, err
	}
	if doc.Scheduler == nil || len(doc.Scheduler.Info) == 0 {
		return nil, &MissingFieldsError{File: schedulerWhat, Fields: []string{"scheduler.schedulerInfo"}}
	}
	t, err := SchedulerType(data)
	if err != nil {
		return nil, err
	}
	if t != "capacityScheduler" {
		return nil, &SchedulerTypeError{Type: t, Want: "capacityScheduler"}
	}
	root, err := decodeCapacityQueue(doc.Scheduler.Info, "", "schedulerInfo", 0)
	if err != nil {
		return nil, err
	}
	root.AbsoluteCapacity, root.AbsoluteMaxCapacity = 100, 100
	return &CapacityScheduler{Root: root}, nil
}

func decodeCapacityQueue(raw json.RawMessage, parent, at string, depth int) (*CapacityQueue, error) {
	if depth > maxDepth {
		return nil, fmt.Errorf("%s: queues nested deeper than %d levels at %s", schedulerWhat, maxDepth, at)
	}
	var j capacityQueueJSON
	if err := json.Unmarshal(raw, &j); err != nil {
		return nil, fmt.Errorf("%s: %s: %v", schedulerWhat, at, err)
	}
	if j.Name == "" {
		return nil, &MissingFieldsError{File: schedulerWhat, Fields: []string{at + ".queueName"}}
	}
	q := &CapacityQueue{Path: j.Name, Name: j.Name, Type: j.Type, State: j.State, Capacity: j.Capacity, MaxCapacity: j.MaxCapacity,
		MaxApplications: j.MaxApplications, MaxApplicationsPerUser: j.MaxApplicationsPerUser, UserLimit: j.UserLimit, UserLimitFactor: j.UserLimitFactor}
	if parent != "" {
		q.Path = parent + "." + j.Name
	}
	if j.AbsoluteCapacity != nil {
		q.AbsoluteCapacity = *j.AbsoluteCapacity
	}
	if j.AbsoluteMaxCapacity != nil {
		q.AbsoluteMaxCapacity = *j.AbsoluteMaxCapacity
	}
	if err := q.readLists(j, at); err != nil {
		return nil, err
	}
	items, err := childItems(j.Queues)
	if err != nil {
		return nil, fmt.Errorf("%s: %s.queues.queue: %v", schedulerWhat, at, err)
	}
	for i, item := range items {
		c, err := decodeCapacityQueue(item, q.Path, fmt.Sprintf("%s.queues.queue.%d", at, i), depth+1)
		if err != nil {
			return nil, err
		}
		q.Children = append(q.Children, c)
	}
	return q, nil
}

// readLists reads the node labels, the partitions and the ACLs, each of
// which a response may give as an array or a single value.
func (q *CapacityQueue) readLists(j capacityQueueJSON, at string) error {
	labels, err := confItems(j.NodeLabels)
	if err != nil {
		return fmt.Errorf("%s: %s.nodeLabels: %v", schedulerWhat, at, err)
	}
	for _, l := range labels {
		s, err := confText(l)
		if err != nil {
			return fmt.Errorf("%s: %s.nodeLabels: %v", schedulerWhat, at, err)
		}
		q.NodeLabels = append(q.NodeLabels, s)
	}
	if j.Capacities != nil {
		parts, err := confItems(j.Capacities.ByPartition)
		if err != nil {
			return fmt.Errorf("%s: %s.capacities: %v", schedulerWhat, at, err)
		}
		for _, raw := range parts {
			var p partitionJSON
			if err := json.Unmarshal(raw, &p); err != nil {
				return fmt.Errorf("%s: %s.capacities: %v", schedulerWhat, at, err)
			}
			q.Partitions = append(q.Partitions, CapacityPartition{Name: p.Name, Capacity: p.Capacity, MaxCapacity: p.MaxCapacity,
				AbsoluteCapacity: p.AbsoluteCapacity, AbsoluteMax: p.AbsoluteMaxCapacity, MaxAMLimitPercentage: p.MaxAMLimitPercentage,
				ConfiguredMin: p.ConfiguredMin, ConfiguredMax: p.ConfiguredMax, EffectiveMin: p.EffectiveMin, EffectiveMax: p.EffectiveMax})
		}
	}
	if j.QueueAcls != nil {
		acls, err := confItems(j.QueueAcls.QueueAcl)
		if err != nil {
			return fmt.Errorf("%s: %s.queueAcls: %v", schedulerWhat, at, err)
		}
		for _, raw := range acls {
			var a CapacityACL
			if err := json.Unmarshal(raw, &a); err != nil {
				return fmt.Errorf("%s: %s.queueAcls: %v", schedulerWhat, at, err)
			}
			q.ACLs = append(q.ACLs, a)
		}
	}
	return nil
}

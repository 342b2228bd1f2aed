package rmrest

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Resource is a ResourceInfo of the REST responses: memory in MB and
// vCores, exported as the integers the scheduler holds (no rounding).
type Resource struct {
	Memory int64 `json:"memory"`
	VCores int64 `json:"vCores"`
}

// Scheduler is the Fair Scheduler's answer to ws/v1/cluster/scheduler.
type Scheduler struct {
	// Cluster is the root queue's clusterResources: the cluster size the
	// scheduler computes shares for.
	Cluster Resource
	Root    *Queue
}

// Queue is one FairSchedulerQueueInfo (or FairSchedulerLeafQueueInfo).
// Hadoop copies each resource from the queue as it is (ResourceInfo holds
// the long memory and int vCores); the fractions of the cluster it
// computes as floats are not exported (they are @XmlTransient).
type Queue struct {
	Name        string          `json:"queueName"`
	Policy      string          `json:"schedulingPolicy"`
	MaxApps     *int64          `json:"maxApps"`
	Min         Resource        `json:"minResources"`
	Max         Resource        `json:"maxResources"`
	Used        Resource        `json:"usedResources"`
	SteadyFair  Resource        `json:"steadyFairResources"`
	Fair        Resource        `json:"fairResources"`
	Cluster     Resource        `json:"clusterResources"`
	Type        string          `json:"type"`
	ActiveApps  int             `json:"numActiveApps"`
	PendingApps int             `json:"numPendingApps"`
	ChildQueues json.RawMessage `json:"childQueues"`
	HasSteady   bool            `json:"-"`
	Children    []*Queue        `json:"-"`
}

// Leaf reports whether the queue is a leaf queue (type
// fairSchedulerLeafQueueInfo).
func (q *Queue) Leaf() bool { return q.Type == "fairSchedulerLeafQueueInfo" }

// Walk calls f on q and every queue below it, parents first.
func (q *Queue) Walk(f func(*Queue)) {
	f(q)
	for _, c := range q.Children {
		c.Walk(f)
	}
}

// queueList is childQueues as FairSchedulerQueueInfoList exports it:
// {"queue": [...]}, where a single child may come as an object instead of
// an array. A plain array of queues (as older releases, which held the
// children in a bare collection, may give) is read too.
type queueList struct {
	Queue json.RawMessage `json:"queue"`
}

// SchedulerTypeError is a scheduler response from a ResourceManager that
// does not run the Fair Scheduler.
type SchedulerTypeError struct {
	Type string
	// Want is the type the reader expected; "" is "fairScheduler".
	Want string
}

// SchedulerName is how messages name a schedulerInfo.type.
func SchedulerName(t string) string {
	name := map[string]string{"fairScheduler": "the Fair Scheduler", "capacityScheduler": "the Capacity Scheduler", "fifoScheduler": "the FIFO scheduler"}[t]
	if name == "" {
		name = fmt.Sprintf("scheduler type %q", t)
	}
	return name
}

// Error names the scheduler the ResourceManager runs.
func (e *SchedulerTypeError) Error() string {
	if e.Want == "capacityScheduler" {
		return fmt.Sprintf("the ResourceManager runs %s (schedulerInfo.type %q), not the Capacity Scheduler", SchedulerName(e.Type), e.Type)
	}
	return fmt.Sprintf("the ResourceManager runs %s (schedulerInfo.type %q), not the Fair Scheduler; fairsched reads Fair Scheduler ResourceManagers only", SchedulerName(e.Type), e.Type)
}

const schedulerWhat = "scheduler response"

// DecodeScheduler decodes a ws/v1/cluster/scheduler response.
func DecodeScheduler(data []byte) (*Scheduler, error) {
	var doc struct {
		Scheduler *struct {
			Info *struct {
				Type string          `json:"type"`
				Root json.RawMessage `json:"rootQueue"`
			} `json:"schedulerInfo"`
		} `json:"scheduler"`
	}
	if err := Decode(schedulerWhat, data, &doc); err != nil {
		return nil, err
	}
	if doc.Scheduler == nil || doc.Scheduler.Info == nil {
		return nil, &MissingFieldsError{File: schedulerWhat, Fields: []string{"scheduler.schedulerInfo"}}
	}
	if t := doc.Scheduler.Info.Type; t != "fairScheduler" {
		return nil, &SchedulerTypeError{Type: t}
	}
	if len(doc.Scheduler.Info.Root) == 0 {
		return nil, &MissingFieldsError{File: schedulerWhat, Fields: []string{"scheduler.schedulerInfo.rootQueue"}}
	}
	root, err := decodeQueue(doc.Scheduler.Info.Root, "rootQueue", 0)
	if err != nil {
		return nil, err
	}
	if !hasResource(doc.Scheduler.Info.Root, "clusterResources") {
		return nil, &MissingFieldsError{File: schedulerWhat, Fields: []string{"scheduler.schedulerInfo.rootQueue.clusterResources"}}
	}
	return &Scheduler{Cluster: root.Cluster, Root: root}, nil
}

// maxDepth bounds the queue nesting a response may have.
const maxDepth = 100

func decodeQueue(raw json.RawMessage, path string, depth int) (*Queue, error) {
	if depth > maxDepth {
		return nil, fmt.Errorf("%s: queues nested deeper than %d levels at %s", schedulerWhat, maxDepth, path)
	}
	q := &Queue{}
	if err := json.Unmarshal(raw, q); err != nil {
		return nil, fmt.Errorf("%s: %s: %v", schedulerWhat, path, err)
	}
	if q.Name == "" {
		return nil, &MissingFieldsError{File: schedulerWhat, Fields: []string{path + ".queueName"}}
	}
	q.HasSteady = hasResource(raw, "steadyFairResources")
	items, err := childItems(q.ChildQueues)
	if err != nil {
		return nil, fmt.Errorf("%s: %s.childQueues.queue: %v", schedulerWhat, path, err)
	}
	for i, item := range items {
		c, err := decodeQueue(item, fmt.Sprintf("%s.childQueues.queue.%d", path, i), depth+1)
		if err != nil {
			return nil, err
		}
		q.Children = append(q.Children, c)
	}
	q.ChildQueues = nil
	return q, nil
}

// childItems returns the children of a childQueues value: {"queue": ...}
// or an array; none for null or an absent value.
func childItems(raw json.RawMessage) ([]json.RawMessage, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return nil, nil
	}
	if raw[0] == '{' {
		var l queueList
		if err := json.Unmarshal(raw, &l); err != nil {
			return nil, err
		}
		if len(l.Queue) == 0 {
			return nil, nil
		}
		raw = l.Queue
	}
	return queueItems(raw)
}

// queueItems splits a "queue" value: an array, or a single object.
func queueItems(raw json.RawMessage) ([]json.RawMessage, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) > 0 && raw[0] == '{' {
		return []json.RawMessage{raw}, nil
	}
	var items []json.RawMessage
	err := json.Unmarshal(raw, &items)
	return items, err
}

// hasResource reports whether the object raw has the key.
func hasResource(raw json.RawMessage, key string) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return false
	}
	v, ok := m[key]
	return ok && !bytes.Equal(bytes.TrimSpace(v), []byte("null"))
}

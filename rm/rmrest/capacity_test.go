package rmrest

import (
	"os"
	"reflect"
	"strings"
	"testing"
)

func decodeCapacityFile(t *testing.T, path string) *CapacityScheduler {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := DecodeCapacityScheduler(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return s
}

// The 3.3 response in JSON and in the RM's XML decode alike: paths from
// the names, leaves, partitions, ACLs (a " " ACL kept, not trimmed).
func TestDecodeCapacitySchedulerShapes(t *testing.T) {
	want := decodeCapacityFile(t, "../../testdata/drift/capacity/agree-3.3/scheduler.json")
	got := decodeCapacityFile(t, "../../testdata/drift/capacity/agree-3.3-xml/scheduler.xml")
	if !reflect.DeepEqual(got, want) {
		t.Errorf("XML decodes otherwise than JSON")
	}
	var paths []string
	want.Root.Walk(func(q *CapacityQueue) { paths = append(paths, q.Path) })
	if strings.Join(paths, ",") != "root,root.a,root.a.a1,root.a.a1.a1a,root.a.a1.a1b,root.a.a2,root.b,root.b.b1,root.b.b2,root.b.b3" {
		t.Errorf("paths %v", paths)
	}
	a1a := want.Root.Children[0].Children[0].Children[0]
	if !a1a.Leaf() || *a1a.MaxApplications != 267 || a1a.AbsoluteCapacity < 2.677 || a1a.AbsoluteCapacity > 2.678 {
		t.Errorf("a1a %+v", a1a)
	}
	if acl, ok := a1a.ACL("SUBMIT_APP"); !ok || acl != " " {
		t.Errorf("submit ACL %q %v, want \" \"", acl, ok)
	}
	if p := a1a.Partition(""); p == nil || *p.MaxAMLimitPercentage != 10 || *p.EffectiveMin != (Resource{}) {
		t.Errorf("default partition %+v", p)
	}
	if c, ok := want.Cluster(); !ok || c != (Resource{}) {
		t.Errorf("cluster %v %v", c, ok)
	}
	old := decodeCapacityFile(t, "../../testdata/drift/capacity/agree-3.1/scheduler.json")
	if _, ok := old.Cluster(); ok || old.Root.Children[0].Partitions != nil {
		t.Error("a 3.1 response has no partitions")
	}
}

// A 3.4 response: the cluster from root's effective maximum, a second
// partition, node labels as a list.
func TestDecodeCapacityScheduler34(t *testing.T) {
	s := decodeCapacityFile(t, "../../testdata/drift/capacity-3.4/rm/scheduler.json")
	if c, ok := s.Cluster(); !ok || c != (Resource{32768, 32}) {
		t.Errorf("cluster %v", c)
	}
	a := s.Root.Children[0]
	if a.Path != "root.a" || len(a.Partitions) != 2 || a.Partition("root-a-default-label") == nil || len(a.NodeLabels) != 1 || *a.UserLimit != 100 {
		t.Errorf("root.a %+v", a)
	}
}

func TestDecodeCapacitySchedulerErrors(t *testing.T) {
	fair, _ := os.ReadFile("../../testdata/simulate/rm/scheduler.json")
	tests := []struct{ name, doc, message string }{
		{"fair", string(fair), "runs the Fair Scheduler (schedulerInfo.type \"fairScheduler\"), not the Capacity Scheduler"},
		{"no info", `{"scheduler": {}}`, "lacks scheduler.schedulerInfo"},
		{"no name", `{"scheduler":{"schedulerInfo":{"type":"capacityScheduler","queueName":"root","queues":{"queue":{"capacity":1}}}}}`, "schedulerInfo.queues.queue.0.queueName"},
		{"bad partitions", `{"scheduler":{"schedulerInfo":{"type":"capacityScheduler","queueName":"root","capacities":{"queueCapacitiesByPartition":"x"}}}}`, "schedulerInfo.capacities"},
		{"html", "<html><body>Login</body></html>", "is not JSON or the ResourceManager's XML"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecodeCapacityScheduler([]byte(tt.doc))
			if err == nil || !strings.Contains(err.Error(), tt.message) {
				t.Errorf("error %v, want %q", err, tt.message)
			}
		})
	}
}

// FuzzDecodeCapacityScheduler: any bytes decode to a queue tree or an
// error, never a panic; every queue has a name and a path ending in it.
func FuzzDecodeCapacityScheduler(f *testing.F) {
	for _, p := range []string{"../../testdata/drift/capacity/agree-3.3/scheduler.json", "../../testdata/drift/capacity/agree-3.3-xml/scheduler.xml", "../../testdata/drift/capacity-3.4/rm/scheduler.json"} {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"scheduler":{"schedulerInfo":{"type":"capacityScheduler","queueName":"root","queues":{"queue":{"queueName":"a","nodeLabels":"*"}}}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := DecodeCapacityScheduler(data)
		if err != nil {
			return
		}
		s.Root.Walk(func(q *CapacityQueue) {
			if q.Name == "" || !strings.HasSuffix(q.Path, q.Name) {
				t.Fatalf("queue %q at %q", q.Name, q.Path)
			}
		})
	})
}

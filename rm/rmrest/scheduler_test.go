package rmrest

import (
	"errors"
	"os"
	"strings"
	"testing"
)

func TestDecodeScheduler(t *testing.T) {
	data, err := os.ReadFile("../../testdata/simulate/rm/scheduler.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := DecodeScheduler(data)
	if err != nil {
		t.Fatal(err)
	}
	if s.Cluster != (Resource{65536, 32}) || s.Root.Name != "root" || len(s.Root.Children) != 2 {
		t.Fatalf("decoded %+v root %+v", s, s.Root)
	}
	a := s.Root.Children[0]
	if a.Name != "root.teamA" || !a.Leaf() || a.ActiveApps != 1 || a.Fair != (Resource{32768, 0}) || a.Policy != "fair" || *a.MaxApps != 2147483647 {
		t.Errorf("teamA %+v", a)
	}
}

func TestDecodeSingleChildObject(t *testing.T) {
	doc := `{"scheduler":{"schedulerInfo":{"type":"fairScheduler","rootQueue":{"queueName":"root","clusterResources":{"memory":1,"vCores":1},
	"childQueues":{"queue":{"queueName":"root.a","type":"fairSchedulerLeafQueueInfo"}}}}}}`
	s, err := DecodeScheduler([]byte(doc))
	if err != nil || len(s.Root.Children) != 1 || s.Root.Children[0].Name != "root.a" {
		t.Errorf("single child as an object: %v %+v", err, s)
	}
}

func TestDecodeChildArray(t *testing.T) {
	doc := `{"scheduler":{"schedulerInfo":{"type":"fairScheduler","rootQueue":{"queueName":"root","clusterResources":{"memory":1,"vCores":1},
	"childQueues":[{"queueName":"root.a","type":"fairSchedulerLeafQueueInfo"},{"queueName":"root.b","childQueues":null}]}}}}`
	s, err := DecodeScheduler([]byte(doc))
	if err != nil || len(s.Root.Children) != 2 || s.Root.Children[1].Name != "root.b" || s.Root.Children[1].Leaf() {
		t.Errorf("children as an array: %v %+v", err, s)
	}
}

func TestDecodeSchedulerErrors(t *testing.T) {
	capacity, err := os.ReadFile("../../testdata/rm/capacity-scheduler.json")
	if err != nil {
		t.Fatal(err)
	}
	full, _ := os.ReadFile("../../testdata/simulate/rm/scheduler.json")
	tests := []struct {
		name, doc string
		want      any
		message   string
	}{
		{"capacity", string(capacity), &SchedulerTypeError{}, "runs the Capacity Scheduler"},
		{"html", "<html><head><title>Login</title>", &BadResponseError{}, `is not JSON or the ResourceManager's XML: it starts with "<html><head><title>Login</title>"`},
		{"empty", "  \n", &BadResponseError{}, "is empty"},
		{"truncated", string(full[:len(full)/2]), &BadResponseError{}, "ends early"},
		{"syntax", `{"scheduler": [}`, &BadResponseError{}, "is not valid JSON at byte"},
		{"no info", `{"scheduler": {}}`, &MissingFieldsError{}, "lacks scheduler.schedulerInfo"},
		{"no cluster", `{"scheduler":{"schedulerInfo":{"type":"fairScheduler","rootQueue":{"queueName":"root"}}}}`, &MissingFieldsError{}, "clusterResources"},
		{"no name", `{"scheduler":{"schedulerInfo":{"type":"fairScheduler","rootQueue":{"queueName":"root","childQueues":{"queue":[{}]}}}}}`, &MissingFieldsError{}, "rootQueue.childQueues.queue.0.queueName"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecodeScheduler([]byte(tt.doc))
			if err == nil || !strings.Contains(err.Error(), tt.message) || !errorsAsType(err, tt.want) {
				t.Errorf("error %v, want %T with %q", err, tt.want, tt.message)
			}
		})
	}
}

func errorsAsType(err error, want any) bool {
	switch want.(type) {
	case *SchedulerTypeError:
		var e *SchedulerTypeError
		return errors.As(err, &e)
	case *BadResponseError:
		var e *BadResponseError
		return errors.As(err, &e)
	case *MissingFieldsError:
		var e *MissingFieldsError
		return errors.As(err, &e)
	}
	return false
}

// FuzzDecodeScheduler: any bytes decode to a scheduler or an error, never
// a panic; a decoded tree has a name on every queue.
func FuzzDecodeScheduler(f *testing.F) {
	for _, p := range []string{"../../testdata/simulate/rm/scheduler.json", "../../testdata/rm/capacity-scheduler.json", "../../testdata/simulate/rm-unknown/scheduler.json"} {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"scheduler":{"schedulerInfo":{"type":"fairScheduler","rootQueue":{"queueName":"root","clusterResources":{"memory":1,"vCores":1},"childQueues":{"queue":{"queueName":"root.a"}}}}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := DecodeScheduler(data)
		if err != nil {
			return
		}
		s.Root.Walk(func(q *Queue) {
			if q.Name == "" {
				t.Fatal("a queue without a name")
			}
		})
	})
}

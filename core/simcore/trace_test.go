package simcore

import (
	"reflect"
	"testing"
)

// TestTrace holds the recorder to its limit (Begin and Open), to Record
// ignoring it, to End keeping the app only with a container, and to Level
// finding a queue's latest order that is not a skip.
func TestTrace(t *testing.T) {
	tr := NewTrace(1)
	tr.Begin(1, 1500, "n1")
	names := []string{"a", "b"}
	if l := tr.Order("root", 2, func(i int) string { return names[i] }); l == nil {
		t.Fatal("Order in an open decision gave nil")
	}
	tr.Skip("root", "full")
	if l := tr.Level("root"); l == nil || len(l.Order) != 2 {
		t.Fatalf("Level(root) = %+v, want the order, not the skip", l)
	} else {
		l.Chosen = "b"
	}
	if tr.Level("other") != nil {
		t.Fatal("Level(other) found a level")
	}
	tr.End("allocated", "app1", Amount{"memory-mb": 1024})
	if tr.Open() || tr.Active() {
		t.Fatalf("after one decision of a limit of 1: Open %v, Active %v", tr.Open(), tr.Active())
	}
	tr.Begin(2, 2000, "n2") // over the limit: not begun
	tr.End("none", "app2", Amount{"memory-mb": 1})
	tr.Record(Decision{Heartbeat: 3, Outcome: "starvation"})
	want := []Decision{
		{Heartbeat: 1, T: 1.5, Node: "n1", Outcome: "allocated", App: "app1", Container: Amount{"memory-mb": 1024},
			Levels: []Level{{Queue: "root", Order: []string{"a", "b"}, Chosen: "b"}, {Queue: "root", Order: []string{}, Skipped: "full"}}},
		{Heartbeat: 3, Outcome: "starvation"},
	}
	if got := tr.Decisions(); !reflect.DeepEqual(got, want) {
		t.Fatalf("Decisions() =\n%+v\nwant\n%+v", got, want)
	}

	two := NewTrace(2)
	two.Begin(1, 0, "n1")
	two.End("none", "app", nil)
	if d := two.Decisions()[0]; d.App != "" || d.Container != nil {
		t.Fatalf("End without a container kept the app: %+v", d)
	}

	var off *Trace
	off.Begin(1, 0, "n")
	off.Skip("root", "x")
	if off.Order("root", 1, func(int) string { return "a" }) != nil {
		t.Fatal("a nil Trace recorded an order")
	}
	off.End("none", "", nil)
	off.Record(Decision{})
	if off.Open() || off.Active() || off.Level("root") != nil || off.Decisions() != nil {
		t.Fatal("a nil Trace recorded something")
	}
}

package xmlconf

import "testing"

// TestIndexFirstOfANameWins checks that Find, once index has run, returns
// the first queue of a full name in Walk order, as the walk without the
// index does, and that Queues lists them all in that order.
func TestIndexFirstOfANameWins(t *testing.T) {
	first := &Queue{FullName: "root.a"}
	second := &Queue{FullName: "root.a", Children: []*Queue{{FullName: "root.a.b"}}}
	a := &Allocations{Root: &Queue{FullName: "root", Children: []*Queue{first, second}}}
	if got := a.Find("root.a"); got != first {
		t.Fatalf("before index: Find(root.a) = %p, want the first %p", got, first)
	}
	a.index(0, nil)
	if got := a.Find("root.a"); got != first {
		t.Errorf("after index: Find(root.a) = %p, want the first %p (the second is %p)", got, first, second)
	}
	if got := a.Find("root.a.b"); got != second.Children[0] {
		t.Errorf("Find(root.a.b) = %p, want %p", got, second.Children[0])
	}
	want := []*Queue{a.Root, first, second, second.Children[0]}
	got := a.Queues()
	if len(got) != len(want) {
		t.Fatalf("Queues() has %d queues, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Queues()[%d] = %s %p, want %p", i, got[i].FullName, got[i], want[i])
		}
	}
}

// TestFindConcurrently asks Find from several goroutines at once, as lint's
// rules do: the first calls make the map (run with -race).
func TestFindConcurrently(t *testing.T) {
	a := Parse([]byte(`<allocations><queue name="a"><queue name="b"/></queue><queue name="c"/></allocations>`), Options{})
	if a.byName != nil {
		t.Fatal("Parse made Find's map before any Find")
	}
	done := make(chan *Queue)
	for _, name := range []string{"root.a", "root.a.b", "root.c", "root.a.b"} {
		go func() { done <- a.Find(name) }()
	}
	for range 4 {
		if q := <-done; q == nil {
			t.Error("a Find found nothing")
		}
	}
	if a.Find("root.x") != nil || len(a.byName) != len(a.Queues()) {
		t.Errorf("Find(root.x) found a queue, or the map has %d of %d queues", len(a.byName), len(a.Queues()))
	}
}

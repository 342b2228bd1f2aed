package xmlconf

import (
	"strings"
	"testing"
)

func TestQueuePoolReservesOnlyQueueElements(t *testing.T) {
	tests := []struct {
		name, xml string
		want      int
	}{
		{"nested queues and pool", `<allocations><queue name="a"><queue name="b"/><weight>1</weight></queue><pool name="c"/></allocations>`, 3},
		{"endsWith quirk tags inside a queue", `<allocations><queue name="a"><ueue name="b"/><e name="c"/></queue></allocations>`, 3},
		{"quirk tags at the top level are not queues", `<allocations>` + strings.Repeat("<e/>", 500) + `</allocations>`, 0},
		{"queue tags under other elements", `<allocations><user name="u"><queue name="x"/></user><x><queue/></x></allocations>`, 0},
		{"another root element", `<queue><queue/></queue>`, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := read([]byte(tc.xml))
			if d.queues.seen != tc.want {
				t.Errorf("reserved %d queues, want %d", d.queues.seen, tc.want)
			}
		})
	}
}

func TestQueuePoolHandsOutZeroQueuesThenAllocates(t *testing.T) {
	var qp queuePool
	for range queueChunk + 1 {
		qp.reserve()
	}
	seen := map[*Queue]bool{}
	for i := range 3 * queueChunk {
		q := qp.get()
		if q.Weight.Val != 0 || q.Name != "" || seen[q] {
			t.Fatalf("queue %d: not a fresh zero Queue", i)
		}
		seen[q] = true
		q.Name = "used"
	}
	if qp.next != firstQueueChunk+queueChunk {
		t.Errorf("the pool counts %d Queues handed out, want the %d it held", qp.next, firstQueueChunk+queueChunk)
	}
	var none *queuePool
	if q := none.get(); q == nil || q.Name != "" {
		t.Error("a nil pool must allocate")
	}
}

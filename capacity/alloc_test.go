package capacity

import (
	"bytes"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/internal/synth"
)

// TestAllocationsPerQueue guards what a large file costs per queue: the
// reader allocates 3.4 times per queue of the bench's file shape (a map of
// settings per queue and the refusal check's map per queue added about
// four), Shares 9.4 (the user limit's sentence built for every leaf added
// a few more).
func TestAllocationsPerQueue(t *testing.T) {
	var buf bytes.Buffer
	if err := synth.Capacity(&buf, 2000); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	p := profile(t, "3.4.0")
	c, err := Read("cs.xml", data, p)
	if err != nil {
		t.Fatal(err)
	}
	cluster := resource.Resource{1 << 20, 1024}
	tests := []struct {
		name string
		most float64 // allocations per queue
		run  func()
	}{
		{"Read", 4.5, func() { _, _ = Read("cs.xml", data, p) }},
		{"Shares", 11, func() { Shares(c, cluster, nil, nil) }},
	}
	for _, tt := range tests {
		if got := testing.AllocsPerRun(2, tt.run) / float64(len(c.Queues)); got > tt.most {
			t.Errorf("%s: %.1f allocations per queue, want at most %.1f", tt.name, got, tt.most)
		}
	}
}

package xmlconf

import (
	"testing"
	"unsafe"

	"github.com/fairsched/fairsched/core/xmltok"
)

// TestModelSizes guards the memory the model takes per queue and per
// element: a 100,000-queue file holds 100,000 Queues and about 700,000
// spans, and every byte more costs page faults at that scale. The reader
// hands Queues out of arrays (queuePool), so their size is not rounded up
// to an allocation size class; the settings few queues set are apart
// (QueueExtras), and so are where each setting was written (Source).
func TestModelSizes(t *testing.T) {
	sizes := []struct {
		name      string
		got, want uintptr
	}{
		{"Queue", unsafe.Sizeof(Queue{}), 544},
		{"Pos", unsafe.Sizeof(Pos{}), 8},
		{"Span", unsafe.Sizeof(Span{}), 16},
		{"Field[int32]", unsafe.Sizeof(Field[int32]{}), 16},
		{"Field[string]", unsafe.Sizeof(Field[string]{}), 32},
		{"Field[ConfigurableResource]", unsafe.Sizeof(Field[ConfigurableResource]{}), 72},
		{"Source", unsafe.Sizeof(Source{}), 24},
		{"Decl", unsafe.Sizeof(Decl{}), 24},
		{"Fact", unsafe.Sizeof(Fact{}), 152},
	}
	for _, s := range sizes {
		if s.got > s.want {
			t.Errorf("%s takes %d bytes, want at most %d", s.name, s.got, s.want)
		}
	}
}

// TestQueueChunkFillsPages checks that a queuePool reservation, a large
// allocation rounded up to whole 8 KiB pages, leaves little of its last page
// unused, and so do the fact log's chunks.
func TestQueueChunkFillsPages(t *testing.T) {
	const page = 8192
	chunks := []struct {
		name  string
		bytes uintptr
	}{
		{"queuePool reservation", queueChunk * unsafe.Sizeof(Queue{})},
		{"factLog chunk", factChunk * unsafe.Sizeof(Fact{})},
	}
	for _, c := range chunks {
		rounded := (c.bytes + page - 1) / page * page
		if waste := rounded - c.bytes; waste*50 > rounded {
			t.Errorf("a %s takes %d bytes, %d pages: %d bytes (more than 2%%) unused", c.name, c.bytes, rounded/page, waste)
		}
	}
}

func TestPosOfSaturates(t *testing.T) {
	tests := []struct {
		line, col int
		want      Pos
	}{
		{1, 1, Pos{Line: 1, Col: 1}},
		{1 << 31, 5, Pos{Line: 1<<31 - 1, Col: 5}},
		{7, 1 << 40, Pos{Line: 7, Col: 1<<31 - 1}},
	}
	for _, tc := range tests {
		if got := xmltok.PosOf(tc.line, tc.col); got != tc.want {
			t.Errorf("xmltok.PosOf(%d, %d) = %v, want %v", tc.line, tc.col, got, tc.want)
		}
	}
}

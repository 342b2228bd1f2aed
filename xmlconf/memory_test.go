package xmlconf

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// deepFile returns an allocation file of n queues in chains of depth
// nested queues, each with a weight and an ACL: the bench's deep shape,
// whose every queue is a parent with one child.
func deepFile(n, depth int) string {
	var b strings.Builder
	b.WriteString("<allocations>\n")
	for c := 0; c < n; c += depth {
		d := min(depth, n-c)
		for i := range d {
			fmt.Fprintf(&b, "<queue name=\"c%dd%d\"><weight>%d</weight><aclSubmitApps>u%d</aclSubmitApps>\n", c, i, 1+i%3, i)
		}
		b.WriteString(strings.Repeat("</queue>", d))
		b.WriteString("\n")
	}
	b.WriteString("</allocations>\n")
	return b.String()
}

// bytesPerParse is what one Parse of src allocates.
func bytesPerParse(src []byte) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	Parse(src, Options{})
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestParseMemory guards the bytes the reader allocates per queue and per
// fact, which with the collector off are pages the kernel faults in: deep
// chains (the full names, a Queue and its Decl per element) and the facts
// file (three facts a queue). The budgets are the figures measured when
// Field, Fact and the full names were made smaller (1,417 and 2,698 bytes
// per queue, from 1,955 and 4,232), with a little room: a Queue or a Fact
// back at its old size, or a FactDetail or UnknownElement per fact, goes
// over.
func TestParseMemory(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector allocates besides the reader")
	}
	tests := []struct {
		name   string
		src    string
		n      int
		budget uint64 // bytes per queue
	}{
		{"deep chains", deepFile(20000, 50), 20000, 1500},
		{"facts", factsFile(20000), 20000, 2900},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := bytesPerParse([]byte(tc.src)) / uint64(tc.n)
			t.Logf("%d bytes per queue", got)
			if got > tc.budget {
				t.Errorf("Parse allocates %d bytes per queue, want at most %d", got, tc.budget)
			}
		})
	}
}

func BenchmarkParseDeep(b *testing.B) {
	src := []byte(deepFile(100000, 50))
	b.ReportAllocs()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		Parse(src, Options{})
	}
}

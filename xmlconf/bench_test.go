package xmlconf

import (
	"fmt"
	"strings"
	"testing"
)

// benchFile returns an allocation file of about n queues nested three
// levels deep (10 top-level queues of 10 children each, n/100 leaves under
// each of those 100 parents), every queue with six settings.
func benchFile(n int) string {
	var b strings.Builder
	b.WriteString("<?xml version=\"1.0\"?>\n<allocations>\n")
	grand := max(n/100, 1)
	for i := range 10 {
		benchQueue(&b, 1, fmt.Sprintf("top%d", i), func() {
			for j := range 10 {
				benchQueue(&b, 2, fmt.Sprintf("mid%d", j), func() {
					for k := range grand {
						benchQueue(&b, 3, fmt.Sprintf("leaf%d", k), nil)
					}
				})
			}
		})
	}
	b.WriteString("</allocations>\n")
	return b.String()
}

func benchQueue(b *strings.Builder, depth int, name string, children func()) {
	ind := strings.Repeat("  ", depth)
	fmt.Fprintf(b, "%s<queue name=%q>\n", ind, name)
	fmt.Fprintf(b, "%s  <weight>%d.5</weight>\n", ind, depth)
	fmt.Fprintf(b, "%s  <minResources>%d mb, 1 vcores</minResources>\n", ind, 1024*depth)
	fmt.Fprintf(b, "%s  <maxResources>memory-mb=%d, vcores=%d</maxResources>\n", ind, 1<<20, 64)
	fmt.Fprintf(b, "%s  <schedulingPolicy>fair</schedulingPolicy>\n", ind)
	fmt.Fprintf(b, "%s  <maxRunningApps>%d</maxRunningApps>\n", ind, 10*depth)
	fmt.Fprintf(b, "%s  <aclSubmitApps>alice,bob analysts</aclSubmitApps>\n", ind)
	if children != nil {
		children()
	}
	fmt.Fprintf(b, "%s</queue>\n", ind)
}

func TestBenchFile(t *testing.T) {
	want := stress(10000)
	a := Parse([]byte(benchFile(want)), Options{})
	wantNoIssues(t, withFacts(a))
	n := 0
	a.Root.Walk(func(*Queue) { n++ })
	if n < want || n > want+112 {
		t.Errorf("benchFile(%d) has %d queues, want %d plus the 112 parents", want, n, want)
	}
	if q := mustFind(t, a, "root.top9.mid9.leaf0"); q.MaxRunningApps.Val != 30 || q.Weight.Val != 3.5 || q.MinResources.Val.Absolute[0] != 3072 {
		t.Errorf("leaf settings: maxRunningApps %d weight %v minResources %v", q.MaxRunningApps.Val, q.Weight.Val, q.MinResources.Val.Absolute)
	}
}

func BenchmarkParse(b *testing.B) {
	for _, n := range []int{10000, 100000} {
		src := []byte(benchFile(n))
		b.Run(fmt.Sprintf("queues=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				Parse(src, Options{})
			}
		})
	}
}

// factsFile returns an allocation file of n queues under root, each with a
// deprecated and an unknown element: two facts a queue, as in the corpus
// shape's files.
func factsFile(n int) string {
	var b strings.Builder
	b.WriteString("<allocations>\n")
	for i := range n {
		fmt.Fprintf(&b, "  <pool name=\"q%d\">\n    <schedulingMode>fair</schedulingMode>\n    <minMaps>%d</minMaps>\n  </pool>\n", i, i)
	}
	b.WriteString("</allocations>\n")
	return b.String()
}

func TestFactsFile(t *testing.T) {
	n := stress(1000)
	a := Parse([]byte(factsFile(n)), Options{})
	if got := len(a.Facts); got != 3*n {
		t.Errorf("factsFile(%d) has %d facts, want %d (<pool>, <schedulingMode>, <minMaps> in each queue)", n, got, 3*n)
	}
}

func BenchmarkParseFacts(b *testing.B) {
	src := []byte(factsFile(100000))
	b.ReportAllocs()
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		Parse(src, Options{})
	}
}

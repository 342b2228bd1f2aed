package simulate

import (
	"fmt"
	"strings"
	"testing"
)

// benchTree is 4 parents of 5 leaves each, weights 1-4.
func benchTree() string {
	var b strings.Builder
	for p := range 4 {
		fmt.Fprintf(&b, "<queue name=\"p%d\"><weight>%d</weight>\n", p, p+1)
		for l := range 5 {
			fmt.Fprintf(&b, "<queue name=\"l%d\"><weight>%d</weight></queue>\n", l, l%3+1)
		}
		b.WriteString("</queue>\n")
	}
	return b.String()
}

// benchLoad is 200 nodes of 1000 one-GB containers each and 200 apps (10
// per leaf) that want 200,000 containers between them.
func benchLoad() *Load {
	const gb = 1024
	l := &Load{Nodes: []NodeGroup{{Count: 200, Resources: res(1000*gb, 1000)}}}
	for p := range 4 {
		for q := range 5 {
			for a := range 10 {
				l.Apps = append(l.Apps, App{ID: fmt.Sprintf("application_1_%02d%d%d", p, q, a),
					Queue: fmt.Sprintf("p%d.l%d", p, q), User: "u", Container: res(gb, 1), Containers: 1000})
			}
		}
	}
	return l
}

// BenchmarkConverge200k places 200,000 containers on 200 nodes, one per
// heartbeat; it reports containers per second.
func BenchmarkConverge200k(b *testing.B) {
	tree, load := benchTree(), benchLoad()
	settings := map[string]string{"yarn.scheduler.maximum-allocation-mb": "1048576"}
	b.ReportAllocs()
	placed := 0
	for b.Loop() {
		s := newSim(b, "<queueMaxAMShareDefault>-1</queueMaxAMShareDefault>"+tree, load, settings)
		r := s.Converge()
		placed += r.Containers
	}
	b.ReportMetric(float64(placed)/b.Elapsed().Seconds(), "containers/s")
}

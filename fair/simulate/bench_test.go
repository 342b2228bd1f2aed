package simulate

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/simcore"
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

// timedLoad is nodes of 64 GB and apps of one-GB containers, spread over
// the 20 leaves of benchTree, arriving evenly over spreadS seconds, each
// container running runtimeS seconds.
func timedLoad(nodes, apps, perApp int, spreadS, runtimeS float64) *Load {
	const gb = 1024
	l := &Load{Nodes: []NodeGroup{{Count: nodes, Resources: res(64*gb, 64)}}}
	for i := range apps {
		l.Apps = append(l.Apps, App{ID: fmt.Sprintf("application_1_%06d", i),
			Queue: fmt.Sprintf("p%d.l%d", i%4, i/4%5), User: "u", Container: res(gb, 1), Containers: perApp,
			Start: spreadS * float64(i) / float64(apps), RuntimeSeconds: runtimeS})
	}
	return l
}

// benchTimed simulates load for seconds and reports containers placed per
// second of real time.
// It fails unless every app has finished by then and, when want > 0,
// exactly want containers were placed.
func benchTimed(b *testing.B, load *Load, seconds int64, want int) {
	tree := "<queueMaxAMShareDefault>-1</queueMaxAMShareDefault>" + benchTree()
	b.ReportAllocs()
	placed := 0
	for b.Loop() {
		s := newSim(b, tree, load, nil)
		r := s.Run(simcore.RunOptions{DurationMS: seconds * 1000})
		placed += r.Containers
		if want > 0 && r.Containers != want {
			b.Fatalf("%d containers placed, want %d", r.Containers, want)
		}
		for _, a := range r.Apps {
			if a.StoppedBy != simcore.StoppedFinished {
				b.Fatalf("app %s did not finish: %s", a.ID, a.StoppedBy)
			}
		}
	}
	b.ReportMetric(float64(placed)/b.Elapsed().Seconds(), "containers/s")
}

// hourLoad finishes within its first hour: 200 apps of 100 containers
// arriving over 30 minutes on 200 nodes, each container running 5 minutes.
func hourLoad(nodes int) *Load { return timedLoad(nodes, 200, 100, 1800, 300) }

// BenchmarkHourLoad1h and BenchmarkHourLoad24h simulate the same load
// that is over within the first hour for 1 h and for 24 h: the day should
// cost at most twice the hour.
func BenchmarkHourLoad1h(b *testing.B)  { benchTimed(b, hourLoad(200), 3600, 20000) }
func BenchmarkHourLoad24h(b *testing.B) { benchTimed(b, hourLoad(200), 24*3600, 20000) }

// BenchmarkNodes500 and BenchmarkNodes5000 simulate the same hour of load
// on 500 and on 5,000 nodes: the larger cluster should cost at most 3×.
func BenchmarkNodes500(b *testing.B) {
	benchTimed(b, timedLoad(500, 400, 250, 3000, 600), 3600, 100000)
}
func BenchmarkNodes5000(b *testing.B) {
	benchTimed(b, timedLoad(5000, 400, 250, 3000, 600), 3600, 100000)
}

// BenchmarkDay5000x1M is a day of a 5,000-node cluster placing 1,000,000
// containers: 2,000 apps of 500 arriving over 20 hours, 10 minutes each.
// The target is 30 s on one core (GOMAXPROCS=1).
func BenchmarkDay5000x1M(b *testing.B) {
	benchTimed(b, timedLoad(5000, 2000, 500, 20*3600, 600), 24*3600, 1000000)
}

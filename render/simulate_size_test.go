package render

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/fair/simulate"
	"github.com/fairsched/fairsched/xmlconf"
)

// finishedLoad is 40 nodes and 80 apps spread over 4 queues, arriving over
// 10 minutes, each container running 5 minutes: it is over within the
// first half hour.
func finishedLoad() (*xmlconf.Allocations, *simulate.Load, error) {
	a := xmlconf.Parse([]byte(`<allocations><queueMaxAMShareDefault>-1</queueMaxAMShareDefault>
		<queue name="a"><queue name="x"/><queue name="y"/></queue><queue name="b"/><queue name="c"/></allocations>`), xmlconf.Options{})
	var apps []string
	for i := range 80 {
		apps = append(apps, fmt.Sprintf(`{"id": "app_%02d", "queue": "%s", "user": "u", "start": %d, "runtime": 300,
			"container": {"memory-mb": 1024, "vcores": 1}, "containers": 50}`, i, []string{"a.x", "a.y", "b", "c"}[i%4], i*600/80))
	}
	l, err := load.Decode([]byte(`{"nodes": [{"count": 40, "resources": {"memory-mb": 65536, "vcores": 64}}],
		"apps": [` + strings.Join(apps, ",") + `]}`))
	return a, l, err
}

// simulateJSONSize simulates finishedLoad for the given time and returns
// the size of its JSON.
func simulateJSONSize(tb testing.TB, seconds int64) int64 {
	a, l, err := finishedLoad()
	if err != nil {
		tb.Fatal(err)
	}
	s, err := simulate.New(a, l, simulate.DefaultConfig(a.Types))
	if err != nil {
		tb.Fatal(err)
	}
	r := s.Run(simcore.RunOptions{DurationMS: seconds * 1000})
	var n countingWriter
	if err := SimulateJSON(&n, r); err != nil {
		tb.Fatal(err)
	}
	return int64(n)
}

type countingWriter int64

func (c *countingWriter) Write(p []byte) (int, error) {
	*c += countingWriter(len(p))
	return len(p), nil
}

var _ io.Writer = (*countingWriter)(nil)

// A day of a load that is over within its first hour writes at most twice
// the JSON of the hour: idle time adds no samples.
func TestSimulateJSONGrowsWithEvents(t *testing.T) {
	hour, day := simulateJSONSize(t, 3600), simulateJSONSize(t, 24*3600)
	if day > 2*hour {
		t.Errorf("24 h: %d bytes of JSON, 1 h: %d; want at most twice", day, hour)
	}
	t.Logf("1 h: %d bytes, 24 h: %d bytes", hour, day)
}

// BenchmarkSimulateJSON1h and BenchmarkSimulateJSON24h simulate and write
// the same finished load over 1 h and 24 h; they report the JSON's size.
func BenchmarkSimulateJSON1h(b *testing.B)  { benchSimulateJSON(b, 3600) }
func BenchmarkSimulateJSON24h(b *testing.B) { benchSimulateJSON(b, 24*3600) }

func benchSimulateJSON(b *testing.B, seconds int64) {
	b.ReportAllocs()
	var size int64
	for b.Loop() {
		size = simulateJSONSize(b, seconds)
	}
	b.ReportMetric(float64(size), "bytes")
}

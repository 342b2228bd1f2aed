package lint

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/internal/synth"
	"github.com/fairsched/fairsched/xmlconf"
)

// BenchmarkRun measures Run, the rules of a lint run without the read,
// on generated allocation files of every shape (synth.Shapes; "corpus"
// built from the corpus files) of 10,000 queues: its CPU and the bytes it
// allocates, which the command pays as page faults (the collector is off).
// BENCH_SHAPES and BENCH_SIZES (comma-separated) choose others.
func BenchmarkRun(b *testing.B) {
	for _, shape := range benchEnv("BENCH_SHAPES", synth.ShapeNames()) {
		for _, n := range benchEnv("BENCH_SIZES", []string{"10000"}) {
			b.Run(shape+"/"+n, func(b *testing.B) {
				src := synthFile(b, shape, n)
				a := xmlconf.Parse(src, xmlconf.Options{})
				b.ReportAllocs()
				for b.Loop() {
					Run("fair-scheduler.xml", a, Options{})
				}
			})
		}
	}
}

// synthFile returns a generated allocation file of the shape with n queues.
func synthFile(b *testing.B, shape, n string) []byte {
	b.Helper()
	queues, err := strconv.Atoi(n)
	if err != nil {
		b.Fatal(err)
	}
	write := synth.Shapes[shape]
	if shape == "corpus" {
		write = synth.Corpus(filepath.Join("..", "testdata", "fair-scheduler", "corpus"))
	}
	if write == nil {
		b.Fatalf("no shape %q", shape)
	}
	var buf bytes.Buffer
	if err := write(&buf, queues); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes()
}

// benchEnv is the comma-separated list in the environment variable, or all.
func benchEnv(env string, all []string) []string {
	if v := os.Getenv(env); v != "" {
		return strings.Split(v, ",")
	}
	return all
}

package cmd_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/cmd"
	"github.com/fairsched/fairsched/internal/synth"
)

// benchFile writes a synthetic allocation file of n queues in the given
// shape (see synth.Shapes) into a temp dir.
func benchFile(b *testing.B, shape string, n int) string {
	b.Helper()
	write := synth.Shapes[shape]
	if shape == "corpus" {
		write = synth.Corpus(filepath.Join("..", "testdata", "fair-scheduler", "corpus"))
	}
	var buf bytes.Buffer
	if err := write(&buf, n); err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(b.TempDir(), "fair-scheduler.xml")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

// benchCommand runs one command, through Execute as the binary does, on
// generated files of every shape with 50 (the start-up case: everything but
// the process start itself, which scripts/bench.sh measures), 10,000 and
// 100,000 queues. BENCH_SHAPES and BENCH_SIZES (comma-separated) narrow it.
func benchCommand(b *testing.B, args func(file string) []string) {
	for _, shape := range benchList("BENCH_SHAPES", synth.ShapeNames()) {
		for _, n := range benchList("BENCH_SIZES", []string{"50", "10000", "100000"}) {
			b.Run(shape+"/"+n, func(b *testing.B) {
				runCommand(b, benchFile(b, shape, atoi(b, n)), args)
			})
		}
	}
}

// runCommand runs the command on file b.N times.
func runCommand(b *testing.B, file string, args func(file string) []string) {
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var out, errOut bytes.Buffer
		io := &cmd.IO{Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
		if code := cmd.Execute(args(file), io); code > 1 {
			b.Fatalf("exit %d: %s", code, errOut.String())
		}
	}
}

// benchList is the comma-separated list in the environment variable, or all.
func benchList(env string, all []string) []string {
	if v := os.Getenv(env); v != "" {
		return strings.Split(v, ",")
	}
	return all
}

func atoi(b *testing.B, s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		b.Fatal(err)
	}
	return n
}

// BenchmarkLintCommand measures `fairsched lint` end to end.
func BenchmarkLintCommand(b *testing.B) {
	benchCommand(b, func(f string) []string { return []string{"lint", f} })
}

// BenchmarkSharesCommand measures `fairsched shares` end to end.
func BenchmarkSharesCommand(b *testing.B) {
	benchCommand(b, func(f string) []string {
		return []string{"shares", f, "--cluster", "1048576 mb, 1024 vcores", "--format", "json"}
	})
}

// BenchmarkCapacityCommands measures `fairsched lint` and `fairsched
// shares` end to end on generated capacity-scheduler.xml files of 10,000
// and 100,000 queues (BENCH_SIZES narrows them), read as Hadoop 3.4 with a
// cluster, as scripts/bench-capacity.sh runs them beside xmllint.
func BenchmarkCapacityCommands(b *testing.B) {
	for _, n := range benchList("BENCH_SIZES", []string{"10000", "100000"}) {
		var buf bytes.Buffer
		if err := synth.Capacity(&buf, atoi(b, n)); err != nil {
			b.Fatal(err)
		}
		path := filepath.Join(b.TempDir(), "capacity-scheduler.xml")
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			b.Fatal(err)
		}
		for _, command := range []string{"lint", "shares"} {
			b.Run(command+"/"+n, func(b *testing.B) {
				runCommand(b, path, func(f string) []string {
					return []string{command, f, "--hadoop-version", "3.4", "--cluster", "1048576 mb, 1024 vcores"}
				})
			})
		}
	}
}

package cmd_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/fairsched/fairsched/cmd"
	"github.com/fairsched/fairsched/internal/synth"
)

// benchFile writes a synthetic allocation file of n queues into a temp dir.
func benchFile(b *testing.B, n int) string {
	b.Helper()
	var buf bytes.Buffer
	if err := synth.Allocations(&buf, n); err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(b.TempDir(), "fair-scheduler.xml")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

// benchCommand runs one command on generated files of 50 (the start-up
// case: everything but the process start itself, which scripts/bench.sh
// measures), 10,000 and 100,000 queues.
func benchCommand(b *testing.B, args func(file string) []string) {
	for _, n := range []int{50, 10000, 100000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			file := benchFile(b, n)
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				var out, errOut bytes.Buffer
				io := &cmd.IO{Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
				if code := cmd.Execute(args(file), io); code > 1 {
					b.Fatalf("exit %d: %s", code, errOut.String())
				}
			}
		})
	}
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

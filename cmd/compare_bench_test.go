package cmd_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/fairsched/fairsched/cmd"
	"github.com/fairsched/fairsched/internal/synth"
)

// benchCapacityFile writes the capacity file matching benchFile's n queues.
func benchCapacityFile(b *testing.B, n int) string {
	b.Helper()
	var buf bytes.Buffer
	if err := synth.Capacity(&buf, n); err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(b.TempDir(), "capacity-scheduler.xml")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkCompareVsShares runs `compare --format json` and `shares
// --format json` on the same 10,000-queue allocation file (Hadoop 3.4, which
// accepts the generated same-named leaves); the target is compare within 2×
// of shares (scripts/bench-compare-cmd.sh measures the binaries).
func BenchmarkCompareVsShares(b *testing.B) {
	const n = 10000
	fair := benchFile(b, "restrictive", n)
	cs := benchCapacityFile(b, n)
	cluster := "1048576 mb, 1024 vcores"
	for _, c := range []struct {
		name string
		args []string
	}{
		{"shares", []string{"shares", fair, "--cluster", cluster, "--format", "json", "--hadoop-version", "3.4"}},
		{"compare", []string{"compare", fair, cs, "--cluster", cluster, "--format", "json", "--hadoop-version", "3.4"}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				var out, errOut bytes.Buffer
				io := &cmd.IO{Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
				// 1 is a finished run with findings (the generated pair
				// has some): only a run that could not finish fails.
				if code := cmd.Execute(c.args, io); code > 1 {
					b.Fatalf("exit %d: %s", code, errOut.String())
				}
			}
		})
	}
}

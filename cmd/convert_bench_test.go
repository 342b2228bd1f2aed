package cmd_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/fairsched/fairsched/cmd"
)

// BenchmarkConvertVsShares runs `convert --to capacity --format json` and
// `shares --format json` on the same 10,000-queue allocation file (Hadoop
// 3.4); the target is convert within 2× of shares
// (scripts/bench-convert.sh measures the binaries).
func BenchmarkConvertVsShares(b *testing.B) {
	const n = 10000
	fair := benchFile(b, "restrictive", n)
	cluster := "1048576 mb, 1024 vcores"
	for _, c := range []struct {
		name string
		args []string
	}{
		{"shares", []string{"shares", fair, "--cluster", cluster, "--format", "json", "--hadoop-version", "3.4"}},
		{"convert", []string{"convert", fair, "--to", "capacity", "--cluster", cluster, "--format", "json", "--hadoop-version", "3.4", "--fail-on", "never"}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				var out, errOut bytes.Buffer
				io := &cmd.IO{Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
				if code := cmd.Execute(c.args, io); code != 0 {
					b.Fatalf("exit %d: %s", code, errOut.String())
				}
			}
		})
	}
}

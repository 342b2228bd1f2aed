package cmd_test

import (
	"bytes"
	goio "io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/cmd"
	"github.com/fairsched/fairsched/internal/synth"
)

// benchPair writes a synthetic 10,000-queue file and a changed copy: one
// department's weight and a new queueMaxAMShareDefault, which moves the
// shares of many queues and a setting of every leaf, the worst case for
// the size of the comparison.
func benchPair(b *testing.B, n int) (string, string) {
	b.Helper()
	var buf bytes.Buffer
	if err := synth.Allocations(&buf, n); err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	old, new := filepath.Join(dir, "old.xml"), filepath.Join(dir, "new.xml")
	changed := strings.Replace(buf.String(), "<weight>1</weight>", "<weight>5</weight>", 1)
	changed = strings.Replace(changed, "<allocations>", "<allocations>\n  <queueMaxAMShareDefault>0.3</queueMaxAMShareDefault>", 1)
	if os.WriteFile(old, buf.Bytes(), 0o644) != nil || os.WriteFile(new, []byte(changed), 0o644) != nil {
		b.Fatal("cannot write the bench files")
	}
	return old, new
}

// execute runs fairsched with stdout thrown away, as a shell redirect to
// /dev/null would: the cost of growing a buffer for megabytes of output is
// not the command's.
func execute(b *testing.B, args ...string) {
	var errOut bytes.Buffer
	io := &cmd.IO{Out: goio.Discard, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
	if code := cmd.Execute(args, io); code > 1 {
		b.Fatalf("exit %d: %s", code, errOut.String())
	}
}

const benchCluster = "1048576 mb, 1024 vcores"

// BenchmarkDiffPair measures `fairsched diff --format json` on a
// 10,000-queue pair; compare with BenchmarkSharesPair, the time of
// `shares --format json` on both files (the target is under 2×).
func BenchmarkDiffPair(b *testing.B) {
	old, new := benchPair(b, 10000)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		execute(b, "diff", old, new, "--cluster", benchCluster, "--format", "json")
	}
}

// BenchmarkSharesPair measures `shares --format json` on both files of the
// pair BenchmarkDiffPair compares.
func BenchmarkSharesPair(b *testing.B) {
	old, new := benchPair(b, 10000)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		execute(b, "shares", old, "--cluster", benchCluster, "--format", "json")
		execute(b, "shares", new, "--cluster", benchCluster, "--format", "json")
	}
}

package cmd_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var (
	hadoopComment  = regexp.MustCompile(`fairsched:hadoop (\S+)`)
	messageComment = regexp.MustCompile(`<!-- message: (.*) -->`)
)

// TestDiffRefreshVerdicts runs `fairsched diff old.xml new.xml` on every
// pair of testdata/capacity/refresh (many re-expressed from Hadoop's
// refresh tests) and testdata/capacity/refresh-validator (Hadoop's
// TestCapacitySchedulerConfigValidator), each at its release, and checks
// Hadoop's verdict: a pair Hadoop refuses (a want comment, or "verdict:
// refused") makes diff exit 1 naming the refusal; any other exits 0.
func TestDiffRefreshVerdicts(t *testing.T) {
	news, _ := filepath.Glob("../testdata/capacity/refresh/*/*/new.xml")
	validator, _ := filepath.Glob("../testdata/capacity/refresh-validator/*/new.xml")
	if len(news) < 10 || len(validator) < 10 {
		t.Fatalf("%d refresh pairs and %d validator pairs found", len(news), len(validator))
	}
	for _, n := range append(news, validator...) {
		dir := filepath.Dir(n)
		t.Run(filepath.Base(filepath.Dir(dir))+"/"+filepath.Base(dir), func(t *testing.T) {
			src, err := os.ReadFile(n)
			if err != nil {
				t.Fatal(err)
			}
			refused := strings.Contains(string(src), "<!-- want") || strings.Contains(string(src), "verdict: refused")
			args := []string{"diff", filepath.Join(dir, "old.xml"), n}
			if m := hadoopComment.FindStringSubmatch(string(src)); m != nil {
				args = append(args, "--hadoop-version", m[1])
			}
			out, stderr, code := run(t, "", args...)
			if refused && (code != 1 || !strings.Contains(stderr, "would refuse")) {
				t.Errorf("Hadoop refuses this change: exit %d, stderr %q", code, stderr)
			}
			if m := messageComment.FindStringSubmatch(string(src)); m != nil && !strings.Contains(out+stderr, m[1]) {
				t.Errorf("Hadoop's message %q is not shown:\n%s%s", m[1], out, stderr)
			}
			if !refused && code != 0 {
				t.Errorf("Hadoop accepts this change: exit %d, stderr %q", code, stderr)
			}
		})
	}
}

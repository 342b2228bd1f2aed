package cmd_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var hadoopComment = regexp.MustCompile(`fairsched:hadoop (\S+)`)

// TestDiffRefreshVerdicts runs `fairsched diff old.xml new.xml` on every
// pair of testdata/capacity/refresh (many re-expressed from Hadoop's
// refresh tests, which each pair's comment names) at the pair's release:
// a pair whose new.xml expects a finding is one Hadoop refuses, and diff
// exits 1 saying so; any other pair Hadoop accepts, and diff exits 0.
func TestDiffRefreshVerdicts(t *testing.T) {
	news, _ := filepath.Glob("../testdata/capacity/refresh/*/*/new.xml")
	if len(news) < 10 {
		t.Fatalf("%d refresh pairs found", len(news))
	}
	for _, n := range news {
		dir := filepath.Dir(n)
		t.Run(filepath.Base(filepath.Dir(dir))+"/"+filepath.Base(dir), func(t *testing.T) {
			src, err := os.ReadFile(n)
			if err != nil {
				t.Fatal(err)
			}
			refused := strings.Contains(string(src), "<!-- want")
			args := []string{"diff", filepath.Join(dir, "old.xml"), n}
			if m := hadoopComment.FindStringSubmatch(string(src)); m != nil {
				args = append(args, "--hadoop-version", m[1])
			}
			_, stderr, code := run(t, "", args...)
			if refused && (code != 1 || !strings.Contains(stderr, "on a running ResourceManager")) {
				t.Errorf("Hadoop refuses this change: exit %d, stderr %q", code, stderr)
			}
			if !refused && code != 0 {
				t.Errorf("Hadoop accepts this change: exit %d, stderr %q", code, stderr)
			}
		})
	}
}

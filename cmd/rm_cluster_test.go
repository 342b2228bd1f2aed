package cmd_test

import (
	"path/filepath"
	"strings"
	"testing"
)

// shares and lint --from-rm take the RM's root resources as the cluster
// when no --cluster is given (the figures are Hadoop 3.4's own for that
// RM: root.a 4 GiB, 4 vcores of 32 GiB, 32 vcores), say so, and --cluster
// overrides them.
func TestFromRMCluster(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/rm/conf-cluster")
	file := "../testdata/drift/capacity-3.4/capacity-scheduler.xml"
	want, _, _ := sharesRun(t, nil, "shares", file, "--cluster", "32768 mb, 32 vcores", "--hadoop-version", "3.4")
	wantJSON, _, _ := sharesRun(t, nil, "shares", file, "--cluster", "32768 mb, 32 vcores", "--hadoop-version", "3.4", "--format", "json")
	note := "cluster 32 GiB, 32 vcores: root's resources at the ResourceManager "
	for _, from := range []string{dir, rmServer(t, dir, 200, "")} {
		out, stderr, exit := sharesRun(t, nil, "shares", "--from-rm", from, "--hadoop-version", "3.4")
		head, table, _ := strings.Cut(out, "\n")
		if exit != 0 || !strings.HasPrefix(head, note) || table != want || !strings.Contains(table, "├─ a   12.5%  12.5%     50%  4 GiB, 4 vcores") {
			t.Errorf("shares --from-rm %s: exit %d: %s\n%s\nwant %q then\n%s", from, exit, stderr, out, note, want)
		}
		out, stderr, exit = sharesRun(t, nil, "shares", "--from-rm", from, "--hadoop-version", "3.4", "--format", "json")
		if exit != 0 || out != wantJSON || !strings.Contains(stderr, note) {
			t.Errorf("shares --from-rm %s --format json: exit %d: %s\n%s", from, exit, stderr, out)
		}
		out, stderr, exit = sharesRun(t, nil, "lint", "--from-rm", from, "--hadoop-version", "3.4")
		if exit != 0 || !strings.Contains(stderr, note) {
			t.Errorf("lint --from-rm %s: exit %d: %s\n%s", from, exit, stderr, out)
		}
	}
	out, _, exit := sharesRun(t, nil, "shares", "--from-rm", dir, "--hadoop-version", "3.4", "--cluster", "64 GiB, 64 vcores")
	if exit != 0 || strings.Contains(out, note) || !strings.Contains(out, "├─ a   12.5%  12.5%     50%  8 GiB, 8 vcores") {
		t.Errorf("--cluster does not override the RM's: exit %d\n%s", exit, out)
	}
}

// Without the scheduler response (a directory of scheduler-conf.json
// alone, or an RM that does not answer it), shares still asks for
// --cluster and lint runs without the cluster rules.
func TestFromRMClusterMissing(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/rm/conf")
	for _, from := range []string{dir, rmServer(t, dir, 200, "")} {
		_, stderr, exit := sharesRun(t, nil, "shares", "--from-rm", from)
		if exit != 2 || !strings.Contains(stderr, "--cluster is required (the ResourceManager's GET /ws/v1/cluster/scheduler gives no root resources") {
			t.Errorf("shares --from-rm %s: exit %d: %s", from, exit, stderr)
		}
		out, stderr, exit := sharesRun(t, nil, "lint", "--from-rm", from)
		if exit != 0 || strings.Contains(stderr, "cluster 1") || !strings.Contains(out, "user-limit-factor is 1") {
			t.Errorf("lint --from-rm %s: exit %d: %s\n%s", from, exit, stderr, out)
		}
	}
}

package convert

import (
	"strings"
	"testing"
)

// TestSizeBounds: without --cluster, an absolute maximum kept beside a
// weight capacity at 3.4 comes with the cluster sizes above which Hadoop
// lowers the guarantee to it; with --cluster, none (the cluster is
// checked instead).
func TestSizeBounds(t *testing.T) {
	src := "<allocations>\n  <queue name=\"a\">\n    <maxResources>10240 mb, 10 vcores</maxResources>\n  </queue>\n  <queue name=\"b\"/>\n</allocations>\n"
	count := func(r *Result) (n int, msg string) {
		for _, d := range r.Findings {
			if strings.Contains(d.Message, "on a cluster of more than") {
				n, msg = n+1, d.Message
			}
		}
		return n, msg
	}
	n, msg := count(run(t, src, "", "3.4", ModeWeight, nil))
	if n != 1 || !strings.Contains(msg, "capacity of 50% of the cluster") || !strings.Contains(msg, "more than 20480 mb or 20 vcores") {
		t.Errorf("without --cluster: %d findings: %s", n, msg)
	}
	if n, msg := count(run(t, src, "", "3.4", ModeWeight, []int64{16384, 16})); n != 0 {
		t.Errorf("with --cluster: %s", msg)
	}
}

package convert_test

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestSizeBounds: without --cluster, an absolute maximum kept beside a
// weight capacity at 3.4 comes with the cluster sizes above which Hadoop
// lowers the guarantee to it; with --cluster, none (the cluster is
// checked instead).
func TestSizeBounds(t *testing.T) {
	src := "<allocations>\n  <queue name=\"a\">\n    <maxResources>10240 mb, 10 vcores</maxResources>\n  </queue>\n  <queue name=\"b\"/>\n</allocations>\n"
	count := func(r *convert.Result) (n int, msg string) {
		for _, d := range r.Findings {
			if strings.Contains(d.Message, "on a cluster of more than") {
				n, msg = n+1, d.Message
			}
		}
		return n, msg
	}
	n, msg := count(run(t, src, "", "3.4", convert.ModeWeight, nil))
	if n != 1 || !strings.Contains(msg, "capacity of 50% of the cluster") || !strings.Contains(msg, "more than 20480 mb or 20 vcores") {
		t.Errorf("without --cluster: %d findings: %s", n, msg)
	}
	if n, msg := count(run(t, src, "", "3.4", convert.ModeWeight, []int64{16384, 16})); n != 0 {
		t.Errorf("with --cluster: %s", msg)
	}
}

// TestCustomTypeLimit: a maximum that limits a custom resource type gets
// the DominantResourceCalculator (the default one compares memory alone,
// and the limit would not be enforced), with a warning naming the type;
// without such a limit the calculator is left alone.
func TestCustomTypeLimit(t *testing.T) {
	for _, tc := range []struct {
		name, max string
		want      bool
	}{
		{"gpu limited", "memory-mb=204800, vcores=40, yarn.io/gpu=8", true},
		{"gpu percentage", "memory-mb=50%, vcores=50%, yarn.io/gpu=25%", true},
		{"no gpu limit", "memory-mb=50%, vcores=50%, yarn.io/gpu=100%", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "<allocations>\n  <queue name=\"ml\">\n    <maxResources>" + tc.max + "</maxResources>\n  </queue>\n  <queue name=\"b\"/>\n</allocations>\n"
			p := release(t, "3.4")
			a := xmlconf.Parse([]byte(src), xmlconf.Options{Hadoop: p, Types: resource.WithCustom("yarn.io/gpu")})
			r := worded(convert.Input{File: "fair.xml", Fair: a, Target: p})
			got := strings.HasSuffix(prop(r, capacity.Prefix+"resource-calculator"), "DominantResourceCalculator")
			warned := false
			for _, d := range r.Findings {
				warned = warned || strings.Contains(d.Message, "enforces only with the DominantResourceCalculator")
			}
			if got != tc.want || warned != tc.want {
				t.Errorf("calculator written %v, warning %v; want %v", got, warned, tc.want)
			}
		})
	}
}

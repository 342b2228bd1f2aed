package capacity

import (
	"math"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
)

// FuzzRead: reading any capacity-scheduler.xml, running every rule with a
// cluster and computing the shares never panic or hang, findings sit
// inside the input, and a file Hadoop accepts gets no negative guarantee.
func FuzzRead(f *testing.F) {
	f.Add(string(xmlOf("root.queues=a,b", "root.a.capacity=40", "root.b.capacity=60", "root.b.maximum-capacity=[memory=1024,vcores=1]")))
	f.Add(string(xmlOf("root.queues=a,b", "root.a.capacity=2w", "root.b.capacity=[memory=50%,vcores=1w]", "legacy-queue-mode.enabled=false")))
	f.Add(string(xmlOf("root.queues=a", "root.a.capacity=100", "queue-mappings=u:%user:root.a.%user,g::x", "mapping-rule-format=json",
		`mapping-rule-json={"rules":[{"type":"user","matches":"*","policy":"user","parentQueue":"root.a"}]}`)))
	f.Add(string(xmlOf("root.queues=a", "root.a.capacity=[memory=0]", "root.a.accessible-node-labels.x.capacity=150", "root.a.state=gone")))
	cluster := resource.Resource{1 << 20, 64}
	f.Fuzz(func(t *testing.T, src string) {
		for _, v := range []string{"3.1.0", "3.3.6", "3.4.0"} {
			p := profile(t, v)
			c, err := Read("f.xml", []byte(src), p)
			if err != nil {
				return
			}
			lines := int32(1)
			for _, b := range []byte(src) {
				if b == '\n' {
					lines++
				}
			}
			for _, fd := range allFindings(c, p, cluster) {
				if fd.Pos.Line < 0 || fd.Pos.Line > lines {
					t.Fatalf("finding %+v outside the input (%d lines)", fd, lines)
				}
			}
			if c.Refused() {
				continue
			}
			for _, s := range Shares(c, cluster, nil, nil) {
				if s.Guaranteed.Get(0) < 0 {
					t.Fatalf("%s guaranteed %v", s.Queue.Path, s.Guaranteed)
				}
			}
		}
	})
}

// FuzzFigures puts hostile values (fractions, exponents, overflowing
// amounts and units, NaN, -0, negatives) into a two-level tree and checks
// that no figure shares or tree shows is negative, NaN or overflowed on any
// release that accepts the file: fractions within [0, 1] of the parent's
// and resources within the cluster. In 3.4 the tree runs without the legacy
// queue mode, whose sum checks would refuse most of what the fuzzer writes.
func FuzzFigures(f *testing.F) {
	f.Add("[memory=1024.5,vcores=1]", "[memory=12345678901234567890123,vcores=1]", "-1", "-2147483648", "1")
	f.Add("100", "50", "1e38", "-7", "-3")
	f.Add("NaN", "NaN", "NaN", "2147483647", "NaN")
	f.Add("100", "-0", "100", "0x10", "-0")
	f.Add("[memory=8796093022207Gi,vcores=4294967297]", "50", "[memory=-1024,vcores=4]", "1", "-1")
	f.Add("2w", "[memory=50%,vcores=1w]", "[memory=9223372036854775807,vcores=2147483647]", "1", "-1")
	cluster := resource.Resource{1 << 20, 64}
	f.Fuzz(func(t *testing.T, capA, capB, maxA, maxApps, ulf string) {
		src := xmlOf("root.queues=p,b", "root.p.capacity=50", "root.p.queues=a", "root.p.maximum-capacity=80",
			"root.p.a.capacity="+capA, "root.b.capacity="+capB, "root.p.a.maximum-capacity="+maxA,
			"maximum-applications="+maxApps, "root.p.a.user-limit-factor="+ulf, "root.b.minimum-user-limit-percent="+ulf,
			"root.b.maximum-am-resource-percent="+ulf, "legacy-queue-mode.enabled=false")
		for _, v := range []string{"3.1.0", "3.3.6", "3.4.0"} {
			c, err := Read("f.xml", src, profile(t, v))
			if err != nil || c.Refused() {
				continue
			}
			for _, s := range Shares(c, cluster, nil, nil) {
				checkShown(t, v, &s, cluster)
			}
		}
	})
}

// checkShown fails on a figure shares would print negative, NaN or
// beyond the cluster.
func checkShown(t *testing.T, release string, s *Share, cluster resource.Resource) {
	t.Helper()
	for name, f := range map[string]float32{"capacity": s.Capacity, "absolute": s.AbsCapacity, "absolute maximum": s.AbsMaxCapacity} {
		if f != f || math.Signbit(float64(f)) || name == "absolute maximum" && f > 1 {
			t.Fatalf("%s %s: %s %v", release, s.Queue.Path, name, f)
		}
	}
	for name, r := range map[string]resource.Resource{"guaranteed": s.Guaranteed, "maximum": s.Maximum, "AM limit": s.AMLimit, "user limit": s.UserLimit, "user AM limit": s.UserAMLimit} {
		for i, v := range r {
			if v < 0 || i < len(cluster) && v > cluster[i] && name == "maximum" {
				t.Fatalf("%s %s: %s %v on %v", release, s.Queue.Path, name, r, cluster)
			}
		}
	}
	if s.MaxApplications < 0 || s.MaxApplicationsPerUser < 0 {
		t.Fatalf("%s %s: applications %d, per user %d", release, s.Queue.Path, s.MaxApplications, s.MaxApplicationsPerUser)
	}
}

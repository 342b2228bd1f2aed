package capacity

import (
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

const gb = 1024

func results(t *testing.T, c *Config, cluster resource.Resource) map[string]Result {
	t.Helper()
	if c.Refused() {
		t.Fatalf("refused: %+v", c.Facts)
	}
	m := map[string]Result{}
	for _, r := range Compute(c, cluster, nil) {
		m[r.Queue.Path] = r
	}
	return m
}

// TestCSQueueUtilsFigures re-expresses the no-usage figures of Hadoop's
// TestCSQueueUtils: testAbsoluteMaxAvailCapacityNoUse (L1Q1 capacity and
// maximum 90: absolute maximum 0.9) and testAbsoluteMaxAvailCapacityWithUse
// (L1Q1 80/80, L1Q2 20/100, L2Q1 and L2Q2 50/50 under L1Q1: L2Q2's absolute
// maximum 0.4 with no usage).
func TestCSQueueUtilsFigures(t *testing.T) {
	cluster := resource.Resource{100 * 16 * gb, 100 * 32}
	noUse := results(t, mustRead(t, "3.3.6", "root.queues=L1Q1,L1Q2", "root.L1Q1.capacity=90", "root.L1Q1.maximum-capacity=90", "root.L1Q2.capacity=10",
		"root.L1Q1.queues=x", "root.L1Q1.x.capacity=100"), cluster)
	if got := noUse["root.L1Q1"].AbsMaxCapacity; got != 0.9 {
		t.Errorf("NoUse: L1Q1 absolute maximum %v, want 0.9", got)
	}
	withUse := results(t, mustRead(t, "3.3.6", "root.queues=L1Q1,L1Q2",
		"root.L1Q1.capacity=80", "root.L1Q1.maximum-capacity=80",
		"root.L1Q2.capacity=20", "root.L1Q2.maximum-capacity=100",
		"root.L1Q1.queues=L2Q1,L2Q2",
		"root.L1Q1.L2Q1.capacity=50", "root.L1Q1.L2Q1.maximum-capacity=50",
		"root.L1Q1.L2Q2.capacity=50", "root.L1Q1.L2Q2.maximum-capacity=50"), cluster)
	if got := withUse["root.L1Q1.L2Q2"].AbsMaxCapacity; got != 0.4 {
		t.Errorf("WithUse: L2Q2 absolute maximum %v, want 0.4", got)
	}
	if got := withUse["root.L1Q1.L2Q2"].AbsCapacity; got != 0.4 {
		t.Errorf("WithUse: L2Q2 absolute capacity %v, want 0.4", got)
	}
}

// TestArithmetic checks the float fractions and the truncating
// Resources.multiply by hand.
func TestArithmetic(t *testing.T) {
	cluster := resource.Resource{10000, 7}
	tests := []struct {
		name, release string
		props         []string
		queue         string
		guaranteed    resource.Resource
		maximum       resource.Resource
		maxApps       int32
	}{
		// 33.3f / 100 is the float 0.33300000429; × 10000 in double is
		// 3330.00004, truncated to 3330; × 7 = 2.33 → 2; maximum 50% → 5000, 3.
		{"percentage truncates", "3.3.6",
			[]string{"root.queues=a,b", "root.a.capacity=33.3", "root.a.maximum-capacity=50", "root.b.capacity=66.7"},
			"root.a", resource.Resource{3330, 2}, resource.Resource{5000, 3}, 3330},
		// weights 1.5 and 1: 1.5/2.5 = 0.6 → 6000 MB, 4 vcores.
		{"weight share", "3.4.0",
			[]string{"root.queues=a,b", "root.a.capacity=1.5w", "root.b.capacity=1w"},
			"root.a", resource.Resource{6000, 4}, resource.Resource{10000, 7}, 6000},
		// nested: 50% of 50% = 0.25; max 40% of parent's 60% = 0.24.
		{"nested", "3.3.6",
			[]string{"root.queues=p,q", "root.p.capacity=50", "root.p.maximum-capacity=60", "root.q.capacity=50",
				"root.p.queues=x,y", "root.p.x.capacity=20", "root.p.x.maximum-capacity=40", "root.p.y.capacity=80"},
			"root.p.x", resource.Resource{1000, 0}, resource.Resource{2400, 1}, 1000},
		{"absolute", "3.3.6",
			[]string{"root.queues=a", "root.a.capacity=[memory=4096,vcores=3]", "root.a.maximum-capacity=[memory=8192,vcores=5]"},
			"root.a", resource.Resource{4096, 3}, resource.Resource{8192, 5}, 4096},
		{"maximum-applications set", "3.3.6",
			[]string{"root.queues=a", "root.a.capacity=100", "root.a.maximum-applications=7"},
			"root.a", resource.Resource{10000, 7}, resource.Resource{10000, 7}, 7},
		{"global-queue-max-application", "3.3.6",
			[]string{"root.queues=a,b", "root.a.capacity=1", "root.b.capacity=99", "global-queue-max-application=50"},
			// 0.01f is 0.0099999998: 99.999998 MB truncates to 99.
			"root.a", resource.Resource{99, 0}, resource.Resource{10000, 7}, 50},
		// The 3.0 line does not read global-queue-max-application:
		// (int)(10000 × 0.01f) in float is 100.
		{"global-queue-max-application before 3.1", "3.0.0",
			[]string{"root.queues=a,b", "root.a.capacity=1", "root.b.capacity=99", "global-queue-max-application=50"},
			"root.a", resource.Resource{99, 0}, resource.Resource{10000, 7}, 100},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := results(t, mustRead(t, tt.release, tt.props...), cluster)[tt.queue]
			if !equal(r.Guaranteed, tt.guaranteed) || !equal(r.Maximum, tt.maximum) || r.MaxApplications != tt.maxApps {
				t.Errorf("guaranteed %v maximum %v maxApps %d, want %v %v %d", r.Guaranteed, r.Maximum, r.MaxApplications, tt.guaranteed, tt.maximum, tt.maxApps)
			}
		})
	}
}

func equal(a, b resource.Resource) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestUserLimits: per-user applications are min(maxApps,
// (int)(maxApps × minimum-user-limit-percent/100 × user-limit-factor)),
// all of maxApps with user-limit-factor -1.
func TestUserLimits(t *testing.T) {
	c := mustRead(t, "3.4.0", "root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50",
		"root.a.minimum-user-limit-percent=25", "root.b.user-limit-factor=-1", "maximum-am-resource-percent=0.5")
	m := results(t, c, resource.Resource{10000, 10})
	if got := m["root.a"].MaxApplicationsPerUser; got != 1250 {
		t.Errorf("a per user %d, want 1250 (5000 × 0.25 × 1)", got)
	}
	if got := m["root.b"].MaxApplicationsPerUser; got != 5000 {
		t.Errorf("b per user %d, want 5000", got)
	}
	// The AM limit is of the current limit, the maximum 10000 MB rounded
	// down to 1024: 9216 × 0.5 = 4608, rounded up to 5120; vcores 1 (the
	// default calculator's createResource).
	for _, s := range Shares(c, resource.Resource{10000, 10}, nil, nil) {
		if s.Queue.Path == "root.a" && !equal(s.AMLimit, resource.Resource{5120, 1}) {
			t.Errorf("a AM limit %v, want [5120 1]", s.AMLimit)
		}
	}
}

// TestUniformQueueResourceCalculation re-expresses Hadoop 3.4's
// TestUniformQueueResourceCalculation: testWeightResourceCalculation
// (weights A 3, B 6, A1 2, A2 3, A11 5, A12 8 on 250 GB, 40 vcores; each
// effective minimum multiplyRound(cluster, product of the float-normalised
// weights)) and testPercentageResourceCalculation (A 30, B 70, A1 17, A2 83,
// A11 25, A12 75 on 10 GB, 20 vcores; multiplyFloor). The figures are worked
// by hand: e.g. B = round(256000 × 0.6666667f) = 170667 and round(40 ×
// 0.6666667f) = 27, where the legacy truncation would give 170666 and 26.
func TestUniformQueueResourceCalculation(t *testing.T) {
	tree := func(a, b, a1, a2, a11, a12 string) []string {
		return []string{"root.queues=a,b", "root.a.queues=a1,a2", "root.a.a1.queues=a11,a12",
			"root.a.capacity=" + a, "root.b.capacity=" + b, "root.a.a1.capacity=" + a1, "root.a.a2.capacity=" + a2,
			"root.a.a1.a11.capacity=" + a11, "root.a.a1.a12.capacity=" + a12, "legacy-queue-mode.enabled=false"}
	}
	tests := []struct {
		name    string
		props   []string
		cluster resource.Resource
		want    map[string]resource.Resource
	}{
		{"testWeightResourceCalculation", tree("3w", "6w", "2w", "3w", "5w", "8w"), resource.Resource{250 * gb, 40},
			map[string]resource.Resource{"root.a": {85333, 13}, "root.b": {170667, 27}, "root.a.a1": {34133, 5},
				"root.a.a2": {51200, 8}, "root.a.a1.a11": {13128, 2}, "root.a.a1.a12": {21005, 3}}},
		{"testPercentageResourceCalculation", tree("30", "70", "17", "83", "25", "75"), resource.Resource{10 * gb, 20},
			map[string]resource.Resource{"root.a": {3072, 6}, "root.b": {7168, 14}, "root.a.a1": {522, 1},
				"root.a.a2": {2549, 4}, "root.a.a1.a11": {130, 0}, "root.a.a1.a12": {391, 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := results(t, mustRead(t, "3.4.0", tt.props...), tt.cluster)
			for q, w := range tt.want {
				if got := m[q].Guaranteed; !equal(got, w) {
					t.Errorf("%s effective minimum %v, want %v", q, got, w)
				}
			}
		})
	}
}

// TestLegacyFloatTruncation: before the 3.4 calculators (and in 3.4's
// default legacy queue mode) 70% is the float 0.69999999 and
// Resources.multiply truncates: 7167 MB and 13 vcores of 10 GB, 20 vcores,
// where testPercentageResourceCalculation's new calculator gives 7168 and 14.
func TestLegacyFloatTruncation(t *testing.T) {
	for _, v := range []string{"3.3.6", "3.4.0"} {
		m := results(t, mustRead(t, v, "root.queues=a,b", "root.a.capacity=30", "root.b.capacity=70"), resource.Resource{10 * gb, 20})
		if got := m["root.b"].Guaranteed; !equal(got, resource.Resource{7167, 13}) {
			t.Errorf("%s: root.b %v, want [7167 13]", v, got)
		}
	}
}

// TestDominantAMLimit: with the DominantResourceCalculator every type of
// the AM limit is (long) Math.ceil((float)(amount × percent)) rounded up to
// the minimum allocation; with the default one memory is (long)(amount ×
// percent + 0.5) rounded up, and vcores 1.
func TestDominantAMLimit(t *testing.T) {
	props := []string{"root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50", "root.a.maximum-am-resource-percent=0.15"}
	for _, tt := range []struct {
		calc string
		want resource.Resource
	}{
		{"org.apache.hadoop.yarn.util.resource.DominantResourceCalculator", resource.Resource{2048, 2}},
		{"org.apache.hadoop.yarn.util.resource.DefaultResourceCalculator", resource.Resource{2048, 1}},
	} {
		c := mustRead(t, "3.3.6", append(props, "resource-calculator="+tt.calc)...)
		for _, s := range Shares(c, resource.Resource{10240, 10}, nil, nil) {
			if s.Queue.Path == "root.a" && !equal(s.AMLimit, tt.want) {
				t.Errorf("%s: AM limit %v, want %v (0.15 of 10240 MB, 10 vcores)", tt.calc, s.AMLimit, tt.want)
			}
		}
	}
}

// TestWhyScaledDown: an absolute guarantee the parent cannot give in full
// says it was scaled down.
func TestWhyScaledDown(t *testing.T) {
	c := mustRead(t, "3.3.6", "root.queues=a,b", "root.a.capacity=[memory=8192,vcores=8]", "root.b.capacity=[memory=8192,vcores=8]")
	s := Shares(c, resource.Resource{8192, 8}, nil, nil)[1]
	if got := s.Why(WhyGuaranteed); got != "capacity [memory=8192,vcores=8], scaled down: root has less than its children's minimums" || s.Guaranteed[0] != 4096 {
		t.Errorf("why %q, guaranteed %v", got, s.Guaranteed)
	}
}

// A cluster size that names fewer types than the file has is 0 of the
// others, not an index out of range.
func TestComputeClusterWithFewerTypes(t *testing.T) {
	c, err := Read("cs.xml", []byte(`<configuration>
<property><name>yarn.scheduler.capacity.root.queues</name><value>a</value></property>
<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>100</value></property>
</configuration>`), hadoop.DefaultProfile())
	if err != nil {
		t.Fatal(err)
	}
	res := Compute(c, resource.Resource{16384, 16}, resource.ResourceTypes{resource.MemoryMB, "vcores", "yarn.io/gpu"})
	if len(res) != 2 || res[1].Guaranteed.Get(0) != 16384 || res[1].Guaranteed.Get(2) != 0 {
		t.Errorf("got %+v", res)
	}
}

package compute

import (
	"fmt"
	"math"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestIntShares compares one split in long arithmetic (3.1.2, 3.2.1 and
// later) with the int arithmetic of earlier releases. The expected figures
// are worked by hand: while every sum stays below 2^31 the two agree; from
// 2^31 up an int share saturates at 2^31-1 and the wrapped int sum never
// reaches the target (Hadoop doubles its bound forever, YARN-8833; here
// the shares are those at +Inf, the max share cast to int).
func TestIntShares(t *testing.T) {
	unbounded := func(w float32) Schedulable { return Schedulable{Weight: w, Max: math.MaxInt64} }
	for _, tc := range []struct {
		name      string
		list      []Schedulable
		total     int64
		long, old []int64
	}{
		{"two equal queues, 2^30", []Schedulable{unbounded(1), unbounded(1)}, 1 << 30,
			[]int64{1 << 29, 1 << 29}, []int64{1 << 29, 1 << 29}},
		// T is 2^31-1, but the doubling overshoots to 2^31, which wraps
		// in int: old Hadoop loops forever even below 2^31.
		{"sum wraps while doubling, 2^31-1", []Schedulable{unbounded(1), {Weight: 3, Max: 1 << 30}}, math.MaxInt32,
			[]int64{1 << 30, 1 << 30}, []int64{math.MaxInt32, 1 << 30}},
		{"one queue, 3*2^30", []Schedulable{unbounded(1)}, 3 << 30,
			[]int64{3 << 30}, []int64{math.MaxInt32}},
		{"two equal queues, 2^32", []Schedulable{unbounded(1), unbounded(1)}, 1 << 32,
			[]int64{1 << 31, 1 << 31}, []int64{math.MaxInt32, math.MaxInt32}},
		{"max share of 2^33 on one queue, 2^34", []Schedulable{{Weight: 1, Max: 1 << 33}}, 1 << 34,
			[]int64{1 << 33}, []int64{math.MaxInt32}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, c := range []struct {
				intShares bool
				want      []int64
			}{{false, tc.long}, {true, tc.old}} {
				s := splitter{intShares: c.intShares, shares: make([]int64, len(tc.list))}
				s.split(tc.list, tc.total, Steady)
				if fmt.Sprint(s.shares) != fmt.Sprint(c.want) {
					t.Errorf("int arithmetic %v: shares %v, want %v", c.intShares, s.shares, c.want)
				}
			}
		})
	}
}

// TestTreeIntSharesFromRelease reads one file as 3.1.1 and as 3.3.6: the
// release picks the arithmetic, and the shares differ only for a cluster
// beyond 2^31 MB.
func TestTreeIntSharesFromRelease(t *testing.T) {
	src := []byte(`<allocations><queue name="a"/></allocations>`)
	for _, tc := range []struct {
		release string
		mb      int64
		want    int64 // root.a's steady memory share; root.default gets the same
	}{
		{"3.3.6", 1 << 30, 1 << 29},
		{"3.1.1", 1 << 30, 1 << 29},
		{"3.3.6", 1 << 32, 1 << 31},
		{"3.1.1", 1 << 32, math.MaxInt32},
		{"3.1.2", 1 << 32, 1 << 31},
		{"3.2.0", 1 << 32, math.MaxInt32},
		{"3.2.1", 1 << 32, 1 << 31},
	} {
		v, err := hadoop.Parse(tc.release)
		if err != nil {
			t.Fatal(err)
		}
		a := xmlconf.Parse(src, xmlconf.Options{Hadoop: hadoop.For(v)})
		cluster := resource.Resource{tc.mb, 1000}
		tree := NewTree(a, cluster, func(*xmlconf.Queue) bool { return true })
		s := tree.Compute(cluster)
		for i, n := range tree.Nodes {
			if n.Name != "root.a" && n.Name != "root.default" {
				continue
			}
			if got := s.SteadyOf(i)[0]; got != tc.want {
				t.Errorf("%s, %d MB: %s steady memory %d, want %d", tc.release, tc.mb, n.Name, got, tc.want)
			}
		}
	}
}

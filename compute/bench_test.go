package compute_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/internal/synth"
	"github.com/fairsched/fairsched/xmlconf"
)

func BenchmarkShares(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	list := make([]compute.Schedulable, 1000)
	for i := range list {
		list[i] = compute.Schedulable{Weight: 0.1 + 4*rng.Float32(), Max: lmax, Inactive: i%3 == 0}
		if i%10 == 0 {
			list[i].Min = rng.Int64N(1 << 16)
		}
	}
	for _, mode := range []compute.Mode{compute.Steady, compute.Instantaneous} {
		b.Run(mode.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				compute.Shares(list, 1<<30, mode)
			}
		})
	}
}

func BenchmarkCompute(b *testing.B) {
	cluster := resOf(100<<20, 50_000, 64)
	for _, p := range []xmlconf.Policy{xmlconf.PolicyFair, xmlconf.PolicyDRF} {
		for _, n := range []int{10_000, 100_000} {
			root, _ := randomTree(rand.New(rand.NewPCG(9, 10)), n, p)
			b.Run(fmt.Sprintf("%s/%d", p, n), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					compute.Compute(root, cluster)
				}
			})
		}
	}
}

// BenchmarkTreeCompute measures what `fairsched shares` does after parsing:
// NewTree and Tree.Compute on a generated allocation file.
func BenchmarkTreeCompute(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		var buf bytes.Buffer
		if err := synth.Allocations(&buf, n); err != nil {
			b.Fatal(err)
		}
		a := xmlconf.Parse(buf.Bytes(), xmlconf.Options{})
		cluster := resource.Resource{1 << 20, 1024}
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				t := compute.NewTree(a, cluster, func(*xmlconf.Queue) bool { return true })
				t.ActiveLeaves(t.Compute(cluster))
			}
		})
	}
}

package compute_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/fairsched/fairsched/compute"
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

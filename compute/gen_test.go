package compute_test

import (
	"math/rand/v2"
	"strconv"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/xmlconf"
)

// randomTree builds a tree of n queues breadth-first, with up to 10
// children per parent, weights in [0.1, 4.1), every third leaf active, and
// policy p on every queue. It returns root and all queues in creation order.
func randomTree(rng *rand.Rand, n int, p xmlconf.Policy) (*compute.Queue, []*compute.Queue) {
	root := parentQ("root", 1, p)
	all := []*compute.Queue{root}
	for next := 0; len(all) < n; next++ {
		parent := all[next]
		for k := 1 + rng.IntN(10); k > 0 && len(all) < n; k-- {
			name := parent.Name + "." + strconv.Itoa(len(parent.Children))
			q := &compute.Queue{Name: name, Weight: 0.1 + 4*rng.Float32(), Policy: p, Active: len(all)%3 == 0}
			parent.Children = append(parent.Children, q)
			all = append(all, q)
		}
	}
	return root, all
}

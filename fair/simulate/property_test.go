package simulate

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// genTree writes a random weighted queue tree. Some leaves get apps with
// unbounded demand; some queues get a memory max. The first child of every
// parent is kept uncapped and busy, so no parent's fair share is left
// unusable by maxes below it (fair shares are not demand-capped, so such a
// parent would legitimately use less than its share).
type genTree struct {
	r     *rand.Rand
	b     strings.Builder
	apps  []App
	count int
}

func (g *genTree) queue(path string, depth int, mustBusy bool) {
	g.count++
	name := fmt.Sprintf("q%d", g.count)
	full := name
	if path != "" {
		full = path + "." + name
	}
	fmt.Fprintf(&g.b, "<queue name=%q><weight>%.2f</weight>", name, 0.5+g.r.Float64()*3.5)
	if !mustBusy && g.r.IntN(3) == 0 {
		fmt.Fprintf(&g.b, "<maxResources>%d mb, 1000000 vcores</maxResources>", 1024*(2+g.r.IntN(30)))
	}
	if depth < 3 && g.r.IntN(2) == 0 {
		kids := 1 + g.r.IntN(4)
		for k := range kids {
			g.queue(full, depth+1, k == 0)
		}
	} else if mustBusy || g.r.IntN(10) < 6 {
		for a := range 1 + g.r.IntN(2) {
			g.apps = append(g.apps, App{ID: fmt.Sprintf("application_1_%04d", len(g.apps)*10+a), Queue: full, User: "u",
				Container: res(1024, 1), Containers: 10000})
		}
	}
	g.b.WriteString("</queue>\n")
}

// oracleChoice is the walk done the slow way: a fresh TreeSet at every
// level, and the first app that can place a container on the node.
func oracleChoice(s *Sim, qi int, n *node) *app {
	q := s.queues[qi]
	if n.reserved != nil || !fitsIn(q.usage, q.maxShare) {
		return nil
	}
	var items []*sched
	if q.isLeaf() {
		for _, a := range q.apps {
			if a.runnable && !a.finished && hasPending(a) {
				items = append(items, &a.sched)
			}
		}
	} else {
		for c := q.first; c < q.first+q.n; c++ {
			items = append(items, &s.queues[c].sched)
		}
	}
	for _, it := range treeSetOrder(items, s.cmpFor(q.policy), nil) {
		if q.isLeaf() {
			a := s.apps[it.owner]
			size := a.nextSize()
			if a.asks > 0 && (a.amRunning || s.canRunAM(q, size)) && size[mem] <= n.total[mem] &&
				s.fitsInMaxShare(a.leaf, size) && fitsIn(size, n.free) {
				return a
			}
		} else if a := oracleChoice(s, it.owner, n); a != nil {
			return a
		}
	}
	return nil
}

func TestPropertyRandomTrees(t *testing.T) {
	for seed := range propertySeeds {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(seed), 7))
			g := &genTree{r: r}
			for k := range 1 + r.IntN(4) {
				g.queue("", 1, k == 0)
			}
			l := &Load{Nodes: []NodeGroup{{Count: 2 + r.IntN(5), Resources: res(int64(1024*(8+r.IntN(24))), 1000)}}, Apps: g.apps}
			s := newSim(t, "<queueMaxAMShareDefault>-1</queueMaxAMShareDefault>"+g.b.String(), l, nil)
			checkAgainstOracle(t, s)
			checkConverged(t, s)
		})
	}
}

// checkAgainstOracle runs the heartbeats one by one and checks every
// placement against the slow walk: same app, and nothing placed while the
// oracle finds a taker, nor the reverse.
func checkAgainstOracle(t *testing.T, s *Sim) {
	t.Helper()
	for _, a := range s.apps {
		s.addApp(a)
	}
	s.update()
	for round := 0; ; round++ {
		before := s.placed
		for _, n := range s.nodes {
			want := oracleChoice(s, 0, n)
			placed := s.placed
			s.heartbeat(n)
			var got *app
			if s.placed > placed {
				got = s.containers[len(s.containers)-1].app
			}
			if got != want {
				t.Fatalf("round %d on %s: placed for %v, the fresh-order walk picks %v", round, n.name, nameOf(got), nameOf(want))
			}
		}
		if s.placed == before {
			return
		}
	}
}

func nameOf(a *app) string {
	if a == nil {
		return "nobody"
	}
	return a.name
}

// checkConverged: every active leaf is within one container per level of
// its instantaneous fair share; no queue is over its max; no node over its
// size.
func checkConverged(t *testing.T, s *Sim) {
	t.Helper()
	depth := make([]int, len(s.queues))
	for i, q := range s.queues {
		if q.parent >= 0 {
			depth[i] = depth[q.parent] + 1
		}
		if !fitsIn(q.usage, q.maxShare) {
			t.Errorf("%s uses %v over its max %v", q.name, q.usage, q.maxShare)
		}
		if !q.isLeaf() || q.runnable == 0 {
			continue
		}
		tol := int64(1024 * depth[i])
		if d := q.usage[mem] - q.fair[mem]; d > tol || d < -tol {
			t.Errorf("%s (depth %d) uses %d MB, fair share %d MB: off by more than one container per level", q.name, depth[i], q.usage[mem], q.fair[mem])
		}
	}
	for _, n := range s.nodes {
		for k := range n.free {
			if n.free[k] < 0 {
				t.Errorf("%s is over its size: free %v", n.name, n.free)
			}
		}
	}
}

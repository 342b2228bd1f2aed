package load

import "fmt"

// The bounds of what a simulation may cost (docs/simulate.md, "Bounds").
// They count what costs memory and time, never what is merely asked: each
// node and each app is an object with its own state, and each container
// placed is a row of the container table and some events. The containers
// an app asks for are a demand, a number in its state, whatever their
// count. At the bounds a simulation takes some hundreds of MB at most.
const (
	// MaxNodes bounds the nodes of a load, all groups together.
	MaxNodes = 100_000
	// MaxApps bounds the apps of a load.
	MaxApps = 2_000_000
	// MaxPlaced bounds the containers one simulation places within its
	// simulated time, those the load says already run included: a run
	// that would place more stops there and is refused
	// (simcore.ErrTooCostly).
	MaxPlaced = 2_000_000
	// MaxAsked bounds one app's containers asked (2^62), so the counts
	// built on it (its ApplicationMaster on top, containers preempted and
	// asked again) stay within a long. It is no cost bound: no cluster
	// ever runs that many.
	MaxAsked = 1 << 62
)

// CheckBounds reports a load too costly to simulate before anything is
// spent on it: the first node group that takes the nodes past MaxNodes,
// more than MaxApps apps, or the first app whose running containers (all
// placed at the start) take them past MaxPlaced. It runs in O(groups +
// apps) whatever the counts say.
func (l *Load) CheckBounds() []string {
	var out []string
	nodes := int64(0)
	for i, g := range l.Nodes {
		nodes += int64(g.Count)
		if nodes > MaxNodes {
			out = append(out, fmt.Sprintf("nodes.%d.count: %d brings the load to %d nodes; simulate takes at most %d nodes, all groups together (docs/simulate.md, Bounds)",
				i, g.Count, nodes, MaxNodes))
			break
		}
	}
	if len(l.Apps) > MaxApps {
		out = append(out, fmt.Sprintf("apps: %d apps; simulate takes at most %d apps (docs/simulate.md, Bounds)", len(l.Apps), MaxApps))
	}
	running := int64(0)
	for i, a := range l.Apps {
		if a.Containers > MaxAsked {
			out = append(out, fmt.Sprintf("apps.%d.containers: %d is more than any cluster could run; simulate takes at most %d per app (docs/simulate.md, Bounds)",
				i, a.Containers, MaxAsked))
			break
		}
		running += int64(max(a.Running, 0))
		if running > MaxPlaced {
			out = append(out, fmt.Sprintf("apps.%d.running: %d brings the load to %d running containers, all placed at the start; simulate places at most %d containers in a run, all apps together (docs/simulate.md, Bounds)",
				i, a.Running, running, MaxPlaced))
			break
		}
	}
	return out
}

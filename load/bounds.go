package load

import "fmt"

// The largest load simulate takes. Each node is an object with its own
// state and each container asked for is one slot of the container table,
// so these bound the memory a simulation can take before it starts:
// about 1 KiB a node and 100 bytes a container, some hundreds of MB at
// most (docs/simulate.md, "Bounds"). A load past them is refused when it
// is read, naming the JSON path.
const (
	// MaxNodes bounds the nodes of a load, all groups together.
	MaxNodes = 100_000
	// MaxContainers bounds the containers a load asks for, all apps
	// together, their ApplicationMasters included.
	MaxContainers = 2_000_000
)

// CheckBounds reports a load too large to simulate: the first node group
// or app that takes the total past MaxNodes or MaxContainers. It runs in
// O(groups + apps) whatever the counts say.
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
	asked := int64(0)
	for i, a := range l.Apps {
		asked += int64(a.Containers)
		if a.AM != nil {
			asked++
		}
		if asked > MaxContainers {
			out = append(out, fmt.Sprintf("apps.%d.containers: %d brings the load to %d containers asked; simulate takes at most %d, all apps together (docs/simulate.md, Bounds)",
				i, a.Containers, asked, MaxContainers))
			break
		}
	}
	return out
}

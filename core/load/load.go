package load

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"

	"github.com/fairsched/fairsched/core/resource"
)

// Load is what the cluster runs: nodes, apps and yarn-site settings. Its
// JSON form follows schema/load.schema.json; resources are objects of
// resource type to amount, e.g. {"memory-mb": 1024, "vcores": 1}, or
// strings in the grammar of --cluster ("1 GiB, 1 vcores"), read by Resolve
// once the cluster's resource types are known.
type Load struct {
	Nodes    []NodeGroup       `json:"nodes"`
	Apps     []App             `json:"apps"`
	Settings map[string]string `json:"-"`
	// RawSettings keeps the settings as written (strings, numbers or
	// booleans); Decode turns them into Settings.
	RawSettings map[string]json.RawMessage `json:"settings"`
	// texts are the resources written as strings, until Resolve.
	texts []resourceText
}

// NodeGroup is Count nodes of the same size.
type NodeGroup struct {
	Count     int              `json:"count"`
	Resources map[string]int64 `json:"resources"`
}

// App is one application attempt and its container asks.
type App struct {
	ID    string `json:"id"`
	Queue string `json:"queue"`
	User  string `json:"user"`
	// Start is when the attempt is created, in seconds from the start of
	// the simulation; RuntimeSeconds how long each container runs (0:
	// until the end).
	Start          float64          `json:"start"`
	RuntimeSeconds float64          `json:"runtime"`
	Container      map[string]int64 `json:"container"`
	Containers     int              `json:"containers"`
	Running        int              `json:"running"`
	AM             map[string]int64 `json:"am,omitempty"`
	// UnmanagedAM: the ApplicationMaster runs outside the cluster, so no
	// container is an AM and the queue's maxAMShare does not apply.
	UnmanagedAM bool `json:"unmanagedAM,omitempty"`
	// KillAt is when the app is killed, running or pending, in seconds
	// from the start of the simulation; nil: never.
	KillAt *float64 `json:"killAt,omitempty"`
	// Priority is the application priority it is submitted with (higher
	// first); nil: its queue's default. The Capacity Scheduler caps it at
	// yarn.cluster.max-application-priority; the Fair Scheduler
	// simulation does not read it.
	Priority *int32 `json:"priority,omitempty"`
}

// Decode reads a load's JSON text (already checked against its
// schema).
func Decode(data []byte) (*Load, error) {
	var l Load
	if err := decodeWithTexts(data, &l); err != nil {
		return nil, err
	}
	l.Settings = map[string]string{}
	for k, raw := range l.RawSettings {
		var s string
		if json.Unmarshal(raw, &s) == nil {
			l.Settings[k] = s
			continue
		}
		l.Settings[k] = string(bytes.TrimSpace(raw))
	}
	return &l, nil
}

// Types returns the resource types the load names: memory-mb, vcores,
// then the custom ones in sorted order.
func (l *Load) Types() resource.ResourceTypes {
	seen := map[string]bool{}
	add := func(m map[string]int64) {
		for k := range m {
			seen[k] = true
		}
	}
	for _, n := range l.Nodes {
		add(n.Resources)
	}
	for _, a := range l.Apps {
		add(a.Container)
		add(a.AM)
	}
	var custom []string
	for k := range seen {
		if k != resource.MemoryMB && k != resource.VCores {
			custom = append(custom, k)
		}
	}
	sort.Strings(custom)
	return resource.WithCustom(custom...)
}

// Check reports the problems of a load the schema cannot see: a load
// past the bounds (CheckBounds), repeated app IDs, more running
// containers than asked, nodes that add up to nothing. Each message names the JSON path.
func (l *Load) Check() []string {
	out := l.CheckBounds()
	if len(out) > 0 {
		return out // the totals below could overflow
	}
	ids := map[string]int{}
	for i, a := range l.Apps {
		if j, dup := ids[a.ID]; dup {
			out = append(out, fmt.Sprintf("apps.%d.id: %q repeats apps.%d.id", i, a.ID, j))
		}
		ids[a.ID] = i
		if a.UnmanagedAM && a.AM != nil {
			out = append(out, fmt.Sprintf("apps.%d.am: an app with an unmanaged AM has no AM container; remove am or unmanagedAM", i))
		}
		if a.Running > a.Containers {
			out = append(out, fmt.Sprintf("apps.%d.running: %d running but only %d containers asked", i, a.Running, a.Containers))
		}
	}
	total := int64(0)
	for _, n := range l.Nodes {
		for _, v := range n.Resources {
			total += int64(n.Count) * v
		}
	}
	if total == 0 && !l.nodeTexts() {
		out = append(out, "nodes: the nodes add up to no resources at all")
	}
	return out
}

// nodeTexts reports whether some node's resources are a string not yet
// read (Resolve; New checks the total then).
func (l *Load) nodeTexts() bool {
	for _, t := range l.texts {
		if t.dst != nil && len(t.path) > 6 && t.path[:6] == "nodes." {
			return true
		}
	}
	return false
}

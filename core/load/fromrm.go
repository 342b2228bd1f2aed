package load

import (
	"fmt"
	"sort"

	"github.com/fairsched/fairsched/rm/rmrest"
)

// RMDump holds saved ResourceManager REST responses (Hadoop's
// ResourceManagerRest.md): ws/v1/cluster/scheduler,
// ws/v1/cluster/apps?states=RUNNING,ACCEPTED and, optionally,
// ws/v1/cluster/nodes.
type RMDump struct {
	Scheduler, Apps, Nodes []byte
}

// MissingFieldsError says which documented fields a REST dump lacks, as
// when it comes from a Hadoop version whose responses differ.
type MissingFieldsError = rmrest.MissingFieldsError

// FromRM builds a load from the dump: nodes from the nodes response (else
// one node of the whole cluster size, with a warning: per-node fit is then
// not modelled), apps with their running containers (allocated resources
// over running containers gives the size) and their pending ANY-level
// asks (resourceRequests). Warnings are returned for what is guessed.
func FromRM(d RMDump) (*Load, []string, error) {
	cluster, err := rmCluster(d.Scheduler)
	if err != nil {
		return nil, nil, err
	}
	l := &Load{Settings: map[string]string{}}
	var warnings []string
	if d.Nodes != nil {
		if l.Nodes, err = rmNodes(d.Nodes); err != nil {
			return nil, nil, err
		}
	} else {
		l.Nodes = []NodeGroup{{Count: 1, Resources: cluster}}
		warnings = append(warnings, "no nodes response: the cluster is simulated as one node of its total size, so per-node fit is not modelled")
	}
	apps, w, err := rmApps(d.Apps)
	if err != nil {
		return nil, nil, err
	}
	l.Apps = apps
	return l, append(warnings, w...), nil
}

// rmCluster is the cluster size of the scheduler response, decoded by
// rmrest's one scheduler decoder.
func rmCluster(data []byte) (map[string]int64, error) {
	s, err := rmrest.DecodeScheduler(data)
	if err != nil {
		return nil, err
	}
	return map[string]int64{"memory-mb": s.Cluster.Memory, "vcores": s.Cluster.VCores}, nil
}

func rmNodes(data []byte) ([]NodeGroup, error) {
	var doc struct {
		Nodes *struct {
			Node []struct {
				ID         string `json:"id"`
				State      string `json:"state"`
				UsedMB     *int64 `json:"usedMemoryMB"`
				AvailMB    *int64 `json:"availMemoryMB"`
				UsedVCores *int64 `json:"usedVirtualCores"`
				AvailVC    *int64 `json:"availableVirtualCores"`
			} `json:"node"`
		} `json:"nodes"`
	}
	if err := rmrest.Decode("nodes response", data, &doc); err != nil {
		return nil, err
	}
	if doc.Nodes == nil {
		return nil, &MissingFieldsError{File: "nodes response", Fields: []string{"nodes.node"}}
	}
	sizes := map[[2]int64]int{}
	for i, n := range doc.Nodes.Node {
		if n.UsedMB == nil || n.AvailMB == nil || n.UsedVCores == nil || n.AvailVC == nil {
			return nil, &MissingFieldsError{File: "nodes response", Fields: []string{fmt.Sprintf("nodes.node.%d usedMemoryMB, availMemoryMB, usedVirtualCores, availableVirtualCores", i)}}
		}
		if n.State != "" && n.State != "RUNNING" {
			continue
		}
		sizes[[2]int64{*n.UsedMB + *n.AvailMB, *n.UsedVCores + *n.AvailVC}]++
	}
	keys := make([][2]int64, 0, len(sizes))
	for k := range sizes {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return keys[i][0] < keys[j][0] || keys[i][0] == keys[j][0] && keys[i][1] < keys[j][1]
	})
	var out []NodeGroup
	for _, k := range keys {
		out = append(out, NodeGroup{Count: sizes[k], Resources: map[string]int64{"memory-mb": k[0], "vcores": k[1]}})
	}
	return out, nil
}

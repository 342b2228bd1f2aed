package cmd

import (
	"strings"

	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// clusterRisk is what `--cluster` adds to lint and diff: the risk rules
// that need a cluster size. A nil *clusterRisk adds nothing.
type clusterRisk struct {
	cluster lint.Cluster
}

// newClusterRisk parses --cluster and --min-container. No --cluster gives
// nil and the types unchanged; otherwise the types are those the cluster
// string names.
func newClusterRisk(cluster, minContainer string, types xmlconf.ResourceTypes) (*clusterRisk, xmlconf.ResourceTypes, error) {
	if strings.TrimSpace(cluster) == "" {
		if minContainer != "" {
			return nil, types, usagef("--min-container needs --cluster")
		}
		return nil, types, nil
	}
	size, err := parseSize("--cluster", cluster, types)
	if err != nil {
		return nil, types, err
	}
	r, err := diffRisk(size, types, minContainer)
	return r, types, err
}

// findings runs the cluster rules on one parsed file.
func (r *clusterRisk) findings(name string, a *xmlconf.Allocations, opts lint.Options) []lint.Diagnostic {
	if r == nil {
		return nil
	}
	return lint.RunCluster(name, a, r.cluster, opts)
}

// options turns the cluster rules off in o when there is no cluster, so
// that suppressions of them do not count as unused: the rules did not run.
func (r *clusterRisk) options(o lint.Options) lint.Options {
	if r != nil {
		return o
	}
	off := make(map[string]bool, len(o.Off)+len(lint.ClusterRules))
	for id, v := range o.Off {
		off[id] = v
	}
	for _, cr := range lint.ClusterRules {
		off[cr.ID] = true
	}
	o.Off = off
	return o
}

// minContainerUsage is the help text of --min-container.
const minContainerUsage = "with --cluster: the scheduler's minimum allocation (yarn.scheduler.minimum-allocation-mb and -vcores), default \"1024 mb, 1 vcores\""

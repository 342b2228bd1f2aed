package cmd

import (
	"strings"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/lint"
)

// clusterRisk is what `--cluster` adds to lint and diff: the risk rules
// that need a cluster size. A nil *clusterRisk adds nothing.
type clusterRisk struct {
	cluster lint.Cluster
}

// newClusterRisk parses --cluster and --min-container. No --cluster gives
// nil and the types unchanged; otherwise the types are those the cluster
// string names.
func newClusterRisk(cluster, minContainer string, types resource.ResourceTypes) (*clusterRisk, resource.ResourceTypes, error) {
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

// job is the lint job of one file with options o and yarn-site ys (nil
// for none): with the cluster rules when there is a cluster.
func (r *clusterRisk) job(o lint.Options, ys *lint.YarnSite) lint.Job {
	o.YarnSite = ys
	if r == nil {
		return lint.Job{Options: o}
	}
	return lint.Job{Options: o, Cluster: &r.cluster}
}

// minContainerUsage is the help text of --min-container.
const minContainerUsage = "with --cluster: the scheduler's minimum allocation (yarn.scheduler.minimum-allocation-mb and -vcores), default \"1024 mb, 1 vcores\""

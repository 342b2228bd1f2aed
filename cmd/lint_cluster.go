package cmd

import (
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/lint"
)

// clusterRisk is what `--cluster` adds to lint and diff: the risk rules
// that need a cluster size. A nil *clusterRisk adds nothing.
type clusterRisk struct {
	cluster lint.Cluster
}

// newClusterRisk sets up the cluster risk rules on size (--cluster as
// parsed once by the command, the RM's, or a scenario's) with
// --min-container; without it the rules take the yarn-site's minimum
// allocation as the file's release reads it, else Hadoop's default. No
// size gives nil, and then --min-container is refused.
func newClusterRisk(size resource.Resource, minContainer string, types resource.ResourceTypes) (*clusterRisk, error) {
	if size == nil {
		if minContainer != "" {
			return nil, usagef("--min-container needs --cluster")
		}
		return nil, nil
	}
	r := &clusterRisk{cluster: lint.Cluster{Size: size}}
	if minContainer != "" {
		m, err := parseSize("--min-container", minContainer, types)
		if err != nil {
			return nil, err
		}
		r.cluster.MinContainer = m
	}
	return r, nil
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
const minContainerUsage = "with --cluster: the scheduler's minimum allocation, default the yarn-site's as the release reads it (yarn.scheduler.minimum-allocation-mb and -vcores; from 2.10.0 and 3.0.0 yarn.resource-types.<type>.minimum-allocation wins), else \"1024 mb, 1 vcores\""

package cmd

import (
	"fmt"
	"strings"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/rm/rmclient"
	"github.com/fairsched/fairsched/rm/rmrest"
)

// rmCluster is the cluster size the ResourceManager r names computes for:
// root's effective maximum resource in GET ws/v1/cluster/scheduler (live,
// or scheduler.json or .xml of a --from-rm directory), with types entries
// (custom types 0). ok is false when a directory holds no scheduler
// response, or the response reports no root resources (Hadoop before 3.1,
// or an RM with no NodeManager yet).
func rmCluster(io *IO, r rmFlags, types int) (size resource.Resource, ok bool, err error) {
	if !rmclient.IsURL(r.from) && !strings.Contains(r.from, "://") {
		if !fileExists(rmFile(r.from, "scheduler")) {
			return nil, false, nil
		}
	}
	r.conf, r.confOnly, r.schedulerOnly = false, false, true
	resp, err := r.read(io)
	if err != nil {
		return nil, false, err
	}
	s, err := rmrest.DecodeCapacityScheduler(resp.Scheduler)
	if err != nil {
		return nil, false, usagef("--from-rm %s: %v", resp.From, err)
	}
	c, ok := s.Cluster()
	if !ok || c.Memory <= 0 {
		return nil, false, nil
	}
	size = make(resource.Resource, max(types, 2))
	size[0], size[1] = c.Memory, c.VCores
	return size, true, nil
}

// clusterOrRM is --cluster (flag, value), else, for a configuration read
// with --from-rm, the ResourceManager's own cluster (fromRM true); when
// neither gives one, the usage error says why the RM did not.
func clusterOrRM(io *IO, flag, value string, src capacitySource, r rmFlags, known resource.ResourceTypes) (size resource.Resource, fromRM bool, err error) {
	if strings.TrimSpace(value) != "" || src.props == nil {
		size, err = requireSize(flag, value, known, "")
		return size, false, err
	}
	size, fromRM, err = rmCluster(io, r, len(known))
	if fromRM {
		return size, true, nil
	}
	why := " (the ResourceManager's GET /ws/v1/cluster/scheduler gives no root resources to use instead: a --from-rm directory needs scheduler.json beside scheduler-conf.json, and Hadoop reports them from 3.1)"
	if err != nil {
		why = fmt.Sprintf(" (the ResourceManager's GET /ws/v1/cluster/scheduler gives no root resources to use instead: %v)", err)
	}
	size, err = requireSize(flag, value, known, why)
	return size, false, err
}

// rmClusterRisk is newClusterRisk for lint --from-rm: without --cluster,
// the ResourceManager's own cluster runs the rules that need one, said
// on stderr. Nil when the RM gives none; an RM that cannot give it is a
// warning, not the end of the check.
func rmClusterRisk(io *IO, r rmFlags, minContainer string, types resource.ResourceTypes) (*clusterRisk, error) {
	size, ok, err := rmCluster(io, r, len(types))
	if err != nil {
		fmt.Fprintf(io.Err, "fairsched: warning: no cluster size from the ResourceManager, so the rules that need one do not run (give --cluster): %v\n", err)
	}
	if !ok {
		return newClusterRisk(nil, minContainer, types)
	}
	fmt.Fprintf(io.Err, "fairsched: %s\n", render.RMClusterNote(r.from, size, types, render.Options{}))
	return newClusterRisk(size, minContainer, types)
}

package cmd

import (
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/spf13/cobra"
)

// addPlacementDefaultFlags adds the flags that give the placement policy of
// a file without one (as yarn-site does).
func addPlacementDefaultFlags(c *cobra.Command, d *placementDefaults) {
	f := c.Flags()
	f.StringVar(&d.yarnSite, "yarn-site", "", "yarn-site.xml to take allow-undeclared-pools and user-as-default-queue from (default: yarnSite of .fairsched.json)")
	f.BoolVar(&d.allowUndeclared, "allow-undeclared-pools", true, "yarn.scheduler.fair.allow-undeclared-pools (used when the file has no placement policy)")
	f.BoolVar(&d.userAsDefault, "user-as-default-queue", true, "yarn.scheduler.fair.user-as-default-queue (used when the file has no placement policy)")
}

// createdByActive asks package place which queues the --active names the
// file does not declare create when applications are submitted there.
func createdByActive(io *IO, cfg *lint.Config, a *xmlconf.Allocations, o *sharesOptions) ([]*xmlconf.Queue, error) {
	if !o.activeSet {
		return nil, nil
	}
	missing, err := compute.Undeclared(a, o.active)
	if err != nil || len(missing) == 0 {
		return nil, activeError(err)
	}
	d, _, err := o.defaults.resolve(io, cfg, a.Hadoop)
	if err != nil {
		return nil, err
	}
	created, err := place.CreatedAtSubmission(a, a.Hadoop, d, missing)
	return created, activeError(err)
}

// activeError makes an error about the --active names a usage error.
func activeError(err error) error {
	if err == nil {
		return nil
	}
	return usagef("invalid --active: %v", err)
}

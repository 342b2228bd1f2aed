package cmd

import (
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
)

// sharesInput is what `shares` settles before it reads the allocation
// file: the config, the Hadoop release, the resource types and the
// cluster size.
type sharesInput struct {
	cfg     *lint.Config
	prof    hadoop.Profile
	known   resource.ResourceTypes
	cluster resource.Resource
}

// settle applies --scenario, then reads the config and the cluster size
// (from --cluster or the scenario).
func (o *sharesOptions) settle(io *IO) (sharesInput, error) {
	o.clusterFrom = "--cluster"
	if err := applyScenario(io, o); err != nil {
		return sharesInput{}, err
	}
	cfg, prof, known, err := commandConfig(io, []string{o.file}, o.hadoop, o.resourceTypes)
	if err != nil {
		return sharesInput{}, err
	}
	cluster, err := requireSize(o.clusterFrom, o.cluster, known, " (or a --scenario file with a cluster)")
	return sharesInput{cfg: cfg, prof: prof, known: known, cluster: cluster}, err
}

// shares resolves the yarn-site and the queues --active creates, then
// computes the shares of a on the cluster.
func (o *sharesOptions) shares(io *IO, in sharesInput, a *xmlconf.Allocations) (render.SharesView, error) {
	o.defaults.yarnSite, o.defaults.yarnSiteLabel = yarnSiteSource(o.defaults.yarnSite, in.cfg)
	created, err := createdByActive(io, in.cfg, a, o)
	if err != nil {
		return render.SharesView{}, err
	}
	return computeShares(a, in.cluster, o, created)
}

// writeShares prints the shares in --format, with the refused file's
// findings before and after as refusedStart and refusedEnd say. Only JSON
// lists the active leaves, sorted: the text output does not pay for the
// sort.
func writeShares(io *IO, o *sharesOptions, a *xmlconf.Allocations, refusals []diag.Finding, view render.SharesView, ro render.Options) error {
	if err := refusedStart(io, o.file, a, refusals, o.format == "json", ro); err != nil {
		return err
	}
	err := outputWriters{
		json: func() error { return render.SharesJSON(io.Out, view, view.Tree.ActiveLeaves(view.Shares)) },
		text: func() error {
			if err := render.SharesTree(io.Out, view, ro); err != nil {
				return err
			}
			return render.SharesNotes(io.Out, view, ro)
		},
	}.write(o.format)
	if err != nil {
		return err
	}
	return refusedEnd(io, o.file, a, refusals)
}

package cmd

import (
	"fmt"
	"slices"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
)

// readCapacityFindings reads the file as the profile's release does and
// prints on stderr what the reader finds, with the severities and
// suppressions of the settings file (cfg) as lint gives them, and the
// queue mappings the release refuses at start (lint.CSMappingRefusals);
// refused says Hadoop refuses it.
func readCapacityFindings(io *IO, src capacitySource, prof hadoop.Profile, cfg *lint.Config, useColor bool) (*capacity.Config, bool, error) {
	return readCapacityFindingsOn(io, src, prof, cfg, useColor, lint.Job{}, nil)
}

// readCapacityFindingsOn is readCapacityFindings on a cluster size
// (shares): it also says where the release lowers a guarantee to the
// maximum on it, as lint --cluster does. on gives the cluster and where
// to keep the shares computed on it (see lint.Job); its Options and
// MappingFile are set here.
func readCapacityFindingsOn(io *IO, src capacitySource, prof hadoop.Profile, cfg *lint.Config, useColor bool, on lint.Job, types resource.ResourceTypes) (*capacity.Config, bool, error) {
	c, ds := capacityFindings(io, src, xmlconf.Options{Hadoop: prof, Types: types}, cfg, on)
	if err := render.Text(io.Err, ds, render.Options{Color: useColor}); err != nil {
		return nil, false, err
	}
	if c == nil {
		return nil, true, nil
	}
	return c, c.Refused() || slices.ContainsFunc(ds, func(d diag.Finding) bool { return d.Refuses }), nil
}

// capacityFindings reads the file as release parse.Hadoop does, with
// the findings every command gives it: the reader's, with the severities
// and suppressions of the settings file (cfg) as lint gives them, the
// queue mappings the release refuses at start (lint.CSMappingRefusals),
// and, on on's cluster size, where the release lowers a guarantee to the
// maximum. The Config is nil when the file is not a Configuration file.
func capacityFindings(io *IO, src capacitySource, parse xmlconf.Options, cfg *lint.Config, on lint.Job) (*capacity.Config, []diag.Finding) {
	opts := cfg.Options(src.path)
	opts.Only = append([]string{capacity.CodeEmptyFile, capacity.CodeMalformedXML}, capacity.ReaderCodes...)
	j := on
	j.Options, j.MappingFile = opts, src.mappingFile(io)
	if j.Cluster != nil {
		j.Options.Only = append(slices.Clone(opts.Only), capacity.CodeGuaranteeLowered)
	}
	c, ds := src.check(parse, j)
	if c != nil && !c.Refused() {
		ds = append(ds, lint.CSMappingRefusals(src.name(), c, parse.Hadoop)...)
	}
	return c, ds
}

// capacityRefused ends a command on a file Hadoop refuses: exit 1.
func capacityRefused(io *IO, src capacitySource, prof hadoop.Profile) error {
	refusalLine(io, prof.Version, src.name(), "; the findings above say why")
	return errFindings
}

// runCapacityShares is `shares` for a capacity-scheduler.xml.
func runCapacityShares(io *IO, g *globalOptions, o *sharesOptions, src capacitySource) error {
	useColor, err := g.start(io, "shares", o.format)
	if err != nil {
		return err
	}
	cfg, prof, known, err := commandConfig(io, src.inputs(), o.hadoop, o.resourceTypes)
	if err != nil {
		return err
	}
	minAlloc, err := capacityMinAllocation(io, o.defaults.yarnSite, cfg, known, prof)
	if err != nil {
		return err
	}
	cluster, fromRM, err := clusterOrRM(io, "--cluster", o.cluster, src, o.rm, known)
	if err != nil {
		return err
	}
	ro, err := o.layout.renderOptions(io, useColor, render.CapacitySharesColumns())
	if err != nil {
		return err
	}
	// The reader's pass computes the figures for guarantee-lowered on the
	// same cluster and resource types: shares prints those rather than
	// computing them twice.
	var shares []capacity.Share
	on := lint.Job{Cluster: &lint.Cluster{Size: cluster, MinContainer: minAlloc}, Shares: &shares}
	c, refused, err := readCapacityFindingsOn(io, src, prof, cfg, useColor, on, known)
	if err != nil || refused {
		if err == nil {
			err = capacityRefused(io, src, prof)
		}
		return err
	}
	if shares == nil { // guarantee-lowered is off in the settings
		shares = capacity.Shares(c, cluster, known, minAlloc)
	}
	return outputWriters{
		json: func() error {
			if fromRM {
				fmt.Fprintf(io.Err, "fairsched: %s\n", render.RMClusterNote(src.from, cluster, known, ro))
			}
			return render.CapacitySharesJSON(io.Out, shares, known)
		},
		text: func() error {
			if fromRM {
				fmt.Fprintln(io.Out, render.RMClusterNote(src.from, cluster, known, ro))
			}
			return render.CapacitySharesTree(io.Out, shares, known, ro)
		},
	}.write(o.format)
}

// capacityMinAllocation is the smallest container the AM and user limits
// round to: the minimum allocation of the yarn-site (--yarn-site, else
// .fairsched.json's yarnSite) as release prof's scheduler and the
// simulations read it (from 2.10.0 and 3.0.0 per resource type,
// yarn.resource-types.<type>.minimum-allocation winning over
// yarn.scheduler.minimum-allocation-mb and -vcores), else nil (Hadoop's
// defaults).
func capacityMinAllocation(io *IO, flag string, cfg *lint.Config, types resource.ResourceTypes, prof hadoop.Profile) (resource.Resource, error) {
	ys, _, err := readYarnSite(io, flag, cfg)
	if ys == nil || err != nil {
		return nil, err
	}
	return ys.Allocation(types, prof).MinAllocation, nil
}

// runCapacityTree is `tree` for a capacity-scheduler.xml.
func runCapacityTree(io *IO, g *globalOptions, o *treeOptions, src capacitySource) error {
	useColor, err := g.start(io, "tree", o.format)
	if err != nil {
		return err
	}
	cfg, prof, _, err := commandConfig(io, src.inputs(), o.hadoop, o.resourceTypes)
	if err != nil {
		return err
	}
	ro, err := o.layout.renderOptions(io, useColor, render.CapacityTreeColumns())
	if err != nil {
		return err
	}
	c, refused, err := readCapacityFindings(io, src, prof, cfg, useColor)
	if err != nil {
		return err
	}
	if c == nil { // not a Hadoop Configuration file at all
		return capacityRefused(io, src, prof)
	}
	err = outputWriters{
		json: func() error { return render.CapacityTreeJSON(io.Out, c, prof.Version) },
		text: func() error { return render.CapacityTree(io.Out, c, ro) },
	}.write(o.format)
	if err != nil {
		return err
	}
	if refused {
		return capacityRefused(io, src, prof)
	}
	return nil
}

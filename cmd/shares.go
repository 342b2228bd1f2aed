package cmd

import (
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/spf13/cobra"
)

type sharesOptions struct {
	file          string
	cluster       string
	clusterFrom   string // where the cluster size came from, for errors
	active        []string
	activeSet     bool
	scenario      string
	format        string
	resourceTypes []string
	layout        layoutOptions
	hadoop        *hadoopFlag
	defaults      placementDefaults // for queues --active creates
	scheduler     *schedulerFlag
	rm            rmFlags
}

func newSharesCmd(io *IO, g *globalOptions) *cobra.Command {
	o := &sharesOptions{}
	c := &cobra.Command{
		Use:   "shares <file>|--from-rm URL|DIR --cluster <resources>",
		Short: "compute every queue's steady and instantaneous fair share, or its Capacity Scheduler guarantee and maximum",
		Example: `  fairsched shares fair-scheduler.xml --cluster "16384 mb, 16 vcores"
  fairsched shares fair-scheduler.xml --cluster memory-mb=400Gi,vcores=100,yarn.io/gpu=8 --resource-types yarn.io/gpu --active a.b,root.c
  fairsched shares fair-scheduler.xml --scenario scenarios/peak.json --format json
  fairsched shares --from-rm http://rm1:8088 --rm-user admin --cluster "1 TiB, 400 vcores"`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			if err := oneFileOrRM(args, &o.rm); err != nil {
				return err
			}
			o.file, o.activeSet = firstArg(args), c.Flags().Changed("active")
			o.defaults.allowUndeclaredOn = c.Flags().Changed("allow-undeclared-pools")
			o.defaults.userAsDefaultOn = c.Flags().Changed("user-as-default-queue")
			return runShares(io, g, o)
		},
	}
	f := c.Flags()
	addClusterFlag(c, &o.cluster, "cluster size (custom types need --resource-types); with --from-rm, the ResourceManager's root resources unless given")
	f.StringSliceVar(&o.active, "active", nil, "queues with running apps (full or relative to root); a parent activates every leaf below it; a queue the file does not declare is created as Hadoop would at submission. Without --active every leaf is busy; --active '' means none is")
	f.StringVar(&o.scenario, "scenario", "", "JSON file with cluster and active queues (schema/scenario.schema.json); flags override it")
	addFormatFlag(c, &o.format, "shares")
	f.StringSliceVar(&o.resourceTypes, "resource-types", nil, "custom resource types the cluster declares, e.g. yarn.io/gpu")
	addLayoutFlags(c, &o.layout, render.SharesColumns(), render.CapacitySharesColumns())
	c.ValidArgsFunction = oneFile
	_ = c.RegisterFlagCompletionFunc("format", values("tree", "json"))
	_ = c.RegisterFlagCompletionFunc("active", queueNames(io))
	_ = c.RegisterFlagCompletionFunc("scenario", files("json"))
	o.hadoop = addHadoopFlag(c)
	o.scheduler = addSchedulerFlag(c, false)
	addPlacementDefaultFlags(c, &o.defaults)
	addRMConfFlags(c, &o.rm)
	return c
}

func runShares(io *IO, g *globalOptions, o *sharesOptions) error {
	if src, ok, err := capacityInput(io, o.file, o.scheduler, o.rm); err != nil || ok {
		if err != nil {
			return err
		}
		return runCapacityShares(io, g, o, src)
	}
	useColor, err := g.start(io, "shares", o.format)
	if err != nil {
		return err
	}
	in, err := o.settle(io)
	if err != nil {
		return err
	}
	ro, err := o.layout.renderOptions(io, useColor, render.SharesColumns())
	if err != nil {
		return err
	}
	a, refusals, err := loadForTree(io, o.file, xmlconf.Options{Types: in.known, Hadoop: in.prof}, useColor)
	if err != nil {
		return err
	}
	view, err := o.shares(io, in, a)
	if err != nil {
		return err
	}
	view.Refused = refusals
	endlessSplits(io, a, &view)
	return writeShares(io, o, a, refusals, view, ro)
}

// computeShares resolves the active queues and runs the calculator;
// created are the queues the --active names create at submission.
func computeShares(a *xmlconf.Allocations, cluster resource.Resource, o *sharesOptions, created []*xmlconf.Queue) (render.SharesView, error) {
	isActive := func(*xmlconf.Queue) bool { return true }
	var isCreated map[*xmlconf.Queue]bool
	if o.activeSet {
		set, err := compute.ActiveSet(a, o.active, created)
		if err != nil {
			return render.SharesView{}, usagef("invalid --active: %v", err)
		}
		isActive = func(q *xmlconf.Queue) bool { return set[q] }
		for _, q := range created {
			if isCreated == nil {
				isCreated = map[*xmlconf.Queue]bool{}
			}
			isCreated[q] = true
		}
	}
	t := compute.NewTree(a, cluster, isActive, created...)
	s := t.Compute(cluster)
	return render.SharesView{Tree: t, Shares: s, Cluster: cluster, Types: a.Types, Created: isCreated}, nil
}

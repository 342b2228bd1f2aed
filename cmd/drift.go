package cmd

import (
	"errors"

	"github.com/fairsched/fairsched/analysis/drift"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/spf13/cobra"
)

type driftOptions struct {
	file, format, yarnSite string
	rm                     rmFlags
	hadoop                 *hadoopFlag
	resourceTypes          []string
	layout                 layoutOptions // --width and --units of the text table
	scheduler              *schedulerFlag
}

func newDriftCmd(io *IO, g *globalOptions) *cobra.Command {
	o := &driftOptions{rm: rmFlags{schedulerOnly: true}}
	c := &cobra.Command{
		Use:   "drift <file> --from-rm URL|DIR",
		Short: "is the running ResourceManager computing what this file says? per queue, its shares and limits beside fairsched's",
		Long: `Compare, queue by queue, what the running ResourceManager computes (steady
fair share, fair share, min and max resources, max apps, policy) with what
fairsched computes from the file for the RM's cluster size and the queues
that run apps there; list queues only in the RM and only in the file.
Values are compared exactly: the RM's REST API exports them as the integers
it holds. Exit 0 when they agree, 1 when they drift.

A capacity-scheduler.xml is compared with a Capacity Scheduler RM: capacity,
absolute capacity, maximum and absolute maximum (to 0.001%), effective
minimum and maximum resources on the RM's cluster, user limit and
user-limit-factor, maximum applications (and per user), the AM resource
percentage, state, ACLs and node-label partitions, as far as the RM's
release reports them; and, when the RM keeps its configuration in a mutable
store and serves it (GET scheduler-conf, admins only), every property of
that configuration with the file's. A file of one scheduler against an RM
running the other is exit 2.

` + rmExitHelp,
		Example: `  fairsched drift fair-scheduler.xml --from-rm http://rm1:8088
  fairsched drift fair-scheduler.xml --from-rm http://rm1:8088,http://rm2:8088 --rm-user yarn --format markdown
  fairsched drift fair-scheduler.xml --from-rm saved-responses/ --format json
  fairsched drift capacity-scheduler.xml --from-rm http://rm1:8088 --rm-user admin`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			o.file = args[0]
			return runDrift(io, g, o)
		},
	}
	f := c.Flags()
	addRMFlags(c, &o.rm, "(required)")
	addFormatFlag(c, &o.format, "drift")
	f.StringVar(&o.yarnSite, "yarn-site", "", "yarn-site.xml the RM runs with: for a file without a placement policy, its allow-undeclared-pools and user-as-default-queue decide which queues the RM creates at submission (default: yarnSite of .fairsched.json)")
	o.hadoop = addHadoopFlag(c)
	addTableFlags(c, &o.layout)
	c.Flags().StringSliceVar(&o.resourceTypes, "resource-types", nil, "custom resource types the cluster declares (yarn.resource-types), e.g. yarn.io/gpu")
	o.scheduler = addSchedulerFlag(c, false)
	c.ValidArgsFunction = oneFile
	return c
}

func runDrift(io *IO, g *globalOptions, o *driftOptions) error {
	if o.rm.from == "" {
		return usagef("--from-rm is required: the ResourceManager's address or a directory of its saved responses")
	}
	useColor, err := g.start(io, "drift", o.format)
	if err != nil {
		return err
	}
	ro, err := o.layout.renderOptions(io, useColor, nil)
	if err != nil {
		return err
	}
	cfg, prof, types, err := commandConfig(io, []string{o.file}, o.hadoop, o.resourceTypes)
	if err != nil {
		return err
	}
	kind, data, err := o.scheduler.resolve(io, o.file) // an allocation file's bytes are kept for loadAllocations
	if err != nil {
		return err
	}
	if kind == schedulerCapacity {
		return runCapacityDrift(io, o, driftRun{useColor, ro, cfg, prof, types}, data)
	}
	return runFairDrift(io, o, driftRun{useColor, ro, cfg, prof, types})
}

// runFairDrift is drift for an allocation file: the placement defaults of
// the yarn-site, the file read, the RM's scheduler response, the
// comparison.
func runFairDrift(io *IO, o *driftOptions, run driftRun) error {
	pd := placementDefaults{}
	pd.yarnSite, pd.yarnSiteLabel = yarnSiteSource(o.yarnSite, run.cfg)
	defaults, ds, err := pd.resolve(io, run.cfg, run.prof)
	if err != nil {
		return err
	}
	printYarnSiteFindings(io, ds)
	a, err := loadAllocations(io, o.file, xmlconf.Options{Types: run.types, Hadoop: run.prof}, run.useColor)
	if err != nil {
		return err
	}
	sched, from, err := fairRMScheduler(io, o)
	if err != nil {
		return err
	}
	report := drift.Compare(a, sched, drift.Options{Placement: defaults})
	report.Mark(lint.CheckDrift(o.file, a, report.Facts, run.cfg.Options(o.file)))
	return writeDrift(io, o, render.DriftView{File: displayName(o.file), From: from, Hadoop: run.prof.Version.String(), Report: report}, run.ro)
}

// fairRMScheduler reads --from-rm's scheduler response and decodes it as a
// Fair Scheduler's; from says where it came from.
func fairRMScheduler(io *IO, o *driftOptions) (*rmrest.Scheduler, string, error) {
	resp, err := o.rm.read(io)
	if err != nil {
		return nil, "", err
	}
	sched, err := rmrest.DecodeScheduler(resp.Scheduler)
	var te *rmrest.SchedulerTypeError
	if errors.As(err, &te) {
		return nil, "", usagef("--from-rm %s: the file is an allocation file (the Fair Scheduler), but the ResourceManager runs %s: drift compares a file with an RM of the same scheduler (for a Capacity Scheduler RM, give its capacity-scheduler.xml)", resp.From, rmrest.SchedulerName(te.Type))
	}
	if err != nil {
		return nil, "", usagef("--from-rm %s: %v", resp.From, err)
	}
	return sched, resp.From, nil
}

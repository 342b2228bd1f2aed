package cmd

import (
	"github.com/fairsched/fairsched/drift"
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

` + rmExitHelp,
		Example: `  fairsched drift fair-scheduler.xml --from-rm http://rm1:8088
  fairsched drift fair-scheduler.xml --from-rm http://rm1:8088,http://rm2:8088 --rm-user yarn --format markdown
  fairsched drift fair-scheduler.xml --from-rm saved-responses/ --format json`,
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
	if err := o.scheduler.fairOnly(io, o.file, "drift does not compare a Capacity Scheduler ResourceManager yet; it compares a Fair Scheduler ResourceManager with its allocation file"); err != nil {
		return err
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
	pd := placementDefaults{}
	pd.yarnSite, pd.yarnSiteLabel = yarnSiteSource(o.yarnSite, cfg)
	defaults, ds, err := pd.resolve(io, cfg)
	if err != nil {
		return err
	}
	printYarnSiteFindings(io, ds)
	a, err := loadAllocations(io, o.file, xmlconf.Options{Types: types, Hadoop: prof}, useColor)
	if err != nil {
		return err
	}
	resp, err := o.rm.read(io)
	if err != nil {
		return err
	}
	sched, err := rmrest.DecodeScheduler(resp.Scheduler)
	if err != nil {
		return usagef("--from-rm %s: %v", resp.From, err)
	}
	report := drift.Compare(a, sched, drift.Options{Placement: defaults, File: o.file, Lint: cfg.Options(o.file)})
	v := render.DriftView{File: displayName(o.file), From: resp.From, Hadoop: prof.Version.String(), Report: report}
	err = outputWriters{
		json:     func() error { return render.DriftJSON(io.Out, v) },
		markdown: func() error { return render.DriftMarkdown(io.Out, v, ro) },
		text:     func() error { return render.DriftText(io.Out, v, ro) },
	}.write(o.format)
	if err != nil {
		return err
	}
	if report.Drifts() {
		return errFindings
	}
	return nil
}

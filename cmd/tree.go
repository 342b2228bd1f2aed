package cmd

import (
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/spf13/cobra"
)

type treeOptions struct {
	file          string
	format        string
	resourceTypes []string
	layout        layoutOptions
	hadoop        *hadoopFlag
	scheduler     *schedulerFlag
	rm            rmFlags
}

func newTreeCmd(io *IO, g *globalOptions) *cobra.Command {
	o := &treeOptions{}
	c := &cobra.Command{
		Use:     "tree <file>|--from-rm URL|DIR",
		Short:   "print the queue tree the ResourceManager builds from a file",
		Example: "  fairsched tree fair-scheduler.xml\n  fairsched tree --format json fair-scheduler.xml\n  fairsched tree --width 80 --columns min,max,note fair-scheduler.xml\n  fairsched tree --from-rm http://rm1:8088 --rm-user admin",
		Args:    cobra.MaximumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			if err := oneFileOrRM(args, &o.rm); err != nil {
				return err
			}
			o.file = firstArg(args)
			return runTree(io, g, o)
		},
	}
	addFormatFlag(c, &o.format, "tree")
	c.Flags().StringSliceVar(&o.resourceTypes, "resource-types", nil, "custom resource types the cluster declares, e.g. yarn.io/gpu")
	addLayoutFlags(c, &o.layout, render.TreeColumns(), render.CapacityTreeColumns())
	c.ValidArgsFunction = oneFile
	_ = c.RegisterFlagCompletionFunc("format", values("tree", "json"))
	o.hadoop = addHadoopFlag(c)
	o.scheduler = addSchedulerFlag(c, false)
	addRMConfFlags(c, &o.rm)
	return c
}

func runTree(io *IO, g *globalOptions, o *treeOptions) error {
	if src, ok, err := capacityInput(io, o.file, o.scheduler, o.rm); err != nil || ok {
		if err != nil {
			return err
		}
		return runCapacityTree(io, g, o, src)
	}
	useColor, err := g.start(io, "tree", o.format)
	if err != nil {
		return err
	}
	_, prof, types, err := commandConfig(io, []string{o.file}, o.hadoop, o.resourceTypes)
	if err != nil {
		return err
	}
	ro, err := o.layout.renderOptions(io, useColor, render.TreeColumns())
	if err != nil {
		return err
	}
	a, refusals, err := loadForTree(io, o.file, xmlconf.Options{Types: types, Hadoop: prof}, useColor)
	if err != nil {
		return err
	}
	if err := refusedStart(io, o.file, a, refusals, o.format == "json", ro); err != nil {
		return err
	}
	err = outputWriters{
		json: func() error { return render.ConfigTreeJSON(io.Out, a, refusals) },
		text: func() error { return render.ConfigTree(io.Out, a, ro) },
	}.write(o.format)
	if err != nil {
		return err
	}
	return refusedEnd(io, o.file, a, refusals)
}

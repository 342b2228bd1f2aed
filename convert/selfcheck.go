package convert

import (
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// selfCheck reads the capacity-scheduler.xml just written back with the
// reader compare uses, as the target release reads it, and reports every
// reason that release would refuse it: each is a bug of the conversion
// (or of a finding already reported), never something to deploy.
func (c *conv) selfCheck() {
	files, err := Files(c.out)
	if err != nil {
		return
	}
	cfg, err := capacity.Read(CapacityFile, files[CapacityFile], c.in.Target)
	if err != nil {
		c.find(lint.ConvertRefused, lint.Error, xmlconf.Pos{}, "", "the converted capacity-scheduler.xml cannot be read back: "+err.Error())
		return
	}
	c.written = cfg
	for _, f := range Refusals(cfg, c.in.Cluster, c.in.Fair.Types) {
		c.find(lint.ConvertRefused, lint.Error, xmlconf.Pos{}, f.Queue,
			"the Capacity Scheduler of Hadoop "+c.in.Target.Version.String()+" would refuse the converted capacity-scheduler.xml: "+f.Msg)
	}
}

// Refusals are the reasons the Capacity Scheduler refuses cfg on the
// cluster (nil when unknown): capacity.Config.RefusalsOn.
func Refusals(cfg *capacity.Config, cluster xmlconf.Resource, types xmlconf.ResourceTypes) []capacity.Finding {
	return cfg.RefusalsOn(cluster, types)
}

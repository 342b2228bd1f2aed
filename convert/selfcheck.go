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

// Refusals are the reasons the Capacity Scheduler refuses cfg, except the
// reader's capacity-above-maximum for a queue whose maximum-capacity is an
// absolute resource: Hadoop 3.4 reads such a maximum as 100% when it loads
// the file and compares amounts only on the running cluster, so with a
// cluster size the amounts are compared on it (guarantee within maximum,
// type by type), and without one the queue is not refused.
func Refusals(cfg *capacity.Config, cluster xmlconf.Resource, types xmlconf.ResourceTypes) []capacity.Finding {
	var out []capacity.Finding
	absolute := map[string]bool{}
	for _, q := range cfg.Queues {
		absolute[q.Path] = q.MaxCapacity.Kind == capacity.Absolute || q.MaxCapacity.Kind == capacity.Vector
	}
	for _, f := range cfg.Findings {
		if f.Refuses && !(f.Code == capacity.CodeAboveMaximum && absolute[f.Queue]) {
			out = append(out, f)
		}
	}
	if cluster == nil || len(out) > 0 {
		return out
	}
	for _, r := range capacity.Compute(cfg, cluster, types) {
		if absolute[r.Queue.Path] && !r.Guaranteed.Fits(r.Maximum) {
			out = append(out, capacity.Finding{Code: capacity.CodeAboveMaximum, Queue: r.Queue.Path, Refuses: true,
				Msg: "queue " + r.Queue.Path + ": its guarantee " + r.Guaranteed.Format(types) + " on the cluster is above its absolute maximum " + r.Maximum.Format(types)})
		}
	}
	return out
}

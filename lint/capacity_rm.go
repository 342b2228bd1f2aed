package lint

import (
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/xmlconf"
)

// CheckCapacityProperties is CheckCapacityFile for a Capacity Scheduler
// configuration that is not a file: the properties a ResourceManager
// serves (GET ws/v1/cluster/scheduler-conf), named label. The model is
// built by the same reader as a file's (capacity.FromConfiguration), and
// the same rules run. There is no line, so a finding is positioned by
// property name: its File is label:property (for example
// RM:scheduler-conf:yarn.scheduler.capacity.root.a.capacity), or label
// alone when it names no property, and its Pos is zero. (While the model
// is read, a property's Pos is its rank in props, so that the reader
// tells set properties from unset ones as on a file; the Config returned
// has none.)
func CheckCapacityProperties(label string, props []rmrest.ConfProperty, parse xmlconf.Options, j Job) (*capacity.Config, []diag.Finding) {
	prof := parse.Hadoop
	if prof.Version == (hadoop.Version{}) {
		prof = hadoop.DefaultProfile()
	}
	pairs := make([][2]string, len(props))
	for i, p := range props {
		pairs[i] = [2]string{p.Name, p.Value}
	}
	c := capacity.FromConfiguration(yarnsite.FromPairs(label, pairs), prof)
	opts := j.Options
	if j.Cluster == nil {
		opts = withoutRules(opts, rulesOf(CapacityClusterInput))
	}
	ds := runCapacity(&CapacityView{File: label, Config: c, Hadoop: prof, Types: parse.Types, Cluster: j.Cluster, byName: true}, opts, j.Shares)
	c.WithoutPositions()
	return c, Sort(ds)
}

// PropertyPlace is where a finding about the property key of a
// configuration without lines (label) points: label:key, or label when
// key is "".
func PropertyPlace(label, key string) string {
	if key == "" {
		return label
	}
	return label + ":" + key
}

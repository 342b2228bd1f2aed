package lint

import (
	"maps"
	"slices"

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
	ds := runCapacity(&CapacityView{File: label, Config: c, Hadoop: prof, Types: parse.Types,
		Cluster: j.Cluster.Resolved(j.Options.YarnSite, parse.Types, prof), byName: true}, opts, j.Shares)
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

// RefreshRefusal is Hadoop's message refusing to refresh a ResourceManager
// of release rel from configuration old to next (property name → value),
// or "": the first reason a fresh start refuses next, else the first
// refresh rule's (RefreshRules), as Hadoop stops at the first. It judges
// the mutations a stand-in ResourceManager is sent (rmtest.RM.Refuse).
func RefreshRefusal(rel hadoop.Profile, old, next map[string]string) string {
	oc, nc := readConfMap(old, rel), readConfMap(next, rel)
	for _, f := range CapacityReaderFindings(nc) {
		if f.Refuses {
			return f.Message
		}
	}
	if ds := CheckRefresh("scheduler-conf", oc, nc, rel, Options{}); len(ds) > 0 {
		return ds[0].Message
	}
	return ""
}

// readConfMap models conf as the ResourceManager's release reads it, as a
// configuration without a file.
func readConfMap(conf map[string]string, rel hadoop.Profile) *capacity.Config {
	props := make([]rmrest.ConfProperty, 0, len(conf))
	for _, k := range slices.Sorted(maps.Keys(conf)) {
		props = append(props, rmrest.ConfProperty{Name: k, Value: conf[k]})
	}
	c, _ := CheckCapacityProperties("scheduler-conf", props, xmlconf.Options{Hadoop: rel}, Job{})
	return c
}

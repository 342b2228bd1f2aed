package rmtest

import (
	"maps"
	"slices"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/xmlconf"
)

// Refusal is Hadoop's message refusing to refresh from configuration old
// to next on release rel, or "": the reasons a fresh start refuses next,
// then the refresh rules' (lint.RefreshRules), first one only, as Hadoop
// stops at the first.
func Refusal(rel hadoop.Profile, old, next map[string]string) string {
	oc, nc := read(old, rel), read(next, rel)
	for _, f := range lint.CapacityReaderFindings(nc) {
		if f.Refuses {
			return f.Message
		}
	}
	if ds := lint.CheckRefresh("scheduler-conf", oc, nc, rel, lint.Options{}); len(ds) > 0 {
		return ds[0].Message
	}
	return ""
}

// read models conf as the RM's release reads it (lint's reading of a
// configuration without a file).
func read(conf map[string]string, rel hadoop.Profile) *capacity.Config {
	props := make([]rmrest.ConfProperty, 0, len(conf))
	for _, k := range slices.Sorted(maps.Keys(conf)) {
		props = append(props, rmrest.ConfProperty{Name: k, Value: conf[k]})
	}
	c, _ := lint.CheckCapacityProperties("scheduler-conf", props, xmlconf.Options{Hadoop: rel}, lint.Job{})
	return c
}

package rmtest

import (
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
)

// Refusal is Hadoop's message refusing to refresh from configuration old
// to next on release rel, or "": the reasons a fresh start refuses next,
// then the refresh rules' (lint.RefreshRules), first one only, as Hadoop
// stops at the first.
func Refusal(rel hadoop.Profile, old, next map[string]string) string {
	oc, err := capacity.ReadValues("scheduler-conf", old, rel)
	if err != nil {
		return err.Error()
	}
	nc, err := capacity.ReadValues("scheduler-conf", next, rel)
	if err != nil {
		return err.Error()
	}
	for _, f := range nc.Findings {
		if f.Refuses {
			return f.Message
		}
	}
	if ds := lint.CheckRefresh("scheduler-conf", oc, nc, rel, lint.Options{}); len(ds) > 0 {
		return ds[0].Message
	}
	return ""
}

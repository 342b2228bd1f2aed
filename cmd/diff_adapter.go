package cmd

// This file holds every call `fairsched diff` makes into the helpers of the
// other commands (reading input, the lint config, the cluster and scenario
// flags, linting one file), so that a rename there is fixed in one place.

import (
	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/submissions"
	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/lint"
)

// diffCluster resolves --scenario, --cluster and the resource types as
// `fairsched shares` does. It returns the types, the cluster, the active
// names and whether they were given.
func diffCluster(io *IO, o *diffOptions, cfg *lint.Config) (resource.ResourceTypes, resource.Resource, []string, bool, error) {
	so := &sharesOptions{cluster: o.cluster, active: o.active, activeSet: o.activeSet, scenario: o.scenario}
	if err := applyScenario(io, so); err != nil {
		return nil, nil, nil, false, err
	}
	known := resource.WithCustom(append(append(cfg.ResourceTypes, o.resourceTypes...), so.resourceTypes...)...)
	cluster, err := requireSize("--cluster", so.cluster, known, " (or a --scenario file with a cluster)")
	if err != nil {
		return nil, nil, nil, false, err
	}
	return known, cluster, so.active, so.activeSet, nil
}

// diffConfig loads the config NEW uses, found as `fairsched lint` finds
// it, for both sides; OLD's must agree with it on the whole-run settings.
func diffConfig(io *IO, old, new string) (*lint.Config, error) { return loadConfig(io, "", new, old) }

// diffRead reads one side: stdin for "-", a file otherwise.
func diffRead(io *IO, path string) ([]byte, error) { return readInput(io, path) }

// diffName is how a side's path appears in positions and findings.
func diffName(path string) string { return displayName(path) }

// diffLinter is how each side is linted: as `fairsched lint --cluster`
// does, with the settings file, its suppressions and the yarn-site.
type diffLinter struct {
	cfg      *lint.Config
	risk     *clusterRisk
	yarnSite *lint.YarnSite
}

// diffReplay reads --submissions and --groups-file as `place
// --submissions` does. It returns nil without --submissions, and the
// submission lines it could not read.
func diffReplay(io *IO, o *diffOptions) (*diff.Replay, []submissions.LineError, error) {
	if o.submissions == "" {
		return nil, nil, nil
	}
	groups, err := loadGroups(io, o.groupsFile)
	if err != nil {
		return nil, nil, err
	}
	subs, errs, err := loadSubmissions(io, o.submissions)
	if err != nil {
		return nil, nil, err
	}
	submissions.Resolve(subs, groups)
	return &diff.Replay{File: displayName(o.submissions), Submissions: subs, Defaults: place.HadoopDefaults}, errs, nil
}

// diffLineErrors prints the unreadable submission lines, after the output,
// and returns the usage error (exit 2) as place does.
func diffLineErrors(io *IO, o *diffOptions, errs []submissions.LineError) error {
	return reportLineErrors(io, o.submissions, errs)
}

// diffFailThreshold parses --fail-on-new.
func diffFailThreshold(s string) (lint.Severity, bool, error) {
	if s == "" {
		return lint.SeverityInvalid, false, nil
	}
	sev, fails, err := failThreshold(s)
	if err != nil {
		return sev, false, usagef("invalid --fail-on-new %q: must be one of error, warning, info, never", s)
	}
	return sev, fails, nil
}

package cmd

import (
	"errors"
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/place"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/fairsched/fairsched/yarnsite"
)

// flagYarnSite and configYarnSite name where a yarn-site path came from
// in error messages.
const (
	flagYarnSite   = "--yarn-site"
	configYarnSite = "yarnSite of the config"
)

// yarnSiteSource returns the yarn-site path to use and where it came
// from: the flag wins over the config's yarnSite.
func yarnSiteSource(flag string, cfg *lint.Config) (path, label string) {
	if flag == "" && cfg.YarnSite != "" {
		return cfg.YarnSite, configYarnSite
	}
	return flag, flagYarnSite
}

// loadYarnSite reads the yarn-site file named by label (--yarn-site or the
// config's yarnSite). A file that is not a Hadoop Configuration file is a
// usage error (exit 2), as a bad scenario file is; an unreadable one
// exits 3.
func loadYarnSite(io *IO, path, label string) (*yarnsite.Config, error) {
	data, err := readInput(io, path)
	if err != nil {
		if label == configYarnSite {
			return nil, fmt.Errorf("%s: %w", label, err)
		}
		return nil, err
	}
	c, err := yarnsite.Parse(displayName(path), data)
	var pe *yarnsite.Error
	if errors.As(err, &pe) {
		return nil, usagef("invalid %s: %v", label, err)
	}
	return c, err
}

// placementDefaults are the yarn-site settings that give the placement
// policy of a file without one, from --yarn-site and then the flags.
type placementDefaults struct {
	yarnSite          string
	yarnSiteLabel     string // flagYarnSite or configYarnSite
	allowUndeclared   bool
	allowUndeclaredOn bool // the flag was given
	userAsDefault     bool
	userAsDefaultOn   bool
}

// resolve returns the defaults and the yarn-site issues to show.
func (d placementDefaults) resolve(io *IO) (place.Defaults, []yarnsite.Issue, error) {
	out := place.HadoopDefaults
	var issues []yarnsite.Issue
	if d.yarnSite != "" {
		c, err := loadYarnSite(io, d.yarnSite, d.yarnSiteLabel)
		if err != nil {
			return out, nil, err
		}
		var s yarnsite.Settings
		s, issues = c.Settings()
		out = place.Defaults{AllowUndeclaredPools: s.AllowUndeclaredPools.Val, UserAsDefaultQueue: s.UserAsDefaultQueue.Val}
	}
	if d.allowUndeclaredOn {
		out.AllowUndeclaredPools = d.allowUndeclared
	}
	if d.userAsDefaultOn {
		out.UserAsDefaultQueue = d.userAsDefault
	}
	return out, issues, nil
}

// printYarnSiteIssues writes yarn-site issues to stderr as warnings.
func printYarnSiteIssues(io *IO, file string, issues []yarnsite.Issue) {
	for _, is := range issues {
		fmt.Fprintf(io.Err, "%s:%d:%d: warning: %s [yarn-site-%s]\n", file, is.Pos.Line, is.Pos.Col, is.Msg, is.Code)
	}
}

// yarnSiteSeverity is the severity of a yarn-site issue in `lint`: values
// the ResourceManager cannot start with are errors, ignored or misread
// settings warnings, what fairsched could not see info.
func yarnSiteSeverity(is yarnsite.Issue) lint.Severity {
	switch {
	case is.Fatal:
		return lint.Error
	case is.Code == yarnsite.IssueUnexpanded || is.Code == yarnsite.IssueInclude:
		return lint.Info
	}
	return lint.Warning
}

// yarnSiteDiagnostics checks the --yarn-site file of `lint` and its
// combination with each allocation file: yarn-site issues (unknown
// yarn.scheduler.fair.* keys, unreadable values, ...) are reported in the
// yarn-site file, the combination findings in the allocation file. Files
// that cannot be read are skipped (lint reports them already). An empty
// path checks nothing.
func yarnSiteDiagnostics(io *IO, path, label string, files []string, types xmlconf.ResourceTypes) ([]lint.Diagnostic, error) {
	if path == "" {
		return nil, nil
	}
	c, err := loadYarnSite(io, path, label)
	if err != nil {
		return nil, err
	}
	settings, issues := c.Settings()
	var out []lint.Diagnostic
	for _, is := range issues {
		out = append(out, lint.Diagnostic{File: displayName(path), Pos: is.Pos, Rule: "yarn-site-" + is.Code,
			Severity: yarnSiteSeverity(is), Message: is.Msg, Hint: is.Hint})
	}
	for _, f := range files {
		src, err := readInput(io, f)
		if err != nil {
			continue
		}
		a, _ := xmlconf.Parse(src, xmlconf.Options{Types: types})
		add := func(rule string, sev lint.Severity, fs []place.Finding) {
			for _, fd := range fs {
				out = append(out, lint.Diagnostic{File: displayName(f), Pos: fd.Pos, Rule: rule, Severity: sev, Queue: fd.Queue, Message: fd.Message, Hint: fd.Hint})
			}
		}
		add("yarn-site-undeclared-pools-ignored", lint.Warning, place.UndeclaredPoolsIgnored(a, hadoop.DefaultProfile(), settings))
		add("minimum-allocation-above-max", lint.Error, place.MinimumAllocationAboveMax(a, settings))
	}
	return out, nil
}

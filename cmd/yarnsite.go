package cmd

import (
	"errors"
	"fmt"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
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
		return nil, usagef("invalid %s: %s", label, lint.NotConfiguration(pe))
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

// resolve returns the defaults and the findings in the yarn-site file
// (with the severities cfg gives them, judged as release prof) to show.
func (d placementDefaults) resolve(io *IO, cfg *lint.Config, prof hadoop.Profile) (place.Defaults, []diag.Finding, error) {
	out := place.HadoopDefaults
	ys, err := loadLintYarnSite(io, d.yarnSite, d.yarnSiteLabel, prof)
	if err != nil {
		return out, nil, err
	}
	var ds []diag.Finding
	if ys != nil {
		ds = lint.RunYarnSite(ys, cfg.Options(d.yarnSite))
		out = place.Defaults{AllowUndeclaredPools: ys.Settings.AllowUndeclaredPools.Val, UserAsDefaultQueue: ys.Settings.UserAsDefaultQueue.Val,
			ACLs: placement.SwitchFrom(ys.Settings.ACLEnable.Val, ys.Settings.ACLEnable.Set, displayName(d.yarnSite))}
	}
	if d.allowUndeclaredOn {
		out.AllowUndeclaredPools = d.allowUndeclared
	}
	if d.userAsDefaultOn {
		out.UserAsDefaultQueue = d.userAsDefault
	}
	return out, ds, nil
}

// printYarnSiteFindings writes the findings in the yarn-site file to
// stderr, one line each.
func printYarnSiteFindings(io *IO, ds []diag.Finding) {
	for _, d := range ds {
		fmt.Fprintf(io.Err, "%s:%d:%d: %s: %s [%s]\n", d.File, d.Pos.Line, d.Pos.Col, d.Severity, d.Message, d.Rule)
	}
}

// readYarnSite reads the yarn-site --yarn-site (flag) names, else the
// config's yarnSite; nil when neither names one. label is how messages
// name it.
func readYarnSite(io *IO, flag string, cfg *lint.Config) (c *yarnsite.Config, label string, err error) {
	path, label := yarnSiteSource(flag, cfg)
	if path == "" {
		return nil, label, nil
	}
	c, err = loadYarnSite(io, path, label)
	return c, label, err
}

// lintYarnSite reads the yarn-site the lint rules judge a file with:
// --yarn-site (flag), else the config's yarnSite; nil when neither names
// one. Its rules judge it as release prof, the run's.
func lintYarnSite(io *IO, flag string, cfg *lint.Config, prof hadoop.Profile) (*lint.YarnSite, error) {
	path, label := yarnSiteSource(flag, cfg)
	return loadLintYarnSite(io, path, label, prof)
}

// loadLintYarnSite reads the yarn-site file at path for the lint rules,
// which judge it as release prof; an empty path gives nil.
func loadLintYarnSite(io *IO, path, label string, prof hadoop.Profile) (*lint.YarnSite, error) {
	if path == "" {
		return nil, nil
	}
	c, err := loadYarnSite(io, path, label)
	if err != nil {
		return nil, err
	}
	ys := lint.NewYarnSite(displayName(path), c)
	ys.Hadoop = prof
	return ys, nil
}

package cmd

import (
	"errors"
	"fmt"

	"github.com/fairsched/fairsched/place"
	"github.com/fairsched/fairsched/yarnsite"
)

// loadYarnSite reads a --yarn-site file. A file that is not a Hadoop
// Configuration file is a usage error (exit 2), as a bad scenario file is;
// an unreadable one exits 3.
func loadYarnSite(io *IO, path string) (*yarnsite.Config, error) {
	data, err := readInput(io, path)
	if err != nil {
		return nil, err
	}
	c, err := yarnsite.Parse(displayName(path), data)
	var pe *yarnsite.Error
	if errors.As(err, &pe) {
		return nil, usagef("invalid --yarn-site: %v", err)
	}
	return c, err
}

// placementDefaults are the yarn-site settings that give the placement
// policy of a file without one, from --yarn-site and then the flags.
type placementDefaults struct {
	yarnSite          string
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
		c, err := loadYarnSite(io, d.yarnSite)
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

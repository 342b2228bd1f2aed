package cmd

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
)

// configName is the per-repository settings file of `fairsched lint`.
const configName = ".fairsched.json"

// loadConfig reads the config the run's inputs use (see configsFor) and
// returns it; with explicit set (--config) that file and no lookup. It is
// for commands that apply one config to the whole run.
func loadConfig(io *IO, explicit string, inputs ...string) (*lint.Config, error) {
	cs, err := configsFor(io, explicit, inputs)
	if err != nil {
		return nil, err
	}
	return cs.run, nil
}

// readConfig reads and checks the config file at path (lint.ParseConfig:
// the schema, then rule IDs and versions). A bad file is a usage error
// naming the JSON paths.
func readConfig(io *IO, path string) (*lint.Config, error) {
	data, err := io.ReadFile(path)
	if err != nil {
		return nil, err
	}
	shown := relative(path)
	cfg, err := lint.ParseConfig(data)
	if err != nil {
		return nil, usagef("config %s: %v", shown, err)
	}
	cfg.YarnSite = configRelative(path, cfg.YarnSite)
	if abs, err := filepath.Abs(filepath.Dir(path)); err == nil {
		cfg.Dir = abs
	}
	return cfg, nil
}

// configRelative resolves p, a path written in the config file at
// configPath, against the config file's directory, and shows it relative
// to the working directory when it is below it. An empty or absolute p is
// kept.
func configRelative(configPath, p string) string {
	if p == "" || filepath.IsAbs(p) {
		return p
	}
	return relative(filepath.Join(filepath.Dir(configPath), filepath.FromSlash(p)))
}

// relative shows path relative to the working directory when it is below it.
func relative(path string) string {
	wd, err := os.Getwd()
	if err != nil {
		return path
	}
	if rel, err := filepath.Rel(wd, path); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return path
}

// findConfig returns the nearest .fairsched.json in dir or its parents up
// to the repository root (the directory holding .git) or the filesystem
// root; "" when there is none.
func findConfig(dir string) string {
	for {
		candidate := filepath.Join(dir, configName)
		if _, err := os.Stat(candidate); err == nil {
			return candidate
		}
		if _, err := os.Stat(filepath.Join(dir, ".git")); err == nil || errors.Is(err, os.ErrPermission) {
			return ""
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// commandConfig reads what every command that reads an allocation file
// takes from the .fairsched.json its inputs use (configsFor) and the shared flags, one way for
// all of them: the config itself, the release (--hadoop-version, else the
// config's hadoopVersion, else the default) and the resource types (the
// config's resourceTypes, then --resource-types, then extra, such as the
// types a simulate load names).
func commandConfig(io *IO, inputs []string, h *hadoopFlag, flagTypes []string, extra ...string) (*lint.Config, hadoop.Profile, resource.ResourceTypes, error) {
	cfg, err := loadConfig(io, "", inputs...)
	if err != nil {
		return nil, hadoop.Profile{}, nil, err
	}
	h.readMarker(io, inputs)
	prof, types, err := runSettings(cfg, h, flagTypes, extra...)
	return cfg, prof, types, err
}

// runSettings is what a run takes from its config and the shared flags:
// the release (--hadoop-version, else the config's hadoopVersion, else the
// default) and the resource types (the config's resourceTypes, then
// --resource-types, then extra).
func runSettings(cfg *lint.Config, h *hadoopFlag, flagTypes []string, extra ...string) (hadoop.Profile, resource.ResourceTypes, error) {
	prof, err := h.profile(cfg)
	if err != nil {
		return hadoop.Profile{}, nil, err
	}
	types := append(append(slices.Clone(cfg.ResourceTypes), flagTypes...), extra...)
	return prof, resource.WithCustom(types...), nil
}

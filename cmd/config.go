package cmd

import (
	"errors"
	"os"
	"path/filepath"

	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/schema"
)

// configName is the per-repository settings file of `fairsched lint`.
const configName = ".fairsched.json"

// loadConfig reads the --config file, or the nearest .fairsched.json in
// the working directory or its parents up to the repository root (the
// directory holding .git). No file means an empty config. A file that
// breaks schema/config.schema.json is a usage error naming the JSON path.
func loadConfig(io *IO, explicit string) (*lint.Config, error) {
	path := explicit
	if path == "" {
		path = findConfig()
		if path == "" {
			return &lint.Config{}, nil
		}
	}
	data, err := io.ReadFile(path)
	if err != nil {
		return nil, err
	}
	problems, err := schema.Validate("config", data)
	if err != nil {
		return nil, usagef("invalid config %s: %v", path, err)
	}
	if len(problems) > 0 {
		return nil, usagef("invalid config %s: %s", path, problems[0])
	}
	cfg, err := lint.ParseConfig(data)
	if err != nil {
		return nil, usagef("invalid config %s: %v", path, err)
	}
	return cfg, nil
}

// findConfig walks up from the working directory to the repository root
// (or the filesystem root) and returns the first .fairsched.json found.
func findConfig() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
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

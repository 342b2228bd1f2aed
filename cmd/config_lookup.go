package cmd

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/fairsched/fairsched/lint"
)

// configSet is the .fairsched.json of every input of one run. Like eslint
// and prettier, fairsched looks a file's config up from the file's own
// directory upward to the repository root, and only when none is found
// there from the working directory upward. Each input then uses its own
// config's rules and overrides; the settings that hold for the whole run
// (failOn, hadoopVersion, resourceTypes, yarnSite) must be the same in
// every config the inputs use, or the run is a usage error.
type configSet struct {
	run    *lint.Config            // the whole run's settings: the first input's config
	byFile map[string]*lint.Config // every input's config, by the argument naming it
}

// forFile returns the config of the input named file.
func (cs *configSet) forFile(file string) *lint.Config {
	if c, ok := cs.byFile[file]; ok {
		return c
	}
	return cs.run
}

// configsFor finds and reads the configs of inputs (file arguments as
// given: a path, "-" for stdin or git:REV:PATH). explicit (--config) is
// used for every input without a lookup. No config found means an empty
// one.
func configsFor(io *IO, explicit string, inputs []string) (*configSet, error) {
	if explicit != "" {
		cfg, err := readConfig(io, explicit)
		if err != nil {
			return nil, err
		}
		return &configSet{run: cfg}, nil
	}
	wd, _ := os.Getwd()
	read := map[string]*lint.Config{} // by config path: each file is read once
	load := func(path string) (*lint.Config, error) {
		if c, ok := read[path]; ok {
			return c, nil
		}
		c := &lint.Config{}
		if path != "" {
			var err error
			if c, err = readConfig(io, path); err != nil {
				return nil, err
			}
		}
		read[path] = c
		return c, nil
	}
	cs := &configSet{byFile: map[string]*lint.Config{}}
	runPath, runFile := "", ""
	found := map[string]string{} // config path by input directory: files of one directory look up once
	for i, in := range inputs {
		dir := inputDir(in, wd)
		path, ok := found[dir]
		if !ok {
			path = configPathFor(dir, wd)
			found[dir] = path
		}
		c, err := load(path)
		if err != nil {
			return nil, err
		}
		cs.byFile[in] = c
		if i == 0 {
			cs.run, runPath, runFile = c, path, in
			continue
		}
		if key := c.RunSettingDiffers(cs.run); key != "" {
			return nil, usagef("%s uses config %s and %s uses config %s, which set %s differently; "+
				"it holds for the whole run, so check them in separate runs or name one config with --config",
				displayName(runFile), configShown(runPath), displayName(in), configShown(path), key)
		}
	}
	if cs.run == nil { // no inputs: the working directory's config
		c, err := load(findConfig(wd))
		if err != nil {
			return nil, err
		}
		cs.run = c
	}
	return cs, nil
}

// configPathFor returns the config file an input in dir uses (inputDir;
// "" for stdin): the nearest one from dir upward, else from the working
// directory wd upward; "" when there is none.
func configPathFor(dir, wd string) string {
	if dir != "" {
		if p := findConfig(dir); p != "" {
			return p
		}
	}
	if wd == "" {
		return ""
	}
	return findConfig(wd)
}

// inputDir returns the directory a file argument's config is looked up
// from: a path's directory; for git:REV:PATH the directory PATH names in
// the working tree (relative to wd, or to the repository root for
// "/PATH"); "" for stdin.
func inputDir(input, wd string) string {
	if input == "-" || input == "" {
		return ""
	}
	path := input
	if rest, ok := strings.CutPrefix(input, "git:"); ok {
		_, p, found := strings.Cut(rest, ":")
		if !found {
			return ""
		}
		path = p
		if strings.HasPrefix(p, "/") {
			root := repoRoot(wd)
			if root == "" {
				return ""
			}
			path = filepath.Join(root, filepath.FromSlash(strings.TrimLeft(p, "/")))
		}
	}
	if !filepath.IsAbs(path) {
		path = filepath.Join(wd, filepath.FromSlash(path))
	}
	return filepath.Dir(path)
}

// repoRoot returns the nearest directory from dir upward that holds .git,
// or "".
func repoRoot(dir string) string {
	for dir != "" {
		if _, err := os.Stat(filepath.Join(dir, ".git")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
	return ""
}

// configShown names a config file in a message: relative to the working
// directory when below it, "none" when there is none.
func configShown(path string) string {
	if path == "" {
		return "none"
	}
	return relative(path)
}

package cmd

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/simulate"
)

// writePlot writes the --plot SVG; a failed write makes fairsched exit 3.
func writePlot(_ *IO, path string, r *simulate.Result) error {
	if path == "" {
		return nil
	}
	var b bytes.Buffer
	if err := render.SimulateSVG(&b, r); err != nil {
		return err
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("write plot: %w", err)
	}
	return nil
}

// loadFromRM builds the load from saved ResourceManager REST responses in
// dir: scheduler.json (ws/v1/cluster/scheduler), apps.json
// (ws/v1/cluster/apps?states=RUNNING,ACCEPTED) and, if present, nodes.json
// (ws/v1/cluster/nodes). A response missing documented fields is a usage
// error naming them.
func loadFromRM(io *IO, dir string) (*simulate.Load, error) {
	var d simulate.RMDump
	var err error
	if d.Scheduler, err = readInput(io, filepath.Join(dir, "scheduler.json")); err != nil {
		return nil, err
	}
	if d.Apps, err = readInput(io, filepath.Join(dir, "apps.json")); err != nil {
		return nil, err
	}
	if nodes := filepath.Join(dir, "nodes.json"); fileExists(nodes) {
		if d.Nodes, err = readInput(io, nodes); err != nil {
			return nil, err
		}
	}
	l, warnings, err := simulate.FromRM(d)
	if err != nil {
		return nil, usagef("--from-rm %s: %v", dir, err)
	}
	for _, w := range warnings {
		fmt.Fprintf(io.Err, "fairsched: warning: %s\n", w)
	}
	return l, nil
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

package cmd

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/render"
)

// plotFormat returns the chart format the --plot file's extension names
// ("" without --plot); another extension is a usage error.
func plotFormat(path string) (string, error) {
	if path == "" {
		return "", nil
	}
	ext := strings.ToLower(strings.TrimPrefix(filepath.Ext(path), "."))
	if !slices.Contains(render.PlotFormats, ext) {
		exts := make([]string, len(render.PlotFormats))
		for i, f := range render.PlotFormats {
			exts[i] = "." + f
		}
		return "", usagef("invalid --plot %q: the file name must end in %s", path, strings.Join(exts, " or "))
	}
	return ext, nil
}

// writePlot writes the --plot chart; a failed write makes fairsched exit 3.
func writePlot(path string, r *simcore.Result) error {
	format, err := plotFormat(path)
	if format == "" || err != nil {
		return err
	}
	var b bytes.Buffer
	if err := render.SimulatePlot(&b, r, format); err != nil {
		return err
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("write plot: %w", err)
	}
	return nil
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

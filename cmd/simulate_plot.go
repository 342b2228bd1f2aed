package cmd

import (
	"bytes"
	"fmt"
	"os"

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

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

package cmd

import (
	"fmt"

	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
)

// loadForTree reads a file for the commands that show its queue tree and
// prints to stderr what lint.ForTree says the tree does not show. A file
// Hadoop would refuse ends the command with exit 1.
func loadForTree(io *IO, path string, types xmlconf.ResourceTypes, useColor bool) (*xmlconf.Allocations, error) {
	src, err := readInput(io, path)
	if err != nil {
		return nil, err
	}
	a, issues := xmlconf.Parse(src, xmlconf.Options{Types: types})
	ds, refused := lint.ForTree(displayName(path), a, issues)
	if err := render.Text(io.Err, ds, render.Options{Color: useColor}); err != nil {
		return nil, err
	}
	if refused {
		fmt.Fprintf(io.Err, "fairsched: Hadoop 3.3 would refuse %s; run 'fairsched lint %s' for every finding\n", displayName(path), path)
		return nil, errFindings
	}
	return a, nil
}

package cmd

import (
	"fmt"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
)

// loadForTree reads and checks a file for the commands that show its queue
// tree. It returns the findings that make Hadoop refuse the file, if any:
// the command still shows the tree, below them, and then exits 1 (see
// refusedEnd). Otherwise it prints to stderr what lint.ForTree says the tree
// does not show (queues not created, policies refused).
func loadForTree(io *IO, path string, parse xmlconf.Options, useColor bool) (*xmlconf.Allocations, []diag.Finding, error) {
	src, err := readInput(io, path)
	if err != nil {
		return nil, nil, err
	}
	a := xmlconf.Parse(src, parse)
	ds, refused := lint.ForTree(displayName(path), a)
	if refused {
		return a, ds, nil
	}
	if err := render.Text(io.Err, ds, render.Options{Color: useColor}); err != nil {
		return nil, nil, err
	}
	return a, nil, nil
}

// loadAllocations is the one input path of the commands that cannot work
// on a file Hadoop refuses (compare, convert, drift, simulate): it reads
// the file as Hadoop would, or prints on stderr why Hadoop refuses it and
// fails with exit 1.
func loadAllocations(io *IO, path string, parse xmlconf.Options, useColor bool) (*xmlconf.Allocations, error) {
	a, refusals, err := loadForTree(io, path, parse, useColor)
	if err != nil || len(refusals) == 0 {
		return a, err
	}
	if err := render.Text(io.Err, refusals, render.Options{Color: useColor}); err != nil {
		return nil, err
	}
	return nil, refusedEnd(io, path, a, refusals)
}

// refusedStart prints what goes before the tree of a file Hadoop refuses:
// the header with the reasons above a text tree, or the reasons on stderr
// when the output is JSON (which carries them too).
func refusedStart(io *IO, path string, a *xmlconf.Allocations, refusals []diag.Finding, json bool, o render.Options) error {
	if len(refusals) == 0 {
		return nil
	}
	if json {
		return render.Text(io.Err, refusals, o)
	}
	return render.Refused(io.Out, displayName(path), hadoop.Name(a.Hadoop.Version), refusals, o)
}

// refusedEnd ends a command that showed the tree of a file Hadoop refuses
// with exit 1, after a pointer to lint on stderr.
func refusedEnd(io *IO, path string, a *xmlconf.Allocations, refusals []diag.Finding) error {
	if len(refusals) == 0 {
		return nil
	}
	refusalLine(io, a.Hadoop.Version, displayName(path), fmt.Sprintf("; run 'fairsched lint %s' for every finding", path))
	return errFindings
}

// refusalLine is the one way a command says on stderr that a release
// refuses a file: "fairsched: Hadoop 3.3 would refuse FILE" and the rest.
func refusalLine(io *IO, v hadoop.Version, file, rest string) {
	fmt.Fprintf(io.Err, "fairsched: Hadoop %s would refuse %s%s\n", hadoop.Name(v), file, rest)
}

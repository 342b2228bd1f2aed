package cmd

import (
	"fmt"

	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
)

// loadForTree reads and checks a file for the commands that show its queue
// tree. It returns the findings that make Hadoop refuse the file, if any:
// the command still shows the tree, below them, and then exits 1 (see
// refusedEnd). Queues that will not be created are announced on stderr.
func loadForTree(io *IO, path string, types xmlconf.ResourceTypes) (*xmlconf.Allocations, []lint.Diagnostic, error) {
	src, err := readInput(io, path)
	if err != nil {
		return nil, nil, err
	}
	a, issues := xmlconf.Parse(src, xmlconf.Options{Types: types})
	ds := lint.Run(displayName(path), a, issues, lint.Options{Only: lint.RefusalRuleIDs()})
	refusals := lint.Refusals(ds)
	a.Root.Walk(func(q *xmlconf.Queue) {
		if q.NotCreatedCause != xmlconf.Created && q.NotCreatedCause != xmlconf.CauseAncestor {
			fmt.Fprintf(io.Err, "fairsched: warning: queue %s will not be created: %s\n", q.FullName, q.NotCreated)
		}
		if q.RefusedPolicy != "" {
			fmt.Fprintf(io.Err, "fairsched: warning: queue %s keeps policy %s: Hadoop refuses %s under %s (\"Setting scheduling policies for existing queues failed!\")\n",
				q.FullName, q.Policy, q.RefusedPolicy, q.Parent.Policy)
		}
	})
	return a, refusals, nil
}

// refusedStart prints what goes before the tree of a file Hadoop refuses:
// the header with the reasons above a text tree, or the reasons on stderr
// when the output is JSON (which carries them too).
func refusedStart(io *IO, path string, refusals []lint.Diagnostic, json bool, o render.Options) error {
	if len(refusals) == 0 {
		return nil
	}
	if json {
		return render.Text(io.Err, refusals, o)
	}
	return render.Refused(io.Out, displayName(path), refusals, o)
}

// refusedEnd ends a command that showed the tree of a file Hadoop refuses
// with exit 1, after a pointer to lint on stderr.
func refusedEnd(io *IO, path string, refusals []lint.Diagnostic) error {
	if len(refusals) == 0 {
		return nil
	}
	fmt.Fprintf(io.Err, "fairsched: Hadoop 3.3 would refuse %s; run 'fairsched lint %s' for every finding\n", displayName(path), path)
	return errFindings
}

package cmd

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
)

// loadForTree reads and checks a file for the commands that show its queue
// tree. A file Hadoop would refuse ends the command with exit 1 after its
// blocking findings are printed to stderr; queues that will not be created
// are announced on stderr and the command goes on.
func loadForTree(io *IO, path string, parse xmlconf.Options, useColor bool) (*xmlconf.Allocations, error) {
	src, err := readInput(io, path)
	if err != nil {
		return nil, err
	}
	a, issues := xmlconf.Parse(src, parse)
	ds := lint.Run(displayName(path), a, issues, lint.Options{Only: lint.RefusalRuleIDs()})
	if refusals := lint.Refusals(ds); len(refusals) > 0 {
		if err := render.Text(io.Err, refusals, render.Options{Color: useColor}); err != nil {
			return nil, err
		}
		fmt.Fprintf(io.Err, "fairsched: Hadoop %s would refuse %s; run 'fairsched lint %s' for every finding\n", hadoop.Name(a.Hadoop.Version), displayName(path), path)
		return nil, errFindings
	}
	a.Root.Walk(func(q *xmlconf.Queue) {
		if q.NotCreatedCause != xmlconf.Created && q.NotCreatedCause != xmlconf.CauseAncestor {
			fmt.Fprintf(io.Err, "fairsched: warning: queue %s will not be created: %s\n", q.FullName, q.NotCreated)
		}
		if q.RefusedPolicy != "" {
			fmt.Fprintf(io.Err, "fairsched: warning: queue %s keeps policy %s: Hadoop refuses %s under %s (\"Setting scheduling policies for existing queues failed!\")\n",
				q.FullName, q.Policy, q.RefusedPolicy, q.Parent.Policy)
		}
	})
	return a, nil
}

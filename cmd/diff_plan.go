package cmd

import (
	"fmt"

	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/render"
)

// isPlanFormat reports whether diff's --format asks for the plan of a
// change (capacity-scheduler.xml files only).
func isPlanFormat(format string) bool { return format == "sched-conf" || format == "schedulerconf" }

// writeCapacityPlan writes the scheduler-conf mutation from the old file
// to the new one: the XML body (sched-conf) or the `yarn schedulerconf`
// command (schedulerconf).
func writeCapacityPlan(io *IO, format string, old, nw diff.CapacitySide) error {
	p, err := diff.Plan(old.Config, nw.Config)
	if err != nil {
		return err
	}
	if format == "sched-conf" {
		return render.SchedConfPlan(io.Out, p)
	}
	args, err := p.CLIArgs()
	if err != nil {
		return fmt.Errorf("--format schedulerconf: %w; --format sched-conf writes the XML body, which carries it", err)
	}
	return render.SchedConfCommand(io.Out, args)
}

package cmd

import (
	"fmt"

	"github.com/fairsched/fairsched/diff"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/yarnsite"
)

// isPlanFormat reports whether diff's --format asks for the plan of a
// change (capacity-scheduler.xml files only).
func isPlanFormat(format string) bool { return format == "sched-conf" || format == "schedulerconf" }

// writeCapacityPlan writes the scheduler-conf mutation from the old file
// to the new one: the XML body (sched-conf) or the `yarn schedulerconf`
// command (schedulerconf).
func writeCapacityPlan(io *IO, format string, old, nw diff.CapacitySide, oldSrc, newSrc []byte) error {
	p, err := planBetween(old, nw, oldSrc, newSrc)
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

// planBetween is diff.Plan on two read capacity-scheduler.xml files.
func planBetween(old, nw diff.CapacitySide, oldSrc, newSrc []byte) (*rmrest.SchedConfUpdate, error) {
	side := func(s diff.CapacitySide, src []byte) (diff.PlanSide, error) {
		yc, err := yarnsite.Parse(s.File, src)
		if err != nil {
			return diff.PlanSide{}, err
		}
		return diff.PlanSide{Config: s.Config, Properties: yc.Values()}, nil
	}
	o, err := side(old, oldSrc)
	if err != nil {
		return nil, err
	}
	n, err := side(nw, newSrc)
	if err != nil {
		return nil, err
	}
	return diff.Plan(o, n)
}

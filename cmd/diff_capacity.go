package cmd

import (
	"github.com/fairsched/fairsched/analysis/diff"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
)

// capacityDiff runs diff when both sides are capacity-scheduler.xml files
// and says whether it did; when neither is, the sides it read are kept for
// the allocation-file diff.
func capacityDiff(io *IO, g *globalOptions, o *diffOptions, threshold lint.Severity, fails bool) (bool, error) {
	if err := o.scheduler.check(); err != nil {
		return true, err
	}
	if o.rm.from != "" {
		return true, rmCapacityDiff(io, g, o, threshold, fails)
	}
	oldSrc, err := readSide(io, "old", o.old)
	if err != nil {
		return true, err
	}
	newSrc, err := readSide(io, "new", o.new)
	if err != nil {
		return true, err
	}
	oldCS, newCS := o.scheduler.of(o.old, oldSrc) == schedulerCapacity, o.scheduler.of(o.new, newSrc) == schedulerCapacity
	switch {
	case !oldCS && !newCS && isPlanFormat(o.format):
		return true, usagef("--format %s writes the scheduler-conf mutation between two capacity-scheduler.xml files; %s and %s are allocation files", o.format, diffName(o.old), diffName(o.new))
	case !oldCS && !newCS:
		io.keep(o.old, oldSrc) // for the allocation files' diff: each side read once
		io.keep(o.new, newSrc)
		return false, nil
	case oldCS != newCS:
		return true, usagef("one of %s and %s is a capacity-scheduler.xml and the other an allocation file: diff compares two files of one scheduler (fairsched compare puts an allocation file beside a capacity-scheduler.xml)", diffName(o.old), diffName(o.new))
	}
	if err := o.fairOnlyFlags(); err != nil {
		return true, err
	}
	return true, runCapacityDiff(io, g, o, fileSource(o.old, oldSrc), fileSource(o.new, newSrc), threshold, fails)
}

// runCapacityDiff is diff for two capacity-scheduler.xml files: each side
// linted as `fairsched lint` lints it (settings file, suppressions, the
// cluster rules with --cluster), then compared.
func runCapacityDiff(io *IO, g *globalOptions, o *diffOptions, oldSrc, newSrc capacitySource, threshold lint.Severity, fails bool) error {
	useColor, err := g.useColor(io)
	if err != nil {
		return err
	}
	cd, err := readCapacityDiff(io, o, oldSrc, newSrc)
	if err != nil {
		return err
	}
	r := diff.CompareCapacity(cd.old, cd.nw, cd.opts)
	if err := cd.write(io, o, r, useColor); err != nil {
		return err
	}
	if err := capacityDiffRefused(io, cd.prof, cd.old, cd.nw); err != nil {
		return err
	}
	if lint.AtLeast(cd.opts.Refresh, lint.Error) {
		return cd.refreshRefused(io)
	}
	if fails && lint.AtLeast(r.Findings.Introduced, threshold) {
		return errFindings
	}
	return nil
}

func writeCapacityDiff(io *IO, o *diffOptions, r *diff.CapacityResult, useColor bool) error {
	return outputWriters{
		json:     func() error { return render.CapacityDiffJSON(io.Out, r) },
		markdown: func() error { return render.CapacityDiffMarkdown(io.Out, r) },
		text:     func() error { return render.CapacityDiffTree(io.Out, r, o.treeOptions(io, useColor)) },
	}.write(o.format)
}

// capacityDiffRefused says which sides Hadoop refuses (compared without
// their figures) and fails.
func capacityDiffRefused(io *IO, prof hadoop.Profile, sides ...diff.CapacitySide) error {
	refusedAny := false
	for i, s := range sides {
		if s.Config != nil && !s.Config.Refused() {
			continue
		}
		refusedAny = true
		what := "the " + []string{"old", "new"}[i] + " file " + s.File
		if s.File == rmConfLabel {
			what = "the ResourceManager's configuration (" + rmConfLabel + ")"
		}
		refusalLine(io, prof.Version, what, " (compared without its figures)")
	}
	if refusedAny {
		return errFindings
	}
	return nil
}

// diffArgs takes <old> <new>, or <new> alone with --from-rm.
func diffArgs(args []string, o *diffOptions) error {
	switch {
	case o.rm.from != "" && len(args) == 2:
		return usagef("with --from-rm, give the new file alone: the ResourceManager's configuration is the old side")
	case o.rm.from == "" && len(args) == 1:
		return usagef("give the old and the new file (or --from-rm URL|DIR and the new file)")
	case o.rm.from != "":
		o.old, o.new = rmConfLabel, args[0]
	default:
		o.old, o.new = args[0], args[1]
	}
	return nil
}

// rmCapacityDiff is diff --from-rm URL NEW: the configuration the
// ResourceManager serves beside the new capacity-scheduler.xml.
func rmCapacityDiff(io *IO, g *globalOptions, o *diffOptions, threshold lint.Severity, fails bool) error {
	newSrc, err := readSide(io, "new", o.new)
	if err != nil {
		return err
	}
	if o.scheduler.of(o.new, newSrc) != schedulerCapacity {
		return usagef("--from-rm reads a Capacity Scheduler ResourceManager's configuration: %s is not a capacity-scheduler.xml", diffName(o.new))
	}
	if err := o.fairOnlyFlags(); err != nil {
		return err
	}
	old, err := readRMConf(io, o.rm)
	if err != nil {
		return err
	}
	return runCapacityDiff(io, g, o, old, fileSource(o.new, newSrc), threshold, fails)
}

// fairOnlyFlags refuses, for two capacity-scheduler.xml files, the flags
// only the allocation files' diff reads.
func (o *diffOptions) fairOnlyFlags() error {
	if o.scenario != "" || o.activeSet || o.submissions != "" {
		return usagef("--scenario, --active and --submissions are for allocation files, not a capacity-scheduler.xml")
	}
	return nil
}

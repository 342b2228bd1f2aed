package lint

// ConvertRenamed reports a setting that keeps its meaning under another
// name.
var ConvertRenamed = &Rule{
	ID:       "convert-renamed",
	Input:    ConvertInput,
	Severity: Info,
	Summary:  "a setting the Capacity Scheduler names differently",
	Doc: `Why: the setting keeps its meaning under the Capacity Scheduler's name, or is
replaced by the files the conversion writes (yarn.scheduler.fair.allocation.file
by capacity-scheduler.xml).
Fix: nothing to do; remove the old setting when the move is done.
` + convertSee,
	Check:    checkConvertRenamed,
	ByEffect: true,
}

// checkConvertRenamed reports the yarn-site settings the Capacity
// Scheduler names differently.
func checkConvertRenamed(p *Pass) { reportSiteKeys(p.Convert, siteRenamed) }

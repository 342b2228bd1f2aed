package lint

// ConvertLocality reports a locality setting that changes unit.
var ConvertLocality = &Rule{
	ID:       "convert-locality",
	Input:    ConvertInput,
	Severity: Warning,
	Summary:  "a locality threshold the conversion does not copy",
	Doc: `Why: the Fair Scheduler's locality.threshold.node and .rack are fractions of the
cluster's nodes; the Capacity Scheduler's node-locality-delay and
rack-locality-additional-delay count missed scheduling opportunities as whole
numbers. Copying 0.5 would not mean half the cluster.
Fix: set node-locality-delay to about the fraction times the number of nodes.
` + convertSee,
	Check:    checkConvertLocality,
	ByEffect: true,
}

// checkConvertLocality reports the yarn-site's locality settings.
func checkConvertLocality(p *Pass) { reportSiteKeys(p.Convert, siteLocality) }

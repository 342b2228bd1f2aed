package lint

import "fmt"

// ConvertClusterWide reports a cluster-wide switch the conversion turns
// for the sake of some queues.
var ConvertClusterWide = &Rule{
	ID:       "convert-cluster-wide",
	Input:    ConvertInput,
	Severity: Info,
	Summary:  "a cluster-wide switch the conversion turns for some queues",
	Doc: `Why: Hadoop 3.4 reads an absolute maximum-capacity beside percentage or weight
capacities only outside the legacy queue mode, so convert writes
yarn.scheduler.capacity.legacy-queue-mode.enabled=false. The switch is not the
queue's: it turns off the legacy checks for every queue of the cluster (mixed
capacity forms among siblings are then accepted, and capacities are computed by
the new calculators), including queues added to the file later.
Fix: none needed for the converted file; keep it in mind when editing the file
later, or give the queue a percentage maximum (convert --cluster keeps the
tightest type as one) to stay in the legacy mode.
` + convertSee,
	Check:    checkConvertClusterWide,
	ByEffect: true,
}

// checkConvertClusterWide words the legacy queue mode turned off for an
// absolute maximum: info, the file behaves as converted.
func checkConvertClusterWide(pass *Pass) {
	p := pass.Convert
	m := p.Facts.LegacyModeOff
	if m == nil {
		return
	}
	p.Report(Info, m.Pos, m.Queue, fmt.Sprintf(
		"%s is kept as an absolute maximum-capacity, which Hadoop %s reads beside percentages and weights only outside the legacy queue mode: legacy-queue-mode.enabled=false is written, and it holds for the whole cluster, not this queue alone",
		m.Said(), p.Target.Version))
}

package lint

// ConvertRules are the findings of `fairsched convert`, which turns an
// allocation file into a Capacity Scheduler configuration. They are not in
// All: the convert package reports them. A Bad or Good example is an
// allocation file, optionally followed by ConvertSeparator and the
// yarn-site.xml it runs with; the convert package's tests run them,
// converting for Hadoop 3.3 (percentage mode) with no --cluster unless the
// example's first line names one (ConvertClusterComment).
var ConvertRules = rulesOf(ConvertInput)

// ConvertSeparator separates the allocation file from the yarn-site.xml in
// a convert rule's examples. A finding's severity is its effect in the
// converted file: error when a team's guarantee, maximum, access or
// placement changes and no setting keeps it, warning when it is kept only
// approximately, info when it has no effect in this file; Severity is the
// rule's usual one.
const ConvertSeparator = "<!-- yarn-site.xml -->\n"

// ConvertClusterComment starts an example converted with --cluster
// "16384 mb, 16 vcores".
const ConvertClusterComment = "<!-- converted with --cluster \"16384 mb, 16 vcores\" -->\n"

// convertCheck is the Check of the ConvertRules: convert reports them.
func convertCheck(*Pass) {}

const convertSee = `See: Hadoop CapacityScheduler docs (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html) and the fs2cs converter (YARN-9698).`

// ConvertMinResources reports a minResources the Capacity Scheduler has
// no counterpart for: info where the capacity covers it, a warning
// without --cluster.
var ConvertMinResources = &Rule{
	ID:       "convert-min-resources",
	Input:    ConvertInput,
	Severity: Warning,
	Summary:  "minResources has no Capacity Scheduler counterpart",
	Doc: `Why: the Fair Scheduler gives a queue its minResources before it divides the rest
by weight; the Capacity Scheduler guarantees only a queue's capacity. With
--cluster, convert makes each capacity the queue's steady fair share, which is
raised to its minimum, so the minimum is kept on that cluster (info; below it,
convert-guarantee-below-min says by how much). Without --cluster the capacities
follow the weights alone and the minimum may be lost (warning). An only child gets
all its parent has anyway (info).
Fix: convert with --cluster and the cluster's size.
` + convertSee,
	Bad:   "<allocations>\n  <queue name=\"eng\">\n    <minResources>4096 mb, 4 vcores</minResources>\n  </queue>\n</allocations>\n",
	Good:  "<allocations>\n  <queue name=\"eng\">\n    <weight>3</weight>\n  </queue>\n</allocations>\n",
	Check: convertCheck,
}

// ConvertGuaranteeBelowMin reports a queue whose Capacity Scheduler
// guarantee falls below its Fair Scheduler min share on --cluster.
var ConvertGuaranteeBelowMin = &Rule{
	ID:       "convert-guarantee-below-min",
	Input:    ConvertInput,
	Severity: Error,
	Summary:  "a queue's capacity falls below its fair min share",
	Doc: `Why: on the --cluster given, the capacity the converted file guarantees the queue
(computed with the Capacity Scheduler's own arithmetic) is smaller than the
minResources the Fair Scheduler guaranteed it, beyond the Capacity Scheduler's
rounding: the minima of the queue and its siblings ask for more than their
parent has, and capacities must add up to 100. The team gets less than it was
promised when the cluster is busy.
Fix: lower the siblings' minima or raise the parent's share, then convert again.
` + convertSee,
	Examples: func() (string, string) {
		return ConvertClusterComment + "<allocations>\n  <queue name=\"eng\">\n    <minResources>12288 mb, 12 vcores</minResources>\n  </queue>\n  <queue name=\"ads\">\n    <minResources>12288 mb, 12 vcores</minResources>\n  </queue>\n</allocations>\n",

			ConvertClusterComment + "<allocations>\n  <queue name=\"eng\">\n    <weight>3</weight>\n    <minResources>4096 mb, 4 vcores</minResources>\n  </queue>\n</allocations>\n"

	},
	Check: convertCheck,
}

// ConvertMaxDropped reports a maxResources the conversion cannot keep.
var ConvertMaxDropped = &Rule{
	ID:       "convert-max-dropped",
	Input:    ConvertInput,
	Severity: Error,
	Summary:  "a maxResources the target release cannot express",
	Doc: `Why: an absolute maxResources needs an absolute maximum-capacity beside weight or
percentage capacities, which the Capacity Scheduler reads from Hadoop 3.4.0
(capacity vectors, YARN-10888); for an older release it can only become a
percentage of a known cluster. Without one the limit disappears: the queue may
take the whole cluster. Also reported: a type limited to 0 (one percentage would
close the queue), and a parent whose children's maxima add up to less than it,
where no capacities add up to 100 without one above its maximum: the closest
valid assignment raises the maxima the message names.
Fix: pass --cluster with the cluster's size, or convert for 3.4, or raise a
child's maxResources.
` + convertSee,
	Bad:   "<allocations>\n  <queue name=\"eng\">\n    <maxResources>8192 mb, 8 vcores</maxResources>\n  </queue>\n</allocations>\n",
	Good:  "<allocations>\n  <queue name=\"eng\">\n    <maxResources>50%</maxResources>\n  </queue>\n</allocations>\n",
	Check: convertCheck,
}

// ConvertApproximated reports a setting converted to an approximation.
var ConvertApproximated = &Rule{
	ID:       "convert-approximated",
	Input:    ConvertInput,
	Severity: Warning,
	Summary:  "a setting converted to an approximation",
	Doc: `Why: the Capacity Scheduler has a close but not equal setting: a maxResources that
limits each resource type differently becomes one maximum-capacity (the tightest
is kept, so no team can take more than today); schedulingPolicy drf becomes the
fair ordering policy; an increment allocation becomes the minimum allocation.
Fix: read the message and check that the approximation suits the queue.
` + convertSee,
	Bad:   "<allocations>\n  <queue name=\"eng\">\n    <maxResources>memory-mb=50%, vcores=25%</maxResources>\n  </queue>\n</allocations>\n",
	Good:  "<allocations>\n  <queue name=\"eng\">\n    <maxResources>25%</maxResources>\n  </queue>\n</allocations>\n",
	Check: convertCheck,
}

// ConvertNoCounterpart reports a setting the Capacity Scheduler has no
// counterpart for.
var ConvertNoCounterpart = &Rule{
	ID:       "convert-no-counterpart",
	Input:    ConvertInput,
	Severity: Error,
	Summary:  "a setting without a Capacity Scheduler counterpart",
	Doc: `Why: per-queue preemption timeouts and thresholds, maxChildResources,
queueMaxResourcesDefault, the reservation system, same-named leaves before
3.4.0 and some yarn-site settings of the Fair Scheduler have no counterpart in
the Capacity Scheduler. The severity is the effect in this file: an error when a
limit disappears that applies (maxChildResources of a parent queues are created
under, a queue taking reservations), a warning when preemption is on, info when
the setting does nothing here (preemption off, no created queues).
Fix: decide whether the cluster still needs it (Capacity Scheduler preemption is
one cluster-wide policy), then delete the element to acknowledge it.
` + convertSee,
	Bad:   "<allocations>\n  <queue name=\"eng\">\n    <minSharePreemptionTimeout>60</minSharePreemptionTimeout>\n  </queue>\n</allocations>\n",
	Good:  "<allocations>\n  <queue name=\"eng\"/>\n</allocations>\n",
	Check: convertCheck,
}

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
	Examples: func() (string, string) {
		return "<allocations/>\n" + ConvertSeparator + "<configuration>\n  <property><name>yarn.scheduler.fair.locality.threshold.node</name><value>0.5</value></property>\n</configuration>\n",

			"<allocations/>\n" +
				ConvertSeparator + "<configuration/>\n"
	},
	Check: convertCheck,
}

// ConvertPlacement reports a placement rule the conversion cannot express.
var ConvertPlacement = &Rule{
	ID:       "convert-placement",
	Input:    ConvertInput,
	Severity: Warning,
	Summary:  "a placement rule the target cannot keep as it is",
	Doc: `Why: the rule has no mapping the target release reads with the same meaning: a
reject rule or a specified rule after others in the legacy queue-mappings of
releases before 3.4.0 (error), a rule creating queues under root where the
Capacity Scheduler cannot (error), create="false" in legacy form (warning), a
nested rule whose create flags differ (warning).
Fix: write the mapping by hand; fairsched place shows where the Fair Scheduler
puts each submission today.
` + convertSee,
	Bad:   "<allocations>\n  <queuePlacementPolicy>\n    <rule name=\"specified\"/>\n    <rule name=\"reject\"/>\n  </queuePlacementPolicy>\n</allocations>\n",
	Good:  "<allocations>\n  <queuePlacementPolicy>\n    <rule name=\"specified\"/>\n    <rule name=\"default\"/>\n  </queuePlacementPolicy>\n</allocations>\n",
	Check: convertCheck,
}

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
	Examples: func() (string, string) {
		return "<allocations/>\n" + ConvertSeparator + "<configuration>\n  <property><name>yarn.scheduler.fair.allocation.file</name><value>/etc/hadoop/fair-scheduler.xml</value></property>\n</configuration>\n",

			"<allocations/>\n" +
				ConvertSeparator + "<configuration/>\n"
	},
	Check: convertCheck,
}

// ConvertRefused reports a converted capacity-scheduler.xml the target
// release would refuse: convert reads its own output back and never
// hands over a file the ResourceManager does not start with unnoticed.
var ConvertRefused = &Rule{
	ID:       "convert-refused",
	Input:    ConvertInput,
	Severity: Error,
	Summary:  "the Capacity Scheduler would refuse the converted file",
	Doc: `Why: convert reads the capacity-scheduler.xml it wrote back with the same reader
as compare, as the target release reads it. A reason to refuse it there is a bug
of the conversion (please report it with the allocation file), or follows from
another finding at the same place (two leaves sharing a name before 3.4.0).
Fix: correct the finding it follows from, or edit the property the message names.
` + convertSee,
	Bad:   "<allocations>\n  <queue name=\"a\"><queue name=\"x\"/></queue>\n  <queue name=\"b\"><queue name=\"x\"/></queue>\n</allocations>\n",
	Good:  "<allocations>\n  <queue name=\"a\"><queue name=\"x\"/></queue>\n  <queue name=\"b\"><queue name=\"y\"/></queue>\n</allocations>\n",
	Check: convertCheck,
}

package lint

// ConvertRules are the findings of `fairsched convert`, which turns an
// allocation file into a Capacity Scheduler configuration. Lint never runs
// them: CheckConversion does, over the conversion's source and the facts
// the convert package records (convert.Facts). A Bad or Good example is an
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

// ConvertTargetComment starts an example converted for Hadoop 3.4 (the
// others are converted for 3.3).
const ConvertTargetComment = "<!-- converted for Hadoop 3.4 -->\n"

// ConvertTarget32Comment starts an example converted for Hadoop 3.2, a
// release before YARN-9879 (one leaf per short name).
const ConvertTarget32Comment = "<!-- converted for Hadoop 3.2 -->\n"

const convertSee = `See: Hadoop CapacityScheduler docs (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/CapacityScheduler.html) and the fs2cs converter (YARN-9698).`

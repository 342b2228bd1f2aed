package place

import (
	"strings"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// dotReplacement is what Hadoop writes for a '.' in a user or group name
// used as a queue name (FairQueuePlacementUtils, YARN-3241).
const dotReplacement = "_dot_"

// trimQueueName is FairSchedulerUtilities.trimQueueName: Unicode white
// space off both ends (YARN-5272).
func trimQueueName(s string) string { return strings.TrimFunc(s, xmlconf.IsQueueNameSpace) }

// cleanName turns a user or group name into a queue name part: trimmed, '.'
// replaced by "_dot_". Releases before 2.9 did not trim (YARN-5272).
func cleanName(name string, trim bool) string {
	if trim {
		name = trimQueueName(name)
	}
	return strings.ReplaceAll(name, ".", dotReplacement)
}

// assureRoot prefixes "root." unless q is root or already starts with it.
func assureRoot(q string) string {
	if q == "" || q == hadoop.RootName || strings.HasPrefix(q, hadoop.RootName+".") {
		return q
	}
	return hadoop.RootName + "." + q
}

// validQueueName is FairQueuePlacementUtils.isValidQueueName: no
// surrounding white space, no leading or trailing dot.
func validQueueName(q string) bool {
	return q == trimQueueName(q) && !strings.HasPrefix(q, ".") && !strings.HasSuffix(q, ".")
}

// validNode is QueueManager.isQueueNameValid for one part of a full name:
// not empty and not surrounded by white space.
func validNode(part string) bool { return part != "" && part == trimQueueName(part) }

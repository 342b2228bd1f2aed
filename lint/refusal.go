package lint

import "slices"

// refusing lists the rules whose findings mean Hadoop 3.3 refuses the whole
// file (an AllocationConfigurationException or another exception during the
// load), as opposed to errors about queues that load but cannot work.
var refusing = map[string]bool{
	"malformed-xml": true, "wrong-root-element": true, "empty-value": true, "non-text-value": true,
	"invalid-number": true, "invalid-resource": true, "invalid-queue-name": true, "root-with-siblings": true,
	"reservation-on-parent": true, "max-am-share-on-parent": true, "invalid-scheduling-policy": true,
	"fifo-default-policy": true, "empty-placement-policy": true, "invalid-placement-rule": true,
	"unreachable-placement-rule": true, "placement-not-terminal": true,
}

// Refuses reports whether a finding of the given rule means the
// ResourceManager rejects the whole file.
func Refuses(ruleID string) bool { return refusing[ruleID] }

// Refusals returns the findings that make Hadoop refuse the file.
func Refusals(ds []Diagnostic) []Diagnostic {
	var out []Diagnostic
	for _, d := range ds {
		if Refuses(d.Rule) {
			out = append(out, d)
		}
	}
	return out
}

// RefusalRuleIDs lists the rules whose findings mean Hadoop refuses the
// file, sorted; running only these is enough to decide whether it loads.
func RefusalRuleIDs() []string {
	ids := make([]string, 0, len(refusing))
	for id := range refusing {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

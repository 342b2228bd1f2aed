package diag

import (
	"strconv"
	"strings"
)

// FewAndCount names up to three of items and counts the rest ("a, b, c and
// 5 more queues"), so that a message stays one line a person reads,
// whatever the count; noun names what the rest are.
func FewAndCount(items []string, noun string) string {
	if len(items) <= 3 {
		return strings.Join(items, ", ")
	}
	return strings.Join(items[:3], ", ") + " and " + strconv.Itoa(len(items)-3) + " more " + noun
}

package diag

import (
	"fmt"
	"strings"
)

// ListShown is how many names a finding's list shows before it counts
// the rest.
const ListShown = 3

// List names the first ListShown of names and counts the rest, for a
// message about many things: "a, b, c and 1397 more queues" (noun is the
// plural of what is counted). A list of ListShown or fewer is written
// whole, "a, b, c", so that a message about a 10,000-queue file stays one
// readable line.
func List(names []string, noun string) string {
	if len(names) <= ListShown {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s and %d more %s", strings.Join(names[:ListShown], ", "), len(names)-ListShown, noun)
}

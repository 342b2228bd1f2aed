package hadoop

import (
	"bytes"
	"regexp"
	"sync"
)

// A release marker is an XML comment, <!-- fairsched:hadoop 3.3.6 -->, near
// the top of a file: Hadoop ignores it, and fairsched reads the file as that
// release when neither --hadoop-version nor a .fairsched.json names one.
// convert prints one in the capacity-scheduler.xml it writes on stdout.

// markerHead is how far into a file a marker is looked for.
const markerHead = 1024

// markerComment is compiled on first use, not at start-up (most runs
// never look for a marker).
var markerComment = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`<!--\s*fairsched:hadoop\s+(\S+)\s*-->`)
})

// Marker is the release marker comment naming release (as Parse reads it).
func Marker(release string) string { return "<!-- fairsched:hadoop " + release + " -->" }

// MarkedRelease returns the release the marker in the first KiB of data
// names, as written (Parse reads it), and whether there is one.
func MarkedRelease(data []byte) (string, bool) {
	m := markerComment().FindSubmatch(data[:min(len(data), markerHead)])
	if m == nil {
		return "", false
	}
	return string(bytes.TrimSpace(m[1])), true
}

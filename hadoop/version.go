package hadoop

import (
	"fmt"
	"strconv"
	"strings"
)

// Version is a Hadoop release number. Patch is -1 when only a release line
// (such as 3.3) was named; Resolve turns that into the line's last release.
type Version struct {
	Major, Minor, Patch int
}

// String formats v as Hadoop does, e.g. "3.3.6", or "3.3" for a line.
func (v Version) String() string {
	if v.Patch < 0 {
		return fmt.Sprintf("%d.%d", v.Major, v.Minor)
	}
	return fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch)
}

// Less reports whether v is an earlier release than w.
func (v Version) Less(w Version) bool {
	if v.Major != w.Major {
		return v.Major < w.Major
	}
	if v.Minor != w.Minor {
		return v.Minor < w.Minor
	}
	return v.Patch < w.Patch
}

// AtLeast reports whether v is w or a later release.
func (v Version) AtLeast(w Version) bool { return !v.Less(w) }

// in reports whether from <= v < to.
func (v Version) in(from, to Version) bool { return v.AtLeast(from) && v.Less(to) }

// V builds a version from its three numbers.
func V(major, minor, patch int) Version { return Version{major, minor, patch} }

// parseNumber reads "3", "3.3" or "3.3.6", ignoring a vendor suffix after a
// dash ("3.0.0-cdh6.3.2").
func parseNumber(s string) (Version, bool) {
	s, _, _ = strings.Cut(s, "-")
	parts := strings.Split(s, ".")
	if len(parts) < 2 || len(parts) > 3 {
		return Version{}, false
	}
	v := Version{Patch: -1}
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || len(p) > 4 {
			return Version{}, false
		}
		switch i {
		case 0:
			v.Major = n
		case 1:
			v.Minor = n
		case 2:
			v.Patch = n
		}
	}
	return v, true
}

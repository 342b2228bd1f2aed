package hadoop

import (
	"fmt"
	"github.com/fairsched/fairsched/internal/suggest"
	"sort"
	"strings"
)

// Releases lists the Apache Hadoop releases fairsched knows, oldest first.
// A release line named without a patch level resolves to the line's last
// release here.
var Releases = releases(
	line{2, 6, 5}, line{2, 7, 7}, line{2, 8, 5}, line{2, 9, 2}, line{2, 10, 2},
	line{3, 0, 3}, line{3, 1, 4}, line{3, 2, 4}, line{3, 3, 6}, line{3, 4, 2},
)

// line is a release line and the patch level of its last release.
type line struct{ major, minor, last int }

// releases expands release lines into every release from x.y.0 to the last.
func releases(lines ...line) []Version {
	var vs []Version
	for _, l := range lines {
		for p := 0; p <= l.last; p++ {
			vs = append(vs, V(l.major, l.minor, p))
		}
	}
	return vs
}

// Default is the release fairsched targets when none is named: the last 3.3
// release.
var Default = V(3, 3, 6)

// Alias maps a vendor distribution to the Apache release its ResourceManager
// is built from.
type Alias struct {
	Name    string
	Version Version
	Vendor  string
}

// Aliases are the vendor names --hadoop-version accepts.
var Aliases = []Alias{
	{"cdh5", V(2, 6, 0), "Cloudera CDH 5.x (hadoop 2.6.0-cdh5.*)"},
	{"cdh6", V(3, 0, 0), "Cloudera CDH 6.x (hadoop 3.0.0-cdh6.*)"},
	{"hdp3", V(3, 1, 1), "Hortonworks HDP 3.x (hadoop 3.1.1)"},
	{"cdp7", V(3, 1, 1), "Cloudera CDP 7.x (hadoop 3.1.1.7.*)"},
}

// Parse reads a --hadoop-version value: a release ("3.3.6"), a release line
// ("3.3", meaning its last release), a vendor version string
// ("3.0.0-cdh6.3.2") or an alias ("cdh6"). Unknown values get an error that
// lists what is known and suggests the nearest.
func Parse(s string) (Version, error) {
	name := strings.ToLower(strings.TrimSpace(s))
	for _, a := range Aliases {
		if name == a.Name {
			return a.Version, nil
		}
	}
	v, ok := parseNumber(name)
	if ok {
		if r, found := resolve(v); found {
			return r, nil
		}
	}
	return Version{}, unknownVersion(s)
}

// resolve finds v among Releases; a line without a patch level becomes its
// last release.
func resolve(v Version) (Version, bool) {
	var best Version
	found := false
	for _, r := range Releases {
		if r.Major != v.Major || r.Minor != v.Minor {
			continue
		}
		if v.Patch < 0 || r.Patch == v.Patch {
			best, found = r, true
		}
	}
	return best, found
}

// Known returns every accepted name: lines, releases and aliases, for help
// texts, completion and error messages.
func Known() []string {
	var names []string
	lines := map[string]bool{}
	for _, r := range Releases {
		line := Version{r.Major, r.Minor, -1}.String()
		if !lines[line] {
			lines[line] = true
			names = append(names, line)
		}
		names = append(names, r.String())
	}
	for _, a := range Aliases {
		names = append(names, a.Name)
	}
	return names
}

// UnknownVersionError is the error Parse returns for a value it does not know.
type UnknownVersionError struct {
	Value      string
	Suggestion string
}

func (e *UnknownVersionError) Error() string {
	var lines []string
	for _, r := range Releases {
		l := Version{r.Major, r.Minor, -1}.String()
		if len(lines) == 0 || lines[len(lines)-1] != l {
			lines = append(lines, l)
		}
	}
	var aliases []string
	for _, a := range Aliases {
		aliases = append(aliases, a.Name)
	}
	msg := fmt.Sprintf("unknown Hadoop version %q", e.Value)
	if e.Suggestion != "" {
		msg += fmt.Sprintf("; did you mean %q?", e.Suggestion)
	}
	return msg + fmt.Sprintf(" (known: release lines %s, any of their releases such as %s, and %s)",
		strings.Join(lines, ", "), Default, strings.Join(aliases, ", "))
}

func unknownVersion(s string) error {
	name := strings.ToLower(strings.TrimSpace(s))
	if v, ok := parseNumber(name); ok {
		return &UnknownVersionError{Value: s, Suggestion: nearestRelease(v)}
	}
	return &UnknownVersionError{Value: s, Suggestion: nearest(name, Known())}
}

// nearestRelease suggests, for a version number we do not know, the last
// release of its line, or else the newest line of its major version that is
// older than it, or else, for a version newer than every known one, the
// newest line.
func nearestRelease(v Version) string {
	if r, ok := resolve(Version{v.Major, v.Minor, -1}); ok {
		return r.String()
	}
	best := ""
	for _, r := range Releases {
		if r.Major == v.Major && r.Minor < v.Minor {
			best = Version{r.Major, r.Minor, -1}.String()
		}
	}
	if newest := Releases[len(Releases)-1]; best == "" && newest.Less(Version{v.Major, v.Minor, 0}) {
		best = newest.Line() // a release newer than any known: the newest line
	}
	return best
}

// nearest returns the known name closest to s by edit distance, or "" when
// none is close.
func nearest(s string, names []string) string {
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	for _, n := range names {
		if d := suggest.Distance(s, n); d <= max(1, len(s)/3) {
			cs = append(cs, cand{n, d})
		}
	}
	// Among equally near names the later one wins: Known lists newer
	// releases and aliases last.
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].d < cs[j].d })
	if len(cs) == 0 {
		return ""
	}
	best := cs[0]
	for _, c := range cs {
		if c.d == best.d {
			best = c
		}
	}
	return best.name
}

package hadoop

import (
	"strings"
	"sync"
)

// Predicate tells whether a behaviour holds in a release's profile. Lint
// rules use one to say which releases they apply to.
type Predicate func(Profile) bool

// Holds reports whether f holds for release v; a nil Predicate holds
// everywhere.
func (f Predicate) Holds(v Version) bool { return f == nil || f(For(v)) }

// Where describes the known releases in which f holds, newest first, as
// "3.3.1 and later, 3.2.3 to 3.2.4" or "2.6.0 to 3.3.6"; "every release"
// when it always holds and "no release" when it never does.
func Where(f Predicate) string {
	var runs []string
	start := -1
	profiles := releaseProfiles()
	for i := 0; i <= len(Releases); i++ {
		holds := i < len(Releases) && (f == nil || f(profiles[i]))
		switch {
		case holds && start < 0:
			start = i
		case !holds && start >= 0:
			runs = append(runs, describeRun(start, i-1))
			start = -1
		}
	}
	switch {
	case len(runs) == 0:
		return "no release"
	case len(runs) == 1 && runs[0] == "every release":
		return runs[0]
	}
	for i, j := 0, len(runs)-1; i < j; i, j = i+1, j-1 {
		runs[i], runs[j] = runs[j], runs[i]
	}
	return strings.Join(runs, ", ")
}

// releaseProfiles are the profiles of Releases, in order, worked out once:
// the rules' docs ask Where about them at start-up, thirty times over.
var releaseProfiles = sync.OnceValue(func() []Profile {
	out := make([]Profile, len(Releases))
	for i, v := range Releases {
		out[i] = For(v)
	}
	return out
})

// describeRun names the releases Releases[from..to]: "3.3.1 and later",
// "3.2.4 and earlier" (Where's words).
func describeRun(from, to int) string { return nameRun(from, to, "", " and later", "", " and earlier") }

// nameRun names the releases Releases[from..to]: "every release" when they
// are all, one release by itself, a run reaching the newest release or
// starting at the oldest in the words given around its first or last
// release, else "first to last".
func nameRun(from, to int, laterPrefix, laterSuffix, earlierPrefix, earlierSuffix string) string {
	first, last := Releases[from], Releases[to]
	switch {
	case from == 0 && to == len(Releases)-1:
		return "every release"
	case to == len(Releases)-1:
		return laterPrefix + first.String() + laterSuffix
	case from == 0:
		return earlierPrefix + last.String() + earlierSuffix
	case from == to:
		return first.String()
	}
	return first.String() + " to " + last.String()
}

// Describe returns "Hadoop " followed by Where(f): the phrase messages use
// to name the releases a behaviour depends on ("Hadoop 3.3.1 and later").
func Describe(f Predicate) string { return "Hadoop " + Where(f) }

// Span names the run of consecutive releases around v in which f holds:
// "3.3.1+" when it reaches the newest release, "up to 3.3.6" when it starts
// at the oldest, "3.2.3 to 3.2.4" otherwise, "every release" when it
// always holds. It returns Where(f) when f does not hold at v. Messages
// use it to name the releases their finding depends on, seen from the
// release being checked.
func Span(f Predicate, v Version) string {
	at := -1
	for i, r := range Releases {
		if r == v {
			at = i
		}
	}
	// The releases' profiles are worked out once (releaseProfiles), not
	// per call: messages name spans for thousands of findings.
	holds := func(i int) bool { return f == nil || f(releaseProfiles()[i]) }
	if at < 0 || !holds(at) {
		return Where(f)
	}
	from, to := at, at
	for from > 0 && holds(from-1) {
		from--
	}
	for to < len(Releases)-1 && holds(to+1) {
		to++
	}
	return nameRun(from, to, "", "+", "up to ", "")
}

// Name is how messages name the release v: its line ("3.3") when v is
// the line's last known release, which is what the line name resolves to,
// else the full number ("3.3.1").
func Name(v Version) string {
	if r, ok := resolve(Version{v.Major, v.Minor, -1}); ok && r == v {
		return r.Line()
	}
	return v.String()
}

// Line returns v's release line, e.g. "3.3".
func (v Version) Line() string { return Version{v.Major, v.Minor, -1}.String() }

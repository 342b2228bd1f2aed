package lint

import (
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Options choose which rules run and how severe their findings are.
type Options struct {
	// Only, when not empty, runs just these rule IDs (tests use it).
	Only []string
	// Severity overrides a rule's default severity, by rule ID.
	Severity map[string]Severity
	// Off disables rules by ID.
	Off map[string]bool
	// Upgrade, when it names a release, adds the upgrade rules, which
	// compare the file as read by a.Hadoop with that release's reading.
	Upgrade Upgrade
	// YarnSite, when not nil, is the yarn-site the file runs with; the
	// rules that check the file against it run only then.
	YarnSite *YarnSite
}

// Run checks one parsed file with every enabled rule that applies to the
// Hadoop release the file was read as (a.Hadoop) and returns the findings
// sorted by position.
//
// A file that is not an allocation file at all (XML that is not well
// formed, empty input, another top-level element) gets its structural
// error and nothing else: what the rules would say about the fragment read
// is noise. XML that breaks only after the root element (a stray "</xml>")
// leaves a complete tree: Hadoop refuses the file, and the tree's findings
// are kept as for any refused file. A file Hadoop refuses keeps its errors and warnings but loses
// the info findings, which are about a configuration that never loads. A
// Spark fairscheduler.xml gets one finding saying so instead of one per
// Spark element.
func Run(file string, a *xmlconf.Allocations, o Options) []diag.Finding {
	notAlloc := notAllocationFile(a)
	refused := !notAlloc && readerRefuses(a)
	// The rules whose every finding the switch below would drop are not
	// run at all: their wording is the cost of a large refused file.
	skip := func(r *Rule) bool {
		return notAlloc && !structural[r.ID] || refused && onlyInfo(r, releaseOf(a), o)
	}
	out := runRules(file, a, o, skip)
	switch {
	case notAlloc:
		out = slices.DeleteFunc(out, func(d diag.Finding) bool { return !structural[d.Rule] })
	case refused:
		out = slices.DeleteFunc(out, func(d diag.Finding) bool { return d.Severity == Info })
	case slices.ContainsFunc(out, func(d diag.Finding) bool { return d.Rule == SparkAllocationFile.ID }):
		// A Spark file's <pool>, <schedulingMode> and <minShare> are
		// Spark's vocabulary: one finding says so, not one per element.
		out = slices.DeleteFunc(out, func(d diag.Finding) bool { return sparkFollowOn[d.Rule] })
	}
	return Sort(out)
}

// sparkFollowOn are the rules whose findings on a Spark fairscheduler.xml
// only restate that it is one.
var sparkFollowOn = map[string]bool{RuleDeprecatedElement: true, RuleUnknownElement: true}

// droppedByRun returns a test for the rules whose findings Run drops from
// file as follow-on noise, judged from what it kept (ds): a suppression of
// such a rule silenced nothing only because there was nothing left to
// silence, and is not reported as unused.
func droppedByRun(a *xmlconf.Allocations, ds []diag.Finding, file string, o Options) func(id string) bool {
	var notAlloc, refusedFile, spark bool
	for _, d := range ds {
		if d.File != file {
			continue
		}
		notAlloc = notAlloc || structural[d.Rule] && !afterRoot(a, d.Pos)
		refusedFile = refusedFile || d.Refuses
		spark = spark || d.Rule == SparkAllocationFile.ID
	}
	return func(id string) bool {
		switch {
		case notAlloc:
			return !structural[id]
		case refusedFile:
			return severityOf(id, o) == Info
		case spark:
			return sparkFollowOn[id]
		}
		return false
	}
}

// severityOf returns the severity Run gives the findings of rule id.
func severityOf(id string, o Options) Severity {
	id = CanonicalID(id)
	if s, ok := o.Severity[id]; ok {
		return s
	}
	if r := ByID(id); r != nil {
		return r.Severity
	}
	return 0
}

// onlyInfo reports whether every finding of r gets severity Info in a
// run of o on release prof (see setSeverity): the user's override says so,
// or r's own severity does and its check does not choose one per finding.
func onlyInfo(r *Rule, prof hadoop.Profile, o Options) bool {
	if s, ok := o.Severity[r.ID]; ok {
		return s == Info
	}
	return !r.ByEffect && r.SeverityFor(prof) == Info
}

// structural lists the rules whose findings mean the input is not an
// allocation file Hadoop could read at all.
var structural = map[string]bool{RuleMalformedXML: true, RuleWrongRootElement: true}

// notAllocationFile reports whether the reader found the input to be no
// allocation file: not well-formed XML, or another top-level element. XML
// that breaks only after the root element's end tag does not count: the
// tree is complete, so its findings stand beside the refusal.
func notAllocationFile(a *xmlconf.Allocations) bool {
	// The reader records a FactNotWellFormed first of all facts.
	return a != nil && len(a.Facts) > 0 && a.Facts[0].Kind == xmlconf.FactNotWellFormed && !afterRoot(a, a.Facts[0].Pos)
}

// afterRoot reports whether p is where a's XML breaks after its root
// element (xmlconf.Allocations.AfterRoot).
func afterRoot(a *xmlconf.Allocations, p xmlconf.Pos) bool {
	return a != nil && a.AfterRoot.IsValid() && a.AfterRoot == p
}

// runRules runs every enabled rule but those skip names and returns the
// findings unsorted, each with its rule's severity (or the override). On a
// file of parallelFrom queues or more the rules run side by side on the
// available cores.
func runRules(file string, a *xmlconf.Allocations, o Options, skip func(*Rule) bool) []diag.Finding {
	prof := releaseOf(a)
	all := FileRules
	if o.Upgrade.on() {
		all = append(slices.Clone(FileRules), UpgradeRules...)
	}
	all = slices.DeleteFunc(slices.Clone(all), func(r *Rule) bool { return skip(r) || slices.Contains(YarnSiteRules, r) })
	// What the rules share is worked out before they start.
	in := Pass{File: file, Config: a, Hadoop: prof, YarnSite: o.YarnSite, shared: &shared{facts: indexFacts(a)}}
	if a != nil {
		in.shared.placement = placementOnce(a, prof)
		in.shared.resources = resourceRefsOnce(a)
	}
	if o.Upgrade.on() && slices.ContainsFunc(enabled(all, o, in), func(r *Rule) bool { return slices.Contains(UpgradeRules, r) }) {
		in.upgrade = newUpgradeView(file, a, o.Upgrade)
	}
	return runEach(all, o, in, a != nil && len(a.Queues()) >= parallelFrom)
}

// parallelFrom is the number of queues from which the rules run side by
// side: below it the goroutines and the threads they wake cost more than
// the rules themselves.
var parallelFrom = 500

// inParallel calls do(0) to do(n-1), on as many goroutines as there are
// cores, and returns when all calls have returned.
func inParallel(n int, do func(i int)) {
	var next atomic.Int64
	work := func() {
		for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
			do(i)
		}
	}
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), n) - 1 {
		wg.Go(work)
	}
	work()
	wg.Wait()
}

// setSeverity gives each finding ds of rule r the severity o sets for the
// rule, else, for a rule whose severity follows the effect (ByEffect), the
// one its check chose, else the rule's in release prof.
func setSeverity(ds []diag.Finding, r *Rule, prof hadoop.Profile, o Options) {
	sev := r.SeverityFor(prof)
	user, overridden := o.Severity[r.ID]
	for i := range ds {
		switch {
		case overridden:
			ds[i].Severity = user
		case r.ByEffect && ds[i].Severity != SeverityInvalid:
			// the check's choice stands
		default:
			ds[i].Severity = sev
		}
	}
}

// rules returns the rules to run: those of o.Only when it is set, else
// all, without the rules o turns off.
func (o Options) rules(all []*Rule) []*Rule {
	rs := all
	if len(o.Only) > 0 {
		rs = nil
		for _, id := range o.Only {
			if r := ByID(id); r != nil && slices.Contains(all, r) {
				rs = append(rs, r)
			}
		}
	}
	var out []*Rule
	for _, r := range rs {
		if !o.Off[r.ID] && !slices.ContainsFunc(r.Aliases, func(id string) bool { return o.Off[id] }) {
			out = append(out, r)
		}
	}
	return out
}

// releaseOf is the profile a was read with, or the default release's.
func releaseOf(a *xmlconf.Allocations) hadoop.Profile {
	if a == nil || a.Hadoop.Version == (hadoop.Version{}) {
		return hadoop.DefaultProfile()
	}
	return a.Hadoop
}

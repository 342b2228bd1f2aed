package lint

import (
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Upgrade asks Run to compare how the file is read by its release
// (Allocations.Hadoop) with how release To reads it, and to report what
// changes with the upgrade rules (lint --upgrade-to). To may be older.
type Upgrade struct {
	// To is the other release; the zero Profile turns the comparison off.
	To hadoop.Profile
	// Source is the file's bytes, read again as To.
	Source []byte
	// Cluster is the cluster size the steady fair shares are compared at;
	// nil means NominalCluster.
	Cluster resource.Resource
}

// NominalCluster is the cluster the shares are compared at when none is
// given: 100 nodes of 8192 MB and 8 vcores.
var NominalCluster = resource.Resource{819200, 800}

// UpgradeRules are the rules whose findings compare two releases; Run
// adds them when Options.Upgrade names a release.
var UpgradeRules = rulesOf(UpgradeInput)

// on reports whether u names a release to compare with.
func (u Upgrade) on() bool { return u.To.Version != (hadoop.Version{}) }

// upgradeView is the file as both releases read it.
type upgradeView struct {
	from, to       hadoop.Profile
	fromA, toA     *xmlconf.Allocations
	fromIs, toIs   []diag.Finding
	fromRef, toRef []diag.Finding // refusal findings
	cluster        resource.Resource
}

// newUpgradeView reads the file again as u.To.
func newUpgradeView(file string, a *xmlconf.Allocations, u Upgrade) *upgradeView {
	toA := xmlconf.Parse(u.Source, xmlconf.Options{Types: a.Types, Hadoop: u.To})
	v := &upgradeView{from: releaseOf(a), to: u.To, fromA: a, toA: toA, fromIs: readerIssues(a), toIs: readerIssues(toA), cluster: u.Cluster}
	if v.cluster == nil {
		v.cluster = NominalCluster
	}
	only := Options{Only: RefusalRuleIDs()}
	v.fromRef = Refusals(Run(file, a, only))
	v.toRef = Refusals(Run(file, toA, only))
	return v
}

// names are "Hadoop 3.3" and "Hadoop 3.4" for messages.
func (v *upgradeView) names() (string, string) {
	return "Hadoop " + hadoop.Name(v.from.Version), "Hadoop " + hadoop.Name(v.to.Version)
}

// steady returns the steady fair share of every created queue of a, by
// full name.
func steady(a *xmlconf.Allocations, cluster resource.Resource) map[string]resource.Resource {
	c := cluster
	if len(c) < len(a.Types) {
		c = append(c.Clone(), make(resource.Resource, len(a.Types)-len(c))...)
	}
	t := compute.NewTree(a, c, func(*xmlconf.Queue) bool { return true })
	s := t.Compute(c)
	out := make(map[string]resource.Resource, len(t.Nodes))
	for i, n := range t.Nodes {
		out[n.Name] = s.SteadyOf(i)
	}
	return out
}

// posKey identifies a finding across the two readings of one file.
type posKey struct {
	rule string
	pos  xmlconf.Pos
}

func issueKeys(is []diag.Finding) map[posKey]bool {
	m := map[posKey]bool{}
	for _, i := range is {
		m[posKey{i.Rule, i.Pos}] = true
	}
	return m
}

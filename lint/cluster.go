package lint

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Cluster is what the rules of ClusterRules need beyond the file: the
// cluster size and the smallest container the scheduler allocates.
type Cluster struct {
	// Size is the cluster, indexed like the file's Types.
	Size resource.Resource
	// MinContainer is the scheduler's minimum allocation (Hadoop's
	// defaults: 1024 MB, 1 vcore); every request, AMs included, is rounded
	// up to it. When empty, the checks take it from Options.YarnSite as
	// the file's release reads it (Resolved), else Hadoop's default.
	MinContainer resource.Resource
	// MinKeys names, by type, the yarn-site property MinContainer was
	// read from; "" where it was given (--min-container) or is Hadoop's
	// default.
	MinKeys []string
}

// Resolved returns c with its minimum container settled for a file of
// types read as release p: MinContainer when given, else the yarn-site's
// minimum allocation (the one reading shares and simulate use, per-type
// keys included where p reads them), else Hadoop's default. A nil c stays
// nil.
func (c *Cluster) Resolved(ys *YarnSite, types resource.ResourceTypes, p hadoop.Profile) *Cluster {
	if c == nil || len(c.MinContainer) > 0 {
		return c
	}
	r := *c
	r.MinContainer = DefaultMinContainer
	if ys != nil {
		a := ys.Allocation(types, p)
		r.MinContainer, r.MinKeys = a.MinAllocation, a.MinKeys
	}
	return &r
}

// minKey is how a message names where the minimum container of type typ
// came from: ", <the yarn-site property>", or "".
func (c *Cluster) minKey(typ int) string {
	if typ < len(c.MinKeys) && c.MinKeys[typ] != "" {
		return ", " + c.MinKeys[typ]
	}
	return ""
}

// DefaultMinContainer is Hadoop's default minimum allocation: 1024 MB and
// 1 vcore (yarn.scheduler.minimum-allocation-mb and -vcores).
var DefaultMinContainer = resource.Resource{1024, 1}

// ClusterView is the input of a cluster rule (Pass.Cluster): the
// allocation file's Pass with the cluster and the fair shares of every
// created queue computed for it, every leaf busy (as `shares` does without
// --active).
type ClusterView struct {
	*Pass
	Cluster Cluster
	Tree    *compute.Tree
	Shares  *compute.TreeShares
	// Node maps a created queue to its index in Tree.
	Node map[*xmlconf.Queue]int
	// Parent is the index of every node's parent in Tree (-1 for root).
	Parent []int

	minSums []int64 // childMins by node and type, -1 until computed
}

// ClusterRules lists the rules that need a cluster size (Input
// ClusterInput), sorted by ID.
var ClusterRules = rulesOf(ClusterInput)

// ExampleCluster is the cluster the Bad and Good examples of the cluster
// rules are judged on (their docs say so): 16384 MB and 16 vcores, with
// Hadoop's default minimum container.
var ExampleCluster = Cluster{Size: resource.Resource{16384, 16}, MinContainer: DefaultMinContainer}

// RunCluster checks one parsed file with every enabled cluster rule (o's
// Only, Off and Severity apply as in Run) and returns the findings sorted.
func RunCluster(file string, a *xmlconf.Allocations, c Cluster, o Options) []diag.Finding {
	var types resource.ResourceTypes
	if a != nil {
		types = a.Types
	}
	c = *c.Resolved(o.YarnSite, types, releaseOf(a))
	t := compute.NewTree(a, c.Size, func(*xmlconf.Queue) bool { return true })
	if len(t.Nodes) == 0 {
		return nil
	}
	cp := &ClusterView{Cluster: c, Tree: t, Shares: t.Compute(c.Size), Node: make(map[*xmlconf.Queue]int, len(t.Nodes))}
	cp.minSums = make([]int64, len(t.Nodes)*max(t.Types, 1))
	for k := range cp.minSums {
		cp.minSums[k] = -1
	}
	cp.Parent = make([]int, len(t.Nodes))
	cp.Parent[0] = -1
	for i := range t.Nodes {
		cp.Node[t.Nodes[i].Queue] = i
		for _, c := range cp.children(i) {
			cp.Parent[c] = i
		}
	}
	return Sort(runEach(ClusterRules, o, Pass{File: file, Config: a, Hadoop: releaseOf(a), Cluster: cp}, false))
}

// computedTypes returns how many resource types, from index 0, a parent
// with policy p splits among its children: every type for drf, memory-mb
// only for the others (compute's FairSharePolicy rule).
func computedTypes(p xmlconf.Policy, n int) int {
	if p == xmlconf.PolicyDRF {
		return n
	}
	return min(1, n)
}

// shareComputed reports whether node i's share of type typ was computed by
// its parent's policy (root's shares are the cluster).
func (p *ClusterView) shareComputed(i, typ int) bool {
	return p.Shares.SteadyBinding(i, typ) != compute.BindingNotComputed
}

// children returns the node indexes of node i's children.
func (p *ClusterView) children(i int) []int {
	nd := p.Tree.Nodes[i]
	out := make([]int, 0, nd.N)
	for k := nd.First; k < nd.First+nd.N; k++ {
		out = append(out, int(k))
	}
	return out
}

// typeName is the name of resource type typ of the file.
func (p *ClusterView) typeName(typ int) string {
	if typ < len(p.Config.Types) {
		return p.Config.Types[typ]
	}
	return "type " + strconv.Itoa(typ)
}

// amount formats a value of resource type typ as allocation files write
// it: "4096 mb", "2 vcores", "yarn.io/gpu=3".
func (p *ClusterView) amount(typ int, v int64) string {
	return string(resource.AppendAmount(nil, p.Config.Types, typ, v, resource.UnitsMB))
}

// starved reports whether node i's siblings' mins (with its own) take all
// of its parent's instantaneous share of type typ, leaving it at 0: the
// case cluster-sibling-min-starves reports.
func (p *ClusterView) starved(i, typ int) bool {
	par := p.Parent[i]
	if par < 0 || p.Shares.InstantaneousOf(i).Get(typ) != 0 {
		return false
	}
	share := p.Shares.InstantaneousOf(par).Get(typ)
	return share > 0 && p.childMins(par, typ) >= share
}

// minsRelated points at the <minResources> of the given nodes (at most
// maxRelated of them): the places a finding about their mins refers to.
func (p *ClusterView) minsRelated(nodes []int, typ int) []Related {
	var out []Related
	for _, c := range nodes {
		q := p.Tree.Nodes[c].Queue
		v := p.Tree.MinOf(c).Get(typ)
		if q == nil || v == 0 {
			continue
		}
		if len(out) == maxRelated {
			break
		}
		out = append(out, Related{Pos: settingPos(p.Pass, q.MinResources.Pos(), q),
			Message: fmt.Sprintf("<minResources> of %s: %s", q.FullName, p.amount(typ, v))})
	}
	return out
}

// maxRelated caps the related places of one finding.
const maxRelated = 5

// byMin returns the nodes sorted by their min of type typ, largest first.
func (p *ClusterView) byMin(nodes []int, typ int) []int {
	out := slices.Clone(nodes)
	slices.SortStableFunc(out, func(a, b int) int { return cmp.Compare(p.Tree.MinOf(b).Get(typ), p.Tree.MinOf(a).Get(typ)) })
	return out
}

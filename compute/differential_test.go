package compute_test

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/clusterspec"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// The differential test: random allocation files go through xmlconf.Parse,
// compute.ActiveSet, compute.FromConfig and compute.Compute, and the same
// trees through testdata/javaref/FairShareRef.java, an independent
// reference written from compute.md in plain Java (native float, double,
// long and casts). Every steady and instantaneous share, every weight's
// float bits and every effective min and max must agree.

var (
	diffTrees = flag.Int("javaref.trees", 300, "number of random trees the Java differential test compares")
	diffSeed  = flag.Uint64("javaref.seed", 20241003, "seed of the Java differential test's generator")
)

const (
	diffIMAX    = math.MaxInt32
	diffLMAX    = math.MaxInt64
	diffGPU     = "yarn.io/gpu"
	diffMaxDiag = 5 // trees reported in full on failure
)

// diffQueue is one queue of a generated tree, with what Hadoop makes of it
// worked out by the generator itself (not by xmlconf or FromConfig).
type diffQueue struct {
	name, full string
	parent     *diffQueue
	children   []*diffQueue
	typeParent bool           // type="parent" without child queues
	policy     xmlconf.Policy // effective policy
	policyXML  string         // <schedulingPolicy> text, "" when absent
	weightXML  string         // <weight> text as written, "" when absent
	minXML     string
	maxXML     string
	minSpec    string // for the Java side: none, abs:..., pct:...
	maxSpec    string
	maxAppsXML string
	created    bool
	blocked    bool // maxRunningApps <= 0 here or on an ancestor
	active     bool // a leaf with a runnable app
}

// xmlLeaf reports whether xmlconf sees a leaf: no child queue elements and
// not type="parent".
func (q *diffQueue) xmlLeaf() bool { return len(q.children) == 0 && !q.typeParent }

// createdKids returns the children the ResourceManager creates.
func (q *diffQueue) createdKids() []*diffQueue {
	var out []*diffQueue
	for _, c := range q.children {
		if c.created {
			out = append(out, c)
		}
	}
	return out
}

// diffTree is one generated case.
type diffTree struct {
	xml         string
	clusterText string
	cluster     []int64 // as written; vcores may exceed 2^31-1
	types       int
	defMaxSpec  string
	all         []*diffQueue // every queue, parents first
	activeNames []string     // names given to ActiveSet
}

// diffGen generates random trees.
type diffGen struct {
	rng          *rand.Rand
	custom       bool
	cluster      []int64
	defPolicy    xmlconf.Policy
	maxAppsDef   int64 // effective queueMaxAppsDefault
	maxAppsDefOK bool
	n            int // queues made so far, for unique names
}

func (g *diffGen) pick(options ...string) string { return options[g.rng.IntN(len(options))] }

func (g *diffGen) chance(p float64) bool { return g.rng.Float64() < p }

var diffWeightTexts = []string{
	"0", "0.1", "0.2", "0.25", "0.5", "0.75", "1", "1.5", "2", "3", "8", "0.000001", "1e-3", "7.3",
}

// Java syntax Double.parseDouble accepts and a naive parser might not.
var diffOddWeights = []string{"1e1", "0.5f", "2D", "0x1p-2", ".5", "7.", "+1.5", "1E-3", "0.0", "3.0d", "0x1.8p1"}

func (g *diffGen) weight() string {
	switch r := g.rng.Float64(); {
	case r < 0.2:
		return ""
	case r < 0.21:
		return g.pick("NaN", "Infinity", "1e39", "1e-46") // float32 overflow and underflow
	case r < 0.65:
		return g.pick(diffWeightTexts...)
	case r < 0.75:
		return g.pick(diffOddWeights...)
	case r < 0.9:
		return strconv.FormatFloat(g.rng.Float64()*10, 'f', 1+g.rng.IntN(5), 64)
	}
	return strconv.FormatFloat(g.rng.Float64(), 'f', 1+g.rng.IntN(9), 64)
}

// amount draws an absolute amount of a type whose cluster size is c.
func (g *diffGen) amount(c int64, limit int64) int64 {
	var v int64
	switch r := g.rng.Float64(); {
	case r < 0.1:
		v = 0
	case r < 0.2:
		v = c
	case r < 0.8:
		v = g.rng.Int64N(max(c/2, 1) + 1)
	case r < 0.93:
		v = g.rng.Int64N(max(c, 1)*2 + 1)
	case r < 0.97:
		v = g.rng.Int64N(1 << 20)
	default: // near or at the limit: saturating sums, doubles above 2^53
		v = limit - g.rng.Int64N(min(limit, int64(1)<<uint(g.rng.IntN(63))))
	}
	return min(v, limit)
}

func (g *diffGen) percent() string {
	if g.chance(0.5) {
		return g.pick("0", "10.9", "50.6", "50", "100", "33.3", "12.5", "99.99", "1", "0.5", "150", "50.", "66.66666666666667")
	}
	return strconv.FormatFloat(g.rng.Float64()*100, 'f', g.rng.IntN(6), 64)
}

// resource generates a resource element value and the spec of what Hadoop
// reads from it. missing is the value of types a new-style absolute string
// leaves out (0 for minResources, Long.MAX_VALUE for maxima).
func (g *diffGen) resource(missing int64) (xmlText, spec string) {
	c := g.cluster
	gpuAbs := func(v int64) string {
		if !g.custom {
			return ""
		}
		return "," + strconv.FormatInt(v, 10)
	}
	gpuPct := func(p string) string {
		if !g.custom {
			return ""
		}
		return "," + p
	}
	oldLimit := int64(diffIMAX) // old style goes through Integer.parseInt
	switch g.rng.IntN(7) {
	case 0: // old-style absolute: custom types 0
		mb, vc := g.amount(c[0], oldLimit), g.amount(c[1], oldLimit)
		sep := g.pick(", ", ",", " ")
		return fmt.Sprintf("%d mb%s%d vcores", mb, sep, vc), fmt.Sprintf("abs:%d,%d%s", mb, vc, gpuAbs(0))
	case 1: // new-style absolute with vcores
		mb, vc := g.amount(c[0], diffLMAX), g.amount(c[1], diffLMAX)
		if g.chance(0.05) {
			vc = 3000000000 // clamped to Integer.MAX_VALUE
		}
		text := fmt.Sprintf("memory-mb=%d, vcores=%d", mb, vc)
		gpu := missing
		if g.custom && g.chance(0.7) {
			gpu = g.amount(c[2], diffLMAX)
			text += fmt.Sprintf(", %s=%d", diffGPU, gpu)
		}
		return text, fmt.Sprintf("abs:%d,%d%s", mb, min(vc, diffIMAX), gpuAbs(gpu))
	case 2: // new-style absolute without vcores: (int) missing
		mb := g.amount(c[0], diffLMAX)
		text := fmt.Sprintf("memory-mb=%d", mb)
		gpu := missing
		if g.custom && g.chance(0.5) {
			gpu = g.amount(c[2], diffLMAX)
			text = fmt.Sprintf("%s=%d,%s", diffGPU, gpu, text)
		}
		return text, fmt.Sprintf("abs:%d,%d%s", mb, int64(int32(missing)), gpuAbs(gpu))
	case 3: // "P%": every type
		p := g.percent()
		return p + "%", fmt.Sprintf("pct:%s,%s%s", p, p, gpuPct(p))
	case 4: // "P% memory, Q% cpu": custom types 0%
		p, q := g.percent(), g.percent()
		if g.chance(0.5) {
			return fmt.Sprintf("%s%% cpu, %s%% memory", q, p), fmt.Sprintf("pct:%s,%s%s", p, q, gpuPct("0"))
		}
		return fmt.Sprintf("%s%% memory, %s%% cpu", p, q), fmt.Sprintf("pct:%s,%s%s", p, q, gpuPct("0"))
	case 5: // new-style percentages: unnamed types 100%
		p, q := g.percent(), g.percent()
		text := fmt.Sprintf("memory-mb=%s%%, vcores=%s%%", p, q)
		gpu := "100"
		if g.custom && g.chance(0.6) {
			gpu = g.percent()
			text += fmt.Sprintf(", %s=%s%%", diffGPU, gpu)
		}
		return text, fmt.Sprintf("pct:%s,%s%s", p, q, gpuPct(gpu))
	}
	p := g.percent() // new-style percentage naming memory only
	return fmt.Sprintf("memory-mb=%s%%", p), fmt.Sprintf("pct:%s,100%s", p, gpuPct("100"))
}

func (g *diffGen) maxApps() string {
	switch r := g.rng.Float64(); {
	case r < 0.03:
		return "0"
	case r < 0.04:
		return "-1"
	case r < 0.1:
		return "3"
	}
	return ""
}

// settings fills a queue's optional elements.
func (g *diffGen) settings(q *diffQueue) {
	q.weightXML = g.weight()
	q.minSpec, q.maxSpec = "none", "none"
	if g.chance(0.3) {
		q.minXML, q.minSpec = g.resource(0)
	}
	if g.chance(0.35) {
		q.maxXML, q.maxSpec = g.resource(diffLMAX)
	}
	q.maxAppsXML = g.maxApps()
}

// child makes a child of p with the given number of generations below it.
func (g *diffGen) child(p *diffQueue, depth int) *diffQueue {
	g.n++
	q := &diffQueue{name: fmt.Sprintf("q%d", g.n), parent: p}
	q.full = p.full + "." + q.name
	nKids := 0
	if depth < 4 && g.chance([]float64{0, 0.55, 0.35, 0.2}[depth]) {
		nKids = 1 + g.rng.IntN(5)
	}
	q.typeParent = nKids == 0 && g.chance(0.05)
	isParent := nKids > 0 || q.typeParent
	// Effective policy: valid for the parent, except now and then a drf
	// child under a fair parent (not created) on purpose.
	switch {
	case p.policy == xmlconf.PolicyDRF && g.chance(0.5):
		q.policy = xmlconf.PolicyDRF
	case p.policy == xmlconf.PolicyFair && g.chance(0.04):
		q.policy = xmlconf.PolicyDRF
	case !isParent && g.chance(0.1):
		q.policy = xmlconf.PolicyFIFO
	default:
		q.policy = xmlconf.PolicyFair
	}
	if q.policy != g.defPolicy || g.chance(0.3) {
		q.policyXML = g.pick(string(q.policy), strings.ToUpper(string(q.policy)))
	}
	q.created = p.created && p.policy.AllowsChild(q.policy)
	g.settings(q)
	for range nKids {
		q.children = append(q.children, g.child(q, depth+1))
	}
	return q
}

// effMaxApps is the maxRunningApps Hadoop applies to q.
func (g *diffGen) effMaxApps(q *diffQueue) int64 {
	if q.maxAppsXML != "" {
		v, _ := strconv.ParseInt(q.maxAppsXML, 10, 64)
		return v
	}
	if g.maxAppsDefOK {
		return g.maxAppsDef
	}
	return diffIMAX
}

var diffClusterMem = []int64{1, 2, 3, 7, 100, 240, 1024, 3072, 10240, 16384, 65536, 1000000, diffIMAX, diffIMAX + 5, 1000000001, 1000000000001, 1 << 40}

var diffClusterVCores = []int64{0, 1, 2, 3, 8, 10, 100, 1000, diffIMAX, diffIMAX + 7}

func (g *diffGen) tree() *diffTree {
	g.n = 0
	g.custom = g.chance(0.25)
	t := &diffTree{types: 2}
	mem := diffClusterMem[g.rng.IntN(len(diffClusterMem))]
	if g.chance(0.3) {
		mem = 1 + g.rng.Int64N(1<<uint(1+g.rng.IntN(40)))
	}
	vc := diffClusterVCores[g.rng.IntN(len(diffClusterVCores))]
	g.cluster = []int64{mem, vc}
	if g.custom {
		t.types = 3
		g.cluster = append(g.cluster, []int64{0, 1, 4, 16, 1000}[g.rng.IntN(5)])
	}
	t.cluster = g.cluster
	if !g.custom && mem <= diffIMAX && vc <= diffIMAX && g.chance(0.5) {
		t.clusterText = fmt.Sprintf("%d mb, %d vcores", mem, vc)
	} else {
		t.clusterText = fmt.Sprintf("memory-mb=%d,vcores=%d", mem, vc)
		if g.custom {
			t.clusterText += fmt.Sprintf(",%s=%d", diffGPU, g.cluster[2])
		}
	}

	var top []string
	g.defPolicy = xmlconf.PolicyFair
	switch r := g.rng.Float64(); {
	case r < 0.3:
		g.defPolicy = xmlconf.PolicyDRF
		top = append(top, "<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>")
	case r < 0.4:
		top = append(top, "<defaultQueueSchedulingPolicy>fair</defaultQueueSchedulingPolicy>")
	}
	t.defMaxSpec = "none"
	if g.chance(0.2) {
		var text string
		text, t.defMaxSpec = g.resource(diffLMAX)
		top = append(top, "<queueMaxResourcesDefault>"+text+"</queueMaxResourcesDefault>")
	}
	g.maxAppsDefOK = false
	if g.chance(0.06) {
		g.maxAppsDefOK, g.maxAppsDef = true, []int64{0, 10}[g.rng.IntN(2)]
		top = append(top, fmt.Sprintf("<queueMaxAppsDefault>%d</queueMaxAppsDefault>", g.maxAppsDef))
	}

	// Root: declared (with settings) or implicit.
	root := &diffQueue{name: "root", full: "root", created: true, policy: g.defPolicy, minSpec: "none", maxSpec: "none"}
	declareRoot := g.chance(0.5)
	if declareRoot {
		if g.chance(0.5) {
			root.policy = xmlconf.Policy(g.pick("fair", "drf"))
			root.policyXML = string(root.policy)
		}
		if g.chance(0.2) {
			root.maxAppsXML = g.pick("0", "5", "5", "5")
			if g.maxAppsDefOK && g.maxAppsDef == 0 {
				root.maxAppsXML = "5"
			}
		}
		if g.chance(0.1) {
			root.maxXML, root.maxSpec = g.resource(diffLMAX)
		}
	}
	for range 1 + g.rng.IntN(4) { // root.default makes it at most 5
		root.children = append(root.children, g.child(root, 1))
	}
	// root.default: declared as a leaf with settings, or implicit (weight 1,
	// default policy). Its policy is always one root allows: Hadoop creates
	// it before reading the file, a case the generator leaves out.
	def := &diffQueue{name: "default", full: "root.default", parent: root, created: true, minSpec: "none", maxSpec: "none"}
	def.policy = g.defPolicy
	implicitDefault := g.chance(0.5)
	if !root.policy.AllowsChild(def.policy) {
		implicitDefault = false
		def.policy = xmlconf.PolicyFair
	}
	if implicitDefault {
		root.children = append(root.children, def) // xmlconf appends it last
	} else {
		if def.policy != g.defPolicy || g.chance(0.3) {
			def.policyXML = string(def.policy)
		}
		g.settings(def)
		at := g.rng.IntN(len(root.children) + 1)
		root.children = slices.Insert(root.children, at, def)
	}

	// Walk parents first: blocked and the list of queues.
	var walk func(q *diffQueue, blocked bool)
	walk = func(q *diffQueue, blocked bool) {
		q.blocked = blocked || g.effMaxApps(q) <= 0
		t.all = append(t.all, q)
		for _, c := range q.children {
			walk(c, q.blocked)
		}
	}
	walk(root, false)

	// Active queues: created leaves, sometimes a created parent.
	var activate func(q *diffQueue)
	activate = func(q *diffQueue) {
		if len(q.children) == 0 && !q.typeParent {
			q.active = !q.blocked
		}
		for _, c := range q.createdKids() {
			activate(c)
		}
	}
	for _, q := range t.all {
		if !q.created {
			continue
		}
		leaf := q.xmlLeaf()
		if (leaf && g.chance(0.4)) || (!leaf && q != root && g.chance(0.1)) || (q == root && g.chance(0.03)) {
			activate(q)
			name := q.full
			if q != root && g.chance(0.5) {
				name = strings.TrimPrefix(name, "root.")
			}
			t.activeNames = append(t.activeNames, name)
		}
	}
	t.xml = diffXML(top, root, declareRoot, implicitDefault, g.rng)
	return t
}

// diffXML writes the allocation file.
func diffXML(top []string, root *diffQueue, declareRoot, implicitDefault bool, rng *rand.Rand) string {
	var b strings.Builder
	b.WriteString("<?xml version=\"1.0\"?>\n<allocations>\n")
	for _, l := range top {
		b.WriteString("  " + l + "\n")
	}
	indent := "  "
	if declareRoot {
		b.WriteString("  <queue name=\"root\">\n")
		diffSettingsXML(&b, root, "    ", rng)
		indent = "    "
	}
	for _, c := range root.children {
		if c.full == "root.default" && implicitDefault {
			continue
		}
		diffQueueXML(&b, c, indent, rng)
	}
	if declareRoot {
		b.WriteString("  </queue>\n")
	}
	b.WriteString("</allocations>\n")
	return b.String()
}

func diffQueueXML(b *strings.Builder, q *diffQueue, indent string, rng *rand.Rand) {
	attr := ""
	if q.typeParent {
		attr = ` type="parent"`
	}
	fmt.Fprintf(b, "%s<queue name=\"%s\"%s>\n", indent, q.name, attr)
	diffSettingsXML(b, q, indent+"  ", rng)
	for _, c := range q.children {
		diffQueueXML(b, c, indent+"  ", rng)
	}
	fmt.Fprintf(b, "%s</queue>\n", indent)
}

func diffSettingsXML(b *strings.Builder, q *diffQueue, indent string, rng *rand.Rand) {
	pad := func(s string) string {
		if rng.IntN(5) == 0 {
			return "  " + s + " "
		}
		return s
	}
	for _, el := range [][2]string{
		{"weight", q.weightXML}, {"minResources", q.minXML}, {"maxResources", q.maxXML},
		{"schedulingPolicy", q.policyXML}, {"maxRunningApps", q.maxAppsXML},
	} {
		if el[1] != "" {
			fmt.Fprintf(b, "%s<%s>%s</%s>\n", indent, el[0], pad(el[1]), el[0])
		}
	}
}

// diffResult is one tree's values from one side: per queue, weight bits,
// min, max, steady, instantaneous.
type diffResult map[string][5]string

func diffCSV(r resource.Resource) string {
	parts := make([]string, len(r))
	for i, v := range r {
		parts[i] = strconv.FormatInt(v, 10)
	}
	return strings.Join(parts, ",")
}

// diffRunGo runs the Go pipeline on one tree, checks the tree's shape
// against the generator, and returns the Java input and Go's values.
func diffRunGo(t *testing.T, idx int, tr *diffTree) (string, diffResult, []string) {
	var problems []string
	fail := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	types := resource.DefaultResourceTypes
	if tr.types == 3 {
		types = resource.WithCustom(diffGPU)
	}
	// The cluster as generated, vcores clamped to an int as Hadoop's
	// Resource holds them: it may be one --cluster refuses (0 memory or
	// vcores, vcores above 2^31-1), to test compute's arithmetic; any other
	// must parse from its text to the same.
	cluster := resource.Resource(slices.Clone(tr.cluster))
	cluster[1] = min(cluster[1], diffIMAX)
	if tr.cluster[0] > 0 && tr.cluster[1] > 0 && tr.cluster[1] <= diffIMAX {
		parsed, err := clusterspec.ParseCluster(tr.clusterText, types)
		if err != nil || !slices.Equal(parsed, cluster) {
			t.Fatalf("tree %d: clusterspec.ParseCluster(%q) = %v, %v; want %v", idx, tr.clusterText, parsed, err, cluster)
		}
	}
	a := xmlconf.Parse([]byte(tr.xml), xmlconf.Options{Types: types})
	for _, f := range a.Facts {
		fail("xmlconf.Parse fact %s at %v: %s", f.Kind, f.Pos, f.Refusal)
	}
	set, err := compute.ActiveSet(a, tr.activeNames, nil)
	if err != nil {
		fail("ActiveSet(%q) error: %v", tr.activeNames, err)
	}
	in := compute.FromConfig(a, cluster, func(q *xmlconf.Queue) bool { return set[q] })
	res := compute.Compute(in.Root, cluster)
	goQueues := xmlTreeQueues(in.Root)

	// Shape: exactly the created queues, with the generator's policies,
	// children and CannotRun.
	var wantNames, wantCannot []string
	for _, q := range tr.all {
		if !q.created {
			if _, ok := res.ByName[q.full]; ok {
				fail("%s is not created (policy %s under %s) but has shares", q.full, q.policy, q.parent.policy)
			}
			continue
		}
		wantNames = append(wantNames, q.full)
		if q.blocked && q.xmlLeaf() {
			wantCannot = append(wantCannot, q.full)
		}
		gq := goQueues[q.full]
		if gq == nil {
			continue
		}
		if gq.Policy != q.policy {
			fail("%s policy = %q, want %q", q.full, gq.Policy, q.policy)
		}
		var gotKids, wantKids []string
		for _, c := range gq.Children {
			gotKids = append(gotKids, c.Name)
		}
		for _, c := range q.createdKids() {
			wantKids = append(wantKids, c.full)
		}
		if !slices.Equal(slices.Sorted(slices.Values(gotKids)), slices.Sorted(slices.Values(wantKids))) {
			fail("%s children = %v, want %v", q.full, gotKids, wantKids)
		}
	}
	if got, want := slices.Sorted(maps.Keys(goQueues)), slices.Sorted(slices.Values(wantNames)); !slices.Equal(got, want) {
		fail("compute tree queues = %v, want %v", got, want)
	}
	if got, want := slices.Sorted(maps.Keys(in.CannotRun)), slices.Sorted(slices.Values(wantCannot)); !slices.Equal(got, want) {
		fail("CannotRun = %v, want %v", got, want)
	}

	// The Java input and Go's values.
	var b strings.Builder
	fmt.Fprintf(&b, "tree %d\ntypes %d\ncluster", idx, tr.types)
	for _, v := range tr.cluster {
		fmt.Fprintf(&b, " %d", v)
	}
	fmt.Fprintf(&b, "\ndefmax %s\n", tr.defMaxSpec)
	index := map[*diffQueue]int{}
	got := diffResult{}
	for _, q := range tr.all {
		gq, ok := goQueues[q.full]
		if !q.created || !ok {
			continue
		}
		parent := -1
		if q.parent != nil {
			parent = index[q.parent]
		}
		index[q] = len(index)
		w := strings.TrimSpace(q.weightXML)
		if w == "" {
			w = "-"
		}
		act := 0
		if q.active {
			act = 1
		}
		fmt.Fprintf(&b, "q %s %d %s %s %d %s %s %s %s\n", q.full, parent, q.policy, w, act,
			diffCSV(gq.Min), diffCSV(gq.Max), q.minSpec, q.maxSpec)
		s := res.ByName[q.full]
		if s == nil {
			fail("%s has no shares", q.full)
			continue
		}
		got[q.full] = [5]string{fmt.Sprintf("%08x", math.Float32bits(gq.Weight)), diffCSV(gq.Min), diffCSV(gq.Max),
			diffCSV(s.Steady), diffCSV(s.Instantaneous)}
	}
	b.WriteString("end\n")
	return b.String(), got, problems
}

// diffParseJava reads FairShareRef's output into one diffResult per tree.
func diffParseJava(t *testing.T, out []byte) map[int]diffResult {
	all := map[int]diffResult{}
	var cur diffResult
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		switch {
		case len(f) == 2 && f[0] == "tree":
			idx, err := strconv.Atoi(f[1])
			if err != nil {
				t.Fatalf("bad Java output line %q", sc.Text())
			}
			cur = diffResult{}
			all[idx] = cur
		case len(f) == 7 && f[0] == "q" && cur != nil:
			cur[f[1]] = [5]string{f[2], f[3], f[4], f[5], f[6]}
		case len(f) == 1 && f[0] == "end":
			cur = nil
		default:
			t.Fatalf("bad Java output line %q", sc.Text())
		}
	}
	return all
}

// diffJava compiles FairShareRef into a temporary directory and runs it on
// input. It skips the test when no JDK is installed.
func diffJava(t *testing.T, input string) []byte {
	t.Helper()
	javac, err := exec.LookPath("javac")
	if err != nil {
		t.Skip("javac not on PATH; skipping the Java differential test")
	}
	java, err := exec.LookPath("java")
	if err != nil {
		t.Skip("java not on PATH; skipping the Java differential test")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dir := t.TempDir()
	src, err := filepath.Abs(filepath.Join("testdata", "javaref", "FairShareRef.java"))
	if err != nil {
		t.Fatal(err)
	}
	if out, err := exec.CommandContext(ctx, javac, "-encoding", "UTF-8", "-d", dir, src).CombinedOutput(); err != nil {
		t.Fatalf("javac FairShareRef.java: %v\n%s", err, out)
	}
	cmd := exec.CommandContext(ctx, java, "-cp", dir, "FairShareRef")
	cmd.Stdin = strings.NewReader(input)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("java FairShareRef: %v\n%s", err, stderr.String())
	}
	return stdout.Bytes()
}

func TestDifferentialJavaReference(t *testing.T) {
	if _, err := exec.LookPath("javac"); err != nil {
		t.Skip("javac not on PATH; skipping the Java differential test")
	}
	g := &diffGen{rng: rand.New(rand.NewPCG(*diffSeed, 0x5eed))}
	trees := make([]*diffTree, *diffTrees)
	inputs := make([]string, len(trees))
	goRes := make([]diffResult, len(trees))
	var all strings.Builder
	reported := 0
	report := func(i int, msgs []string, javaRes diffResult) {
		reported++
		if reported > diffMaxDiag {
			t.Errorf("tree %d: %d mismatches (details only for the first %d trees)", i, len(msgs), diffMaxDiag)
			return
		}
		var b strings.Builder
		fmt.Fprintf(&b, "tree %d on cluster %q, active %q:\n", i, trees[i].clusterText, trees[i].activeNames)
		for _, m := range msgs {
			b.WriteString("  " + m + "\n")
		}
		b.WriteString("allocation file:\n" + trees[i].xml)
		b.WriteString("Java input:\n" + inputs[i])
		if javaRes != nil {
			b.WriteString("queue: weight bits, min, max, steady, instantaneous (go | java):\n")
			for _, name := range slices.Sorted(maps.Keys(goRes[i])) {
				fmt.Fprintf(&b, "  %s: %v | %v\n", name, goRes[i][name], javaRes[name])
			}
		}
		t.Error(b.String())
	}
	nQueues := 0
	for i := range trees {
		trees[i] = g.tree()
		var problems []string
		inputs[i], goRes[i], problems = diffRunGo(t, i, trees[i])
		nQueues += len(goRes[i])
		if len(problems) > 0 {
			report(i, problems, nil)
		}
		all.WriteString(inputs[i])
	}
	javaAll := diffParseJava(t, diffJava(t, all.String()))
	fields := [5]string{"weight bits", "effective min", "effective max", "steady share", "instantaneous share"}
	mismatched := 0
	for i := range trees {
		javaRes, ok := javaAll[i]
		if !ok {
			t.Fatalf("Java output has no tree %d", i)
		}
		var msgs []string
		for _, name := range slices.Sorted(maps.Keys(goRes[i])) {
			gv, jv := goRes[i][name], javaRes[name]
			for k := range fields {
				if gv[k] != jv[k] {
					msgs = append(msgs, fmt.Sprintf("%s %s = %s, want %s (Java)", name, fields[k], gv[k], jv[k]))
				}
			}
		}
		if len(javaRes) != len(goRes[i]) {
			msgs = append(msgs, fmt.Sprintf("Go has %d queues, Java %d", len(goRes[i]), len(javaRes)))
		}
		if len(msgs) > 0 {
			mismatched++
			report(i, msgs, javaRes)
		}
	}
	t.Logf("compared %d trees (%d queues) with the Java reference; %d trees mismatched", len(trees), nQueues, mismatched)
	t.Logf("coverage: %s", diffCoverage(trees, goRes))
}

// diffCoverage counts how often the generator produced each feature, so a
// change that makes it stop producing one shows in -v output.
func diffCoverage(trees []*diffTree, goRes []diffResult) string {
	c := map[string]int{}
	for i, tr := range trees {
		if tr.types == 3 {
			c["custom type"]++
		}
		if tr.defMaxSpec != "none" {
			c["queueMaxResourcesDefault"]++
		}
		if tr.cluster[0] > 1<<31 {
			c["cluster memory > 2^31"]++
		}
		for _, q := range tr.all {
			switch {
			case !q.created:
				c["queues not created"]++
				continue
			case q.policy == xmlconf.PolicyDRF && len(q.createdKids()) > 0:
				c["drf parents"]++
			}
			if strings.HasPrefix(q.maxSpec, "pct:") {
				c["percentage max"]++
			}
			if strings.HasPrefix(q.minSpec, "abs:") {
				c["absolute min"]++
			}
			if q.blocked && q.xmlLeaf() {
				c["leaves that cannot run"]++
			}
			if q.active {
				c["active leaves"]++
			}
		}
		for _, v := range goRes[i] {
			if strings.Contains(v[3]+","+v[4], "9223372036854775807") {
				c["queues with a share of Long.MAX_VALUE"]++
			}
		}
	}
	parts := make([]string, 0, len(c))
	for _, k := range slices.Sorted(maps.Keys(c)) {
		parts = append(parts, fmt.Sprintf("%s %d", k, c[k]))
	}
	return strings.Join(parts, ", ")
}

package render

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/clusterspec"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// This file keeps the shares JSON as it was before it streamed, one value
// marshalled by encoding/json, and holds the streaming writer to it byte
// for byte, errors included; and it checks the shares table's layout on
// the same inputs.

// resourceJSON is a Resource as the JSON object of every type's value, in
// the types' order, each key quoted by encoding/json.
type resourceJSON struct {
	r     resource.Resource
	types resource.ResourceTypes
}

func resourceMap(r resource.Resource, types resource.ResourceTypes) resourceJSON {
	return resourceJSON{r: r, types: types}
}

// MarshalJSON writes {"memory-mb": 1024, "vcores": 2, ...}.
func (j resourceJSON) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	for i, t := range j.types {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(appendJSONSlow(b, t), ':')
		b = strconv.AppendInt(b, j.r.Get(i), 10)
	}
	return append(b, '}'), nil
}

type refBinding struct {
	Steady        string               `json:"steady"`
	Instantaneous string               `json:"instantaneous"`
	ByResource    map[string][2]string `json:"byResource"`
}

type refQueue struct {
	Name          string       `json:"name"`
	Type          string       `json:"type"`
	Policy        string       `json:"policy"`
	Weight        *float32     `json:"weight"`
	MinShare      resourceJSON `json:"minShare"`
	MaxShare      resourceJSON `json:"maxShare"`
	Active        bool         `json:"active"`
	Inactive      string       `json:"inactiveReason,omitempty"`
	CannotRun     string       `json:"cannotRunReason,omitempty"`
	Steady        resourceJSON `json:"steadyFairShare"`
	Instantaneous resourceJSON `json:"instantaneousFairShare"`
	Binding       refBinding   `json:"binding"`
	Children      []*refQueue  `json:"children"`
}

func refSharesJSON(v SharesView, active []string) (string, error) {
	if active == nil {
		active = []string{}
	}
	var b bytes.Buffer
	err := writeJSON(&b, struct {
		SchemaVersion int             `json:"schemaVersion"`
		Cluster       resourceJSON    `json:"cluster"`
		Active        []string        `json:"active"`
		Notes         []jsonShareNote `json:"notes,omitempty"`
		Root          *refQueue       `json:"root"`
	}{1, resourceMap(v.Cluster, v.Types), active, sharesNotesJSON(v), refQueueJSON(v, 0)})
	return b.String(), err
}

func refQueueJSON(v SharesView, i int) *refQueue {
	nd, s := v.Tree.Nodes[i], v.Shares
	typ := "leaf"
	if nd.N > 0 || !nd.Queue.IsLeaf() {
		typ = "parent"
	}
	var w *float32
	if f := float64(nd.Weight); !math.IsNaN(f) && !math.IsInf(f, 0) {
		w = &nd.Weight
	}
	j := &refQueue{Name: nd.Name, Type: typ, Policy: string(nd.Policy), Weight: w,
		MinShare: resourceMap(v.Tree.MinOf(i), v.Types), MaxShare: resourceMap(v.Tree.MaxOf(i), v.Types),
		Active: s.Active[i], Inactive: string(v.Tree.WhyInactive(s, i)), CannotRun: nd.CannotRun,
		Steady: resourceMap(s.SteadyOf(i), v.Types), Instantaneous: resourceMap(s.InstantaneousOf(i), v.Types),
		Binding:  refBinding{ByResource: map[string][2]string{}},
		Children: []*refQueue{}}
	for t, name := range v.Types {
		j.Binding.ByResource[name] = [2]string{string(s.SteadyBinding(i, t)), string(s.InstantaneousBinding(i, t))}
	}
	j.Binding.Steady, j.Binding.Instantaneous = string(s.SteadyBinding(i, 0)), string(s.InstantaneousBinding(i, 0))
	for k := nd.First; k < nd.First+nd.N; k++ {
		j.Children = append(j.Children, refQueueJSON(v, int(k)))
	}
	return j
}

// refFiles are allocation files with what the renderers must get right:
// names that need escaping, weights in every float format, NaN and
// infinite weights, blocked queues, parents without created children,
// trees deeper than maxDrawnDepth.
var refFiles = map[string]string{
	"weird.xml": `<allocations>
  <queue name="q&quot;uote"><weight>0</weight><minResources>100 mb, 1 vcores</minResources></queue>
  <queue name="back\slash"><weight>1e-7</weight></queue>
  <queue name="lt&lt;gt&gt;amp&amp;"><weight>1e25</weight></queue>
  <queue name="uni&#x2028;sep&#x2029;é日本&#x7f;"><weight>0.1</weight><maxResources>0 mb, 0 vcores</maxResources></queue>
  <queue name="tab&#9;in"><weight>3.4028235e38</weight></queue>
  <queue name="tiny"><weight>1.4e-45</weight></queue>
  <queue name="neg"><weight>-0</weight></queue>
  <queue name="p"><maxRunningApps>0</maxRunningApps><queue name="c1"/><queue name="c2"><minResources>50%</minResources></queue></queue>
  <queue name="f"><schedulingPolicy>fifo</schedulingPolicy></queue>
  <queue name="r" type="parent"/>
  <queueMaxResourcesDefault>memory-mb=9000, vcores=9</queueMaxResourcesDefault>
</allocations>`,
	"drf.xml": `<allocations><defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
 <queue name="b"><schedulingPolicy>fair</schedulingPolicy><queue name="c"><schedulingPolicy>drf</schedulingPolicy></queue></queue>
 <queue name="d"><weight>2.5</weight><minResources>1000 mb, 100 vcores</minResources><maxResources>500 mb, 2 vcores</maxResources></queue>
 <queue name="e"><maxResources>memory-mb=10%, vcores=10%</maxResources><queue name="e1"/><queue name="e2"><weight>0</weight></queue></queue>
</allocations>`,
	"nan.xml":    `<allocations><queue name="a"><queue name="a1"><weight>NaN</weight></queue></queue><queue name="b"><weight>Infinity</weight></queue></allocations>`,
	"inf.xml":    `<allocations><queue name="a"><weight>-Infinity</weight></queue></allocations>`,
	"users.xml":  `<allocations><userMaxAppsDefault>0</userMaxAppsDefault><queue name="a"/><queue name="b"><queue name="c"/></queue></allocations>`,
	"deep.xml":   "<allocations>" + strings.Repeat(`<queue name="l"><queue name="x"/>`, 30) + strings.Repeat("</queue>", 30) + "</allocations>",
	"single.xml": `<allocations/>`,
	"wide.xml":   "<allocations><queue name=\"w\">" + strings.Repeat(`<queue name="c"/>`, 1) + wideQueues(40) + "</queue></allocations>",
}

func wideQueues(n int) string {
	var b strings.Builder
	for i := range n {
		b.WriteString(`<queue name="c` + strconv.Itoa(i) + `"><weight>` + strconv.FormatFloat(float64(i%7)*0.37, 'g', -1, 64) + `</weight></queue>`)
	}
	return b.String()
}

// refCases runs fn on every reference file and the testdata corpus, with
// each cluster and type list.
func refCases(t *testing.T, fn func(name string, v SharesView, active []string)) {
	files, _ := filepath.Glob("../testdata/fair-scheduler/*/*.xml")
	rules, _ := filepath.Glob("../testdata/fair-scheduler/rules/*/*.xml")
	files = append(files, rules...)
	srcs := map[string][]byte{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(b) < 8<<10 { // the 1000-deep reader-limit files take seconds
			srcs[f] = b
		}
	}
	for name, s := range refFiles {
		srcs[name] = []byte(s)
	}
	// spec "" is a cluster of size 0 (which --cluster refuses).
	clusters := []struct {
		spec   string
		custom []string
	}{
		{"16384 mb, 16 vcores", nil}, {"", nil}, {"memory-mb=8192,vcores=8,yarn.io/gpu=4,a=3", []string{"yarn.io/gpu", "a"}},
		{"memory-mb=9223372036854775807,vcores=2147483647", nil}, {"memory-mb=1,vcores=1", []string{"x\"y"}},
		{"memory-mb=1,vcores=1", []string{"a\x01b"}}, {"memory-mb=100,vcores=1", []string{"é\u2028"}},
	}
	for name, src := range srcs {
		for _, c := range clusters {
			types := resource.WithCustom(c.custom...)
			cluster, err := make(resource.Resource, len(types)), error(nil)
			if c.spec != "" {
				cluster, err = clusterspec.ParseCluster(c.spec, types)
			}
			if err != nil {
				t.Fatalf("cluster %q, types %q: %v", c.spec, c.custom, err)
			}
			a := xmlconf.Parse(src, xmlconf.Options{Types: types})
			for _, mod := range []int{1, 2, 3} {
				tree := compute.NewTree(a, cluster, func(q *xmlconf.Queue) bool { return len(q.FullName)%mod == 0 })
				s := tree.Compute(cluster)
				fn(name+" "+c.spec, SharesView{Tree: tree, Shares: s, Cluster: cluster, Types: a.Types}, tree.ActiveLeaves(s))
			}
		}
	}
}

// TestSharesTreeLayout checks the shares table on every reference input:
// a header and one line per queue, no trailing spaces, every line within
// the width unless the queue column alone is wider, and the same columns
// on every line.
func TestSharesTreeLayout(t *testing.T) {
	refCases(t, func(name string, v SharesView, _ []string) {
		for _, o := range []Options{{Width: 80}, {Width: 200, Wide: true}, {Width: 80, Units: resource.UnitsMB, Color: true}} {
			var got bytes.Buffer
			if err := SharesTree(&got, v, o); err != nil {
				t.Fatal(err)
			}
			// STEADY and INSTANT are never dropped: with two types they
			// are at most 35 runes wide, "unlimited memory, 2147483647 vcores".
			floor := 1 << 30
			if len(v.Types) == 2 {
				floor = 2 + 2*(35+2) + minCut/2
			}
			checkLayout(t, name, got.String(), len(v.Tree.Nodes)+1, o, floor)
		}
	})
}

// checkLayout checks a table's lines: how many, no trailing spaces, and
// within o.Width unless the first column plus floor is wider (colour codes
// do not count).
func checkLayout(t *testing.T, name, out string, rows int, o Options, floor int) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != rows || !strings.HasSuffix(out, "\n") {
		t.Fatalf("%s %+v: %d lines, want %d\n%s", name, o, len(lines), rows, out)
	}
	// the first column ends where the header's second column starts
	head := []rune(stripANSI(lines[0]))
	queueWidth := 0
	for _, l := range lines {
		queueWidth = max(queueWidth, utf8.RuneCountInString(stripANSI(l)))
	}
	start := 0
	for start < len(head) && head[start] == ' ' {
		start++
	}
	for i := start + 1; i+2 < len(head); i++ {
		if head[i] == ' ' && head[i+1] == ' ' && head[i+2] != ' ' {
			queueWidth = i
			break
		}
	}
	for _, l := range lines {
		plain := stripANSI(l)
		if strings.HasSuffix(plain, " ") {
			t.Fatalf("%s %+v: trailing space in %q", name, o, l)
		}
		if n := utf8.RuneCountInString(plain); o.Width > 0 && n > o.Width && queueWidth+floor <= o.Width {
			t.Fatalf("%s %+v: line of %d runes is wider than %d:\n%s", name, o, n, o.Width, out)
		}
	}
}

var ansi = regexp.MustCompile("\x1b\\[[0-9;]*m")

func stripANSI(s string) string { return ansi.ReplaceAllString(s, "") }

// TestSharesJSONMatchesReference holds SharesJSON to encoding/json.
func TestSharesJSONMatchesReference(t *testing.T) {
	refCases(t, func(name string, v SharesView, active []string) {
		var got bytes.Buffer
		err := SharesJSON(&got, v, active)
		want, wantErr := refSharesJSON(v, active)
		if wantErr != nil {
			want = ""
		}
		if got.String() != want || errString(err) != errString(wantErr) {
			t.Fatalf("%s: SharesJSON = %v\n%s\nwant %v\n%s", name, err, got.String(), wantErr, want)
		}
	})
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

package render

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/xmlconf"
)

// This file keeps the shares renderers as they were before they streamed,
// a cell per value and the JSON as one value, and holds the streaming ones
// to them byte for byte, errors included.

func refSharesTree(v SharesView, o Options) string {
	p := newPalette(o.Color)
	head := []string{"QUEUE", "WEIGHT", "POLICY", "MIN", "MAX"}
	for _, t := range v.Types {
		head = append(head, "STEADY "+shortType(t))
	}
	for _, t := range v.Types {
		head = append(head, "INSTANT "+shortType(t))
	}
	rows := [][]cell{header(p, append(head, "WHY")...)}
	kids := func(i int32) []int32 {
		nd := v.Tree.Nodes[i]
		out := []int32{}
		for k := nd.First; k < nd.First+nd.N; k++ {
			out = append(out, k)
		}
		return out
	}
	walkDrawn(int32(0), kids, func(i int32, prefix string) {
		rows = append(rows, refSharesRow(p, v, int(i), prefix))
	})
	var b bytes.Buffer
	if err := writeTable(&b, rows); err != nil {
		panic(err)
	}
	return b.String()
}

func refSharesRow(p palette, v SharesView, i int, prefix string) []cell {
	nd, s := v.Tree.Nodes[i], v.Shares
	name := cell{text: prefix + nd.Name, paint: p.bold.Sprint}
	if !s.Active[i] {
		name.paint = p.dim.Sprint
	}
	row := []cell{name, {text: weight(nd.Weight), right: true}, {text: string(nd.Policy)},
		{text: v.Tree.MinOf(i).Format(v.Types)}, {text: v.Tree.MaxOf(i).Format(v.Types)}}
	for t := range v.Types {
		row = append(row, refShareCell(s.SteadyOf(i).Get(t), v.Cluster.Get(t), s.SteadyBinding(i, t)))
	}
	for t := range v.Types {
		row = append(row, refShareCell(s.InstantaneousOf(i).Get(t), v.Cluster.Get(t), s.InstantaneousBinding(i, t)))
	}
	why := "never active: " + nd.CannotRun
	if nd.CannotRun == "" {
		why = "steady " + refReasons(v, i, compute.Steady) + "; instant " + refReasons(v, i, compute.Instantaneous)
	}
	return append(row, cell{text: why, paint: p.dim.Sprint})
}

func refShareCell(val, total int64, b compute.Binding) cell {
	if b == compute.BindingNotComputed {
		return cell{text: "-", right: true}
	}
	pct := "-"
	if total > 0 {
		pct = strconv.FormatFloat(float64(val)*100/float64(total), 'f', 1, 64) + "%"
	}
	c := "unlimited"
	if val != 1<<63-1 {
		c = strconv.FormatInt(val, 10)
	}
	return cell{text: c + " (" + pct + ")", right: true}
}

func refReasons(v SharesView, i int, mode compute.Mode) string {
	if v.Shares.Types == 0 {
		return "-"
	}
	out := bindingText[bindingOf(v.Shares, i, 0, mode)]
	for t := 1; t < v.Shares.Types && t < len(v.Types); t++ {
		if b := bindingOf(v.Shares, i, t, mode); b != bindingOf(v.Shares, i, 0, mode) && b != compute.BindingNotComputed {
			out += " (" + v.Types[t] + ": " + bindingText[b] + ")"
		}
	}
	return out
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
	Weight        float32      `json:"weight"`
	MinShare      resourceJSON `json:"minShare"`
	MaxShare      resourceJSON `json:"maxShare"`
	Active        bool         `json:"active"`
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
		SchemaVersion int          `json:"schemaVersion"`
		Cluster       resourceJSON `json:"cluster"`
		Active        []string     `json:"active"`
		Root          *refQueue    `json:"root"`
	}{1, resourceMap(v.Cluster, v.Types), active, refQueueJSON(v, 0)})
	return b.String(), err
}

func refQueueJSON(v SharesView, i int) *refQueue {
	nd, s := v.Tree.Nodes[i], v.Shares
	typ := "leaf"
	if nd.N > 0 || !nd.Queue.IsLeaf() {
		typ = "parent"
	}
	j := &refQueue{Name: nd.Name, Type: typ, Policy: string(nd.Policy), Weight: nd.Weight,
		MinShare: resourceMap(v.Tree.MinOf(i), v.Types), MaxShare: resourceMap(v.Tree.MaxOf(i), v.Types),
		Active: s.Active[i], CannotRun: nd.CannotRun,
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
	clusters := []struct{ spec, custom string }{
		{"16384 mb, 16 vcores", ""}, {"0 mb, 0 vcores", ""}, {"memory-mb=8192,vcores=8,yarn.io/gpu=4,a=3", ""},
		{"memory-mb=9223372036854775807,vcores=9223372036854775807", ""}, {"memory-mb=1,vcores=1", "x\"y"},
		{"memory-mb=1,vcores=1", "a\x01b"}, {"memory-mb=100,vcores=1", "é\u2028"},
	}
	for name, src := range srcs {
		for _, c := range clusters {
			types, cluster, err := xmlconf.ParseCluster(c.spec, xmlconf.WithCustom(c.custom))
			if err != nil {
				t.Fatalf("cluster %q, types %q: %v", c.spec, c.custom, err)
			}
			a, _ := xmlconf.Parse(src, xmlconf.Options{Types: types})
			for _, mod := range []int{1, 2, 3} {
				tree := compute.NewTree(a, cluster, func(q *xmlconf.Queue) bool { return len(q.FullName)%mod == 0 })
				s := tree.Compute(cluster)
				fn(name+" "+c.spec, SharesView{Tree: tree, Shares: s, Cluster: cluster, Types: a.Types}, tree.ActiveLeaves(s))
			}
		}
	}
}

// TestSharesTreeMatchesReference holds SharesTree to the cell renderer.
func TestSharesTreeMatchesReference(t *testing.T) {
	refCases(t, func(name string, v SharesView, _ []string) {
		for _, color := range []bool{false, true} {
			var got bytes.Buffer
			if err := SharesTree(&got, v, Options{Color: color}); err != nil {
				t.Fatal(err)
			}
			if want := refSharesTree(v, Options{Color: color}); got.String() != want {
				t.Fatalf("%s (color %v): SharesTree =\n%s\nwant\n%s", name, color, got.String(), want)
			}
		}
	})
}

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

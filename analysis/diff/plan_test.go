package diff

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/internal/golden"
	"github.com/fairsched/fairsched/rm/rmrest"
)

var update = flag.Bool("update", false, "rewrite golden files")

// readSide reads src as a plan's side, as release 3.4.2.
func readSide(t *testing.T, src string) *capacity.Config {
	t.Helper()
	c, err := capacity.Read("x.xml", []byte(src), hadoop.For(hadoop.V(3, 4, 2)))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// csXML writes props (name=value after yarn.scheduler.capacity., or a
// full name after "!") as a capacity-scheduler.xml.
func csXML(props ...string) string {
	var b strings.Builder
	b.WriteString("<configuration>\n")
	for _, p := range props {
		name, value, _ := strings.Cut(p, "=")
		if full, ok := strings.CutPrefix(name, "!"); ok {
			name = full
		} else {
			name = capacity.Prefix + name
		}
		b.WriteString("<property><name>" + name + "</name><value>" + value + "</value></property>\n")
	}
	return b.String() + "</configuration>\n"
}

// TestPlanReproducesNew: for every pair of testdata/capacity/refresh and
// the cases below, the plan applied as the RM applies it gives the new
// file's properties exactly (Plan checks it and fails otherwise).
func TestPlanReproducesNew(t *testing.T) {
	base := []string{"root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50", "root.a.ordering-policy=fifo"}
	cases := map[string][2]string{
		"nested parent added": {csXML(base...), csXML("root.queues=a,b,n", "root.a.capacity=40", "root.b.capacity=40", "root.a.ordering-policy=fifo",
			"root.n.capacity=20", "root.n.queues=x,y", "root.n.x.capacity=30", "root.n.y.capacity=70", "root.n.y.maximum-capacity=80")},
		"leaf becomes parent": {csXML(base...), csXML("root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50", "root.a.state=STOPPED", "root.a.queues=a1", "root.a.a1.capacity=100")},
		"parent becomes leaf": {csXML("root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50", "root.a.queues=a1", "root.a.a1.capacity=100", "root.a.ordering-policy=utilization"),
			csXML(base...)},
		"children reordered and spaced":     {csXML(base...), csXML("root.queues=b, a", "root.a.capacity=50", "root.b.capacity=50", "root.a.ordering-policy=fifo")},
		"leftover state of a removed queue": {csXML(base...), csXML("root.queues=a", "root.a.capacity=100", "root.a.ordering-policy=fifo", "root.b.state=STOPPED")},
		"empty value and other keys": {csXML(append(base, "!yarn.resourcemanager.x=1")...),
			csXML("root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50", "root.a.ordering-policy=fifo", "root.a.acl_submit_applications=", "queue-mappings=u:alice:a", "!yarn.resourcemanager.x=2")},
	}
	news, _ := filepath.Glob("../../testdata/capacity/refresh/*/*/new.xml")
	for _, n := range news {
		oldSrc, _ := os.ReadFile(filepath.Join(filepath.Dir(n), "old.xml"))
		newSrc, _ := os.ReadFile(n)
		cases[filepath.Base(filepath.Dir(n))] = [2]string{string(oldSrc), string(newSrc)}
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			if _, err := Plan(readSide(t, c[0]), readSide(t, c[1])); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestPlanGolden pins one plan's body and command: a queue removed, a
// parent with two children added, a sibling rebalanced, a global update.
func TestPlanGolden(t *testing.T) {
	old := csXML("root.queues=a,b,c", "root.a.capacity=40", "root.b.capacity=40", "root.c.capacity=20", "root.c.state=STOPPED")
	new := csXML("root.queues=a,b,n", "root.a.capacity=30", "root.b.capacity=40", "root.n.capacity=30", "root.n.queues=x,y",
		"root.n.x.capacity=50", "root.n.x.acl_submit_applications=alice,bob", "root.n.y.capacity=50", "queue-mappings-override.enable=true")
	p, err := Plan(readSide(t, old), readSide(t, new))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := rmrest.EncodeSchedConf(&b, p); err != nil {
		t.Fatal(err)
	}
	args, err := p.CLIArgs()
	if err != nil {
		t.Fatal(err)
	}
	b.WriteString(strings.Join(args, "\n") + "\n")
	golden.Check(t, "testdata/plan.golden", b.Bytes(), *update)
}

package diff

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

func capacitySide(t *testing.T, name, src string) CapacitySide {
	t.Helper()
	c, ds := lint.CheckCapacityFile(name, []byte(src), xmlconf.Options{}, lint.Job{})
	if c == nil {
		t.Fatalf("%s: %+v", name, ds)
	}
	return CapacitySide{File: name, Config: c, Findings: ds}
}

func readCapacityPair(t *testing.T) (string, string) {
	t.Helper()
	old, err := os.ReadFile("../../testdata/capacity/diff/old.xml")
	if err != nil {
		t.Fatal(err)
	}
	nw, err := os.ReadFile("../../testdata/capacity/diff/new.xml")
	if err != nil {
		t.Fatal(err)
	}
	return string(old), string(nw)
}

// TestCompareCapacity: on 100 GiB, 100 vcores root.a loses 10 GiB and
// root.c gains 10 GiB (ranked first, a before c by path), root and root.b
// change only properties; b's user-limit-factor 0 is the one finding
// introduced.
func TestCompareCapacity(t *testing.T) {
	old, nw := readCapacityPair(t)
	r := CompareCapacity(capacitySide(t, "old.xml", old), capacitySide(t, "new.xml", nw), CapacityOptions{Cluster: resource.Resource{102400, 100}})
	var got []string
	for _, q := range r.Queues {
		line := q.Queue + " " + string(q.Change)
		if d := q.GuaranteeChange(); d != nil {
			line += " " + strconv.FormatInt(d.Get(0), 10) + "," + strconv.FormatInt(d.Get(1), 10)
		}
		for _, p := range q.Properties {
			line += " " + p.Name + ":" + p.Old + "→" + p.New
		}
		got = append(got, line)
	}
	want := []string{
		"root.a changed -10240,-10 capacity:40→30",
		"root.c added 10240,10 capacity:→10 maximum-capacity:→10",
		"root changed 0,0 queues:a,b→a,b,c",
		"root.b changed 0,0 user-limit-factor:2→0",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("queues\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if len(r.Globals) != 1 || r.Globals[0] != (Property{Name: "maximum-am-resource-percent", New: "0.2"}) {
		t.Errorf("globals %+v", r.Globals)
	}
	if r.Counts[Added] != 1 || r.Counts[Changed] != 3 || r.Counts[Unchanged] != 0 {
		t.Errorf("counts %v", r.Counts)
	}
	if len(r.Findings.Introduced) != 1 || r.Findings.Introduced[0].Rule != lint.CSUserLimitFactorUnusable.ID || len(r.Findings.Fixed) != 0 {
		t.Errorf("findings %+v", r.Findings)
	}
}

// TestCapacityFindingsMatchedByKey: a finding whose property moved to
// another line, and whose message changed with the figures, is the same
// finding; one on another queue is new.
func TestCapacityFindingsMatchedByKey(t *testing.T) {
	const head = "<configuration>\n<property><name>yarn.scheduler.capacity.root.queues</name><value>a,b</value></property>\n"
	old := head + "<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>40</value></property>\n" +
		"<property><name>yarn.scheduler.capacity.root.b.capacity</name><value>60</value></property>\n</configuration>\n"
	nw := head + "<!-- moved -->\n<property><name>yarn.scheduler.capacity.root.b.capacity</name><value>70</value></property>\n" +
		"<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>30</value></property>\n</configuration>\n"
	r := CompareCapacity(capacitySide(t, "old.xml", old), capacitySide(t, "new.xml", nw), CapacityOptions{})
	if len(r.Findings.Unchanged) != 2 || len(r.Findings.Introduced) != 0 || len(r.Findings.Fixed) != 0 {
		t.Errorf("findings %+v", r.Findings)
	}
	nw2 := strings.Replace(old, "a,b", "a,b,c", 1)
	nw2 = strings.Replace(nw2, "</configuration>", "<property><name>yarn.scheduler.capacity.root.c.capacity</name><value>0</value></property>\n</configuration>", 1)
	r = CompareCapacity(capacitySide(t, "old.xml", old), capacitySide(t, "new.xml", nw2), CapacityOptions{})
	if len(r.Findings.Introduced) != 1 || r.Findings.Introduced[0].Queue != "root.c" {
		t.Errorf("introduced %+v", r.Findings.Introduced)
	}
}

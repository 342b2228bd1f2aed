package lint

import (
	"testing"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/xmlconf"
)

// The RM's configuration is read like the file it came from: the same
// findings, each placed by its property's name instead of a line, and a
// model without positions.
func TestCheckCapacityProperties(t *testing.T) {
	props := []rmrest.ConfProperty{
		{Name: "yarn.scheduler.capacity.root.queues", Value: "a,b"},
		{Name: "yarn.scheduler.capacity.root.a.capacity", Value: "60"},
		{Name: "yarn.scheduler.capacity.root.b.capacity", Value: "60"},
		{Name: "yarn.scheduler.capacity.root.b.maximum-capacity", Value: "50"},
	}
	src := "<configuration>\n"
	for _, p := range props {
		src += "<property><name>" + p.Name + "</name><value>" + p.Value + "</value></property>\n"
	}
	src += "</configuration>\n"
	_, fromFile := CheckCapacityFile("cs.xml", []byte(src), xmlconf.Options{}, Job{})
	c, fromRM := CheckCapacityProperties("RM:scheduler-conf", props, xmlconf.Options{}, Job{})
	if len(fromRM) == 0 || len(fromRM) != len(fromFile) {
		t.Fatalf("%d findings from the RM, %d from the file", len(fromRM), len(fromFile))
	}
	key := func(d diag.Finding) string { return d.Rule + " " + d.Queue + " " + d.Key }
	byKey := map[string]diag.Finding{}
	for _, f := range fromFile {
		byKey[key(f)] = f
	}
	for i, d := range fromRM {
		f := byKey[key(d)]
		if d.Rule != f.Rule || d.Queue != f.Queue || d.Key != f.Key || d.Message != f.Message {
			t.Errorf("finding %d: %+v, from the file %+v", i, d, f)
		}
		if d.Pos.IsValid() || d.File != "RM:scheduler-conf:"+d.Key {
			t.Errorf("finding %d placed at %s %s, want RM:scheduler-conf:%s and no line", i, d.File, d.Pos, d.Key)
		}
	}
	if c.Queue("root.a").Capacity.Pos.IsValid() {
		t.Error("the RM's model keeps the ranks used while reading")
	}
}

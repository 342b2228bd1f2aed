package drift_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/drift"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/rm/rmrest"
)

// readCapacity reads a capacity-scheduler.xml that Hadoop accepts, and its
// properties as drift compares them with the RM's scheduler-conf.
func readCapacity(t *testing.T, src string) (*capacity.Config, map[string]drift.ConfValue) {
	t.Helper()
	return readCapacityRelease(t, src, hadoop.DefaultProfile())
}

// readCapacityRelease is readCapacity as release p reads the file.
func readCapacityRelease(t *testing.T, src string, p hadoop.Profile) (*capacity.Config, map[string]drift.ConfValue) {
	t.Helper()
	yc, err := yarnsite.Parse("example.xml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	c := capacity.FromConfiguration(yc, p)
	if c.Refused() {
		t.Fatalf("the file is refused: %+v", c.Facts)
	}
	return c, drift.FileProperties(yc)
}

// capacity34 is the 3.4 fixture's file and RM response, decoded to a
// generic document the cases edit.
func capacity34(t *testing.T) (string, map[string]any) {
	t.Helper()
	file, err := os.ReadFile("../../testdata/drift/capacity-3.4/capacity-scheduler.xml")
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile("../../testdata/drift/capacity-3.4/rm/scheduler.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	return string(file), doc
}

// csQueue returns root's child name of the response document.
func csQueue(doc map[string]any, name string) map[string]any {
	info := doc["scheduler"].(map[string]any)["schedulerInfo"].(map[string]any)
	for _, q := range info["queues"].(map[string]any)["queue"].([]any) {
		if q := q.(map[string]any); q["queueName"] == name {
			return q
		}
	}
	return nil
}

// defaultPartition is the queue's default partition in the document.
func defaultPartition(q map[string]any) map[string]any {
	return q["capacities"].(map[string]any)["queueCapacitiesByPartition"].([]any)[0].(map[string]any)
}

// Hadoop 3.4's response for its test's file agrees; each edit of the
// response gives the findings it should, and no other.
func TestCapacityDriftCases(t *testing.T) {
	tests := []struct {
		name string
		edit func(doc map[string]any)
		want []string // rule queue key
	}{
		{"agree", func(map[string]any) {}, nil},
		{"capacity from another file", func(doc map[string]any) {
			q := csQueue(doc, "b")
			q["capacity"], q["absoluteCapacity"] = 45.0, 45.0
		}, []string{"drift-differs root.b capacity", "drift-differs root.b absoluteCapacity"}},
		{"one MB of guarantee", func(doc map[string]any) {
			defaultPartition(csQueue(doc, "a"))["effectiveMinResource"] = map[string]any{"memory": 4095, "vCores": 4}
		}, []string{"drift-differs root.a effectiveMinResource"}},
		{"limits", func(doc map[string]any) {
			q := csQueue(doc, "c")
			q["maxApplications"], q["userLimitFactor"], q["userLimit"] = 100, 2.0, 50
			defaultPartition(q)["maxAMLimitPercentage"] = 20.0
		}, []string{"drift-differs root.c userLimit", "drift-differs root.c userLimitFactor", "drift-differs root.c maxApplications", "drift-differs root.c maxAMLimitPercentage"}},
		{"stopped, an ACL", func(doc map[string]any) {
			q := csQueue(doc, "a")
			q["state"] = "STOPPED"
			q["queueAcls"].(map[string]any)["queueAcl"].([]any)[2].(map[string]any)["accessControlList"] = "alice ops"
		}, []string{"drift-differs root.a state", "drift-differs root.a submitACL"}},
		{"the same ACL written in another order", func(doc map[string]any) {
			root := doc["scheduler"].(map[string]any)["schedulerInfo"].(map[string]any)
			root["queueAcls"].(map[string]any)["queueAcl"].([]any)[0].(map[string]any)["accessControlList"] = "*"
		}, nil},
		{"a release without resources", func(doc map[string]any) {
			for _, n := range []string{"a", "b", "c"} {
				delete(csQueue(doc, n), "capacities")
				delete(csQueue(doc, n), "queueAcls")
			}
		}, nil},
		{"a queue only in the RM, one only in the file", func(doc map[string]any) {
			csQueue(doc, "c")["queueName"] = "d"
		}, []string{"drift-only-in-file root.c ", "drift-only-in-rm root.d "}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file, doc := capacity34(t)
			tt.edit(doc)
			b, _ := json.Marshal(doc)
			s, err := rmrest.DecodeCapacityScheduler(b)
			if err != nil {
				t.Fatal(err)
			}
			c, props := readCapacityRelease(t, file, hadoop.For(hadoop.V(3, 4, 0)))
			r := capacityDrift("cs.xml", c, s, drift.CapacityOptions{FileProperties: props}, hadoop.For(hadoop.V(3, 4, 0)), lint.Options{})
			var got []string
			for _, f := range r.Findings {
				got = append(got, f.Rule+" "+f.Queue+" "+f.Key)
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("findings %q, want %q", got, tt.want)
			}
			if r.Drifts() != (len(tt.want) > 0) {
				t.Errorf("drifts %v", r.Drifts())
			}
		})
	}
}

// The RM's stored configuration is compared property by property: a
// value set otherwise, a property on one side only; the finding points at
// the file's property.
func TestCapacityDriftConf(t *testing.T) {
	file, doc := capacity34(t)
	b, _ := json.Marshal(doc)
	s, err := rmrest.DecodeCapacityScheduler(b)
	if err != nil {
		t.Fatal(err)
	}
	prof := hadoop.For(hadoop.V(3, 4, 0))
	c, props := readCapacityRelease(t, file, prof)
	conf := []rmrest.ConfProperty{}
	for name, v := range props {
		switch name {
		case "yarn.scheduler.capacity.root.b.capacity":
			conf = append(conf, rmrest.ConfProperty{Name: name, Value: "45"})
		case "yarn.scheduler.capacity.schedule-asynchronously.enable":
		default:
			conf = append(conf, rmrest.ConfProperty{Name: name, Value: v.Value})
		}
	}
	conf = append(conf, rmrest.ConfProperty{Name: "yarn.scheduler.capacity.root.b.state", Value: "RUNNING"})
	r := capacityDrift("cs.xml", c, s, drift.CapacityOptions{FileProperties: props, Conf: conf}, prof, lint.Options{})
	var got []string
	for _, f := range r.Findings {
		got = append(got, f.Key+" "+f.Pos.String())
	}
	want := "yarn.scheduler.capacity.root.b.capacity 8:3|yarn.scheduler.capacity.root.b.state 1:1|yarn.scheduler.capacity.schedule-asynchronously.enable 10:3"
	if strings.Join(got, "|") != want || !r.Drifts() {
		t.Errorf("findings %q, want %q", got, want)
	}
	if old := capacityDrift("cs.xml", c, s, drift.CapacityOptions{FileProperties: props, Conf: conf}, hadoop.For(hadoop.V(3, 1, 0)), lint.Options{}); old.Drifts() {
		t.Errorf("3.1 has no scheduler-conf to compare: %+v", old.Findings)
	}
}

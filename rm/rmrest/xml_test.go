package rmrest

import (
	"encoding/json"
	"os"
	"reflect"
	"strings"
	"testing"
)

// decodeFile decodes a scheduler response fixture.
func decodeFile(t *testing.T, path string) *Scheduler {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := DecodeScheduler(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return s
}

// The README's saved scheduler response, as the RM serves it in XML
// (testdata/rm/xml, JAXB's rendering of the same objects) and with
// childQueues as a bare array (testdata/rm/array), decodes to exactly what
// the JSON with childQueues as {"queue": [...]} decodes to.
func TestSchedulerShapesDecodeAlike(t *testing.T) {
	want := decodeFile(t, "../../examples/rm/scheduler.json")
	for _, p := range []string{"../../testdata/rm/xml/scheduler.xml", "../../testdata/rm/array/scheduler.json"} {
		if got := decodeFile(t, p); !reflect.DeepEqual(got, want) {
			g, _ := json.Marshal(got.Root)
			w, _ := json.Marshal(want.Root)
			t.Errorf("%s decodes to\n%s\nwant\n%s", p, g, w)
		}
	}
	if n := len(want.Root.Children); n != 5 {
		t.Fatalf("root has %d children, want 5", n)
	}
}

// The apps and nodes responses in XML read like their JSON, through the
// one Decode: one app or node alone is still a list, numbers are numbers,
// and string members that look like numbers stay strings.
func TestDecodeXMLApps(t *testing.T) {
	type app struct {
		ID       string `json:"id"`
		User     string `json:"user"`
		Queue    string `json:"queue"`
		Running  *int   `json:"runningContainers"`
		Progress float64
		Requests []struct {
			Capability    Resource `json:"capability"`
			NumContainers int      `json:"numContainers"`
			ResourceName  string   `json:"resourceName"`
		} `json:"resourceRequests"`
		Unmanaged bool `json:"unmanagedApplication"`
	}
	var doc struct {
		Apps *struct {
			App []app `json:"app"`
		} `json:"apps"`
	}
	xmlDoc := `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<apps><app><id>application_1_0001</id><user>1001</user><queue>007</queue><runningContainers>3</runningContainers>
<progress>40.5</progress><unmanagedApplication>false</unmanagedApplication><applicationTags></applicationTags>
<resourceRequests><capability><memory>2048</memory><vCores>1</vCores></capability><numContainers>5</numContainers><resourceName>*</resourceName></resourceRequests>
</app></apps>`
	if err := Decode("apps response", []byte(xmlDoc), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Apps == nil || len(doc.Apps.App) != 1 {
		t.Fatalf("decoded %+v", doc)
	}
	a := doc.Apps.App[0]
	if a.ID != "application_1_0001" || a.User != "1001" || a.Queue != "007" || a.Running == nil || *a.Running != 3 ||
		len(a.Requests) != 1 || a.Requests[0].Capability != (Resource{2048, 1}) || a.Requests[0].NumContainers != 5 || a.Requests[0].ResourceName != "*" {
		t.Errorf("app %+v", a)
	}
	doc.Apps = nil
	if err := Decode("apps response", []byte(`<apps/>`), &doc); err != nil || doc.Apps == nil || len(doc.Apps.App) != 0 {
		t.Errorf("no apps: %v %+v", err, doc.Apps)
	}
}

// What is not an RM XML response is refused as before, and a broken RM
// XML response says where.
func TestDecodeXMLErrors(t *testing.T) {
	var v map[string]any
	for _, tc := range []struct{ doc, want string }{
		{"<html><body>Login</body></html>", `is not JSON or the ResourceManager's XML: it starts with "<html>`},
		{"<!DOCTYPE html><html><head>", "is not JSON or the ResourceManager's XML"},
		{"<scheduler><schedulerInfo>", "is not well-formed XML"},
		{"<apps><app></apps>", "is not well-formed XML at line 1"},
		{"<apps></apps><apps></apps>", "is not well-formed XML"},
		{strings.Repeat("<apps>", 400), "nests elements deeper than"},
	} {
		err := Decode("apps response", []byte(tc.doc), &v)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%.40q: %v, want %q", tc.doc, err, tc.want)
		}
	}
}

// FuzzDecodeXML: any bytes that start like XML decode to a scheduler or
// an error, never a panic; what decodes has a name on every queue, and
// the XML seen as JSON is valid JSON.
func FuzzDecodeXML(f *testing.F) {
	for _, p := range []string{"../../testdata/rm/xml/scheduler.xml", "../../testdata/rm/xml/apps.xml", "../../testdata/rm/xml/nodes.xml"} {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`<scheduler><schedulerInfo xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="fairScheduler"><rootQueue><queueName>root</queueName><clusterResources><memory>1</memory><vCores>1</vCores></clusterResources><childQueues><queue xsi:type="fairSchedulerLeafQueueInfo"><queueName>root.a</queueName></queue></childQueues></rootQueue></schedulerInfo></scheduler>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if out, ok, err := xmlToJSON("response", data); ok && err == nil && !json.Valid(out) {
			t.Fatalf("invalid JSON from XML: %s", out)
		}
		s, err := DecodeScheduler(data)
		if err != nil {
			return
		}
		s.Root.Walk(func(q *Queue) {
			if q.Name == "" {
				t.Fatal("a queue without a name")
			}
		})
	})
}

package rmrest

import (
	"errors"
	"os"
	"reflect"
	"testing"
)

// DecodeApps reads every shape of the apps response: JSON and XML alike,
// "apps": null as no app, and tells a document with no "apps" member (or
// one that is not JSON) from one that is an apps response gone wrong.
func TestDecodeApps(t *testing.T) {
	str := func(s string) *string { return &s }
	for _, tc := range []struct {
		name, data string
		want       []App
		err        string // "missing", "bad", "other" or "" for none
	}{
		{"one app", `{"apps":{"app":[{"id":"application_1","user":"alice","queue":"root.a","runningContainers":2,
			"resourceRequests":[{"resourceName":"*","numContainers":3,"capability":{"memory":1024,"vCores":1}}]}]}}`,
			[]App{{ID: "application_1", User: str("alice"), Queue: str("root.a"), Running: intp(2),
				Requests: []AppRequest{{ResourceName: "*", NumContainers: 3, Capability: RequestResource{Memory: int64p(1024), VCores: int64p(1)}}}}}, ""},
		{"null is no app", `{"apps":null}`, nil, ""},
		{"no app list", `{"apps":{}}`, nil, ""},
		{"xml", `<apps><app><id>application_1</id><user>123</user><queue>root.a</queue></app></apps>`,
			[]App{{ID: "application_1", User: str("123"), Queue: str("root.a")}}, ""},
		{"no apps member", `{"user":"alice","queue":"a"}`, nil, "missing"},
		{"json lines", "{\"user\":\"alice\"}\n{\"user\":\"bob\"}\n", nil, "bad"},
		{"not json", `user,groups,queue`, nil, "bad"},
		{"wrong type", `{"apps":{"app":"x"}}`, nil, "other"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := DecodeApps([]byte(tc.data))
			var missing *MissingFieldsError
			var bad *BadResponseError
			kind := ""
			switch {
			case errors.As(err, &missing):
				kind = "missing"
			case errors.As(err, &bad):
				kind = "bad"
			case err != nil:
				kind = "other"
			}
			if kind != tc.err {
				t.Fatalf("error %v (%q), want %q", err, kind, tc.err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

// The saved apps response of the README's example decodes in both of the
// RM's formats to the same apps.
func TestAppsShapesDecodeAlike(t *testing.T) {
	read := func(p string) []App {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		apps, err := DecodeApps(data)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		return apps
	}
	want := read("../../examples/rm/apps.json")
	if len(want) == 0 {
		t.Fatal("examples/rm/apps.json has no app")
	}
	if got := read("../../testdata/rm/xml/apps.xml"); !reflect.DeepEqual(got, want) {
		t.Errorf("apps.xml decodes to %+v\nwant %+v", got, want)
	}
}

func intp(v int) *int       { return &v }
func int64p(v int64) *int64 { return &v }

// FuzzDecodeApps: any bytes decode to apps or an error, never a panic;
// the same bytes give the same apps.
func FuzzDecodeApps(f *testing.F) {
	for _, p := range []string{"../../examples/rm/apps.json", "../../testdata/rm/xml/apps.xml"} {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"apps":null}`))
	f.Add([]byte(`{"apps":{"app":[{"id":"a","resourceRequests":[{"resourceName":"*","numContainers":1,"capability":{"memory":1}}]}]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		apps, err := DecodeApps(data)
		if err != nil {
			return
		}
		again, _ := DecodeApps(data)
		if !reflect.DeepEqual(apps, again) {
			t.Fatal("the same bytes decode to different apps")
		}
	})
}

package rmrest

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
)

// The saved scheduler-conf responses of testdata/rm/conf (the queues of
// Hadoop's TestRMWebServicesConfigurationMutation.setupQueueConfiguration)
// decode alike in JSON and XML, in the response's order.
func TestDecodeSchedulerConfShapes(t *testing.T) {
	var want []ConfProperty
	for _, p := range []string{"../../testdata/rm/conf/scheduler-conf.json", "../../testdata/rm/conf/scheduler-conf.xml"} {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeSchedulerConf(data)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if want == nil {
			want = got
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s decodes to %v, want %v", p, got, want)
		}
	}
	if len(want) != 10 || want[0] != (ConfProperty{"yarn.scheduler.capacity.root.queues", "a,b,c"}) {
		t.Fatalf("decoded %v", want)
	}
	// testGetSchedulerConf asserts root has 3 queues.
	if q := ConfMap(want)["yarn.scheduler.capacity.root.queues"]; len(strings.Split(q, ",")) != 3 {
		t.Errorf("root.queues %q", q)
	}
}

func TestDecodeSchedulerConfCases(t *testing.T) {
	tests := []struct {
		name, doc string
		want      []ConfProperty
	}{
		{"wrapped", `{"configuration":{"property":[{"name":"a","value":"1"}]}}`, []ConfProperty{{"a", "1"}}},
		{"one as an object", `{"property":{"name":"a","value":"x"}}`, []ConfProperty{{"a", "x"}}},
		{"no property", `{"configuration":{}}`, []ConfProperty{}},
		{"null value", `{"property":[{"name":"a","value":null},{"name":"b"}]}`, []ConfProperty{{"a", ""}, {"b", ""}}},
		{"last wins", `{"property":[{"name":"a","value":"1"},{"name":"b","value":"2"},{"name":"a","value":"3"}]}`, []ConfProperty{{"a", "3"}, {"b", "2"}}},
		{"xml numbers as written", `<configuration><property><name>a</name><value>1E-4</value></property><property><name>b</name><value>010</value></property><property><name>c</name><value>true</value></property></configuration>`,
			[]ConfProperty{{"a", "1E-4"}, {"b", "010"}, {"c", "true"}}},
		{"xml value untrimmed", `<configuration><property><name>acl</name><value> admins</value></property><property><name>e</name><value></value></property></configuration>`,
			[]ConfProperty{{"acl", " admins"}, {"e", ""}}},
		{"xml one property", `<configuration><property><name>a</name><value>v</value></property></configuration>`, []ConfProperty{{"a", "v"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := DecodeSchedulerConf([]byte(tt.doc))
			if err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %v, %v; want %v", got, err, tt.want)
			}
		})
	}
}

func TestDecodeSchedulerConfErrors(t *testing.T) {
	refusal, err := os.ReadFile("../../testdata/rm/conf-file-store.txt")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, doc, message string
	}{
		{"file store", string(refusal), "its configuration store is a file"},
		{"fair scheduler", "This API only supports to retrieve scheduler configuration from a mutable-conf scheduler, underneath scheduler FairScheduler is not an instance of MutableConfScheduler", "does not run the Capacity Scheduler"},
		{"scheduler response", `{"scheduler":{"schedulerInfo":{"type":"capacityScheduler"}}}`, "lacks property"},
		{"no name", `{"property":[{"value":"1"}]}`, "lacks property.0.name"},
		{"object value", `{"property":[{"name":"a","value":{"x":1}}]}`, "property.0 (a): value"},
		{"html", `<html><body>Login</body></html>`, "is not JSON or the ResourceManager's XML"},
		{"truncated", `{"property":[{"name":"a",`, "ends early"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecodeSchedulerConf([]byte(tt.doc))
			if err == nil || !strings.Contains(err.Error(), tt.message) {
				t.Errorf("error %v, want %q", err, tt.message)
			}
		})
	}
	var nm *NotMutableError
	if _, err := DecodeSchedulerConf(refusal); !errors.As(err, &nm) {
		t.Errorf("the RM's refusal is %T, want *NotMutableError", err)
	}
}

// FuzzDecodeSchedulerConf: any bytes decode to properties or an error,
// never a panic; every property has a name.
func FuzzDecodeSchedulerConf(f *testing.F) {
	for _, p := range []string{"../../testdata/rm/conf/scheduler-conf.json", "../../testdata/rm/conf/scheduler-conf.xml", "../../testdata/rm/conf-file-store.txt"} {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"property":{"name":"a","value":1}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		props, err := DecodeSchedulerConf(data)
		if err != nil {
			return
		}
		for _, p := range props {
			if strings.TrimSpace(p.Name) == "" {
				t.Fatal("a property without a name")
			}
		}
	})
}

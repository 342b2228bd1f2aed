package rmrest

import (
	"maps"
	"strings"
	"testing"
)

func str(s string) *string { return &s }

// TestApplySchedConf holds ApplySchedConf to Hadoop's
// MutableCSConfigurationProvider (constructKeyValueConfUpdate; cases
// after TestMutableCSConfigurationProvider and
// TestRMWebServicesConfigurationMutation: testAddNestedQueue,
// testRemoveQueue, testRemoveParentQueue, testRemoveAllChildQueues,
// testUpdateQueue, testGlobalConfChange, and the refusals).
func TestApplySchedConf(t *testing.T) {
	p := capacityPrefix
	base := map[string]string{p + "root.queues": "a,b", p + "root.a.capacity": "50", p + "root.b.capacity": "50",
		p + "root.a.queues": "a1", p + "root.a.a1.capacity": "100", p + "root.a.ordering-policy": "utilization", p + "root.ab.x": "kept"}
	tests := []struct {
		name    string
		u       SchedConfUpdate
		set     map[string]string
		unset   []string
		wantErr string
	}{
		{name: "remove a leaf", u: SchedConfUpdate{Remove: []string{"root.b"}},
			set: map[string]string{p + "root.queues": "a"}, unset: []string{p + "root.b.capacity"}},
		{name: "remove a parent and its descendants' keys", u: SchedConfUpdate{Remove: []string{"root.a"}},
			set: map[string]string{p + "root.queues": "b", p + "root.ab.x": "kept"}, unset: []string{p + "root.a.capacity", p + "root.a.a1.capacity", p + "root.a.queues"}},
		{name: "last child removed: parent loses queues and ordering-policy", u: SchedConfUpdate{Remove: []string{"root.a.a1"}},
			unset: []string{p + "root.a.queues", p + "root.a.ordering-policy", p + "root.a.a1.capacity"}},
		{name: "first child added to a leaf: its ordering-policy unset", u: SchedConfUpdate{Add: []QueueUpdate{{Queue: "root.b.b1", Params: Params{[]Entry{{"capacity", str("100")}}}}}},
			set: map[string]string{p + "root.b.queues": "b1", p + "root.b.b1.capacity": "100"}},
		{name: "nested add, parent added first", u: SchedConfUpdate{Add: []QueueUpdate{{Queue: "root.c"}, {Queue: "root.c.c1", Params: Params{[]Entry{{"capacity", str("100")}}}}}},
			set: map[string]string{p + "root.queues": "a,b,c", p + "root.c.queues": "c1", p + "root.c.c1.capacity": "100"}},
		{name: "update: an empty value unsets", u: SchedConfUpdate{Update: []QueueUpdate{{Queue: "root.a", Params: Params{[]Entry{{"capacity", str("")}, {"state", str("STOPPED")}}}}}},
			set: map[string]string{p + "root.a.state": "STOPPED"}, unset: []string{p + "root.a.capacity"}},
		{name: "global: an empty value is set, null unsets", u: SchedConfUpdate{Global: &Params{[]Entry{{"x.y", str("")}, {p + "root.b.capacity", nil}}}},
			set: map[string]string{"x.y": ""}, unset: []string{p + "root.b.capacity"}},
		{name: "remove root", u: SchedConfUpdate{Remove: []string{"root"}}, wantErr: "Can't remove queue root"},
		{name: "remove a missing queue", u: SchedConfUpdate{Remove: []string{"root.z"}}, wantErr: "Queue root.z not found"},
		{name: "add an existing queue", u: SchedConfUpdate{Add: []QueueUpdate{{Queue: "root.b"}}}, wantErr: "Can't add existing queue root.b"},
		{name: "add without a parent path", u: SchedConfUpdate{Add: []QueueUpdate{{Queue: "x"}}}, wantErr: "Can't add invalid queue x"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			conf := maps.Clone(base)
			err := ApplySchedConf(conf, &tc.u)
			if tc.wantErr != "" {
				if err == nil || err.Error() != tc.wantErr {
					t.Fatalf("ApplySchedConf = %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for k, v := range tc.set {
				if got, ok := conf[k]; !ok || got != v {
					t.Errorf("%s = %q (set %v), want %q", k, got, ok, v)
				}
			}
			for _, k := range tc.unset {
				if v, ok := conf[k]; ok {
					t.Errorf("%s = %q, want unset", k, v)
				}
			}
		})
	}
}

// TestApplySchedConfUntrimmedSiblings: Hadoop finds the queue to remove
// among its parent's queues as getStringCollection splits them, untrimmed.
func TestApplySchedConfUntrimmedSiblings(t *testing.T) {
	conf := map[string]string{capacityPrefix + "root.queues": "a, b"}
	if err := ApplySchedConf(conf, &SchedConfUpdate{Remove: []string{"root.b"}}); err == nil || err.Error() != "Queue root.b not found" {
		t.Errorf("ApplySchedConf = %v, want Queue root.b not found", err)
	}
}

// TestSchedConfRoundTrip: the XML body decodes to what was encoded.
func TestSchedConfRoundTrip(t *testing.T) {
	u := &SchedConfUpdate{Remove: []string{"root.b"}, Add: []QueueUpdate{{Queue: "root.c", Params: Params{[]Entry{{"capacity", str("10")}}}}},
		Global: &Params{[]Entry{{"k", nil}}}}
	var b strings.Builder
	if err := EncodeSchedConf(&b, u); err != nil {
		t.Fatal(err)
	}
	got, err := DecodeSchedConf([]byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Remove) != 1 || got.Add[0].Queue != "root.c" || *got.Add[0].Params.Entries[0].Value != "10" || got.Global.Entries[0].Value != nil {
		t.Errorf("round trip = %+v", got)
	}
	if _, err := DecodeSchedConf([]byte("<configuration/>")); err == nil {
		t.Error("a body of another root element decodes")
	}
}

// TestCLIArgs: what yarn schedulerconf can carry, and what it cannot.
func TestCLIArgs(t *testing.T) {
	ok := &SchedConfUpdate{Update: []QueueUpdate{{Queue: "root.a", Params: Params{[]Entry{{"acl_submit_applications", str("u1,u2 g1")}, {"state", str("")}}}}}}
	args, err := ok.CLIArgs()
	if err != nil || strings.Join(args, " ") != `-update root.a:acl_submit_applications=u1\,u2 g1,state=` {
		t.Errorf("CLIArgs = %q, %v", args, err)
	}
	for _, u := range []*SchedConfUpdate{
		{Update: []QueueUpdate{{Queue: "root.a", Params: Params{[]Entry{{"x", str("a:b")}}}}}},
		{Global: &Params{[]Entry{{"k", str("a=b")}}}},
		{Global: &Params{[]Entry{{"k", str("")}}}},
	} {
		if args, err := u.CLIArgs(); err == nil {
			t.Errorf("CLIArgs = %q, want an error", args)
		}
	}
}

// FuzzDecodeSchedConf: any body decodes or fails without a panic, and
// what decodes applies without one and encodes back to a body that
// decodes again.
func FuzzDecodeSchedConf(f *testing.F) {
	f.Add([]byte(`<sched-conf><remove-queue>root.b</remove-queue><add-queue><queue-name>root.c</queue-name><params><entry><key>capacity</key><value>10</value></entry></params></add-queue><global-updates><entry><key>k</key></entry></global-updates></sched-conf>`))
	f.Add([]byte(`<sched-conf><update-queue><queue-name>root</queue-name></update-queue></sched-conf>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		u, err := DecodeSchedConf(data)
		if err != nil {
			return
		}
		_ = ApplySchedConf(map[string]string{capacityPrefix + "root.queues": "a,b"}, u)
		_, _ = u.CLIArgs()
		var b strings.Builder
		if err := EncodeSchedConf(&b, u); err != nil {
			t.Fatal(err)
		}
		if _, err := DecodeSchedConf([]byte(b.String())); err != nil {
			t.Fatalf("re-encoded body does not decode: %v\n%s", err, b.String())
		}
	})
}

package rmtest_test

import (
	"context"
	"errors"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/rm/rmclient"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/rm/rmtest"
)

const p = "yarn.scheduler.capacity."

// twoQueues is the store of the tests: root.a and root.b, b STOPPED.
var twoQueues = map[string]string{p + "root.queues": "a,b", p + "root.a.capacity": "50", p + "root.b.capacity": "50", p + "root.b.state": "STOPPED"}

// call sends one request to rm through rmclient, as fairsched does.
func call(t *testing.T, rm *rmtest.RM, r rmclient.Request) ([]byte, error) {
	t.Helper()
	srv := httptest.NewServer(rm.Handler())
	defer srv.Close()
	u, _ := url.Parse(srv.URL)
	c, err := rmclient.NewClient(rmclient.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return rmclient.Do(context.Background(), c, []*url.URL{u}, r, rmclient.Options{User: "yarn"})
}

func body(t *testing.T, s string) []byte {
	t.Helper()
	u, err := rmrest.DecodeSchedConf([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := rmrest.EncodeSchedConf(&b, u); err != nil {
		t.Fatal(err)
	}
	return []byte(b.String())
}

// The stand-in answers as Hadoop's RMWebServices: the refusals of the
// mutation (its own and the refresh's) with Hadoop's message as a 400,
// validate wrapping it, a file store refusing every scheduler-conf
// request, and each release's endpoints only.
func TestStandIn(t *testing.T) {
	rel := hadoop.For(hadoop.V(3, 3, 6))
	removeA := body(t, `<sched-conf><remove-queue>root.a</remove-queue><update-queue><queue-name>root.b</queue-name><params><entry><key>capacity</key><value>100</value></entry></params></update-queue></sched-conf>`)
	removeB := body(t, `<sched-conf><remove-queue>root.b</remove-queue><update-queue><queue-name>root.a</queue-name><params><entry><key>capacity</key><value>100</value></entry></params></update-queue></sched-conf>`)
	missing := body(t, `<sched-conf><remove-queue>root.z</remove-queue></sched-conf>`)
	tests := []struct {
		name    string
		rel     hadoop.Profile
		file    bool
		req     rmclient.Request
		refusal string // the RM's message, "" for a 200
		status  string // the error of another answer
	}{
		{name: "remove a RUNNING queue", rel: rel, req: rmclient.Request{Method: "PUT", Path: rmclient.SchedulerConfPath, Body: removeA},
			refusal: "java.io.IOException: Failed to re-init queues : root.a cannot be deleted from the capacity scheduler configuration, as the queue is not yet in stopped state. Current State : RUNNING"},
		{name: "validate it", rel: rel, req: rmclient.Request{Method: "POST", Path: rmclient.SchedulerConfValidatePath, Body: removeA},
			refusal: "CapacityScheduler configuration validation failed:java.io.IOException: Failed to re-init queues : root.a cannot be deleted"},
		{name: "3.1 words it otherwise", rel: hadoop.For(hadoop.V(3, 1, 4)), req: rmclient.Request{Method: "PUT", Path: rmclient.SchedulerConfPath, Body: removeA},
			refusal: "java.io.IOException: Failed to re-init queues : root.a is deleted from the new capacity scheduler configuration, but the queue is not yet in stopped state"},
		{name: "remove a missing queue", rel: rel, req: rmclient.Request{Method: "PUT", Path: rmclient.SchedulerConfPath, Body: missing}, refusal: "java.io.IOException: Queue root.z not found"},
		{name: "remove a STOPPED queue", rel: rel, req: rmclient.Request{Method: "PUT", Path: rmclient.SchedulerConfPath, Body: removeB}},
		{name: "file store GET", rel: rel, file: true, req: rmclient.Request{Method: "GET", Path: rmclient.SchedulerConfPath}, refusal: rmtest.NotMutableGet},
		{name: "file store PUT", rel: rel, file: true, req: rmclient.Request{Method: "PUT", Path: rmclient.SchedulerConfPath, Body: removeB}, refusal: rmtest.NotMutablePut},
		{name: "file store validate", rel: rel, file: true, req: rmclient.Request{Method: "POST", Path: rmclient.SchedulerConfValidatePath, Body: removeB}, refusal: rmtest.NotMutableValidate},
		{name: "no validate before 3.3", rel: hadoop.For(hadoop.V(3, 2, 4)), req: rmclient.Request{Method: "POST", Path: rmclient.SchedulerConfValidatePath, Body: removeB}, status: "404"},
		{name: "no GET before 3.2", rel: hadoop.For(hadoop.V(3, 1, 4)), req: rmclient.Request{Method: "GET", Path: rmclient.SchedulerConfPath}, status: "404"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rm := rmtest.New(tc.rel, twoQueues, lint.RefreshRefusal)
			rm.FileStore = tc.file
			got, err := call(t, rm, tc.req)
			var refusal *rmclient.Error
			switch {
			case tc.refusal != "":
				if !errors.As(err, &refusal) || refusal.Status != 400 || !strings.HasPrefix(refusal.Detail, tc.refusal) {
					t.Errorf("answer %v, want the refusal %q", err, tc.refusal)
				}
			case tc.status != "":
				if err == nil || !strings.Contains(err.Error(), tc.status) {
					t.Errorf("answer %v, want %s", err, tc.status)
				}
			case err != nil:
				t.Errorf("answer %v, want 200", err)
			case tc.req.Method == "PUT" && string(got) != rmtest.Applied:
				t.Errorf("PUT answered %q", got)
			}
		})
	}
}

// GET scheduler-conf answers the store, XML or JSON as asked, and both
// decode to the same properties; a refused PUT leaves the store as it was.
func TestStandInConf(t *testing.T) {
	rm := rmtest.New(hadoop.For(hadoop.V(3, 4, 2)), twoQueues, lint.RefreshRefusal)
	for _, accept := range []string{"application/xml", "application/json"} {
		req := httptest.NewRequest("GET", rmclient.SchedulerConfPath, nil)
		req.Header.Set("Accept", accept)
		w := httptest.NewRecorder()
		rm.Handler().ServeHTTP(w, req)
		props, err := rmrest.DecodeSchedulerConf(w.Body.Bytes())
		got := rmrest.ConfMap(props)
		if err != nil || len(got) != len(twoQueues) || got[p+"root.b.state"] != "STOPPED" {
			t.Errorf("%s: %v, %v", accept, got, err)
		}
	}
	sched, err := os.ReadFile("../../testdata/rm/capacity-scheduler.json")
	if err != nil {
		t.Fatal(err)
	}
	rm.Scheduler = sched
	w := httptest.NewRecorder()
	rm.Handler().ServeHTTP(w, httptest.NewRequest("GET", "/ws/v1/cluster/scheduler", nil))
	if w.Body.String() != string(sched) {
		t.Error("the saved scheduler response is not served as is")
	}
}

package cmd_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// rmServer serves the saved responses of dir on 127.0.0.1 under the REST
// paths (a response dir does not hold is a 404); body, when set, replaces
// the scheduler response.
func rmServer(t *testing.T, dir string, status int, body string) string {
	t.Helper()
	files := map[string]string{"/ws/v1/cluster/scheduler": "scheduler.json", "/ws/v1/cluster/apps": "apps.json", "/ws/v1/cluster/nodes": "nodes.json",
		"/ws/v1/cluster/scheduler-conf": "scheduler-conf.json"}
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name, ok := files[r.URL.Path]
		b, err := os.ReadFile(filepath.Join(dir, name))
		if name == "scheduler.json" && body != "" {
			b, err = []byte(body), nil
		}
		if !ok || err != nil {
			http.NotFound(w, r)
			return
		}
		if status == -1 {
			<-r.Context().Done()
			return
		}
		w.WriteHeader(status)
		_, _ = w.Write(b)
	}))
	t.Cleanup(s.Close)
	return s.URL
}

// The same responses read live and from the directory give the same
// simulation, byte for byte.
func TestSimulateFromRMLiveSameAsDir(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/simulate/rm")
	url := rmServer(t, dir, 200, "")
	fromDir, stderr, exit := sharesRun(t, nil, "simulate", dir+"/fair-scheduler.xml", "--from-rm", dir, "--format", "json")
	if exit != 0 {
		t.Fatalf("directory: exit %d: %s", exit, stderr)
	}
	live, stderr, exit := sharesRun(t, nil, "simulate", dir+"/fair-scheduler.xml", "--from-rm", url, "--format", "json")
	if exit != 0 {
		t.Fatalf("live: exit %d: %s", exit, stderr)
	}
	if live != fromDir {
		t.Error("the live RM and its saved responses give different simulations")
	}
}

// Every way the RM can fail gives its documented exit code and a message
// saying what happened, within the timeout.
func TestFromRMFailures(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/simulate/rm")
	capacity, _ := os.ReadFile("../testdata/rm/capacity-scheduler.json")
	full, _ := os.ReadFile(dir + "/scheduler.json")
	tests := []struct {
		name   string
		status int
		body   string
		exit   int
		msg    string
	}{
		{"401", 401, "", 3, "401 Unauthorized"},
		{"403", 403, "", 3, "403 Forbidden"},
		{"500", 500, "", 3, "500 Internal Server Error"},
		{"timeout", -1, "", 3, "no answer within the timeout"},
		{"html", 200, "<html><body>Login</body></html>", 2, "scheduler response is not JSON"},
		{"truncated json", 200, string(full[:300]), 2, "scheduler response ends early"},
		{"capacity", 200, string(capacity), 2, "runs the Capacity Scheduler"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			url := rmServer(t, dir, tt.status, tt.body)
			start := time.Now()
			for _, command := range []string{"simulate", "drift"} {
				_, stderr, exit := sharesRun(t, nil, command, dir+"/fair-scheduler.xml", "--from-rm", url, "--rm-timeout", "300ms")
				if exit != tt.exit || !strings.Contains(stderr, tt.msg) {
					t.Errorf("%s: exit %d, stderr %q; want %d with %q", command, exit, stderr, tt.exit, tt.msg)
				}
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
	for _, args := range [][]string{{"--from-rm", "ftp://rm:8088"}, {"--from-rm", "http://127.0.0.1:1", "--rm-ca", dir + "/apps.json"}, {"--from-rm", dir, "--rm-timeout", "0s"}} {
		_, stderr, exit := sharesRun(t, nil, append([]string{"simulate", dir + "/fair-scheduler.xml"}, args...)...)
		if exit != 2 {
			t.Errorf("%v: exit %d (%s), want 2", args, exit, stderr)
		}
	}
}

package cmd_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/schema"
)

// csDriftDir is testdata/drift/capacity, absolute.
func csDriftDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("../testdata/drift/capacity")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// A capacity-scheduler.xml against a Capacity Scheduler RM, at several
// releases, JSON and XML: the RM running the file agrees (its figures are
// those of Hadoop's TestRMWebServicesCapacitySched asserts, see the
// README); a stale RM drifts, in its figures and in its stored
// configuration; every JSON report follows the schema.
func TestCapacityDriftExitAndFormats(t *testing.T) {
	dir := csDriftDir(t)
	tests := []struct {
		rm, release, format string
		exit                int
		want                string
	}{
		{"agree-3.1", "3.1", "text", 0, "no drift: the ResourceManager computes what the file says for all 10 queues"},
		{"agree-3.3", "3.3", "text", 0, "no drift"},
		{"agree-3.3-xml", "3.3", "json", 0, `"findings": []`},
		{"stale", "3.3", "text", 1, "root.b.b2: absoluteCapacity: the file gives 35.3525%, the ResourceManager holds 44.3025%"},
		{"stale", "3.3", "text", 1, `yarn.scheduler.capacity.root.b.b1.capacity: the file sets "60", the ResourceManager's stored configuration "50"`},
		{"stale", "3.3", "markdown", 1, "| `root.b.b1` | **yes** | 60% ≠ RM 50% |"},
		{"stale", "3.3", "json", 1, `"kind": "conf-differs"`},
	}
	out, stderr, exit := sharesRun(t, nil, "drift", dir+"-3.4/capacity-scheduler.xml", "--from-rm", dir+"-3.4/rm", "--hadoop-version", "3.4", "--format", "json")
	if problems, err := schema.Validate("drift", []byte(out)); exit != 0 || err != nil || len(problems) > 0 || !strings.Contains(out, `"effectiveMinResource": {
          "memory": 4096,`) {
		t.Errorf("Hadoop 3.4's response for its test's file: exit %d %s, schema %v %v:\n%s", exit, stderr, err, problems, out)
	}
	for _, tt := range tests {
		t.Run(tt.rm+" "+tt.format, func(t *testing.T) {
			out, stderr, exit := sharesRun(t, nil, "drift", dir+"/capacity-scheduler.xml", "--from-rm", dir+"/"+tt.rm, "--hadoop-version", tt.release, "--format", tt.format)
			if exit != tt.exit || !strings.Contains(out, tt.want) {
				t.Errorf("exit %d, want %d; stdout lacks %q:\n%s%s", exit, tt.exit, tt.want, out, stderr)
			}
			if tt.format == "json" {
				if problems, err := schema.Validate("drift", []byte(out)); err != nil || len(problems) > 0 {
					t.Errorf("schema: %v %v", err, problems)
				}
			}
		})
	}
}

// The RM served live gives the report of its saved responses; an RM whose
// store is a file serves no scheduler-conf, which drift notes, comparing
// the figures alone.
func TestCapacityDriftLive(t *testing.T) {
	dir := csDriftDir(t)
	serve := func(confStatus int, confBody string) string {
		s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			switch r.URL.Path {
			case "/ws/v1/cluster/scheduler":
				b, _ := os.ReadFile(dir + "/stale/scheduler.json")
				_, _ = w.Write(b)
			case "/ws/v1/cluster/scheduler-conf":
				w.WriteHeader(confStatus)
				_, _ = w.Write([]byte(confBody))
			default:
				http.NotFound(w, r)
			}
		}))
		t.Cleanup(s.Close)
		return s.URL
	}
	conf, _ := os.ReadFile(dir + "/stale/scheduler-conf.json")
	saved, _, _ := sharesRun(t, nil, "drift", dir+"/capacity-scheduler.xml", "--from-rm", dir+"/stale", "--format", "json")
	live, stderr, exit := sharesRun(t, nil, "drift", dir+"/capacity-scheduler.xml", "--from-rm", serve(200, string(conf)), "--format", "json")
	if exit != 1 || live != saved {
		t.Errorf("live: exit %d (%s); live and saved reports differ", exit, stderr)
	}
	refusal, _ := os.ReadFile("../testdata/rm/conf-file-store.txt")
	out, stderr, exit := sharesRun(t, nil, "drift", dir+"/capacity-scheduler.xml", "--from-rm", serve(400, string(refusal)))
	if exit != 1 || !strings.Contains(stderr, "configuration store is a file") || strings.Contains(out, "stored configuration") {
		t.Errorf("file store: exit %d:\n%s%s", exit, out, stderr)
	}
}

// A file of one scheduler against an RM running the other is exit 2 with
// a message naming both.
func TestDriftSchedulerMismatch(t *testing.T) {
	dir := csDriftDir(t)
	fair, _ := filepath.Abs("../testdata/drift")
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{"drift", dir + "/capacity-scheduler.xml", "--from-rm", fair + "/agree"}, "the file is a capacity-scheduler.xml (the Capacity Scheduler), but the ResourceManager runs the Fair Scheduler"},
		{[]string{"drift", fair + "/fair-scheduler.xml", "--from-rm", dir + "/agree-3.3"}, "the file is an allocation file (the Fair Scheduler), but the ResourceManager runs the Capacity Scheduler"},
	}
	for _, tt := range tests {
		_, stderr, exit := sharesRun(t, nil, tt.args...)
		if exit != 2 || !strings.Contains(stderr, tt.msg) {
			t.Errorf("%v: exit %d: %s\nwant %q", tt.args[1], exit, stderr, tt.msg)
		}
	}
}

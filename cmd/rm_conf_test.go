package cmd_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// confServer is a Capacity Scheduler RM serving GET scheduler-conf: the
// saved response file, or status with body. It records the user.name of
// each request.
func confServer(t *testing.T, file string, status int, body string) string {
	t.Helper()
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/ws/v1/cluster/scheduler-conf" {
			http.NotFound(w, r)
			return
		}
		if r.URL.Query().Get("user.name") != "admin" {
			w.WriteHeader(http.StatusForbidden)
			return
		}
		if file != "" {
			b, err := os.ReadFile(file)
			if err != nil {
				t.Error(err)
			}
			body = string(b)
		}
		w.WriteHeader(status)
		_, _ = w.Write([]byte(body))
	}))
	t.Cleanup(s.Close)
	return s.URL
}

// The RM's configuration read live, from a directory of saved JSON or of
// saved XML, and the capacity-scheduler.xml it was made from give the same
// tree and shares; lint finds the same, placed by property name.
func TestFromRMConfSameAsFile(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/rm/conf")
	live := confServer(t, dir+"/scheduler-conf.json", 200, "")
	xmlDir := t.TempDir()
	xmlConf, _ := os.ReadFile(dir + "/scheduler-conf.xml")
	if err := os.WriteFile(filepath.Join(xmlDir, "scheduler-conf.xml"), xmlConf, 0o644); err != nil {
		t.Fatal(err)
	}
	file := dir + "/capacity-scheduler.xml"
	for _, cmd := range [][]string{
		{"tree"},
		{"shares", "--cluster", "100 GiB, 100 vcores", "--format", "json"},
	} {
		want, stderr, exit := sharesRun(t, nil, append(append([]string{}, cmd...), file)...)
		if exit != 0 {
			t.Fatalf("%v on the file: exit %d: %s", cmd, exit, stderr)
		}
		for _, from := range [][]string{{"--from-rm", "http://127.0.0.1:1," + live, "--rm-user", "admin"}, {"--from-rm", dir}, {"--from-rm", xmlDir}} {
			got, stderr, exit := sharesRun(t, nil, append(append([]string{}, cmd...), from...)...)
			if exit != 0 || got != want {
				t.Errorf("%v %v: exit %d: %s\n%s\nwant\n%s", cmd, from, exit, stderr, got, want)
			}
		}
	}
	out, _, exit := sharesRun(t, nil, "lint", "--from-rm", dir)
	want := "RM:scheduler-conf:yarn.scheduler.capacity.root.a.a1.capacity: info: queue root.a.a1: user-limit-factor is 1"
	if exit != 0 || !strings.Contains(out, want) {
		t.Errorf("lint --from-rm: exit %d:\n%s\nwant a line starting %q", exit, out, want)
	}
}

// diff --from-rm NEW compares the RM's configuration with the file.
func TestDiffFromRM(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/rm/conf")
	out, stderr, exit := sharesRun(t, nil, "diff", "--from-rm", dir, dir+"/capacity-scheduler.xml", "--format", "json")
	if exit != 0 || !strings.Contains(out, `"added": 0`) && !strings.Contains(out, `"changed"`) {
		t.Errorf("the RM's configuration against its own file: exit %d: %s\n%s", exit, stderr, out)
	}
	newer := strings.Replace(mustRead(t, dir+"/capacity-scheduler.xml"), "<value>75</value>", "<value>70</value>", 1)
	newer = strings.Replace(newer, "<value>25</value>", "<value>30</value>", 1)
	out, stderr, exit = sharesRun(t, map[string]string{"new.xml": newer}, "diff", "--from-rm", dir, "$DIR/new.xml")
	if exit != 0 || !strings.Contains(out, "RM:scheduler-conf → ") || !strings.Contains(out, "capacity: 75 → 70") || !strings.Contains(out, "findings: 0 introduced, 0 fixed") {
		t.Errorf("a changed file: exit %d: %s\n%s", exit, stderr, out)
	}
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// An RM that cannot give its configuration says why, with the documented
// exit codes: 2 when its store is a file (GET refused), 3 when it cannot be
// read; and the arguments are checked.
func TestFromRMConfFailures(t *testing.T) {
	dir, _ := filepath.Abs("../testdata/rm/conf")
	refusal := mustRead(t, "../testdata/rm/conf-file-store.txt")
	tests := []struct {
		name string
		args []string
		exit int
		msg  string
	}{
		{"file store", []string{"tree", "--from-rm", confServer(t, "", 400, refusal), "--rm-user", "admin"}, 2, "its configuration store is a file"},
		{"not admin", []string{"lint", "--from-rm", confServer(t, "", 200, "{}")}, 3, "403 Forbidden"},
		{"before 3.2", []string{"lint", "--from-rm", confServer(t, "", 404, "Not Found"), "--rm-user", "admin"}, 2, "no scheduler-conf endpoint"},
		{"fair RM's saved scheduler.json only", []string{"tree", "--from-rm", "../testdata/simulate/rm"}, 3, "scheduler-conf.json"},
		{"file and RM", []string{"tree", dir + "/capacity-scheduler.xml", "--from-rm", dir}, 2, "not both"},
		{"neither", []string{"shares", "--cluster", "1 GiB, 1 vcores"}, 2, "--from-rm URL|DIR"},
		{"diff two files and RM", []string{"diff", "a.xml", "b.xml", "--from-rm", dir}, 2, "the new file alone"},
		{"diff allocation file", []string{"diff", "--from-rm", dir, "../testdata/drift/fair-scheduler.xml"}, 2, "is not a capacity-scheduler.xml"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, stderr, exit := sharesRun(t, nil, tt.args...)
			if exit != tt.exit || !strings.Contains(stderr, tt.msg) {
				t.Errorf("exit %d, want %d: %s\nwant %q", exit, tt.exit, stderr, tt.msg)
			}
		})
	}
}

package cmd_test

import (
	"bytes"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/fairsched/fairsched/cmd"
	"github.com/fairsched/fairsched/rm/rmclient/krbtest"
)

// savedRM serves the saved responses of dir under the REST paths.
func savedRM(t *testing.T, dir string) http.Handler {
	t.Helper()
	files := map[string]string{"/ws/v1/cluster/scheduler": "scheduler.json", "/ws/v1/cluster/apps": "apps.json", "/ws/v1/cluster/nodes": "nodes.json",
		"/ws/v1/cluster/scheduler-conf": "scheduler-conf.json"}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, err := os.ReadFile(filepath.Join(dir, files[r.URL.Path]))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		_, _ = w.Write(b)
	})
}

// krbRun runs fairsched with the environment getenv.
func krbRun(t *testing.T, getenv func(string) string, args ...string) (stdout, stderr string, exit int) {
	t.Helper()
	var out, errOut bytes.Buffer
	exit = cmd.Execute(args, &cmd.IO{In: strings.NewReader(""), Out: &out, Err: &errOut, Getenv: getenv, ReadFile: os.ReadFile})
	return out.String(), errOut.String(), exit
}

// drift and simulate read an RM behind Kerberos (SPNEGO) with a ticket
// from kinit or with a keytab, exactly as they read its saved responses.
func TestFromRMKerberos(t *testing.T) {
	k := krbtest.Start(t)
	examples, _ := filepath.Abs("../examples")
	rm := krbtest.RM(t, k.ServiceKeytab, savedRM(t, examples+"/rm"))
	cc := k.Kinit(t, krbtest.Alice, k.AliceKeytab, "")
	t.Chdir(examples)
	out, stderr, exit := krbRun(t, k.Getenv(cc), "drift", "fair-scheduler.xml", "--from-rm", rm.URL)
	if exit != 0 || !strings.Contains(out, "no drift") {
		t.Errorf("drift with a ticket: exit %d: %s%s", exit, out, stderr)
	}
	noCache := k.Getenv(filepath.Join(t.TempDir(), "none"))
	out, stderr, exit = krbRun(t, noCache, "drift", "fair-scheduler.xml", "--from-rm", rm.URL, "--rm-keytab", k.AliceKeytab, "--rm-principal", "alice@"+krbtest.Realm)
	if exit != 0 || !strings.Contains(out, "no drift") {
		t.Errorf("drift with a keytab: exit %d: %s%s", exit, out, stderr)
	}
	sim, _ := filepath.Abs("../testdata/simulate/rm")
	simRM := krbtest.RM(t, k.ServiceKeytab, savedRM(t, sim))
	live, stderr, exit := krbRun(t, k.Getenv(cc), "simulate", sim+"/fair-scheduler.xml", "--from-rm", simRM.URL, "--format", "json")
	saved, _, _ := krbRun(t, noCache, "simulate", sim+"/fair-scheduler.xml", "--from-rm", sim, "--format", "json")
	if exit != 0 || live != saved {
		t.Errorf("simulate: exit %d (%s); live and saved differ: %v", exit, stderr, live != saved)
	}
	cs, _ := filepath.Abs("../testdata/drift/capacity")
	csRM := krbtest.RM(t, k.ServiceKeytab, savedRM(t, cs+"/stale"))
	live, stderr, exit = krbRun(t, k.Getenv(cc), "drift", cs+"/capacity-scheduler.xml", "--from-rm", csRM.URL, "--format", "json")
	saved, _, _ = krbRun(t, noCache, "drift", cs+"/capacity-scheduler.xml", "--from-rm", cs+"/stale", "--format", "json")
	if exit != 1 || live != saved || !strings.Contains(live, "conf-differs") {
		t.Errorf("Capacity Scheduler drift: exit %d (%s); live and saved differ: %v", exit, stderr, live != saved)
	}
	live, stderr, exit = krbRun(t, k.Getenv(cc), "tree", "--from-rm", csRM.URL)
	saved, _, _ = krbRun(t, noCache, "tree", "--from-rm", cs+"/stale")
	if exit != 0 || live != saved || !strings.Contains(live, "b1") {
		t.Errorf("tree --from-rm: exit %d (%s); live and saved differ: %v", exit, stderr, live != saved)
	}
}

// Each Kerberos failure exits 3 with its message, fast, and shows no
// token; a keytab without its principal is a usage error.
func TestFromRMKerberosFailures(t *testing.T) {
	k := krbtest.Start(t)
	examples, _ := filepath.Abs("../examples")
	rm := krbtest.RM(t, k.ServiceKeytab, savedRM(t, examples+"/rm"), krbtest.Bob)
	alice := k.Getenv(k.Kinit(t, krbtest.Alice, k.AliceKeytab, ""))
	expired := k.Getenv(k.Kinit(t, krbtest.Alice, k.AliceKeytab, "1s"))
	none := k.Getenv(filepath.Join(t.TempDir(), "none"))
	time.Sleep(1100 * time.Millisecond)
	t.Chdir(examples)
	tests := []struct {
		name   string
		env    func(string) string
		flags  []string
		exit   int
		stderr string
	}{
		{"no ticket", none, nil, 3, "no Kerberos ticket (no ticket cache "},
		{"expired", expired, nil, 3, "the Kerberos ticket of alice@FAIRSCHED.TEST has expired"},
		{"unknown principal", none, []string{"--rm-keytab", k.AliceKeytab, "--rm-principal", "carol"}, 3, "the KDC does not know the principal carol@FAIRSCHED.TEST"},
		{"wrong service principal", alice, []string{"--rm-spn", "HTTP/rm9.example.com"}, 3, "the KDC does not know the service principal HTTP/rm9.example.com@FAIRSCHED.TEST"},
		{"403", none, []string{"--rm-keytab", k.BobKeytab, "--rm-principal", "bob"}, 3, "403 Forbidden): bob@FAIRSCHED.TEST authenticated with Kerberos, but"},
		{"keytab without principal", alice, []string{"--rm-keytab", k.AliceKeytab}, 2, "--rm-keytab and --rm-principal go together"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			args := append([]string{"drift", "fair-scheduler.xml", "--from-rm", rm.URL, "--rm-timeout", "3s"}, tt.flags...)
			_, stderr, exit := krbRun(t, tt.env, args...)
			t.Log(stderr)
			if exit != tt.exit || !strings.Contains(stderr, tt.stderr) {
				t.Errorf("exit %d, stderr %q; want %d with %q", exit, stderr, tt.exit, tt.stderr)
			}
			if strings.Contains(stderr, "Negotiate ") || strings.Contains(stderr, k.ServiceKeytab) {
				t.Errorf("stderr shows a token or the RM's keytab: %s", stderr)
			}
			if d := time.Since(start); d > 3*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
	t.Run("KDC down", func(t *testing.T) {
		k.Stop()
		start := time.Now()
		_, stderr, exit := krbRun(t, none, "drift", "fair-scheduler.xml", "--from-rm", rm.URL, "--rm-keytab", k.AliceKeytab, "--rm-principal", "alice", "--rm-timeout", "2s")
		if exit != 3 || !strings.Contains(stderr, "cannot reach the KDC") {
			t.Errorf("exit %d, stderr %q", exit, stderr)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("took %v", d)
		}
	})
}

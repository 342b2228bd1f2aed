package cmd_test

import (
	"encoding/pem"
	"maps"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/rm/rmclient/krbtest"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/rm/rmtest"
)

// applyDir holds the running configuration and the new file of the apply
// tests (and of docs/mutable-store.md).
const applyDir = "../examples/mutable-store"

// standIn starts a stand-in RM of release v whose store holds
// running.xml.
func standIn(t *testing.T, v string) (*rmtest.RM, *httptest.Server) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(applyDir, "running.xml"))
	if err != nil {
		t.Fatal(err)
	}
	yc, err := yarnsite.Parse("running.xml", src)
	if err != nil {
		t.Fatal(err)
	}
	rel, _ := hadoop.Parse(v)
	rm := rmtest.New(hadoop.For(rel), yc.Values(), lint.RefreshRefusal)
	srv := httptest.NewServer(rm.Handler())
	t.Cleanup(srv.Close)
	return rm, srv
}

// fileValues are the properties of a file of applyDir (or of the path
// name, when it has a directory).
func fileValues(t *testing.T, name string) map[string]string {
	t.Helper()
	path := name
	if filepath.Dir(name) == "." {
		path = filepath.Join(applyDir, name)
	}
	src, _ := os.ReadFile(path)
	yc, err := yarnsite.Parse(name, src)
	if err != nil {
		t.Fatal(err)
	}
	return yc.Values()
}

func sent(rm *rmtest.RM, method string) bool {
	for _, r := range rm.Requests() {
		if strings.HasPrefix(r, method+" ") {
			return true
		}
	}
	return false
}

// Without --yes apply shows the plan, validates it where the release can,
// and sends nothing; with --yes it sends it and reads it back equal, at
// each release with the mutation API's GET.
func TestApply(t *testing.T) {
	for _, v := range []string{"3.2.4", "3.3.6", "3.4.2"} {
		t.Run(v, func(t *testing.T) {
			rm, srv := standIn(t, v)
			file := filepath.Join(applyDir, "capacity-scheduler.xml")
			out, stderr, code := run(t, "", "apply", file, "--rm", srv.URL, "--rm-user", "yarn", "--hadoop-version", v)
			if code != 0 || !strings.Contains(out, "<sched-conf>") || !strings.Contains(stderr, "run again with --yes") {
				t.Fatalf("dry run: exit %d\n%s%s", code, out, stderr)
			}
			if sent(rm, "PUT") || sent(rm, "POST") != (v != "3.2.4") {
				t.Errorf("dry run sent %v", rm.Requests())
			}
			_, stderr, code = run(t, "", "apply", file, "--rm", srv.URL, "--rm-user", "yarn", "--hadoop-version", v, "--yes")
			if code != 0 || !strings.Contains(stderr, "applied") {
				t.Fatalf("--yes: exit %d\n%s", code, stderr)
			}
			want := fileValues(t, "capacity-scheduler.xml")
			if got := rm.Conf(); len(got) != len(want) || got["yarn.scheduler.capacity.root.queues"] != want["yarn.scheduler.capacity.root.queues"] {
				t.Errorf("store after --yes = %v, want %v", got, want)
			}
			_, stderr, code = run(t, "", "apply", file, "--rm", srv.URL, "--hadoop-version", v, "--yes")
			if code != 0 || !strings.Contains(stderr, "nothing to send") {
				t.Errorf("second apply: exit %d\n%s", code, stderr)
			}
		})
	}
}

// A change the running RM refuses (a RUNNING queue removed) is shown with
// Hadoop's message and exits 1 without sending anything; an RM whose
// store is a file refuses the read, with its message, exit 1.
func TestApplyRefused(t *testing.T) {
	rm, srv := standIn(t, "3.3.6")
	_, stderr, code := run(t, "", "apply", filepath.Join(applyDir, "removes-running.xml"), "--rm", srv.URL, "--hadoop-version", "3.3.6", "--yes")
	if code != 1 || !strings.Contains(stderr, "root.dev cannot be deleted from the capacity scheduler configuration, as the queue is not yet in stopped state") {
		t.Errorf("refused change: exit %d\n%s", code, stderr)
	}
	if sent(rm, "PUT") || sent(rm, "POST") {
		t.Errorf("a refused change was sent: %v", rm.Requests())
	}
	rm.FileStore = true
	_, stderr, code = run(t, "", "apply", filepath.Join(applyDir, "capacity-scheduler.xml"), "--rm", srv.URL, "--hadoop-version", "3.3.6", "--yes")
	if code != 1 || !strings.Contains(stderr, rmtest.NotMutableGet) || !strings.Contains(stderr, "store is a file") {
		t.Errorf("file store: exit %d\n%s", code, stderr)
	}
}

// apply reaches an RM behind Kerberos (SPNEGO) as drift does, its PUT
// body sent again after the Negotiate challenge, and shows no token.
func TestApplyKerberos(t *testing.T) {
	k := krbtest.Start(t)
	rm, _ := standIn(t, "3.3.6")
	srv := krbtest.RM(t, k.ServiceKeytab, rm.Handler())
	cc := k.Kinit(t, krbtest.Alice, k.AliceKeytab, "")
	out, stderr, code := krbRun(t, k.Getenv(cc), "apply", filepath.Join(applyDir, "capacity-scheduler.xml"), "--rm", srv.URL, "--hadoop-version", "3.3.6", "--yes")
	if code != 0 || !strings.Contains(stderr, "applied") {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	if strings.Contains(out+stderr, "Negotiate") || strings.Contains(out+stderr, "YII") {
		t.Errorf("a token in the output:\n%s%s", out, stderr)
	}
}

// TestMutableStoreDoc runs the apply lines of docs/mutable-store.md,
// which need a live ResourceManager, in order, against one stand-in RM of
// the default release whose store holds testdata/drift/capacity's stale
// configuration and which computes agree-3.3's figures once it holds the
// file's: each line must end with the status its comment names.
func TestMutableStoreDoc(t *testing.T) {
	src, err := os.ReadFile("../docs/mutable-store.md")
	if err != nil {
		t.Fatal(err)
	}
	rm := driftFixtureRM(t, "agree-3.3")
	srv := httptest.NewServer(rm.Handler())
	defer srv.Close()
	root, _ := filepath.Abs("..")
	ran := 0
	for _, b := range fencedBlocks(string(src)) {
		dir := filepath.Join(root, "examples")
		for _, l := range joinContinued(b.body, b.line+1) {
			if d, ok := strings.CutPrefix(l.cmd, "cd "); ok {
				dir = filepath.Join(root, d)
			}
			if !strings.Contains(l.notRun, "TestMutableStoreDoc") {
				continue
			}
			args := shellWords(t, strings.ReplaceAll(l.cmd, "http://rm1:8088", srv.URL))[1:]
			t.Chdir(dir)
			out, stderr, code := run(t, "", args...)
			if code != l.exit || out == "" {
				t.Errorf("docs/mutable-store.md:%d: %s: exit %d (want %d)\n%s%s", l.line, l.cmd, code, l.exit, out, stderr)
			}
			ran++
		}
	}
	if ran < 2 || !sent(rm, "PUT") {
		t.Errorf("%d apply lines run, requests %v", ran, rm.Requests())
	}
}

// driftFixtureRM is a stand-in RM of the default release on
// testdata/drift/capacity (cslive's fixtures of Hadoop's
// TestRMWebServicesCapacitySched): its store holds stale/'s
// configuration, and it serves stale/'s figures, or after's once the store
// holds capacity-scheduler.xml's properties.
func driftFixtureRM(t *testing.T, after string) *rmtest.RM {
	t.Helper()
	dir := "../testdata/drift/capacity"
	staleConf, _ := os.ReadFile(filepath.Join(dir, "stale", "scheduler-conf.json"))
	stale, _ := os.ReadFile(filepath.Join(dir, "stale", "scheduler.json"))
	agree, _ := os.ReadFile(filepath.Join(dir, after, "scheduler.json"))
	props, err := rmrest.DecodeSchedulerConf(staleConf)
	if err != nil {
		t.Fatal(err)
	}
	want := fileValues(t, filepath.Join(dir, "capacity-scheduler.xml"))
	rm := rmtest.New(hadoop.DefaultProfile(), rmrest.ConfMap(props), lint.RefreshRefusal)
	rm.SchedulerFor = func(conf map[string]string) []byte {
		if maps.Equal(conf, want) {
			return agree
		}
		return stale
	}
	return rm
}

// apply sends to the active RM of an HA list: an address that cannot be
// reached passes to the next, for the read, the validation and the PUT.
func TestApplyHA(t *testing.T) {
	rm, srv := standIn(t, "3.3.6")
	dead := httptest.NewServer(nil)
	dead.Close()
	_, stderr, code := run(t, "", "apply", filepath.Join(applyDir, "capacity-scheduler.xml"), "--rm", dead.URL+","+srv.URL, "--yes")
	if code != 0 || !sent(rm, "PUT") {
		t.Errorf("exit %d, requests %v\n%s", code, rm.Requests(), stderr)
	}
}

// A refusal only the RM knows (its release, 3.3.6, refuses weights that
// the release apply was told, 3.4.2, reads) is shown with the RM's
// message, exit 1, and nothing is applied. (A queue moved under another
// parent no longer serves: from 3.3.0, YARN-9879, the RM sees a STOPPED
// queue's move as a deletion and an addition, as 3.4 does.)
func TestApplyRMRefuses(t *testing.T) {
	p := "yarn.scheduler.capacity."
	live := map[string]string{p + "root.queues": "a,b", p + "root.a.capacity": "50", p + "root.b.capacity": "50",
		p + "root.a.queues": "x,y", p + "root.a.x.capacity": "50", p + "root.a.y.capacity": "50", p + "root.a.x.state": "STOPPED",
		p + "root.b.queues": "z", p + "root.b.z.capacity": "100"}
	rm := rmtest.New(hadoop.For(hadoop.V(3, 3, 6)), live, lint.RefreshRefusal)
	srv := httptest.NewServer(rm.Handler())
	defer srv.Close()
	weights := `<configuration>
<property><name>yarn.scheduler.capacity.root.queues</name><value>a,b</value></property>
<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>1w</value></property>
<property><name>yarn.scheduler.capacity.root.b.capacity</name><value>1w</value></property>
<property><name>yarn.scheduler.capacity.root.a.queues</name><value>x,y</value></property>
<property><name>yarn.scheduler.capacity.root.a.x.capacity</name><value>50</value></property>
<property><name>yarn.scheduler.capacity.root.a.y.capacity</name><value>50</value></property>
<property><name>yarn.scheduler.capacity.root.a.x.state</name><value>STOPPED</value></property>
<property><name>yarn.scheduler.capacity.root.b.queues</name><value>z</value></property>
<property><name>yarn.scheduler.capacity.root.b.z.capacity</name><value>100</value></property>
</configuration>
`
	file := filepath.Join(t.TempDir(), "weights.xml")
	if err := os.WriteFile(file, []byte(weights), 0o644); err != nil {
		t.Fatal(err)
	}
	_, stderr, code := run(t, "", "apply", file, "--rm", srv.URL, "--hadoop-version", "3.4.2", "--yes")
	if code != 1 || !strings.Contains(stderr, `the ResourceManager refused: CapacityScheduler configuration validation failed:java.io.IOException: Failed to re-init queues : yarn.scheduler.capacity.root.a.capacity: java.lang.NumberFormatException: For input string: "1w"`) {
		t.Errorf("exit %d\n%s", code, stderr)
	}
	if sent(rm, "PUT") || rm.Conf()[p+"root.a.capacity"] != "50" {
		t.Errorf("a refused change was applied: %v", rm.Requests())
	}
}

// apply reaches an https RM whose certificate a private CA signs, named
// by --rm-ca; without it the certificate is refused, exit 3.
func TestApplyTLS(t *testing.T) {
	rm, _ := standIn(t, "3.3.6")
	srv := httptest.NewTLSServer(rm.Handler())
	defer srv.Close()
	ca := filepath.Join(t.TempDir(), "ca.pem")
	if err := os.WriteFile(ca, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: srv.Certificate().Raw}), 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(applyDir, "capacity-scheduler.xml")
	if _, stderr, code := run(t, "", "apply", file, "--rm", srv.URL); code != 3 {
		t.Errorf("without --rm-ca: exit %d\n%s", code, stderr)
	}
	if _, stderr, code := run(t, "", "apply", file, "--rm", srv.URL, "--rm-ca", ca, "--yes"); code != 0 || !sent(rm, "PUT") {
		t.Errorf("with --rm-ca: exit %d\n%s", code, stderr)
	}
}

// After --yes, apply runs drift on the RM it changed (its report on
// stderr): the RM of testdata/drift/capacity's stale fixture takes the
// file and then computes its figures, no drift; an RM that kept the old
// figures drifts, exit 1.
func TestApplyDrift(t *testing.T) {
	file := filepath.Join("../testdata/drift/capacity", "capacity-scheduler.xml")
	for _, tc := range []struct {
		name, after string
		exit        int
		stderr      string
	}{{"computes the file", "agree-3.3", 0, "no drift"}, {"keeps the old figures", "stale", 1, "root.b.b1"}} {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(driftFixtureRM(t, tc.after).Handler())
			defer srv.Close()
			_, stderr, code := run(t, "", "apply", file, "--rm", srv.URL, "--yes")
			if code != tc.exit || !strings.Contains(stderr, tc.stderr) {
				t.Errorf("exit %d (want %d)\n%s", code, tc.exit, stderr)
			}
		})
	}
}

// apply reads its file through the load path of every other command: a
// file Hadoop refuses (capacities that do not add up to 100, XML cut
// short) gets tree's findings and refusal line, named as tree names it,
// exit 1, and the RM is not asked.
func TestApplyRefusedFile(t *testing.T) {
	for name, body := range map[string]string{
		"capacities": `<configuration>
<property><name>yarn.scheduler.capacity.root.queues</name><value>a,b</value></property>
<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>60</value></property>
<property><name>yarn.scheduler.capacity.root.b.capacity</name><value>60</value></property>
</configuration>
`,
		"malformed": "<configuration>\n<property><name>yarn.scheduler.capacity.root.queues</name><value>a",
	} {
		t.Run(name, func(t *testing.T) {
			rm, srv := standIn(t, "3.3.6")
			t.Chdir(t.TempDir())
			if err := os.WriteFile("capacity-scheduler.xml", []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
			_, want, treeCode := run(t, "", "tree", "capacity-scheduler.xml", "--hadoop-version", "3.3.6")
			_, stderr, code := run(t, "", "apply", "capacity-scheduler.xml", "--rm", srv.URL, "--hadoop-version", "3.3.6")
			if code != 1 || treeCode != 1 || stderr != want || !strings.Contains(stderr, "fairsched: Hadoop 3.3 would refuse capacity-scheduler.xml; the findings above say why") {
				t.Errorf("exit %d (tree %d)\n%s\ntree said:\n%s", code, treeCode, stderr, want)
			}
			if len(rm.Requests()) != 0 {
				t.Errorf("the RM was asked: %v", rm.Requests())
			}
		})
	}
}

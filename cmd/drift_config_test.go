package cmd_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/lint"
)

// driftFinding is a finding of `drift --format json`.
type driftFinding struct {
	Kind, Queue, Field string
	Drift              bool
}

// driftWithConfig runs drift on a copy of file beside a .fairsched.json
// holding config, against the saved responses in rm.
func driftWithConfig(t *testing.T, file, rm, config string) (findings []driftFinding, queues map[string]bool, stdout string, exit int) {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{"fair-scheduler.xml": string(src), ".fairsched.json": config}
	out, stderr, exit := sharesRun(t, files, "drift", "$DIR/fair-scheduler.xml", "--from-rm", rm, "--format", "json")
	var doc struct {
		Queues []struct {
			Queue string
			Drift bool
		}
		Findings []driftFinding
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("exit %d, %v: %s%s", exit, err, out, stderr)
	}
	queues = map[string]bool{}
	for _, q := range doc.Queues {
		queues[q.Queue] = q.Drift
	}
	return doc.Findings, queues, out, exit
}

// .fairsched.json tunes the drift rules as any rule: "off" drops a rule's
// findings, and a severity decides whether they are drift (warning and
// error: exit 1) or a note (info).
func TestDriftConfig(t *testing.T) {
	for _, id := range []string{"drift-created", "drift-differs", "drift-only-in-file", "drift-only-in-rm", "drift-rm-queue-not-creatable"} {
		if _, err := lint.ParseConfig([]byte(`{"rules": {"` + id + `": "off"}}`)); err != nil {
			t.Errorf("%s: %v", id, err)
		}
	}
	examples, _ := os.Getwd()
	examples = strings.TrimSuffix(examples, "/cmd") + "/examples"
	testdata := strings.TrimSuffix(examples, "/examples") + "/testdata/drift"

	// examples/rm: root.users.alice created at submission, a note.
	fs, _, _, exit := driftWithConfig(t, examples+"/fair-scheduler.xml", examples+"/rm", `{"resourceTypes": ["yarn.io/gpu"], "rules": {"drift-created": "off"}}`)
	if exit != 0 || len(fs) != 0 {
		t.Errorf("drift-created off: exit %d, findings %+v", exit, fs)
	}
	fs, queues, _, exit := driftWithConfig(t, examples+"/fair-scheduler.xml", examples+"/rm", `{"resourceTypes": ["yarn.io/gpu"], "rules": {"drift-created": "error"}}`)
	if exit != 1 || len(fs) != 1 || fs[0].Kind != "created" || !fs[0].Drift || !queues["root.users.alice"] {
		t.Errorf("drift-created at error: exit %d, findings %+v, queues %v", exit, fs, queues)
	}

	// testdata/drift/stale: four steady shares differ, root.legacy only in the RM.
	fs, queues, out, exit := driftWithConfig(t, testdata+"/fair-scheduler.xml", testdata+"/stale", `{"rules": {"drift-only-in-rm": "off"}}`)
	if exit != 1 || len(fs) != 4 || strings.Contains(out, "only-in-rm") || queues["root.legacy"] || !queues["root.prod"] {
		t.Errorf("drift-only-in-rm off: exit %d, findings %+v, queues %v", exit, fs, queues)
	}
	fs, queues, _, exit = driftWithConfig(t, testdata+"/fair-scheduler.xml", testdata+"/stale", `{"rules": {"drift-differs": "info", "drift-only-in-rm": "info"}}`)
	if exit != 0 || len(fs) != 5 || fs[0].Drift || fs[0].Field != "steadyFairShare" || queues["root.prod"] {
		t.Errorf("drift rules at info: exit %d, findings %+v, queues %v", exit, fs, queues)
	}
	files := map[string]string{".fairsched.json": `{"rules": {"drift-differs": "info", "drift-only-in-rm": "info"}}`}
	src, err := os.ReadFile(testdata + "/fair-scheduler.xml")
	if err != nil {
		t.Fatal(err)
	}
	files["fair-scheduler.xml"] = string(src)
	text, _, _ := sharesRun(t, files, "drift", "$DIR/fair-scheduler.xml", "--from-rm", testdata+"/stale")
	if want := "no drift at warning or above: 5 of "; !strings.Contains(text, want) {
		t.Errorf("drift rules at info: the text verdict does not say %q:\n%s", want, text)
	}
}

// A rule ID .fairsched.json does not know is refused with a suggestion,
// as for lint: drift reads the same settings.
func TestDriftConfigUnknownRule(t *testing.T) {
	src, err := os.ReadFile("../testdata/drift/fair-scheduler.xml")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{"fair-scheduler.xml": string(src), ".fairsched.json": `{"rules": {"drift-create": "off"}}`}
	_, stderr, exit := sharesRun(t, files, "drift", "$DIR/fair-scheduler.xml", "--from-rm", "../testdata/drift/agree")
	if exit != 2 || !strings.Contains(stderr, "drift-created") {
		t.Errorf("exit %d, want 2 with a suggestion: %s", exit, stderr)
	}
}

package cmd_test

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/cmd"
	"github.com/fairsched/fairsched/schema"
)

// TestCapacitySharesJSONSchema: shares --format json of a
// capacity-scheduler.xml follows schema/cs-shares.schema.json and carries
// Hadoop's figures (20% of 100 GB, maximum 50%: 20480 MB guaranteed, AM
// limit 0.1 of the 51200 MB maximum = 5120 MB).
func TestCapacitySharesJSONSchema(t *testing.T) {
	var out, errOut bytes.Buffer
	io := &cmd.IO{In: strings.NewReader(""), Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
	code := cmd.Execute([]string{"shares", "../testdata/capacity/example/capacity-scheduler.xml", "--cluster", "100 GB, 100 vcores", "--format", "json"}, io)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	problems, err := schema.Validate("cs-shares", out.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Errorf("breaks its schema: %s", schema.Text(p))
	}
	for _, want := range []string{`"queue": "root.analytics"`, `"memory-mb": 20480`, `"memory-mb": 5120`} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %s in\n%s", want, out.String())
		}
	}
}

// TestCapacitySharesMinAllocation: the AM and user limits round up to the
// yarn-site's minimum allocation (4096 MB here: analytics' 0.1 of its
// 51200 MB maximum is 5120, rounded up to 8192), read as the simulations
// read it: the per-type key wins over the old one (ResourceUtils).
func TestCapacitySharesMinAllocation(t *testing.T) {
	prop := func(k, v string) string { return "<property><name>" + k + "</name><value>" + v + "</value></property>" }
	for _, tc := range []struct {
		name, props string
		amLimit     int64
	}{
		{"old key", prop("yarn.scheduler.minimum-allocation-mb", "4096"), 8192},
		{"per-type key wins", prop("yarn.scheduler.minimum-allocation-mb", "1024") + prop("yarn.resource-types.memory-mb.minimum-allocation", "4096"), 8192},
		{"default", "", 5120},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ys := t.TempDir() + "/yarn-site.xml"
			if err := os.WriteFile(ys, []byte("<configuration>"+tc.props+"</configuration>"), 0o644); err != nil {
				t.Fatal(err)
			}
			var out, errOut bytes.Buffer
			io := &cmd.IO{In: strings.NewReader(""), Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
			code := cmd.Execute([]string{"shares", "../testdata/capacity/example/capacity-scheduler.xml", "--cluster", "100 GB, 100 vcores", "--format", "json", "--yarn-site", ys}, io)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut.String())
			}
			var doc struct {
				Queues []struct {
					Queue   string           `json:"queue"`
					AMLimit map[string]int64 `json:"amLimit"`
				} `json:"queues"`
			}
			if err := json.Unmarshal(out.Bytes(), &doc); err != nil {
				t.Fatal(err)
			}
			found := false
			for _, q := range doc.Queues {
				if q.Queue == "root.analytics" {
					found = true
					if q.AMLimit["memory-mb"] != tc.amLimit {
						t.Errorf("analytics AM limit %v, want %d MB", q.AMLimit, tc.amLimit)
					}
				}
			}
			if !found {
				t.Error("no root.analytics in the output")
			}
		})
	}
}

// TestCapacityBadInput: a capacity-scheduler.xml that is not well-formed
// is one error at its position, for lint and for shares alike (exit 1, as
// for an allocation file Hadoop refuses), never a panic.
func TestCapacityBadInput(t *testing.T) {
	bad := t.TempDir() + "/cs.xml"
	if err := os.WriteFile(bad, []byte("<configuration><property><name>yarn.scheduler.capacity.root.queues</name><value>a</value></property>\n<property>"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args []string
		code int
		out  string
	}{
		{[]string{"lint", bad}, 1, ":2:1: error: not well-formed XML"},
		{[]string{"shares", bad, "--cluster", "10 GB, 10 vcores"}, 1, ":2:1: error: not well-formed XML"},
		{[]string{"tree", bad}, 1, ":2:1: error: not well-formed XML"},
	} {
		var out, errOut bytes.Buffer
		io := &cmd.IO{In: strings.NewReader(""), Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
		if code := cmd.Execute(tt.args, io); code != tt.code || !strings.Contains(out.String()+errOut.String(), tt.out) {
			t.Errorf("%v: exit %d (want %d)\n%s%s", tt.args, code, tt.code, out.String(), errOut.String())
		}
	}
}

// TestCapacityTreeFindingsFollowConfig: tree and shares print the
// reader's findings with the settings file's severities, as lint does: a
// rule turned off in .fairsched.json is not printed.
func TestCapacityTreeFindingsFollowConfig(t *testing.T) {
	dir := t.TempDir()
	cs := "<configuration>\n<property><name>yarn.scheduler.capacity.root.queues</name><value>a</value></property>\n" +
		"<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>100</value></property>\n" +
		"<property><name>yarn.scheduler.capacity.root.a.user-limit-factr</name><value>2</value></property>\n</configuration>\n"
	if err := os.WriteFile(dir+"/cs.xml", []byte(cs), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func() string {
		t.Helper()
		var out, errOut bytes.Buffer
		io := &cmd.IO{In: strings.NewReader(""), Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
		if code := cmd.Execute([]string{"tree", dir + "/cs.xml"}, io); code != 0 {
			t.Fatalf("exit %d\n%s", code, errOut.String())
		}
		return errOut.String()
	}
	if got := run(); !strings.Contains(got, "[cs-unknown-property]") {
		t.Fatalf("without a config the typo is a warning; stderr:\n%s", got)
	}
	if err := os.WriteFile(dir+"/.fairsched.json", []byte(`{"rules": {"cs-unknown-property": "off"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := run(); strings.Contains(got, "cs-unknown-property") {
		t.Errorf("the config turns the rule off, yet tree printed:\n%s", got)
	}
}

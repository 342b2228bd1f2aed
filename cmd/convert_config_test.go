package cmd_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/cmd"
)

// TestConvertFollowsConfig: convert's findings follow .fairsched.json as
// lint's do. Without one each finding has the severity of its effect (an
// absolute maximum lost without --cluster is an error, a preemption
// timeout with preemption off is info); a severity set for a convert rule
// replaces it, and "off" removes the rule's findings.
func TestConvertFollowsConfig(t *testing.T) {
	dir := t.TempDir()
	fair := "<allocations>\n  <queue name=\"eng\">\n    <maxResources>8192 mb, 8 vcores</maxResources>\n" +
		"    <minSharePreemptionTimeout>60</minSharePreemptionTimeout>\n  </queue>\n  <queue name=\"ads\"/>\n" +
		"  <queuePlacementPolicy>\n    <rule name=\"specified\"/>\n    <rule name=\"default\"/>\n  </queuePlacementPolicy>\n</allocations>\n"
	file := filepath.Join(dir, "fair.xml")
	if err := os.WriteFile(file, []byte(fair), 0o644); err != nil {
		t.Fatal(err)
	}
	convert := func(wantCode int) map[string][]string {
		t.Helper()
		var out, errOut bytes.Buffer
		io := &cmd.IO{In: strings.NewReader(""), Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
		args := []string{"convert", file, "--to", "capacity", "--hadoop-version", "3.3", "--format", "json"}
		if code := cmd.Execute(args, io); code != wantCode {
			t.Fatalf("exit %d, want %d\n%s", code, wantCode, errOut.String())
		}
		var got struct {
			Findings []struct{ Rule, Severity string }
		}
		if err := json.Unmarshal(out.Bytes(), &got); err != nil {
			t.Fatalf("%v\n%s", err, out.String())
		}
		by := map[string][]string{}
		for _, f := range got.Findings {
			by[f.Rule] = append(by[f.Rule], f.Severity)
		}
		return by
	}
	by := convert(1)
	if got := strings.Join(by["convert-max-dropped"], ","); got != "error" {
		t.Errorf("without a config convert-max-dropped is %q, want the error of its effect", got)
	}
	if got := strings.Join(by["convert-no-counterpart"], ","); got != "info" {
		t.Errorf("without a config convert-no-counterpart is %q, want the info of its effect", got)
	}
	cfg := `{"rules": {"convert-max-dropped": "warning", "convert-no-counterpart": "off"}}`
	if err := os.WriteFile(filepath.Join(dir, ".fairsched.json"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	by = convert(0)
	if got := strings.Join(by["convert-max-dropped"], ","); got != "warning" {
		t.Errorf("the config sets convert-max-dropped to warning, got %q", got)
	}
	if got := by["convert-no-counterpart"]; got != nil {
		t.Errorf("the config turns convert-no-counterpart off, got %q", got)
	}
}

package cmd_test

import (
	"bytes"
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
		t.Errorf("breaks its schema: %s", p)
	}
	for _, want := range []string{`"queue": "root.analytics"`, `"memory-mb": 20480`, `"memory-mb": 5120`} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no %s in\n%s", want, out.String())
		}
	}
}

package cmd_test

import (
	"os"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
)

// TestCapacityDocsRules: docs/capacity.md lists every Capacity Scheduler
// rule as the one registry has it.
func TestCapacityDocsRules(t *testing.T) {
	src, err := os.ReadFile("../docs/capacity.md")
	if err != nil {
		t.Fatal(err)
	}
	want := render.CapacityRulesTable(lint.CapacityRules)
	if !strings.Contains(string(src), want) {
		t.Errorf("docs/capacity.md's rule table is not the registry's:\n%s", want)
	}
}

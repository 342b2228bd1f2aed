package cmd_test

import (
	"os"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
)

// TestCapacityDocsRules: docs/capacity.md lists every Capacity Scheduler
// rule as the registry has it.
func TestCapacityDocsRules(t *testing.T) {
	src, err := os.ReadFile("../docs/capacity.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), capacity.RulesTable()) {
		t.Errorf("docs/capacity.md's rule table is not capacity.RulesTable():\n%s", capacity.RulesTable())
	}
}

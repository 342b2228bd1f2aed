package cmd_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
)

// TestRulesDocUpToDate fails when docs/rules.md no longer matches the rule
// registry; `make docs` regenerates it.
func TestRulesDocUpToDate(t *testing.T) {
	var want bytes.Buffer
	if err := render.RulesMarkdown(&want, lint.Registry()); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatalf("read docs/rules.md: %v (run make docs)", err)
	}
	if !bytes.Equal(got, want.Bytes()) {
		t.Error("docs/rules.md is stale; run `make docs` and commit the result")
	}
}

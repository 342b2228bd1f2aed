package lint

import "testing"

// TestCompareChecks checks that CompareRules holds every rule of All whose
// input is a comparison.
func TestCompareChecks(t *testing.T) {
	n := 0
	for _, r := range All {
		if r.Input == CompareInput {
			n++
		}
	}
	if n != len(CompareRules) || n == 0 {
		t.Errorf("%d CompareInput rules in All, %d in CompareRules", n, len(CompareRules))
	}
}

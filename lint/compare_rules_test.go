package lint

import "testing"

// TestCompareChecks checks that every compare rule is checked by
// CheckCompare and nothing else, and that no other rule has one.
func TestCompareChecks(t *testing.T) {
	n := 0
	for _, r := range All {
		if r.Input != CompareInput {
			if r.CheckCompare != nil {
				t.Errorf("%s: CheckCompare set on a rule of input %d", r.ID, r.Input)
			}
			continue
		}
		n++
		if r.CheckCompare == nil {
			t.Errorf("%s: no CheckCompare", r.ID)
		}
		if r.Check != nil || r.CheckCluster != nil || r.CheckCapacity != nil {
			t.Errorf("%s: a compare rule has a check beside CheckCompare", r.ID)
		}
	}
	if n != len(CompareRules) || n == 0 {
		t.Errorf("%d CompareInput rules in All, %d in CompareRules", n, len(CompareRules))
	}
}

package placement

import "testing"

func TestRuleKindRoundTrip(t *testing.T) {
	for _, k := range RuleKinds() {
		if got := ParseRuleKind(k.String()); got != k || k.Class() == "" {
			t.Errorf("ParseRuleKind(%q) = %v, class %q", k.String(), got, k.Class())
		}
	}
	for _, bad := range []string{"", "Default", "USER", "nested"} {
		if k := ParseRuleKind(bad); k != RuleUnknown || k.Class() != "" {
			t.Errorf("ParseRuleKind(%q) = %v, want RuleUnknown", bad, k)
		}
	}
	if RuleUser.Class() != RuleNestedUserQueue.Class() {
		t.Errorf("user and nestedUserQueue must share a class")
	}
}

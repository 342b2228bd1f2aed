package xmlconf

import "testing"

// TestTopLevelOnlyMatchesHandlers keeps topLevelOnly in step with
// topHandlers: every top-level element is listed, and only those that are
// not also per-queue elements are marked.
func TestTopLevelOnlyMatchesHandlers(t *testing.T) {
	for tag := range topHandlers {
		only, listed := topLevelOnly[tag]
		if !listed {
			t.Errorf("topLevelOnly lacks %q", tag)
		}
		if _, perQueue := queueHandlers[tag]; only == perQueue {
			t.Errorf("topLevelOnly[%q] = %v, but it is a per-queue element: %v", tag, only, perQueue)
		}
	}
	if len(topLevelOnly) != len(topHandlers) {
		t.Errorf("topLevelOnly has %d names, topHandlers %d", len(topLevelOnly), len(topHandlers))
	}
}

package render

import "testing"

// TestBindingWordsCoverEveryBinding checks that each binding the table can
// explain has its short form too, so no steady reason prints empty.
func TestBindingWordsCoverEveryBinding(t *testing.T) {
	for b, long := range bindingText {
		if bindingShort[b] == "" {
			t.Errorf("binding %q (%q) has no short form", b, long)
		}
	}
	if len(bindingShort) != len(bindingText) {
		t.Errorf("bindingShort has %d entries, bindingText %d", len(bindingShort), len(bindingText))
	}
}

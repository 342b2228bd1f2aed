package resource

import "testing"

func TestResourceTypesName(t *testing.T) {
	types := ResourceTypes{MemoryMB, "vcores"}
	for i, want := range []string{MemoryMB, "vcores", "type2"} {
		if got := types.Name(i); got != want {
			t.Errorf("Name(%d) = %q, want %q", i, got, want)
		}
	}
}

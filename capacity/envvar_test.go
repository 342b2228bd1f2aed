package capacity

import (
	"slices"
	"testing"
)

// TestEnvironmentVariables: from 3.0.0 (HADOOP-9642) Configuration expands
// ${env.NAME} from the ResourceManager's environment, so a reference to it
// is no unexpanded variable; before, and for a name that is neither a
// property of the file nor env.*, it stays as written.
func TestEnvironmentVariables(t *testing.T) {
	tests := []struct {
		release, value string
		warns          bool
	}{
		{"3.3.6", "${env.NODE_LABEL}", false},
		{"3.4.1", "${env.NODE_LABEL:-gpu}", false},
		{"3.0.0", "${env.NODE_LABEL-gpu}", false},
		{"2.10.2", "${env.NODE_LABEL}", true},
		{"3.3.6", "${node.label}", true},
		{"3.3.6", "${env.}", true},
	}
	for _, tt := range tests {
		t.Run(tt.release+" "+tt.value, func(t *testing.T) {
			c := mustRead(t, tt.release, "root.queues=a", "root.a.capacity=100",
				"root.a.default-node-label-expression="+tt.value)
			if got := slices.Contains(codes(c), CodeUnreadVariable); got != tt.warns {
				t.Errorf("%s reported: %v, want %v (%v)", CodeUnreadVariable, got, tt.warns, codes(c))
			}
		})
	}
}

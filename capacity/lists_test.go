package capacity

import (
	"fmt"
	"strings"
	"testing"
)

// TestOpenRootACLNamesAFew: with many queues under an open root, the
// finding names three and counts the rest (it listed every one: 1,400 names
// in one message on a 10k-queue file).
func TestOpenRootACLNamesAFew(t *testing.T) {
	props := []string{"root.acl_submit_applications=*"}
	var names []string
	for i := range 10 {
		n := fmt.Sprintf("q%d", i)
		names = append(names, n)
		props = append(props, "root."+n+".capacity=10", "root."+n+".acl_submit_applications=alice")
	}
	props = append(props, "root.queues="+strings.Join(names, ","))
	fs := OpenRootACL(mustRead(t, "3.3.6", props...))
	if len(fs) != 1 {
		t.Fatalf("%d findings, want 1: %+v", len(fs), fs)
	}
	if m := fs[0].Message; !strings.Contains(m, "root.q0, root.q1, root.q2 and 7 more queues") || strings.Contains(m, "root.q3") {
		t.Errorf("message %q, want three queues named and 7 counted", m)
	}
}

package capacity

import (
	"testing"

	"github.com/fairsched/fairsched/core/resource"
)

// TestAutoCreatingParents: a queue that creates its children is a parent
// with no children yet wherever the release reads its flag (parseQueue
// builds a ManagedParentQueue, or in 3.4 a ParentQueue for
// auto-queue-creation-v2), so no leaf figure or leaf-only finding is made
// about it, and its template and limit are what it gives its leaves.
func TestAutoCreatingParents(t *testing.T) {
	tests := []struct {
		release, flag string
		want          AutoCreation
	}{
		{"3.1.0", "auto-create-child-queue.enabled", LegacyAutoCreation},
		{"3.3.6", "auto-create-child-queue.enabled", LegacyAutoCreation},
		{"3.4.0", "auto-create-child-queue.enabled", LegacyAutoCreation},
		{"3.3.6", "auto-queue-creation-v2.enabled", NoAutoCreation}, // 3.3 does not read it: a leaf
		{"3.4.0", "auto-queue-creation-v2.enabled", FlexibleAutoCreation},
	}
	for _, tt := range tests {
		c := mustRead(t, tt.release, "root.queues=a,users", "root.a.capacity=50", "root.users.capacity=50",
			"root.users."+tt.flag+"=true", "root.users.leaf-queue-template.capacity=10",
			"root.users.auto-queue-creation-v2.template.capacity=20", "root.users.auto-queue-creation-v2.leaf-template.capacity=30",
			"root.users.auto-queue-creation-v2.max-queues=50")
		q := c.Queue("root.users")
		if q.AutoCreate != tt.want || q.IsLeaf() != (tt.want == NoAutoCreation) {
			t.Errorf("%s %s: AutoCreate %v, leaf %v", tt.release, tt.flag, q.AutoCreate, q.IsLeaf())
		}
		if c.Refused() {
			t.Errorf("%s %s: refused: %v", tt.release, tt.flag, codes(c))
		}
		s := Shares(c, resource.Resource{100 << 10, 100}, nil, nil)[2]
		if leafFigures := s.MaxApplications != 0; leafFigures != (tt.want == NoAutoCreation) {
			t.Errorf("%s %s: maxApplications %d", tt.release, tt.flag, s.MaxApplications)
		}
		tpl, ok := q.Template()
		wantCap, wantMax := map[AutoCreation]string{LegacyAutoCreation: "10", FlexibleAutoCreation: "30"}[tt.want], map[AutoCreation]int32{LegacyAutoCreation: 1000, FlexibleAutoCreation: 50}[tt.want]
		if ok != (tt.want != NoAutoCreation) || tpl.Settings.Get("capacity").Raw != wantCap || tpl.MaxQueues != wantMax {
			t.Errorf("%s %s: template %v %+v, want capacity %q, at most %d", tt.release, tt.flag, ok, tpl, wantCap, wantMax)
		}
		if ok && (q.TemplateQueue().Path != "root.users.*" || q.TemplateQueue().Capacity.Raw != wantCap) {
			t.Errorf("%s %s: template queue %+v", tt.release, tt.flag, q.TemplateQueue())
		}
	}
}

// TestAutoCreatingParentLeafTraps: the leaf-only info about
// user-limit-factor 1 is not made about a parent that creates its leaves
// (root.users in examples/capacity-scheduler.xml was one).
func TestAutoCreatingParentLeafTraps(t *testing.T) {
	c := mustRead(t, "3.3.6", "root.queues=a,users", "root.a.capacity=50", "root.a.user-limit-factor=2", "root.users.capacity=50",
		"root.users.auto-create-child-queue.enabled=true")
	p := profile(t, "3.3.6")
	for _, f := range allFindings(c, p, resource.Resource{100 << 10, 100}) {
		if f.Queue == "root.users" {
			t.Errorf("finding about the parent root.users: %+v", f)
		}
	}
}

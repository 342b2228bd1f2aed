package xmlconf

import "testing"

// TestDefaultQueueKeepsStartupPolicy: root.default exists from start-up, so
// a policy its parent does not allow is not applied (Hadoop logs "Setting
// scheduling policies for existing queues failed!") instead of the queue
// being dropped like a new queue would be.
func TestDefaultQueueKeepsStartupPolicy(t *testing.T) {
	src := `<allocations>
  <defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
  <queue name="root"><schedulingPolicy>fair</schedulingPolicy>
    <queue name="a"><schedulingPolicy>fair</schedulingPolicy></queue>
    <queue name="b"/>
  </queue>
</allocations>`
	a := Parse([]byte(src), Options{})
	def := a.Find("root.default")
	if def == nil || def.NotCreated != "" {
		t.Fatalf("root.default = %+v, want a created queue", def)
	}
	if def.Policy != PolicyFair || def.RefusedPolicy != PolicyDRF {
		t.Errorf("root.default policy = %s, refused %q; want fair, refused drf", def.Policy, def.RefusedPolicy)
	}
	if b := a.Find("root.b"); b == nil || b.NotCreatedCause != CausePolicyNotAllowed {
		t.Errorf("root.b = %+v, want not created (drf under fair)", b)
	}
}

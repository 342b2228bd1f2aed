package csplace

import (
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
)

// TestCreatedQueueNamedRoot: CSQueueStore never files a queue under the
// short name "root" (add and updateGetMapForShortName skip it), so once a
// user named root has created root.root, "root" still names the root
// queue and is not ambiguous: later users' root.<user> queues are created
// as before, not sent to %default as an ambiguous parent.
func TestCreatedQueueNamedRoot(t *testing.T) {
	src := `<configuration>
<property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
<property><name>yarn.scheduler.capacity.root.default.capacity</name><value>1w</value></property>
<property><name>yarn.scheduler.capacity.root.auto-queue-creation-v2.enabled</name><value>true</value></property>
<property><name>yarn.scheduler.capacity.mapping-rule-format</name><value>json</value></property>
<property><name>yarn.scheduler.capacity.mapping-rule-json</name><value>{"rules":[{"type":"user","matches":"*","policy":"user","parentQueue":"root","create":true,"fallbackResult":"placeDefault"}]}</value></property>
</configuration>`
	p := hadoop.For(hadoop.V(3, 4, 1))
	c, err := capacity.Read("cs.xml", []byte(src), p)
	if err != nil {
		t.Fatal(err)
	}
	e := New(c, p)
	for _, tt := range []struct{ user, want string }{
		{"root", "root.root"},
		{"alice", "root.alice"},
		{"bob", "root.bob"},
	} {
		r := e.Place(placement.Submission{User: tt.user, Groups: []string{tt.user}})
		if !r.Runs() || r.Queue != tt.want {
			t.Errorf("%s: queue %q (runs %v, %s), want %s", tt.user, r.Queue, r.Runs(), r.Reason, tt.want)
		}
	}
}

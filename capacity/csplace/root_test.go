package csplace

import (
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
)

// TestUserNamedRoot: a legacy u:%user:%user mapping for a user named root
// finds the root queue, which is no leaf: the submission is refused, and
// the engine does not crash (it dereferenced root's missing parent).
func TestUserNamedRoot(t *testing.T) {
	src := `<configuration>
<property><name>yarn.scheduler.capacity.root.queues</name><value>default</value></property>
<property><name>yarn.scheduler.capacity.root.default.capacity</name><value>100</value></property>
<property><name>yarn.scheduler.capacity.queue-mappings</name><value>u:%user:%user</value></property>
</configuration>`
	p := hadoop.For(hadoop.V(3, 3, 6))
	c, err := capacity.Read("cs.xml", []byte(src), p)
	if err != nil {
		t.Fatal(err)
	}
	r := New(c, p).Place(placement.Submission{User: "root", Groups: []string{"root"}})
	if r.Runs() {
		t.Errorf("placed in %s; want the parent root refused", r.Queue)
	}
}

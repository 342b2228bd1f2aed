package capacity

import (
	"testing"

	"github.com/fairsched/fairsched/hadoop"
)

// A queue's state is its own, else its parent's; WithoutPositions leaves
// no position in the model.
func TestStateAndWithoutPositions(t *testing.T) {
	src := `<configuration>
<property><name>yarn.scheduler.capacity.root.queues</name><value>a,b</value></property>
<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>50</value></property>
<property><name>yarn.scheduler.capacity.root.a.state</name><value>stopped</value></property>
<property><name>yarn.scheduler.capacity.root.a.queues</name><value>x</value></property>
<property><name>yarn.scheduler.capacity.root.a.x.capacity</name><value>100</value></property>
<property><name>yarn.scheduler.capacity.root.b.capacity</name><value>50</value></property>
<property><name>yarn.scheduler.capacity.maximum-applications</name><value>5</value></property>
</configuration>`
	c, err := Read("cs.xml", []byte(src), hadoop.DefaultProfile())
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"root": "RUNNING", "root.a": "STOPPED", "root.a.x": "STOPPED", "root.b": "RUNNING"}
	for path, s := range want {
		if got := c.Queue(path).State(); got != s {
			t.Errorf("%s: %s, want %s", path, got, s)
		}
	}
	if !c.Queue("root.a").Capacity.Pos.IsValid() {
		t.Fatal("the file's positions are not set")
	}
	c.WithoutPositions()
	for _, q := range c.Queues {
		if q.Capacity.Pos.IsValid() || q.MaxCapacity.Pos.IsValid() || q.QueuesPos.IsValid() {
			t.Errorf("%s keeps a position", q.Path)
		}
		for k, s := range q.Settings.All() {
			if s.Pos.IsValid() {
				t.Errorf("%s.%s keeps a position", q.Path, k)
			}
		}
	}
	for k, s := range c.Globals {
		if s.Pos.IsValid() {
			t.Errorf("global %s keeps a position", k)
		}
	}
}

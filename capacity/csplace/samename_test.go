package csplace

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
)

// TestSameNameLeaves: from 3.3.0 (YARN-9879) two leaves may share a short
// name; a submission naming that short name is refused as ambiguous
// (CapacityScheduler.addApplication of 3.3.0: "to ambiguous queue: ...
// please use full queue path instead."), one naming a full path or a
// unique short name runs, in the legacy engines (3.3.x) as in 3.4's.
// Before it (3.1, 3.2) CapacitySchedulerQueueManager keeps one queue per
// short name (parseQueue puts children, then their parent): a full path
// names no queue ("unknown queue"), and of a leaf and a parent sharing a
// name the one put last answers.
func TestSameNameLeaves(t *testing.T) {
	same := `<configuration>
<property><name>yarn.scheduler.capacity.root.queues</name><value>a,b</value></property>
<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>50</value></property>
<property><name>yarn.scheduler.capacity.root.b.capacity</name><value>50</value></property>
<property><name>yarn.scheduler.capacity.root.a.queues</name><value>x,y</value></property>
<property><name>yarn.scheduler.capacity.root.a.x.capacity</name><value>50</value></property>
<property><name>yarn.scheduler.capacity.root.a.y.capacity</name><value>50</value></property>
<property><name>yarn.scheduler.capacity.root.b.queues</name><value>x</value></property>
<property><name>yarn.scheduler.capacity.root.b.x.capacity</name><value>100</value></property>
</configuration>`
	leafParent := `<configuration>
<property><name>yarn.scheduler.capacity.root.queues</name><value>eng,data</value></property>
<property><name>yarn.scheduler.capacity.root.eng.capacity</name><value>50</value></property>
<property><name>yarn.scheduler.capacity.root.data.capacity</name><value>50</value></property>
<property><name>yarn.scheduler.capacity.root.eng.queues</name><value>y</value></property>
<property><name>yarn.scheduler.capacity.root.eng.y.capacity</name><value>100</value></property>
<property><name>yarn.scheduler.capacity.root.data.queues</name><value>eng</value></property>
<property><name>yarn.scheduler.capacity.root.data.eng.capacity</name><value>100</value></property>
</configuration>`
	tests := []struct {
		src, release, queue string
		want                string // the queue it runs in, or the refusal's words
	}{
		{same, "3.3.0", "x", "to ambiguous queue: x please use full queue path instead."},
		{same, "3.3.6", "x", "to ambiguous queue: x please use full queue path instead."},
		{same, "3.4.2", "x", "to ambiguous queue: x please use full queue path instead."},
		{same, "3.3.0", "root.b.x", "root.b.x"},
		{same, "3.3.6", "root.a.x", "root.a.x"},
		{same, "3.3.6", "y", "root.a.y"},
		{leafParent, "3.2.4", "y", "root.eng.y"},
		{leafParent, "3.2.4", "root.eng.y", "to unknown queue: root.eng.y"},
		{leafParent, "3.1.4", "eng", "root.data.eng"},
		{leafParent, "3.3.6", "eng", "to ambiguous queue: eng"},
		{leafParent, "3.3.6", "root.eng.y", "root.eng.y"},
	}
	for _, tt := range tests {
		t.Run(tt.release+" "+tt.queue, func(t *testing.T) {
			v, err := hadoop.Parse(tt.release)
			if err != nil {
				t.Fatal(err)
			}
			p := hadoop.For(v)
			c, err := capacity.Read("cs.xml", []byte(tt.src), p)
			if err != nil {
				t.Fatal(err)
			}
			if c.Refused() {
				t.Fatalf("Hadoop %s refuses the file: %+v", tt.release, c.Facts)
			}
			r := New(c, p).Place(placement.Submission{User: "bob", Groups: []string{"bob"}, Queue: tt.queue})
			switch {
			case r.Runs() && r.Queue != tt.want:
				t.Errorf("runs in %s, want %s", r.Queue, tt.want)
			case !r.Runs() && !strings.Contains(r.Reason, tt.want):
				t.Errorf("refused: %s; want %q", r.Reason, tt.want)
			}
		})
	}
}

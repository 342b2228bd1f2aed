package lint

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/xmlconf"
)

// A queue's state left behind when the queue is unlisted (how a queue is
// retired) is worded for that case: the hint says to keep it until the
// ResourceManager no longer has the queue, names the releases that never
// read it and where the queue goes to be kept, and never just "remove the
// property"; the queue's other orphan properties keep the general wording.
func TestOrphanStateWording(t *testing.T) {
	src := csExample("", "root.queues=a", "root.a.capacity=100", "root.a.queues=x", "root.a.x.capacity=100",
		"root.a.y.state=STOPPED", "root.a.y.capacity=10")
	_, ds := CheckCapacityFile("cs.xml", []byte(src), xmlconf.Options{}, Job{Options: Options{Only: []string{CSOrphanProperty.ID}}})
	for _, tc := range []struct {
		key          string
		hint, absent []string
	}{
		{"yarn.scheduler.capacity.root.a.y.state",
			[]string{"retiring root.a.y? keep this property until the running ResourceManager no longer has the queue",
				"Hadoop 3.2.4 and earlier never reads it", "keeping it? add y to yarn.scheduler.capacity.root.a.queues"},
			[]string{"remove the property"}},
		{"yarn.scheduler.capacity.root.a.y.capacity", []string{"did you mean the queue root.a.x?"}, []string{"retiring"}},
	} {
		found := false
		for _, d := range ds {
			if d.Key != tc.key {
				continue
			}
			found = true
			for _, s := range tc.hint {
				if !strings.Contains(d.Hint, s) {
					t.Errorf("%s: hint %q lacks %q", tc.key, d.Hint, s)
				}
			}
			for _, s := range tc.absent {
				if strings.Contains(d.Hint, s) {
					t.Errorf("%s: hint %q says %q", tc.key, d.Hint, s)
				}
			}
		}
		if !found {
			t.Errorf("no finding on %s in %v", tc.key, ds)
		}
	}
}

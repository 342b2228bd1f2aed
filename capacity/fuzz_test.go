package capacity

import (
	"testing"

	"github.com/fairsched/fairsched/xmlconf"
)

// FuzzRead: reading any capacity-scheduler.xml, running every rule with a
// cluster and computing the shares never panic or hang, findings sit
// inside the input, and a file Hadoop accepts gets no negative guarantee.
func FuzzRead(f *testing.F) {
	f.Add(string(xmlOf("root.queues=a,b", "root.a.capacity=40", "root.b.capacity=60", "root.b.maximum-capacity=[memory=1024,vcores=1]")))
	f.Add(string(xmlOf("root.queues=a,b", "root.a.capacity=2w", "root.b.capacity=[memory=50%,vcores=1w]", "legacy-queue-mode.enabled=false")))
	f.Add(string(xmlOf("root.queues=a", "root.a.capacity=100", "queue-mappings=u:%user:root.a.%user,g::x", "mapping-rule-format=json",
		`mapping-rule-json={"rules":[{"type":"user","matches":"*","policy":"user","parentQueue":"root.a"}]}`)))
	f.Add(string(xmlOf("root.queues=a", "root.a.capacity=[memory=0]", "root.a.accessible-node-labels.x.capacity=150", "root.a.state=gone")))
	cluster := xmlconf.Resource{1 << 20, 64}
	f.Fuzz(func(t *testing.T, src string) {
		for _, v := range []string{"3.1.0", "3.3.6", "3.4.0"} {
			p := profile(t, v)
			c, err := Read("f.xml", []byte(src), p)
			if err != nil {
				return
			}
			lines := int32(1)
			for _, b := range []byte(src) {
				if b == '\n' {
					lines++
				}
			}
			for _, fd := range allFindings(c, p, cluster) {
				if fd.Pos.Line < 0 || fd.Pos.Line > lines {
					t.Fatalf("finding %+v outside the input (%d lines)", fd, lines)
				}
			}
			if c.Refused() {
				continue
			}
			for _, s := range Shares(c, cluster, nil, nil) {
				if s.Guaranteed.Get(0) < 0 {
					t.Fatalf("%s guaranteed %v", s.Queue.Path, s.Guaranteed)
				}
			}
		}
	})
}

package lint

import "strings"

// The examples of the refresh rules: small capacity-scheduler.xml files,
// each a list of properties after yarn.scheduler.capacity.
var (
	refreshAB         = []string{"root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50"}
	refreshAStoppedB  = []string{"root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50", "root.b.state=STOPPED"}
	refreshA          = []string{"root.queues=a", "root.a.capacity=100"}
	refreshBParent    = []string{"root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50", "root.b.queues=b1", "root.b.b1.capacity=100"}
	refreshNested     = []string{"root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50", "root.a.queues=x,y", "root.a.x.capacity=50", "root.a.y.capacity=50", "root.b.queues=z", "root.b.z.capacity=100"}
	refreshMoved      = []string{"root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50", "root.a.queues=y", "root.a.y.capacity=100", "root.b.queues=z,x", "root.b.z.capacity=50", "root.b.x.capacity=50"}
	refreshXStopped   = []string{"root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50", "root.a.queues=x,y", "root.a.x.capacity=50", "root.a.y.capacity=50", "root.a.x.state=STOPPED", "root.b.queues=z", "root.b.z.capacity=100"}
	refreshXRemoved   = []string{"root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50", "root.a.queues=y", "root.a.y.capacity=100", "root.b.queues=z", "root.b.z.capacity=100"}
	refreshAutoParent = []string{"root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50", "root.b.auto-create-child-queue.enabled=true"}
	refreshAutoOff    = []string{"root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50", "root.b.auto-create-child-queue.enabled=false"}
	refreshA4096      = []string{"root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50", "root.a.maximum-allocation-mb=4096"}
)

// refreshPair is a running file and a new one, as the refresh rules'
// examples are written.
func refreshPair(old, new []string) string {
	return refreshFile(old) + RefreshSeparator + refreshFile(new)
}

// refreshFile writes props (name=value after the prefix) as a
// capacity-scheduler.xml.
func refreshFile(props []string) string {
	var b strings.Builder
	b.WriteString("<configuration>\n")
	for _, p := range props {
		name, value, _ := strings.Cut(p, "=")
		b.WriteString("  <property><name>yarn.scheduler.capacity." + name + "</name><value>" + value + "</value></property>\n")
	}
	b.WriteString("</configuration>\n")
	return b.String()
}

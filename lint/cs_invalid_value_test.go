package lint

import (
	"fmt"
	"strings"
	"testing"
)

// TestInvalidValueWording pins cs-invalid-value's message and hint for
// every kind of value the Capacity Scheduler cannot read: the reader
// records the fact, the rule words it.
func TestInvalidValueWording(t *testing.T) {
	const a = "yarn.scheduler.capacity.root.a."
	tests := []struct {
		release string
		props   []string // full names: root.queues=a and root.a.capacity=100 come first unless set here
		want    string   // "message | hint"
	}{
		{"3.4.0", []string{a + "capacity=xw"},
			"yarn.scheduler.capacity.root.a.capacity: java.lang.NumberFormatException: For input string: \"x\" | write a non-negative number followed by w, e.g. 2w"},
		{"3.4.0", []string{a + "capacity=20000w"},
			"Illegal weight=20000.0 for queue=root.alabel=. Acceptable values: [0, 10000], -1 is same as not set | write a weight between 0 and 10000"},
		{"3.3.6", []string{a + "capacity=abc"},
			"yarn.scheduler.capacity.root.a.capacity: java.lang.NumberFormatException: For input string: \"abc\" | write a percentage of the parent, e.g. 50"},
		{"3.3.6", []string{a + "capacity=101"},
			"Illegal capacity of 101.0 for queue root.a | a percentage is between 0 and 100"},
		{"3.3.6", []string{a + "capacity=[]"},
			"yarn.scheduler.capacity.root.a.capacity: \"[]\" is not a resource: write [memory=10240,vcores=10] | "},
		{"3.3.6", []string{a + "capacity=[memory=1024;vcores=1]"},
			"yarn.scheduler.capacity.root.a.capacity: java.lang.NumberFormatException: For input string: \"[memory=1024;vcores=1]\" (\";\" does not belong in a resource, so Hadoop reads the value as a percentage) | write letters, digits and = . - between the brackets, e.g. [memory=10240,vcores=10]"},
		{"3.3.6", []string{a + "capacity=[memory=1024.5,vcores=50]"},
			"yarn.scheduler.capacity.root.a.capacity: \"[memory=1024.5,vcores=50]\": java.lang.NumberFormatException: For input string: \"1024.5\" (Long.valueOf reads a whole number of at most 19 digits) | write whole amounts, e.g. [memory=10240,vcores=10]"},
		{"3.4.0", []string{a + "maximum-capacity=[memory=50%,vcores=2w]"},
			"Resource vcores has WEIGHT maximum capacity type, which is not supported | write a percentage or an amount"},
		{"3.4.0", []string{"yarn.scheduler.capacity.root.accessible-node-labels=x", a + "accessible-node-labels=x", a + "accessible-node-labels.x.capacity=abcw"},
			"yarn.scheduler.capacity.root.a.accessible-node-labels.x.capacity: \"abcw\" is not a weight (NumberFormatException) | write a weight between 0 and 10000"},
		{"3.4.0", []string{"yarn.scheduler.capacity.root.accessible-node-labels=x", a + "accessible-node-labels=x", a + "accessible-node-labels.x.capacity=20000w"},
			"Illegal weight=20000.0 for queue=root.alabel=x. Acceptable values: [0, 10000], -1 is same as not set | write a weight between 0 and 10000"},
		{"3.3.6", []string{"yarn.scheduler.capacity.root.accessible-node-labels=x", a + "accessible-node-labels=x", a + "accessible-node-labels.x.capacity=abc"},
			"yarn.scheduler.capacity.root.a.accessible-node-labels.x.capacity: java.lang.NumberFormatException: For input string: \"abc\" | write a percentage between 0 and 100"},
		{"3.3.6", []string{"yarn.scheduler.capacity.root.accessible-node-labels=x", a + "accessible-node-labels=x", a + "accessible-node-labels.x.capacity=150"},
			"Illegal capacity of 150.0 for node-label=x in queue=root.a, valid capacity should in range of [0, 100]. | write a percentage between 0 and 100"},
		{"3.3.6", []string{a + "state=RUN"},
			"No enum constant org.apache.hadoop.yarn.api.records.QueueState.RUN | write RUNNING or STOPPED, without spaces around it"},
		{"3.3.6", []string{"yarn.scheduler.capacity.resource-calculator=DefaultResourceCalculator"},
			"java.lang.ClassNotFoundException: Class DefaultResourceCalculator not found | did you mean org.apache.hadoop.yarn.util.resource.DefaultResourceCalculator?"},
		{"3.3.6", []string{"yarn.scheduler.capacity.resource-calculator=Foo"},
			"java.lang.ClassNotFoundException: Class Foo not found | "},
		{"3.3.6", []string{"yarn.resourcemanager.monitor.capacity.preemption.intra-queue-preemption.preemption-order-policy=bad"},
			"No enum constant org.apache.hadoop.yarn.server.resourcemanager.monitor.capacity.IntraQueuePreemptionOrderPolicy.BAD | write userlimit_first or priority_first"},
		{"3.3.6", []string{a + "maximum-applications= abc "},
			"yarn.scheduler.capacity.root.a.maximum-applications: java.lang.NumberFormatException: For input string: \"abc\" | write a plain number"},
	}
	for _, tt := range tests {
		var b strings.Builder
		fmt.Fprintf(&b, "<configuration>\n  <!-- fairsched:hadoop %s -->\n", tt.release)
		for _, p := range append([]string{"yarn.scheduler.capacity.root.queues=a", a + "capacity=100"}, tt.props...) {
			name, value, _ := strings.Cut(p, "=")
			fmt.Fprintf(&b, "  <property><name>%s</name><value>%s</value></property>\n", name, value)
		}
		b.WriteString("</configuration>\n")
		var got []string
		for _, d := range runCapacityRule("cs.xml", b.String(), CSInvalidValue) {
			got = append(got, d.Message+" | "+d.Hint)
		}
		if strings.Join(got, "\n") != tt.want {
			t.Errorf("%s %v:\n%s\nwant\n%s", tt.release, tt.props, strings.Join(got, "\n"), tt.want)
		}
	}
}

package lint

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestInvalidValueWording pins cs-invalid-value's message and hint for
// every kind of value the Capacity Scheduler cannot read: the reader
// records the fact, the rule words it.
func TestInvalidValueWording(t *testing.T) {
	testReaderWording(t, CSInvalidValue, invalidValueWordings)
}

// readerWording is a file (a release and properties under full names;
// root.queues=a and root.a.capacity=100 come first unless the first sets
// root.queues) and the findings one
// rule reports on it, each "message | hint".
type readerWording struct {
	release string
	props   []string
	want    string
}

// testReaderWording runs r on each file of tests.
func testReaderWording(t *testing.T, r *Rule, tests []readerWording) {
	t.Helper()
	for _, tt := range tests {
		var got []string
		for _, d := range runCapacityRule("cs.xml", wordingFile(tt), r) {
			got = append(got, d.Message+" | "+d.Hint)
		}
		if strings.Join(got, "\n") != tt.want {
			t.Errorf("%s %v:\n%s\nwant\n%s", tt.release, tt.props, strings.Join(got, "\n"), tt.want)
		}
	}
}

// wordingFile is tt's capacity-scheduler.xml.
func wordingFile(tt readerWording) string {
	var b strings.Builder
	fmt.Fprintf(&b, "<configuration>\n  <!-- fairsched:hadoop %s -->\n", tt.release)
	props := tt.props
	if !strings.HasPrefix(props[0], "yarn.scheduler.capacity.root.queues=") {
		props = append([]string{"yarn.scheduler.capacity.root.queues=a", rootA + "capacity=100"}, props...)
	}
	for _, p := range props {
		name, value, _ := strings.Cut(p, "=")
		fmt.Fprintf(&b, "  <property><name>%s</name><value>%s</value></property>\n", name, value)
	}
	b.WriteString("</configuration>\n")
	return b.String()
}

// the root.a prefix of the wording tests' properties.
const rootA = "yarn.scheduler.capacity.root.a."

// invalidValueWordings are cs-invalid-value's.
var invalidValueWordings = []readerWording{
	{"3.4.0", []string{rootA + "capacity=xw"},
		"yarn.scheduler.capacity.root.a.capacity: java.lang.NumberFormatException: For input string: \"x\" | write a non-negative number followed by w, e.g. 2w"},
	{"3.4.0", []string{rootA + "capacity=20000w"},
		"Illegal weight=20000.0 for queue=root.alabel=. Acceptable values: [0, 10000], -1 is same as not set | write a weight between 0 and 10000"},
	{"3.3.6", []string{rootA + "capacity=abc"},
		"yarn.scheduler.capacity.root.a.capacity: java.lang.NumberFormatException: For input string: \"abc\" | write a percentage of the parent, e.g. 50"},
	{"3.3.6", []string{rootA + "capacity=101"},
		"Illegal capacity of 101.0 for queue root.a | a percentage is between 0 and 100"},
	{"3.3.6", []string{rootA + "capacity=[]"},
		"yarn.scheduler.capacity.root.a.capacity: \"[]\" is not a resource: write [memory=10240,vcores=10] | "},
	{"3.3.6", []string{rootA + "capacity=[memory=1024;vcores=1]"},
		"yarn.scheduler.capacity.root.a.capacity: java.lang.NumberFormatException: For input string: \"[memory=1024;vcores=1]\" (\";\" does not belong in a resource, so Hadoop reads the value as a percentage) | write letters, digits and = . - between the brackets, e.g. [memory=10240,vcores=10]"},
	{"3.3.6", []string{rootA + "capacity=[memory=1024.5,vcores=50]"},
		"yarn.scheduler.capacity.root.a.capacity: \"[memory=1024.5,vcores=50]\": java.lang.NumberFormatException: For input string: \"1024.5\" (Long.valueOf reads a whole number of at most 19 digits) | write whole amounts, e.g. [memory=10240,vcores=10]"},
	{"3.4.0", []string{rootA + "maximum-capacity=[memory=50%,vcores=2w]"},
		"Resource vcores has WEIGHT maximum capacity type, which is not supported | write a percentage or an amount"},
	{"3.4.0", []string{"yarn.scheduler.capacity.root.accessible-node-labels=x", rootA + "accessible-node-labels=x", rootA + "accessible-node-labels.x.capacity=abcw"},
		"yarn.scheduler.capacity.root.a.accessible-node-labels.x.capacity: \"abcw\" is not a weight (NumberFormatException) | write a weight between 0 and 10000"},
	{"3.4.0", []string{"yarn.scheduler.capacity.root.accessible-node-labels=x", rootA + "accessible-node-labels=x", rootA + "accessible-node-labels.x.capacity=20000w"},
		"Illegal weight=20000.0 for queue=root.alabel=x. Acceptable values: [0, 10000], -1 is same as not set | write a weight between 0 and 10000"},
	{"3.3.6", []string{"yarn.scheduler.capacity.root.accessible-node-labels=x", rootA + "accessible-node-labels=x", rootA + "accessible-node-labels.x.capacity=abc"},
		"yarn.scheduler.capacity.root.a.accessible-node-labels.x.capacity: java.lang.NumberFormatException: For input string: \"abc\" | write a percentage between 0 and 100"},
	{"3.3.6", []string{"yarn.scheduler.capacity.root.accessible-node-labels=x", rootA + "accessible-node-labels=x", rootA + "accessible-node-labels.x.capacity=150"},
		"Illegal capacity of 150.0 for node-label=x in queue=root.a, valid capacity should in range of [0, 100]. | write a percentage between 0 and 100"},
	{"3.3.6", []string{rootA + "state=RUN"},
		"No enum constant org.apache.hadoop.yarn.api.records.QueueState.RUN | write RUNNING or STOPPED, without spaces around it"},
	{"3.3.6", []string{"yarn.scheduler.capacity.resource-calculator=DefaultResourceCalculator"},
		"java.lang.ClassNotFoundException: Class DefaultResourceCalculator not found | did you mean org.apache.hadoop.yarn.util.resource.DefaultResourceCalculator?"},
	{"3.3.6", []string{"yarn.scheduler.capacity.resource-calculator=Foo"},
		"java.lang.ClassNotFoundException: Class Foo not found | "},
	{"3.3.6", []string{"yarn.resourcemanager.monitor.capacity.preemption.intra-queue-preemption.preemption-order-policy=bad"},
		"No enum constant org.apache.hadoop.yarn.server.resourcemanager.monitor.capacity.IntraQueuePreemptionOrderPolicy.BAD | write userlimit_first or priority_first"},
	{"3.3.6", []string{rootA + "maximum-applications= abc "},
		"yarn.scheduler.capacity.root.a.maximum-applications: java.lang.NumberFormatException: For input string: \"abc\" | write a plain number"},
}

// TestChildrenSumWording pins cs-children-sum's message and hint for
// percentages, a node label's percentages and absolute minimums.
func TestChildrenSumWording(t *testing.T) {
	const root = "yarn.scheduler.capacity.root."
	testReaderWording(t, CSChildrenSum, []readerWording{
		{"3.3.6", []string{root + "queues=a,b", rootA + "capacity=40", root + "b.capacity=50"},
			"Illegal capacity of 0.9 for children of queue root (the children's capacities add up to 90.0%) | make the children's capacities add up to 100 (within 0.05)"},
		{"3.4.0", []string{root + "queues=a,b", rootA + "capacity=40", root + "b.capacity=50"},
			"Illegal capacity sum of 0.9 for children of queue root for label=. It should be either 0 or 1.0 (the children's capacities add up to 90.0%) | make the children's capacities add up to 100 (within 0.05)"},
		{"3.3.6", []string{root + "queues=a,b", rootA + "capacity=50", root + "b.capacity=50", root + "accessible-node-labels=x", root + "accessible-node-labels.x.capacity=100",
			rootA + "accessible-node-labels=x", root + "b.accessible-node-labels=x", rootA + "accessible-node-labels.x.capacity=30",
			root + "b.accessible-node-labels.x.capacity=30"},
			"Illegal capacity of 0.6 for children of queue root for label=x | make the children's capacities for node label x add up to 100"},
		{"3.3.6", []string{root + "queues=p", root + "p.capacity=[memory=1024,vcores=1]", root + "p.queues=c",
			root + "p.c.capacity=[memory=2048,vcores=1]"},
			"Parent Queues capacity: <memory:1024, vCores:1> is less than to its children:<memory:2048, vCores:1> for queue:p | raise root.p's capacity to at least its children's sum, or lower theirs"},
	})
}

// TestUnsupportedFormWording pins cs-unsupported-form's message and hint
// for each form a release does not read.
func TestUnsupportedFormWording(t *testing.T) {
	testReaderWording(t, CSUnsupportedForm, []readerWording{
		{"3.3.6", []string{"yarn.scheduler.capacity.root.queues=a", rootA + "capacity=2w"},
			"yarn.scheduler.capacity.root.a.capacity: java.lang.NumberFormatException: For input string: \"2w\" (Hadoop 3.3.6 reads no weights; they came with 3.4) | weights (\"2w\") need Hadoop 3.4; write a percentage of the parent"},
		{"3.0.0", []string{"yarn.scheduler.capacity.root.queues=a", rootA + "capacity=[memory=1024,vcores=1]"},
			"yarn.scheduler.capacity.root.a.capacity: Hadoop 3.0.0 reads no absolute resources (\"[memory=1024,vcores=1]\" is not a number: NumberFormatException) | absolute resources need Hadoop 3.1; write a percentage of the parent"},
		{"3.3.6", []string{"yarn.scheduler.capacity.root.queues=a", rootA + "capacity=[memory=50%,vcores=50%]"},
			"yarn.scheduler.capacity.root.a.capacity: Hadoop 3.3.6 reads no capacity vectors (\"[memory=50%,vcores=50%]\") | capacity vectors need Hadoop 3.4; write absolute amounts or a percentage"},
	})
}

// TestOrderingPolicyWording pins cs-invalid-ordering-policy's message and
// hint for a leaf and a parent.
func TestOrderingPolicyWording(t *testing.T) {
	testReaderWording(t, CSInvalidOrderingPolicy, []readerWording{
		{"3.3.6", []string{rootA + "ordering-policy=fiffo"},
			"Unable to construct ordering policy for: fiffo, fiffo | write one of fifo, fair, fifo-with-partitions, fifo-for-pending-apps (or a fully qualified class name)"},
		{"3.3.6", []string{"yarn.scheduler.capacity.root.ordering-policy=fair"},
			"Unable to construct queue ordering policy=fair queue=root | write one of utilization, priority-utilization (a parent orders its children by utilization; fifo and fair are for leaves)"},
	})
}

// TestInvalidMappingWording pins cs-invalid-mapping's message and hint for
// each kind of mapping Hadoop refuses or warns about.
func TestInvalidMappingWording(t *testing.T) {
	const cs = "yarn.scheduler.capacity."
	testReaderWording(t, CSInvalidMapping, []readerWording{
		{"3.3.6", []string{cs + "queue-mappings=x:alice:a"},
			"Illegal queue mapping x:alice:a | write u:<user>:<queue> or g:<group>:<queue>, entries separated by commas"},
		{"3.3.6", []string{"yarn.scheduler.queue-placement-rules.app-name=spark"},
			"Illegal queue mapping spark | write <application name>:<queue>, entries separated by commas"},
		{"3.4.0", []string{cs + "mapping-rule-format=JSON"},
			"Illegal queue mapping format 'JSON' please use 'legacy' or 'json' | write legacy or json, in lower case and without spaces: Hadoop compares the value exactly"},
		{"3.4.0", []string{cs + "mapping-rule-format=json", cs + "mapping-rule-json={bad"},
			"Error parsing mapping rule inline JSON: invalid character 'b' looking for beginning of object key string | write {\"rules\":[{\"type\":\"user\",\"matches\":\"*\",\"policy\":\"user\",\"parentQueue\":\"root.users\"}]}"},
		{"3.4.0", []string{cs + "mapping-rule-format=json", cs + `mapping-rule-json={"rules":[{"type":"user"}]}`},
			"rule 1: Rule policy is undefined | see the Capacity Scheduler's mapping rule documentation"},
		{"3.4.0", []string{cs + "mapping-rule-format=json"},
			"Mapping rule is set to JSON, but no inline JSON nor a JSON file was provided! Starting with no mapping rules! | set yarn.scheduler.capacity.mapping-rule-json or mapping-rule-json-file"},
	})
}

// TestAboveMaximumWording pins cs-capacity-above-maximum's messages and
// hints: Hadoop's refusals the reader records (as every command words
// them, CapacityReaderFindings), and the guarantee above an absolute
// maximum that only a cluster shows (the message named the queue twice,
// once more than the queue the finding carries).
func TestAboveMaximumWording(t *testing.T) {
	file := func(props ...string) string {
		var b strings.Builder
		b.WriteString("<configuration>\n")
		for _, p := range props {
			name, value, _ := strings.Cut(p, "=")
			fmt.Fprintf(&b, "  <property><name>yarn.scheduler.capacity.%s</name><value>%s</value></property>\n", name, value)
		}
		b.WriteString("</configuration>\n")
		return b.String()
	}
	tests := []struct {
		name, src string
		cluster   resource.Resource // nil: the reader's facts
		want      string
	}{
		{"percentages", file("root.queues=a,b", "root.a.capacity=60", "root.b.capacity=40", "root.a.maximum-capacity=50"), nil,
			"Illegal queue capacity setting (abs-capacity=0.6) > (abs-maximum-capacity=0.5) for queue=[root.a],label=[] | raise maximum-capacity so that its share of the cluster is at least the capacity's"},
		{"minimum above maximum", file("root.queues=a", "root.a.capacity=[memory=4096,vcores=4]", "root.a.maximum-capacity=[memory=2048,vcores=2]"), nil,
			"Min resource configuration <memory:4096, vCores:4> is greater than its max value:<memory:2048, vCores:2> in queue:root.a | raise maximum-capacity to at least the capacity"},
		{"maximum above the parent's", file("root.queues=a", "root.a.capacity=[memory=1024,vcores=1]", "root.a.maximum-capacity=[memory=2048,vcores=2]",
			"root.a.queues=x", "root.a.x.capacity=[memory=1024,vcores=1]", "root.a.x.maximum-capacity=[memory=4096,vcores=4]"), nil,
			"Max resource configuration <memory:4096, vCores:4> is greater than parents max value:<memory:2048, vCores:2> in queue:root.a.x | lower it to at most root.a's maximum"},
		{"guarantee on the cluster", file("root.queues=a,b", "root.a.capacity=[memory=4096,vcores=4]", "root.b.capacity=[memory=1024,vcores=1]",
			"root.a.maximum-capacity=[memory=2048,vcores=2]", "root.b.maximum-capacity=[memory=2048,vcores=2]"), resource.Resource{3072, 3},
			"its guarantee 2457 mb, 2 vcores on the cluster is above its absolute maximum-capacity 2048 mb, 2 vcores | "},
	}
	for _, tt := range tests {
		var ds []diag.Finding
		if tt.cluster == nil {
			c, err := capacity.Read("cs.xml", []byte(tt.src), hadoop.For(hadoop.V(3, 3, 6)))
			if err != nil {
				t.Fatal(err)
			}
			ds = CapacityReaderFindings(c)
		} else {
			_, ds = CheckCapacityFile("cs.xml", []byte(tt.src), xmlconf.Options{Hadoop: hadoop.For(hadoop.V(3, 3, 6))},
				Job{Options: Options{Only: []string{CSCapacityAboveMaximum.ID}}, Cluster: &Cluster{Size: tt.cluster}})
		}
		var got []string
		for _, d := range ds {
			if d.Rule == CSCapacityAboveMaximum.ID {
				got = append(got, d.Message+" | "+d.Hint)
			}
		}
		if strings.Join(got, "\n") != tt.want {
			t.Errorf("%s:\n%s\nwant\n%s", tt.name, strings.Join(got, "\n"), tt.want)
		}
	}
}

package capacity

import (
	"slices"
	"testing"
)

func TestChecks(t *testing.T) {
	tests := []struct {
		name, release string
		props         []string
		want          []string
		msg           string
	}{
		{name: "sum within Hadoop's 0.0005 tolerance", release: "3.3.6",
			props: []string{"root.queues=a,b", "root.a.capacity=33.33", "root.b.capacity=66.64"}},
		{name: "sum outside the tolerance", release: "3.3.6",
			props: []string{"root.queues=a,b", "root.a.capacity=33.3", "root.b.capacity=66.6"},
			want:  []string{CodeChildrenSum},
			msg:   "Illegal capacity of 0.999 for children of queue root"},
		{name: "zero sum allowed by allow-zero-capacity-sum", release: "3.4.0",
			props: []string{"root.queues=p", "root.p.capacity=100", "root.p.queues=a", "root.p.a.capacity=0", "root.p.allow-zero-capacity-sum=true"}},
		{name: "allow-zero-capacity-sum before 3.4", release: "3.3.6",
			props: []string{"root.queues=p", "root.p.capacity=100", "root.p.queues=a", "root.p.a.capacity=0", "root.p.allow-zero-capacity-sum=true"},
			want:  []string{CodeChildrenSum, CodeIgnoredProperty}}, // in file order
		{name: "zero sum without the flag", release: "3.3.6",
			props: []string{"root.queues=p", "root.p.capacity=100", "root.p.queues=a", "root.p.a.capacity=0"},
			want:  []string{CodeChildrenSum}},
		{name: "root's refused label capacity stops Hadoop before the children's label sum", release: "3.3.6",
			props: []string{"root.queues=default", "root.default.capacity=100", "root.accessible-node-labels=*",
				"root.accessible-node-labels.default.capacity=-1"},
			want: []string{CodeInvalidValue}},
		{name: "a child's refused label capacity stops Hadoop before the label sum", release: "3.4.0",
			props: []string{"root.queues=a,b", "root.a.capacity=50", "root.b.capacity=50", "root.accessible-node-labels.x.capacity=100",
				"root.a.accessible-node-labels.x.capacity=150", "root.b.accessible-node-labels.x.capacity=10"},
			want: []string{CodeInvalidValue}},
		{name: "no root queues", release: "3.3.6", want: []string{CodeNoRootQueues}},
		{name: "capacity above maximum", release: "3.3.6",
			props: []string{"root.queues=a,b", "root.a.capacity=60", "root.a.maximum-capacity=50", "root.b.capacity=40"},
			want:  []string{CodeAboveMaximum},
			msg:   "Illegal queue capacity setting (abs-capacity=0.6) > (abs-maximum-capacity=0.5) for queue=[root.a],label=[]"},
		{name: "capacity above maximum-capacity, absolute capacity not above the absolute maximum", release: "3.3.6",
			props: []string{"root.queues=p,q", "root.p.capacity=50", "root.q.capacity=50", "root.p.queues=x", "root.p.x.capacity=100", "root.p.x.maximum-capacity=50"}},
		{name: "absolute minimum above its maximum", release: "3.3.6",
			props: []string{"root.queues=a", "root.a.capacity=[memory=4096,vcores=3]", "root.a.maximum-capacity=[memory=2048,vcores=3]"},
			want:  []string{CodeAboveMaximum},
			msg:   "Min resource configuration <memory:4096, vCores:3> is greater than its max value:<memory:2048, vCores:3> in queue:root.a"},
		{name: "weights and percentages mixed", release: "3.4.0",
			props: []string{"root.queues=a,b", "root.a.capacity=50", "root.b.capacity=1w"},
			want:  []string{CodeMixedModes}},
		{name: "mixed allowed without the legacy queue mode", release: "3.4.0",
			props: []string{"root.queues=a,b", "root.a.capacity=[memory=50%,vcores=50%]", "root.b.capacity=1w", "legacy-queue-mode.enabled=false"}},
		{name: "absolute children under a percentage parent", release: "3.3.6",
			props: []string{"root.queues=p", "root.p.capacity=100", "root.p.queues=a", "root.p.a.capacity=[memory=1024,vcores=1]"},
			want:  []string{CodeMixedModes}},
		{name: "same-named leaves before 3.3", release: "3.2.4",
			props: []string{"root.queues=p,q", "root.p.capacity=50", "root.q.capacity=50", "root.p.queues=x", "root.q.queues=x", "root.p.x.capacity=100", "root.q.x.capacity=100"},
			want:  []string{CodeSameNameLeaves}},
		{name: "same-named leaves in 3.3.0 (YARN-9879)", release: "3.3.0",
			props: []string{"root.queues=p,q", "root.p.capacity=50", "root.q.capacity=50", "root.p.queues=x", "root.q.queues=x", "root.p.x.capacity=100", "root.q.x.capacity=100"}},
		{name: "same-named leaves in 3.4", release: "3.4.0",
			props: []string{"root.queues=p,q", "root.p.capacity=50", "root.q.capacity=50", "root.p.queues=x", "root.q.queues=x", "root.p.x.capacity=100", "root.q.x.capacity=100"}},
		{name: "child listed twice", release: "3.3.6",
			props: []string{"root.queues=a,a", "root.a.capacity=100"},
			want:  []string{CodeDuplicateChild}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := mustRead(t, tt.release, tt.props...)
			if got := codes(c); !slices.Equal(got, tt.want) {
				t.Fatalf("findings %v (%+v), want %v", got, c.Facts, tt.want)
			}
			if len(tt.want) > 0 && !c.Refused() {
				t.Error("not refused")
			}
			if got := firstRefusal(c); tt.msg != "" && got != tt.msg {
				t.Errorf("message\n%s\nwant\n%s", got, tt.msg)
			}
		})
	}
}

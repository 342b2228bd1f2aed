package lint

import (
	"testing"

	"github.com/fairsched/fairsched/xmlconf"
)

func TestForTree(t *testing.T) {
	for _, tc := range []struct {
		name, src   string
		refused     bool
		wantQueues  []string // Queue of each diagnostic, in order
		wantRuleIDs []string
	}{
		{name: "clean", src: `<allocations><queue name="a"/></allocations>`},
		{name: "refused file", src: `<allocations><queue name="a"><weight>x</weight></queue></allocations>`,
			refused: true, wantQueues: []string{"root.a"}, wantRuleIDs: []string{"invalid-number"}},
		{name: "drf child of fair parent, and its subtree only once",
			src: `<allocations><queue name="p"><schedulingPolicy>fair</schedulingPolicy>
<queue name="c"><schedulingPolicy>drf</schedulingPolicy><queue name="g"/></queue></queue></allocations>`,
			wantQueues: []string{"root.p.c"}, wantRuleIDs: []string{"drf-under-fair"}},
		{name: "root.default keeps fair",
			src:        `<allocations><defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy><queue name="root"><schedulingPolicy>fair</schedulingPolicy></queue></allocations>`,
			wantQueues: []string{"root.default"}, wantRuleIDs: []string{"default-queue-policy-kept"}},
		{name: "children of root.default",
			src:        `<allocations><queue name="default"><queue name="x"/></queue></allocations>`,
			wantQueues: []string{"root.default.x"}, wantRuleIDs: []string{"default-queue-children"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := xmlconf.Parse([]byte(tc.src), xmlconf.Options{})
			ds, refused := ForTree("f.xml", a)
			if refused != tc.refused || len(ds) != len(tc.wantQueues) {
				t.Fatalf("ForTree = %v, refused %v; want %d findings, refused %v", ds, refused, len(tc.wantQueues), tc.refused)
			}
			for i, d := range ds {
				if d.Queue != tc.wantQueues[i] || d.Rule != tc.wantRuleIDs[i] {
					t.Errorf("finding %d = %s [%s], want queue %s [%s]", i, d.Queue, d.Rule, tc.wantQueues[i], tc.wantRuleIDs[i])
				}
			}
		})
	}
}

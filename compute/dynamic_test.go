package compute_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestDynamic checks which undeclared queues Dynamic creates, with which
// defaults, and why it refuses the others.
func TestDynamic(t *testing.T) {
	const users = `<allocations>
  <queueMaxAppsDefault>7</queueMaxAppsDefault>
  <queuePlacementPolicy><rule name="specified" create="false"/><rule name="default"/></queuePlacementPolicy>
  <queue name="users" type="parent"><maxChildResources>2048 mb, 2 vcores</maxChildResources></queue>
  <queue name="etl"><queue name="nightly"/></queue>
</allocations>`
	for _, tc := range []struct {
		name, src, queue string
		wantFull         string // created leaf; "" when refused
		wantParents      []string
		wantMax          string // Format of the leaf's max, "" for none
		wantWhy          string
	}{
		{name: "under type=parent, max from maxChildResources", src: users, queue: "users.alice",
			wantFull: "root.users.alice", wantMax: "2048 mb, 2 vcores"},
		{name: "full name", src: users, queue: "root.users.bob", wantFull: "root.users.bob", wantMax: "2048 mb, 2 vcores"},
		{name: "missing parents are created as parents; maxChildResources only for direct children",
			src:   `<allocations><queue name="users" type="parent"><maxChildResources>2048 mb, 2 vcores</maxChildResources></queue></allocations>`,
			queue: "users.team.carol", wantFull: "root.users.team.carol", wantParents: []string{"root.users.team"}},
		{name: "two levels below type=parent need a rule that creates by name", src: users, queue: "users.team.carol",
			wantWhy: "create queues only directly below it"},
		{name: "no rule creates queues below a plain parent", src: users, queue: "etl.adhoc",
			wantWhy: "no placement rule creates it"},
		{name: "no placement policy: specified creates by name", src: `<allocations><queue name="etl"><queue name="nightly"/></queue></allocations>`,
			queue: "etl.adhoc", wantFull: "root.etl.adhoc"},
		{name: "a group queue and a user queue in it, from nestedUserQueue(primaryGroup create)",
			src: `<allocations><queuePlacementPolicy><rule name="specified" create="false"/>
<rule name="nestedUserQueue"><rule name="primaryGroup" create="true"/></rule></queuePlacementPolicy></allocations>`,
			queue: "eng.alice", wantFull: "root.eng.alice", wantParents: []string{"root.eng"}},
		{name: "a user queue below root from the user rule", src: `<allocations><queuePlacementPolicy><rule name="specified" create="false"/><rule name="user"/></queuePlacementPolicy></allocations>`,
			queue: "alice", wantFull: "root.alice"},
		{name: "no rule makes three levels", src: `<allocations><queuePlacementPolicy><rule name="specified" create="false"/>
<rule name="nestedUserQueue"><rule name="primaryGroup" create="true"/></rule></queuePlacementPolicy></allocations>`,
			queue: "eng.team.alice", wantWhy: "no placement rule creates it"},
		{name: "the group rule does not create", src: `<allocations><queuePlacementPolicy><rule name="specified" create="false"/>
<rule name="nestedUserQueue"><rule name="primaryGroup" create="false"/></rule><rule name="default"/></queuePlacementPolicy></allocations>`,
			queue: "eng.alice", wantWhy: "no placement rule creates it"},
		{name: "below a leaf", src: users, queue: "etl.nightly.x", wantWhy: "root.etl.nightly is a leaf queue"},
		{name: "below root.default", src: users, queue: "default.x", wantWhy: "root.default is a leaf queue"},
		{name: "malformed name", src: users, queue: "users. alice", wantWhy: "Illegal node name"},
		{name: "drf default under a fair parent", src: `<allocations><defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
<queue name="root"><schedulingPolicy>drf</schedulingPolicy><queue name="users" type="parent"><schedulingPolicy>fair</schedulingPolicy></queue></queue></allocations>`,
			queue: "users.alice", wantWhy: "not allowed by parent queue"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, _ := xmlconf.Parse([]byte(tc.src), xmlconf.Options{})
			q, err := compute.Dynamic(a, tc.queue)
			if tc.wantWhy != "" {
				var nc *compute.NotCreatableError
				if !errors.As(err, &nc) || !strings.Contains(err.Error(), tc.wantWhy) {
					t.Fatalf("Dynamic(%q) = %v, %v; want a NotCreatableError with %q", tc.queue, q, err, tc.wantWhy)
				}
				return
			}
			if err != nil {
				t.Fatalf("Dynamic(%q): %v", tc.queue, err)
			}
			if q.FullName != tc.wantFull || !q.IsLeaf() || !q.Implicit || q.EffectiveWeight() != 1 || a.EffectiveMaxApps(q) != a.QueueMaxAppsDefault.Val {
				t.Errorf("Dynamic(%q) = %s leaf=%v implicit=%v weight=%v maxApps=%d", tc.queue, q.FullName, q.IsLeaf(), q.Implicit, q.EffectiveWeight(), a.EffectiveMaxApps(q))
			}
			got := ""
			if q.MaxResources.Set {
				got = q.MaxResources.Val.Absolute.Format(a.Types)
			}
			if got != tc.wantMax {
				t.Errorf("max = %q, want %q", got, tc.wantMax)
			}
			for _, p := range tc.wantParents {
				var found *xmlconf.Queue
				a.Root.Walk(func(x *xmlconf.Queue) {
					if x.FullName == p {
						found = x
					}
				})
				if found == nil || found.IsLeaf() {
					t.Errorf("parent %s not created as a parent", p)
				}
			}
		})
	}
}

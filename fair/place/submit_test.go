package place

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/xmlconf"
)

// TestCreatedAtSubmission checks which undeclared queues an application
// creates (FairScheduler.assignToQueue: the placement policy, then
// QueueManager.getLeafQueue with create), with which settings, and why the
// others are never created.
func TestCreatedAtSubmission(t *testing.T) {
	const usersQueue = `<queue name="users" type="parent"><maxChildResources>2048 mb, 2 vcores</maxChildResources></queue>
<queue name="etl"><queue name="nightly"/></queue>`
	nested := file(usersQueue, `<rule name="specified" create="false"/><rule name="nestedUserQueue"><rule name="default" queue="users"/></rule>`)
	noCreate := file(usersQueue, `<rule name="specified" create="false"/><rule name="default"/>`)
	byName := file(usersQueue, `<rule name="specified"/><rule name="default"/>`)
	groupUser := `<rule name="specified" create="false"/><rule name="nestedUserQueue"><rule name="primaryGroup" create="true"/></rule>`
	closed := Defaults{AllowUndeclaredPools: false, UserAsDefaultQueue: true}
	for _, tc := range []struct {
		name, src string
		d         Defaults
		queues    []string
		want      []string // created queues, parents first ("/p" marks a parent)
		wantMax   string   // Format of the last created queue's max, "" for none
		wantWhy   string   // part of the refusal; "" when created
	}{
		{name: "nestedUserQueue under a type=parent queue, max from maxChildResources", src: nested, queues: []string{"users.alice"},
			want: []string{"root.users.alice"}, wantMax: "2048 mb, 2 vcores"},
		{name: "full name", src: nested, queues: []string{"root.users.bob"}, want: []string{"root.users.bob"}, wantMax: "2048 mb, 2 vcores"},
		{name: "two names on one tree", src: nested, queues: []string{"users.alice", "users.bob"},
			want: []string{"root.users.alice", "root.users.bob"}, wantMax: "2048 mb, 2 vcores"},
		{name: "type=parent alone creates nothing: no rule puts an app there", src: noCreate, queues: []string{"users.alice"},
			wantWhy: "goes to root.default (rule 2, default"},
		{name: "nestedUserQueue makes one level only", src: nested, queues: []string{"users.team.carol"},
			wantWhy: "goes to root.users.carol"},
		{name: "specified creates every missing level; maxChildResources for the direct child only", src: byName, queues: []string{"users.team.carol"},
			want: []string{"root.users.team/p", "root.users.team.carol"}},
		{name: "no policy: yarn-site's specified rule creates by name", src: file(usersQueue, ""), queues: []string{"etl.adhoc"},
			want: []string{"root.etl.adhoc"}},
		{name: "no policy and allow-undeclared-pools false: nothing is created", src: file(usersQueue, ""), d: closed, queues: []string{"etl.adhoc"},
			wantWhy: "allow-undeclared-pools is false"},
		{name: "the file's policy wins over allow-undeclared-pools false", src: byName, d: closed, queues: []string{"etl.adhoc"},
			want: []string{"root.etl.adhoc"}},
		{name: "a group queue and a user queue in it", src: file("", groupUser), queues: []string{"eng.alice"},
			want: []string{"root.eng/p", "root.eng.alice"}},
		{name: "a user queue from the user rule", src: file("", `<rule name="specified" create="false"/><rule name="user"/>`), queues: []string{"alice"},
			want: []string{"root.alice"}},
		{name: "no rule makes three levels", src: file("", groupUser), queues: []string{"eng.team.alice"},
			wantWhy: "no placement rule puts an application in it"},
		{name: "below a leaf", src: byName, queues: []string{"etl.nightly.x"}, wantWhy: "root.etl.nightly is a leaf queue"},
		{name: "below root.default", src: byName, queues: []string{"default.x"}, wantWhy: "root.default is a leaf queue"},
		{name: "malformed name", src: byName, queues: []string{"users. alice"}, wantWhy: "Illegal node name"},
		{name: "drf default under a fair parent (YARN-4212)", src: `<allocations><defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>
<queue name="root"><schedulingPolicy>drf</schedulingPolicy><queue name="users" type="parent"><schedulingPolicy>fair</schedulingPolicy></queue></queue></allocations>`,
			queues: []string{"users.alice"}, wantWhy: "not allowed under root.users's policy fair"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := xmlconf.Parse([]byte(tc.src), xmlconf.Options{Hadoop: v33})
			before := len(a.Queues())
			d := tc.d
			if d == (Defaults{}) {
				d = HadoopDefaults
			}
			got, err := CreatedAtSubmission(a, v33, d, tc.queues)
			if n := len(a.Queues()); n != before {
				t.Fatalf("the file's tree changed: %d queues, was %d", n, before)
			}
			if tc.wantWhy != "" {
				var nc *NotCreatableError
				if !errors.As(err, &nc) || !strings.Contains(err.Error(), tc.wantWhy) {
					t.Fatalf("CreatedAtSubmission(%q) = %v, %v; want a NotCreatableError with %q", tc.queues, got, err, tc.wantWhy)
				}
				return
			}
			if err != nil {
				t.Fatalf("CreatedAtSubmission(%q): %v", tc.queues, err)
			}
			checkCreated(t, a, got, tc.want, tc.wantMax)
		})
	}
}

func checkCreated(t *testing.T, a *xmlconf.Allocations, got []*xmlconf.Queue, want []string, wantMax string) {
	t.Helper()
	var names []string
	for _, q := range got {
		n := q.FullName
		if !q.IsLeaf() {
			n += "/p"
		}
		names = append(names, n)
		if !q.Implicit || q.EffectiveWeight() != 1 || q.Parent == nil || q.Parent.FullName+"."+q.Name != q.FullName {
			t.Errorf("%s: implicit=%v weight=%v parent=%v", q.FullName, q.Implicit, q.EffectiveWeight(), q.Parent)
		}
	}
	if !slices.Equal(names, want) {
		t.Fatalf("created %q, want %q", names, want)
	}
	last := got[len(got)-1]
	max := ""
	if last.MaxResources.Set {
		max = last.MaxResources.Val.Absolute.Format(a.Types)
	}
	if max != wantMax {
		t.Errorf("%s max = %q, want %q", last.FullName, max, wantMax)
	}
}

package simulate

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/simcore"
)

// An unmanaged AM runs outside the cluster: the app's containers are all
// work, none is an AM, and the queue's maxAMShare does not hold it back.
// With a 0.1 maxAMShare on a 100-unit node (AM limit ceil(0.1 × 100) = 10)
// a managed app of 20-unit containers gets nothing; an unmanaged one gets
// all five.
func TestUnmanagedAM(t *testing.T) {
	for _, tc := range []struct {
		unmanaged  bool
		containers int
		amRunning  bool
	}{{false, 0, false}, {true, 5, false}} {
		l := oneNode(100, App{ID: "app", Queue: "a", User: "u", Container: res(20, 0), Containers: 5, UnmanagedAM: tc.unmanaged})
		r := newSim(t, `<queue name="a"><maxAMShare>0.1</maxAMShare></queue>`, l, unitSettings).Run(simcore.RunOptions{})
		a := r.Apps[0]
		if a.Containers != tc.containers || a.AMRunning != tc.amRunning {
			t.Errorf("unmanaged %v: %d containers, AM running %v; want %d, %v", tc.unmanaged, a.Containers, a.AMRunning, tc.containers, tc.amRunning)
		}
	}
}

// An unmanaged AM has no container, so a load cannot also size one.
func TestUnmanagedAMWithAMSize(t *testing.T) {
	l := oneNode(100, App{ID: "app", Queue: "a", User: "u", Container: res(1, 0), Containers: 1, AM: res(2, 0), UnmanagedAM: true})
	errs := l.Check()
	if len(errs) != 1 || !strings.HasPrefix(errs[0], "apps.0.am: ") {
		t.Errorf("Check() = %q, want one error at apps.0.am", errs)
	}
}

// An app whose only container is its AM does its work in the AM: with a
// runtime it finishes then, as an app with other containers does once they
// are done.
func TestAMOnlyAppFinishes(t *testing.T) {
	l := oneNode(100, App{ID: "app", Queue: "a", User: "u", Container: res(10, 0), Containers: 1, RuntimeSeconds: 5})
	r := newSim(t, `<queue name="a"/>`, l, unitSettings).Run(simcore.RunOptions{DurationMS: 10000})
	if a := r.Apps[0]; a.StoppedBy != simcore.StoppedFinished || a.Containers != 0 {
		t.Errorf("after 10 s: stopped by %q with %d containers; want finished with none (the AM ran 5 s)", a.StoppedBy, a.Containers)
	}
}

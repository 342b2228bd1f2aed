package diff

import (
	"strings"
	"testing"
)

func settingNames(ss []Setting) string {
	var out []string
	for _, s := range ss {
		out = append(out, s.Name+"="+deref(s.Old)+"→"+deref(s.New))
	}
	return strings.Join(out, "; ")
}

// TestTopLevel: top-level settings, users and placement rules compare as
// Hadoop holds them.
func TestTopLevel(t *testing.T) {
	tests := []struct {
		name, old, new, want string
	}{
		{name: "same after defaults", old: `<allocations/>`,
			new: `<allocations><queueMaxAMShareDefault>0.5</queueMaxAMShareDefault><userMaxAppsDefault>2147483647</userMaxAppsDefault></allocations>`},
		{name: "users", old: `<allocations><user name="alice"><maxRunningApps>3</maxRunningApps></user><user name="bob"/></allocations>`,
			new:  `<allocations><userMaxAppsDefault>5</userMaxAppsDefault><user name="alice"><maxRunningApps>4</maxRunningApps></user><user name="carol"/></allocations>`,
			want: `userMaxAppsDefault=unlimited→5; user "alice" maxRunningApps=3→4; user "carol" maxRunningApps=<nil>→5; user "bob" maxRunningApps=unlimited→<nil>`},
		{name: "placement rule replaced", old: `<allocations><queuePlacementPolicy><rule name="specified"/><rule name="default"/></queuePlacementPolicy></allocations>`,
			new:  `<allocations><queuePlacementPolicy><rule name="user" create="false"/><rule name="default"/></queuePlacementPolicy></allocations>`,
			want: `queuePlacementPolicy rule 1=specified create=true→user create=false`},
		{name: "placement rule inserted", old: `<allocations><queuePlacementPolicy><rule name="specified"/><rule name="default"/></queuePlacementPolicy></allocations>`,
			new:  `<allocations><queuePlacementPolicy><rule name="specified"/><rule name="primaryGroup" create="false"/><rule name="default"/></queuePlacementPolicy></allocations>`,
			want: `queuePlacementPolicy rule 2=<nil>→primaryGroup create=false`},
		{name: "timeouts in seconds", old: `<allocations><defaultMinSharePreemptionTimeout>30</defaultMinSharePreemptionTimeout></allocations>`,
			new:  `<allocations><defaultMinSharePreemptionTimeout>60</defaultMinSharePreemptionTimeout></allocations>`,
			want: `defaultMinSharePreemptionTimeout=30s→60s`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := compare(t, tc.old, tc.new)
			if got := settingNames(r.TopLevel); got != tc.want {
				t.Errorf("top level = %q, want %q", got, tc.want)
			}
		})
	}
}

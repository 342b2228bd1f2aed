package compute_test

import (
	"slices"
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestMinOvercommits checks the parents whose children's minimums exceed
// the share they split: root against the cluster, a parent against its
// steady share, and only the types the parent's policy splits.
func TestMinOvercommits(t *testing.T) {
	const src = `<allocations>
 <queue name="root">
  <schedulingPolicy>drf</schedulingPolicy>
  <queue name="eng">
    <weight>3</weight>
    <queue name="etl"><minResources>8192 mb, 40 vcores</minResources></queue>
    <queue name="adhoc"><minResources>8192 mb, 1 vcores</minResources></queue>
  </queue>
  <queue name="ops">
    <schedulingPolicy>drf</schedulingPolicy>
    <queue name="a"><minResources>1024 mb, 20 vcores</minResources></queue>
  </queue>
 </queue>
</allocations>`
	a := xmlconf.Parse([]byte(src), xmlconf.Options{})
	cluster := resource.Resource{16384, 16}
	tree := compute.NewTree(a, cluster, func(*xmlconf.Queue) bool { return true })
	s := tree.Compute(cluster)
	var got []string
	for _, o := range tree.MinOvercommits(s) {
		got = append(got, tree.Nodes[o.Parent].Name+" "+a.Types[o.Type]+" "+itoa(o.Mins)+">"+itoa(o.Share))
	}
	// root (drf): eng, ops and default have no minimums of their own. eng
	// (weight 3 of 5) gets 9831 mb: the truncated shares 3R, R, R first
	// reach 16384 at R = 3277 (9831+3277+3277); it splits memory only
	// (fair), 16384 > 9831; its 41 vcores are not split. ops (drf, weight 1 of 5:
	// 3276 mb, 3 vcores) splits vcores too: 20 > 3.
	want := []string{"root.eng memory-mb 16384>9831", "root.ops vcores 20>3"}
	if !slices.Equal(got, want) {
		t.Errorf("MinOvercommits = %q, want %q", got, want)
	}
}

func itoa(v int64) string { return fmtInt(v) }

func fmtInt(v int64) string {
	if v == 0 {
		return "0"
	}
	var b []byte
	for ; v > 0; v /= 10 {
		b = append([]byte{byte('0' + v%10)}, b...)
	}
	return string(b)
}

// TestWhyInactive checks every reason a queue has no runnable app.
func TestWhyInactive(t *testing.T) {
	const src = `<allocations>
  <queue name="plan"><reservation/></queue>
  <queue name="users" type="parent"/>
  <queue name="closed"><maxRunningApps>0</maxRunningApps></queue>
  <queue name="idle"/>
  <queue name="busy"/>
  <queue name="eng"><queue name="etl"/></queue>
</allocations>`
	a := xmlconf.Parse([]byte(src), xmlconf.Options{})
	cluster := resource.Resource{16384, 16}
	tree := compute.NewTree(a, cluster, func(q *xmlconf.Queue) bool { return q.Name == "busy" })
	s := tree.Compute(cluster)
	want := map[string]compute.Inactive{
		"root": "", "root.busy": "",
		"root.plan": compute.InactiveReservable, "root.users": compute.InactiveCreatedAtSubmission,
		"root.closed": compute.InactiveCannotRun, "root.idle": compute.InactiveNoApps,
		"root.eng": compute.InactiveNoActiveChild, "root.eng.etl": compute.InactiveNoApps,
		"root.default": compute.InactiveNoApps,
	}
	for i, nd := range tree.Nodes {
		w, ok := want[nd.Name]
		if !ok {
			t.Errorf("unexpected node %s", nd.Name)
			continue
		}
		if got := tree.WhyInactive(s, i); got != w {
			t.Errorf("WhyInactive(%s) = %q, want %q", nd.Name, got, w)
		}
	}
}

package diff

import (
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

func compare(t *testing.T, old, new string) *Result {
	t.Helper()
	r, err := Compare(side(t, "old.xml", old), side(t, "new.xml", new),
		Options{Cluster: resource.Resource{16384, 16}, Profile: hadoop.DefaultProfile()})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func queueOf(r *Result, name string) *Queue {
	for i := range r.Queues {
		if r.Queues[i].Name == name {
			return &r.Queues[i]
		}
	}
	return nil
}

func TestCompareNames(t *testing.T) {
	names := []string{"root.a-x", "root.b", "root.a.z", "root", "root.a", "root.a.b"}
	slices.SortFunc(names, compareNames)
	if got := strings.Join(names, " "); got != "root root.a root.a.b root.a.z root.a-x root.b" {
		t.Errorf("sorted = %q; want parents right before their subtrees", got)
	}
}

func TestLCSEdits(t *testing.T) {
	tests := []struct {
		a, b string
		want string
	}{
		{"x y z", "x y z", "0=0 1=1 2=2"},
		{"x y z", "x z", "0=0 1- 2=1"},
		{"x z", "x y z", "0=0 +1 1=2"},
		{"", "x", "+0"},
		{"x y", "y x", "0- 1=0 +1"},
	}
	for _, tc := range tests {
		var parts []string
		for _, e := range lcsEdits(strings.Fields(tc.a), strings.Fields(tc.b)) {
			switch {
			case e.old >= 0 && e.new >= 0:
				parts = append(parts, itoa(e.old)+"="+itoa(e.new))
			case e.old >= 0:
				parts = append(parts, itoa(e.old)+"-")
			default:
				parts = append(parts, "+"+itoa(e.new))
			}
		}
		if got := strings.Join(parts, " "); got != tc.want {
			t.Errorf("lcsEdits(%q, %q) = %q, want %q", tc.a, tc.b, got, tc.want)
		}
	}
}

func itoa(i int) string { return string(rune('0' + i)) }

// TestRenames: a removed and an added queue that write the same settings
// look like a rename; two candidates for one make it ambiguous.
func TestRenames(t *testing.T) {
	old := `<allocations><queue name="a"><weight>3</weight></queue><queue name="b"/><queue name="c"/></allocations>`
	r := compare(t, old, `<allocations><queue name="z"><weight>3</weight></queue><queue name="y"/><queue name="x"/></allocations>`)
	if q := queueOf(r, "root.z"); q == nil || q.RenameOf != "root.a" {
		t.Errorf("root.z = %+v, want a rename of root.a", q)
	}
	if q := queueOf(r, "root.y"); q == nil || q.RenameOf != "" {
		t.Errorf("root.y = %+v; two bare queues were removed, so no rename is certain", q)
	}
}

// TestDefaultReachesQueues: a changed default shows on every queue that
// uses it, from the default's position, and not on one that overrides it.
func TestDefaultReachesQueues(t *testing.T) {
	old := `<allocations>
  <queueMaxAMShareDefault>0.5</queueMaxAMShareDefault>
  <queue name="a"/>
  <queue name="b"><maxAMShare>0.9</maxAMShare></queue>
</allocations>`
	r := compare(t, old, strings.Replace(old, ">0.5<", ">0.2<", 1))
	a := queueOf(r, "root.a")
	if a == nil || len(a.Settings) != 1 || *a.Settings[0].New != "0.2" || a.Settings[0].NewPos != (xmlconf.Pos{Line: 2, Col: 3}) {
		t.Errorf("root.a settings = %+v, want maxAMShare 0.5 → 0.2 at 2:3", a)
	}
	if b := queueOf(r, "root.b"); b == nil || len(b.Settings) != 0 || b.Change != Unchanged {
		t.Errorf("root.b = %+v, want unchanged (it sets its own maxAMShare)", b)
	}
	if len(r.TopLevel) != 1 || r.TopLevel[0].Name != "queueMaxAMShareDefault" {
		t.Errorf("top level = %+v, want queueMaxAMShareDefault", r.TopLevel)
	}
}

// TestWhyChanges: a queue raised to its min says so.
func TestWhyChanges(t *testing.T) {
	old := `<allocations><queue name="a"><minResources>1024 mb, 1 vcores</minResources></queue><queue name="b"/></allocations>`
	r := compare(t, old, strings.Replace(old, "1024 mb", "12288 mb", 1))
	a := queueOf(r, "root.a")
	if a == nil || len(a.Why) == 0 || a.Why[0].Old != "weight" || a.Why[0].New != "min" {
		t.Errorf("root.a why = %+v, want steady weight → min", a)
	}
	if len(r.Losers) == 0 || r.Queues[r.Losers[0]].Name != "root.b" && r.Queues[r.Losers[0]].Name != "root.default" {
		t.Errorf("losers = %v, want root.b or root.default first", r.Losers)
	}
	if len(r.Winners) != 1 || r.Queues[r.Winners[0]].Name != "root.a" {
		t.Errorf("winners = %v, want root.a", r.Winners)
	}
}

// TestActiveUnknownEverywhere: an --active name in neither file is an
// error; one in only one file is used there.
func TestActiveUnknownEverywhere(t *testing.T) {
	old, new := side(t, "o", `<allocations><queue name="a"/></allocations>`), side(t, "n", `<allocations><queue name="b"/></allocations>`)
	o := Options{Cluster: resource.Resource{1024, 1}, ActiveSet: true, Profile: hadoop.DefaultProfile()}
	o.Active = []string{"a", "b"}
	if _, err := Compare(old, new, o); err != nil {
		t.Errorf("names on one side each: %v", err)
	}
	o.Active = []string{"c"}
	if _, err := Compare(old, new, o); err == nil {
		t.Error("a name in neither file gave no error")
	}
}

package xmlconf

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

var rootTests = []struct {
	name     string
	body     string
	queues   string
	implicit bool
	rules    []string
}{
	{"implicit", `<queue name="a"/>`, "root root.a root.default", true, nil},
	{"no queues", ``, "root root.default", true, nil},
	{"explicit", `<queue name="root"><queue name="a"/></queue>`, "root root.a root.default", false, nil},
	{"explicit leaf root", `<queue name="root"/>`, "root root.default", false, nil},
	{"pool root", `<pool name="root"><pool name="a"/></pool>`, "root root.a root.default", false, []string{RuleDeprecatedElement, RuleDeprecatedElement}},
	{"root beside a sibling", `<queue name="a"/><queue name="root"><queue name="b"/></queue>`, "root root.a root.b root.default", false, []string{RuleRootWithSiblings}},
	{"sibling after root", `<queue name="root"/><queue name="a"/>`, "root root.a root.default", false, []string{RuleRootWithSiblings}},
	{"ROOT is root with another name", `<queue name="ROOT"><weight>3</weight><queue name="x"/></queue>`, "root root.ROOT root.ROOT.x root.default", true, []string{RuleRootNameCase}},
	{"Root beside a sibling", `<queue name="Root"/><queue name="a"/>`, "root root.Root root.a root.default", true, []string{RuleRootWithSiblings, RuleRootNameCase}},
	{"spaced root is a child named root", `<queue name=" root "/>`, "root root.root root.default", true, nil},
	{"nested root", `<queue name="a"><queue name="root"/></queue>`, "root root.a root.a.root root.default", true, nil},
	{"root inside root", `<queue name="root"><queue name="root"/></queue>`, "root root.root root.default", false, nil},
}

func TestRoot(t *testing.T) {
	for _, tc := range rootTests {
		t.Run(tc.name, func(t *testing.T) {
			a, is := parse(alloc(tc.body))
			if got := names(a); got != tc.queues {
				t.Errorf("queues = %q, want %q", got, tc.queues)
			}
			if a.Root.Implicit != tc.implicit || !a.Root.IsParent || a.Root.FullName != "root" || a.Root.Parent != nil {
				t.Errorf("root: implicit %v parent %v name %q, want implicit %v, a parent named root", a.Root.Implicit, a.Root.IsParent, a.Root.FullName, tc.implicit)
			}
			if fmt.Sprint(ruleIDs(is)) != fmt.Sprint(tc.rules) && len(is)+len(tc.rules) > 0 {
				t.Errorf("issues = %v, want rules %v", is, tc.rules)
			}
		})
	}
}

func TestRootSettings(t *testing.T) {
	t.Run("explicit root keeps its settings", func(t *testing.T) {
		a, _ := parse(alloc(`<queue name="root"><schedulingPolicy>drf</schedulingPolicy><aclSubmitApps>ops </aclSubmitApps><queue name="a"/></queue>`))
		if a.Root.Policy != PolicyDRF || a.Root.ACLSubmitApps.Val != "ops " || len(a.Root.Decls) != 1 || a.Root.Pos != (Pos{Line: 1, Col: 14}) {
			t.Errorf("root: policy %s acl %q decls %d pos %v, want drf, \"ops \", 1, 1:14", a.Root.Policy, a.Root.ACLSubmitApps.Val, len(a.Root.Decls), a.Root.Pos)
		}
	})
	t.Run("mis-cased root settings are lost", func(t *testing.T) {
		a, is := parse(alloc(`<queue name="ROOT"><weight>3</weight><queue name="x"><weight>2</weight></queue></queue>`))
		i := wantIssue(t, is, RuleRootNameCase, `"ROOT"`)
		if i.Queue != "root.ROOT" {
			t.Errorf("issue queue = %q, want root.ROOT", i.Queue)
		}
		for _, name := range []string{"root.ROOT", "root.ROOT.x"} {
			if q := mustFind(t, a, name); q.Weight.Set || q.Weight.Val != 1 || q.Implicit || len(q.Decls) != 1 {
				t.Errorf("%s: weight %v (set %v), implicit %v, %d decls; want the default 1, declared once", name, q.Weight.Val, q.Weight.Set, q.Implicit, len(q.Decls))
			}
		}
		if !a.Root.Implicit || a.Root.Weight.Set {
			t.Errorf("root implicit %v, weight set %v; want an implicit root with defaults", a.Root.Implicit, a.Root.Weight.Set)
		}
	})
	t.Run("two root elements are merged", func(t *testing.T) {
		a, is := parse(alloc(`<queue name="root"><weight>3</weight><queue name="a"/></queue><queue name="root"><maxRunningApps>4</maxRunningApps><queue name="a"><weight>2</weight></queue></queue>`))
		if len(withRule(is, RuleRootWithSiblings)) != 2 {
			t.Errorf("issues = %v, want two root-with-siblings", is)
		}
		if a.Root.Weight.Val != 3 || a.Root.MaxRunningApps.Val != 4 || len(a.Root.Decls) != 2 {
			t.Errorf("root weight %v maxRunningApps %d decls %d, want 3, 4, 2", a.Root.Weight.Val, a.Root.MaxRunningApps.Val, len(a.Root.Decls))
		}
		if q := mustFind(t, a, "root.a"); q.Weight.Val != 2 || len(q.Decls) != 2 {
			t.Errorf("root.a weight %v decls %d, want 2 and 2", q.Weight.Val, len(q.Decls))
		}
	})
}

func TestRootDefault(t *testing.T) {
	t.Run("implicit", func(t *testing.T) {
		a, _ := parse(alloc(`<queue name="a"/>`))
		d := mustFind(t, a, "root.default")
		if !d.Implicit || d.Weight.Val != 1 || d.Weight.Set || !d.IsLeaf() || len(d.Decls) != 0 || d.Pos.IsValid() || d.Parent != a.Root {
			t.Errorf("root.default = %+v, want an implicit leaf of root with weight 1", d)
		}
	})
	for _, body := range []string{
		`<queue name="default"><weight>3</weight></queue>`,
		`<queue name="root"><queue name=" default"><weight>3</weight></queue></queue>`,
	} {
		t.Run("declared "+body, func(t *testing.T) {
			a, _ := parse(alloc(body))
			d := mustFind(t, a, "root.default")
			if d.Implicit || d.Weight.Val != 3 || len(d.Decls) != 1 || strings.Count(names(a), "root.default") != 1 {
				t.Errorf("root.default implicit %v weight %v decls %d, queues %q; want one declared default with weight 3", d.Implicit, d.Weight.Val, len(d.Decls), names(a))
			}
		})
	}
}

var parentAndLeafTests = []struct {
	name     string
	body     string
	parent   bool
	leaf     bool
	rules    []string
	issueMsg string
}{
	{"leaf", `<queue name="a"/>`, false, true, nil, ""},
	{"children", `<queue name="a"><queue name="c"/></queue>`, true, false, nil, ""},
	{"type parent", `<queue name="a" type="parent"/>`, true, false, nil, ""},
	{"type Parent is a no-op", `<queue name="a" type="Parent"/>`, false, true, nil, ""},
	{"type with spaces is a no-op", `<queue name="a" type=" parent"/>`, false, true, nil, ""},
	{"type leaf with children", `<queue name="a" type="leaf"><queue name="c"/></queue>`, true, false, nil, ""},
	{"reservation queue is recorded as parent", `<queue name="a"><reservation/></queue>`, true, false, nil, ""},
	{"rejected child still makes a parent", `<queue name="a"><queue name=""/></queue>`, true, false, []string{RuleInvalidQueueName}, ""},
	{"reservation with children", `<queue name="a"><reservation/><queue name="c"/></queue>`, true, false, []string{RuleReservationOnParent},
		"The configuration settings for root.a are invalid. A queue element that contains child queue elements or that has the type='parent' attribute cannot also include a reservation element."},
	{"reservation with type parent", `<queue name="a" type="parent"><reservation/></queue>`, true, false, []string{RuleReservationOnParent}, "cannot also include a reservation element."},
	{"maxAMShare with children", `<queue name="a"><maxAMShare>0.1</maxAMShare><queue name="c"/></queue>`, true, false, []string{RuleMaxAMShareOnParent},
		"The configuration settings for root.a are invalid. A queue element that contains child queue elements or that has the type='parent' attribute cannot also include a maxAMShare element."},
	{"maxAMShare with type parent", `<queue name="a" type="parent"><maxAMShare>0.1</maxAMShare></queue>`, true, false, []string{RuleMaxAMShareOnParent}, "maxAMShare element"},
	{"maxAMShare from an earlier declaration", `<queue name="a"><maxAMShare>0.1</maxAMShare></queue><queue name="a" type="parent"/>`, true, false, []string{RuleMaxAMShareOnParent}, "set by an earlier declaration"},
	{"maxAMShare in a later leaf declaration is accepted", `<queue name="a" type="parent"/><queue name="a"><maxAMShare>0.1</maxAMShare></queue>`, true, false, nil, ""},
	{"maxAMShare on root without children", `<queue name="root"><maxAMShare>0.1</maxAMShare></queue>`, true, false, nil, ""},
}

func TestParentAndLeaf(t *testing.T) {
	for _, tc := range parentAndLeafTests {
		t.Run(tc.name, func(t *testing.T) {
			a, is := parse(alloc(tc.body))
			q := a.Root
			if a.Find("root.a") != nil {
				q = a.Find("root.a")
			}
			if q.IsParent != tc.parent || q.IsLeaf() != tc.leaf {
				t.Errorf("%s: parent %v leaf %v, want %v %v", q.FullName, q.IsParent, q.IsLeaf(), tc.parent, tc.leaf)
			}
			if fmt.Sprint(ruleIDs(is)) != fmt.Sprint(tc.rules) && len(is)+len(tc.rules) > 0 {
				t.Errorf("issues = %v, want rules %v", is, tc.rules)
			}
			if tc.issueMsg != "" {
				wantIssue(t, is, tc.rules[0], tc.issueMsg)
			}
		})
	}
}

func TestDuplicateQueues(t *testing.T) {
	t.Run("top level", func(t *testing.T) {
		a, is := parse(alloc("\n<queue name=\"a\"><weight>2</weight><maxRunningApps>1</maxRunningApps></queue>\n<queue name=\" a\"><maxRunningApps>3</maxRunningApps></queue>"))
		wantNoIssues(t, is)
		q := mustFind(t, a, "root.a")
		if q.Weight.Val != 2 || q.MaxRunningApps.Val != 3 {
			t.Errorf("merged root.a: weight %v maxRunningApps %d, want 2 and 3", q.Weight.Val, q.MaxRunningApps.Val)
		}
		if len(q.Decls) != 2 || q.Decls[0].Pos != (Pos{Line: 2, Col: 1}) || q.Decls[1].Pos != (Pos{Line: 3, Col: 1}) || q.Pos != (Pos{Line: 2, Col: 1}) {
			t.Errorf("decls = %+v, want 2:1 and 3:1", q.Decls)
		}
		if strings.Count(names(a), "root.a") != 1 {
			t.Errorf("queues = %q, want root.a once", names(a))
		}
	})
	t.Run("nested siblings", func(t *testing.T) {
		a, _ := parse(alloc(`<queue name="p"><queue name="c"><weight>2</weight></queue><pool name="c"><maxRunningApps>3</maxRunningApps></pool></queue>`))
		c := mustFind(t, a, "root.p.c")
		if c.Weight.Val != 2 || c.MaxRunningApps.Val != 3 || len(c.Decls) != 2 || c.Decls[1].Tag() != "pool" {
			t.Errorf("root.p.c: weight %v maxRunningApps %d decls %+v", c.Weight.Val, c.MaxRunningApps.Val, c.Decls)
		}
		if got := names(a); got != "root root.p root.p.c root.default" {
			t.Errorf("queues = %q", got)
		}
	})
	t.Run("subtrees merge", func(t *testing.T) {
		a, _ := parse(alloc(`<queue name="p"><queue name="x"/></queue><queue name="p"><queue name="y"/><queue name="x"><weight>5</weight></queue></queue>`))
		if got := names(a); got != "root root.p root.p.x root.p.y root.default" {
			t.Errorf("queues = %q", got)
		}
		if mustFind(t, a, "root.p.x").Weight.Val != 5 {
			t.Errorf("root.p.x weight not merged")
		}
	})
	t.Run("leaf and parent kinds", func(t *testing.T) {
		a, _ := parse(alloc(`<queue name="a"/><queue name="a" type="parent"/>`))
		q := mustFind(t, a, "root.a")
		if !q.IsParent || q.Decls[0].IsParent || !q.Decls[1].IsParent {
			t.Errorf("root.a parent %v decls %+v, want a parent declared as leaf then parent", q.IsParent, q.Decls)
		}
	})
	t.Run("allowPreemptionFrom false in any declaration", func(t *testing.T) {
		a, _ := parse(alloc(`<queue name="a"><allowPreemptionFrom>false</allowPreemptionFrom></queue><queue name="a"><allowPreemptionFrom>true</allowPreemptionFrom></queue>`))
		if q := mustFind(t, a, "root.a"); q.AllowPreemptionFrom.Val {
			t.Errorf("root.a allowPreemptionFrom = true, want false")
		}
	})
	t.Run("ACL of a later declaration wins", func(t *testing.T) {
		a, _ := parse(alloc(`<queue name="a"><aclSubmitApps>x</aclSubmitApps></queue><queue name="a"/><queue name="a"><aclAdministerApps>y</aclAdministerApps></queue>`))
		q := mustFind(t, a, "root.a")
		if q.ACLSubmitApps.Val != "x" || q.ACLAdministerApps.Val != "y" {
			t.Errorf("ACLs = %q %q, want x y", q.ACLSubmitApps.Val, q.ACLAdministerApps.Val)
		}
	})
}

var effectivePolicyTests = []struct {
	name string
	body string
	want string // "queue=policy ..."
}{
	{"fair by default", `<queue name="p"><queue name="c"/></queue>`, "root=fair root.p=fair root.p.c=fair root.default=fair"},
	{"default policy", `<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy><queue name="p"><queue name="c"/></queue>`,
		"root=drf root.p=drf root.p.c=drf root.default=drf"},
	{"never the parent's", `<queue name="p"><schedulingPolicy>drf</schedulingPolicy><queue name="c"/></queue>`,
		"root=fair root.p=drf root.p.c=fair root.default=fair"},
	{"own policy", `<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy><queue name="p"><queue name="c"><schedulingPolicy>fifo</schedulingPolicy></queue></queue>`,
		"root=drf root.p=drf root.p.c=fifo root.default=drf"},
	{"explicit root", `<queue name="root"><schedulingPolicy>drf</schedulingPolicy><queue name="c"/></queue>`, "root=drf root.c=fair root.default=fair"},
	{"fifo root stays fair", `<queue name="root"><schedulingPolicy>fifo</schedulingPolicy></queue>`, "root=fair root.default=fair"},
	{"rejected default policy", `<defaultQueueSchedulingPolicy>fifo</defaultQueueSchedulingPolicy><queue name="c"/>`, "root=fair root.c=fair root.default=fair"},
}

func TestEffectivePolicy(t *testing.T) {
	for _, tc := range effectivePolicyTests {
		t.Run(tc.name, func(t *testing.T) {
			a, _ := parse(alloc(tc.body))
			var got []string
			a.Root.Walk(func(q *Queue) { got = append(got, q.FullName+"="+string(q.Policy)) })
			if strings.Join(got, " ") != tc.want {
				t.Errorf("policies = %q, want %q", strings.Join(got, " "), tc.want)
			}
		})
	}
}

var notCreatedTests = []struct {
	name string
	body string
	want map[string]NotCreatedCause // queues not listed are created
	msg  string                     // part of the first listed queue's NotCreated
}{
	{"all created", `<queue name="p"><queue name="c"><schedulingPolicy>fifo</schedulingPolicy></queue></queue>`, nil, ""},
	{"drf under fair", `<queue name="p"><queue name="c"><schedulingPolicy>drf</schedulingPolicy></queue></queue>`,
		map[string]NotCreatedCause{"root.p.c": CausePolicyNotAllowed}, "Can't create queue 'root.p.c',the child scheduling policy is not allowed by parent queue!"},
	{"drf under fair through the default policy", `<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy><queue name="p"><schedulingPolicy>fair</schedulingPolicy><queue name="c"/><queue name="f"><schedulingPolicy>fair</schedulingPolicy></queue></queue>`,
		map[string]NotCreatedCause{"root.p.c": CausePolicyNotAllowed}, "(drf under fair)"},
	{"drf under drf", `<queue name="root"><schedulingPolicy>drf</schedulingPolicy><queue name="c"><schedulingPolicy>drf</schedulingPolicy></queue></queue>`, nil, ""},
	{"anything under a custom policy", `<queue name="p"><schedulingPolicy>com.x.P</schedulingPolicy><queue name="c"><schedulingPolicy>drf</schedulingPolicy></queue></queue>`, nil, ""},
	{"fifo parent", `<queue name="p"><schedulingPolicy>fifo</schedulingPolicy><queue name="c"><queue name="g"/></queue></queue>`,
		map[string]NotCreatedCause{"root.p": CauseFIFOParent, "root.p.c": CauseAncestor, "root.p.c.g": CauseAncestor}, "Can't create queue 'root.p', since FIFO is only for leaf queues."},
	{"fifo on a type=parent queue", `<queue name="p" type="parent"><schedulingPolicy>fifo</schedulingPolicy></queue>`,
		map[string]NotCreatedCause{"root.p": CauseFIFOParent}, "FIFO is only for leaf queues"},
	{"fifo class name as default breaks parents", `<defaultQueueSchedulingPolicy>` + ClassFIFO + `</defaultQueueSchedulingPolicy><queue name="p"><queue name="c"/></queue><queue name="l"/>`,
		map[string]NotCreatedCause{"root.p": CauseFIFOParent, "root.p.c": CauseAncestor}, "FIFO is only for leaf queues"},
	{"children of root.default", `<queue name="default"><queue name="x"><queue name="y"/></queue></queue>`,
		map[string]NotCreatedCause{"root.default.x": CauseUnderDefault, "root.default.x.y": CauseAncestor}, "below root.default"},
	{"subtree of a queue not created", `<queue name="p"><queue name="c"><schedulingPolicy>drf</schedulingPolicy><queue name="g"><queue name="h"/></queue></queue></queue>`,
		map[string]NotCreatedCause{"root.p.c": CausePolicyNotAllowed, "root.p.c.g": CauseAncestor, "root.p.c.g.h": CauseAncestor}, ""},
}

func TestNotCreated(t *testing.T) {
	for _, tc := range notCreatedTests {
		t.Run(tc.name, func(t *testing.T) {
			a, is := parse(alloc(tc.body))
			if len(withRule(is, RuleFIFODefaultPolicy)) > 0 {
				t.Errorf("issues = %v, want no fifo-default-policy", is)
			}
			first := true
			a.Root.Walk(func(q *Queue) {
				want := tc.want[q.FullName]
				if q.NotCreatedCause != want || (q.NotCreated == "") != (want == Created) {
					t.Errorf("%s: cause %d (%q), want %d", q.FullName, q.NotCreatedCause, q.NotCreated, want)
				}
				if want != Created && first && !strings.Contains(q.NotCreated, tc.msg) {
					t.Errorf("%s: NotCreated = %q, want it to contain %q", q.FullName, q.NotCreated, tc.msg)
				}
				if want != Created {
					first = false
				}
			})
			if a.Root.Policy != PolicyFair && len(tc.want) > 0 && tc.want["root.p"] == CauseFIFOParent {
				t.Errorf("root policy = %s, want fair", a.Root.Policy)
			}
		})
	}
}

func TestQueuesListsTheTreeInWalkOrder(t *testing.T) {
	src := `<allocations><queue name="a"><queue name="a1"/><queue name="a2"/></queue><queue name="b"/><queue name="a"><queue name="a3"/></queue></allocations>`
	a := Parse([]byte(src), Options{})
	want := []string{"root", "root.a", "root.a.a1", "root.a.a2", "root.a.a3", "root.b", "root.default"}
	names := func(qs []*Queue) []string {
		var out []string
		for _, q := range qs {
			out = append(out, q.FullName)
		}
		return out
	}
	if got := names(a.Queues()); !slices.Equal(got, want) {
		t.Errorf("Queues() = %v, want %v", got, want)
	}
	built := &Allocations{Root: a.Root} // not from Parse: walks the tree
	if got := names(built.Queues()); !slices.Equal(got, want) {
		t.Errorf("Queues() of a model not from Parse = %v, want %v", got, want)
	}
}

// TestParentLinks checks that every queue's Parent is the queue whose
// Children hold it, on the builds that move children between queues:
// merged duplicates, root declared after its siblings, a second root
// element, a mis-cased root (copied bare) and nested duplicates.
func TestParentLinks(t *testing.T) {
	for _, src := range []string{
		`<allocations><queue name="a"><queue name="b"/></queue><queue name="a"><queue name="c"><queue name="d"/></queue></queue></allocations>`,
		`<allocations><queue name="x"><queue name="y"/></queue><queue name="root"><queue name="z"><queue name="w"/></queue></queue></allocations>`,
		`<allocations><queue name="root"><queue name="a"/></queue><queue name="root"><queue name="a"><queue name="b"/></queue></queue></allocations>`,
		`<allocations><queue name="ROOT"><queue name="a"><queue name="b"/></queue></queue><queue name="q"/></allocations>`,
		`<allocations><queue name="p"><queue name="c"><queue name="e"/></queue><queue name="c"><queue name="f"/></queue></queue></allocations>`,
	} {
		a := Parse([]byte(src), Options{})
		if a.Root.Parent != nil {
			t.Errorf("%s: root has a parent %s", src, a.Root.Parent.FullName)
		}
		n := 0
		a.Root.Walk(func(q *Queue) {
			for _, c := range q.Children {
				n++
				if c.Parent != q {
					t.Errorf("%s: %s has parent %p, want %s (%p)", src, c.FullName, c.Parent, q.FullName, q)
				}
			}
		})
		if n < 3 {
			t.Errorf("%s: only %d children checked", src, n)
		}
	}
}

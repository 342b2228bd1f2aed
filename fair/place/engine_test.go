package place

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
)

// Every rule kind, with and without create, on a file declaring
// root.eng (parent) with root.eng.etl (leaf), root.alice and root.analysts.
func TestRuleKinds(t *testing.T) {
	queues := parent("eng") + leaf("eng.etl") + leaf("alice") + leaf("analysts")
	tests := []struct {
		name, rules string
		user        string
		groups      []string
		queue       string
		want        string
		ruleIndex   int
	}{
		{"specified create", `<rule name="specified"/><rule name="reject"/>`, "bob", nil, "newq", "root.newq", 1},
		{"specified create=false, undeclared", `<rule name="specified" create="false"/><rule name="reject"/>`, "bob", nil, "newq", "rejected", 2},
		{"specified create=false, declared", `<rule name="specified" create="false"/><rule name="reject"/>`, "bob", nil, "alice", "root.alice", 1},
		{"specified with root. prefix", `<rule name="specified" create="false"/><rule name="reject"/>`, "bob", nil, "root.eng.etl", "root.eng.etl", 1},
		{"specified without root. prefix", `<rule name="specified" create="false"/><rule name="reject"/>`, "bob", nil, "eng.etl", "root.eng.etl", 1},
		{"specified root.default is placed", `<rule name="specified"/><rule name="user"/>`, "bob", nil, "root.default", "root.default", 1},
		{"specified default goes on", `<rule name="specified"/><rule name="user"/>`, "bob", nil, "default", "root.bob", 2},
		{"specified empty request means default", `<rule name="specified"/><rule name="user"/>`, "bob", nil, "", "root.bob", 2},
		{"specified leading space", `<rule name="specified"/><rule name="user"/>`, "bob", nil, " a", "rejected", 1},
		{"specified leading dot", `<rule name="specified"/><rule name="user"/>`, "bob", nil, ".a", "rejected", 1},
		{"specified trailing dot", `<rule name="specified"/><rule name="user"/>`, "bob", nil, "a.", "rejected", 1},
		{"user create", `<rule name="user"/>`, "bob", nil, "", "root.bob", 1},
		{"user create=false declared", `<rule name="user" create="false"/><rule name="reject"/>`, "alice", nil, "", "root.alice", 1},
		{"user create=false undeclared", `<rule name="user" create="false"/><rule name="reject"/>`, "bob", nil, "", "rejected", 2},
		{"user with dots", `<rule name="user"/>`, "j.r.smith", nil, "", "root.j_dot_r_dot_smith", 1},
		{"user with spaces is trimmed", `<rule name="user"/>`, " bob\t", nil, "", "root.bob", 1},
		{"primaryGroup create", `<rule name="primaryGroup"/>`, "bob", []string{"devs", "analysts"}, "", "root.devs", 1},
		{"primaryGroup create=false declared", `<rule name="primaryGroup" create="false"/><rule name="reject"/>`, "bob", []string{"analysts"}, "", "root.analysts", 1},
		{"primaryGroup create=false undeclared", `<rule name="primaryGroup" create="false"/><rule name="default"/>`, "bob", []string{"devs"}, "", "root.default", 2},
		{"primaryGroup no groups", `<rule name="primaryGroup" create="false"/><rule name="default"/>`, "bob", nil, "", "rejected", 1},
		{"primaryGroup with dots", `<rule name="primaryGroup"/>`, "bob", []string{"a.b"}, "", "root.a_dot_b", 1},
		{"secondary includes the primary group (3.3)", `<rule name="secondaryGroupExistingQueue"/><rule name="default"/>`, "bob", []string{"analysts", "x"}, "", "root.analysts", 1},
		{"secondary takes the first declared", `<rule name="secondaryGroupExistingQueue"/><rule name="default"/>`, "bob", []string{"x", "alice", "analysts"}, "", "root.alice", 1},
		{"secondary none declared", `<rule name="secondaryGroupExistingQueue" create="false"/><rule name="default"/>`, "bob", []string{"x"}, "", "root.default", 2},
		{"secondary empty groups passes", `<rule name="secondaryGroupExistingQueue"/><rule name="default"/>`, "bob", nil, "", "root.default", 2},
		{"secondary under a parent rule", `<rule name="secondaryGroupExistingQueue"><rule name="specified" create="false"/></rule><rule name="default"/>`, "bob", []string{"x", "etl"}, "eng", "root.eng.etl", 1},
		{"nested create", `<rule name="nestedUserQueue"><rule name="primaryGroup"/></rule>`, "bob", []string{"eng"}, "", "root.eng.bob", 1},
		{"nested create=false undeclared", `<rule name="nestedUserQueue" create="false"><rule name="primaryGroup"/></rule><rule name="default"/>`, "bob", []string{"eng"}, "", "root.default", 2},
		{"nested create=false declared", `<rule name="nestedUserQueue" create="false"><rule name="primaryGroup"/></rule><rule name="default"/>`, "etl", []string{"eng"}, "", "root.eng.etl", 1},
		{"nested parent rule throws", `<rule name="nestedUserQueue"><rule name="primaryGroup"/></rule>`, "bob", nil, "", "rejected", 1},
		{"user under a parent rule", `<rule name="user"><rule name="primaryGroup" create="false"/></rule><rule name="default"/>`, "bob", []string{"eng"}, "", "root.eng.bob", 1},
		{"primaryGroup under user", `<rule name="primaryGroup"><rule name="user" create="false"/></rule><rule name="default"/>`, "alice", []string{"g"}, "", "root.default", 2},
		{"default create", `<rule name="default" queue="eng.adhoc"/>`, "bob", nil, "", "root.eng.adhoc", 1},
		{"default root prefix kept", `<rule name="default" queue="root.eng.adhoc"/>`, "bob", nil, "", "root.eng.adhoc", 1},
		{"default create=false declared", `<rule name="specified" create="false"/><rule name="default" queue="alice" create="false"/><rule name="reject"/>`, "bob", nil, "", "root.alice", 2},
		{"default create=false undeclared", `<rule name="specified" create="false"/><rule name="default" queue="x" create="false"/><rule name="reject"/>`, "bob", nil, "", "rejected", 3},
		{"default illegal queue falls back", `<rule name="default" queue=" x"/>`, "bob", nil, "", "root.default", 1},
		{"default empty queue", `<rule name="default" queue=""/>`, "bob", nil, "", "root.default", 1},
		{"reject", `<rule name="reject"/>`, "bob", nil, "q", "rejected", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := engine(t, file(queues, tc.rules), v33, HadoopDefaults)
			if e.Policy.Refused != "" {
				t.Fatalf("refused: %s", e.Policy.Refused)
			}
			r := e.Place(placement.Submission{User: tc.user, Groups: tc.groups, Queue: tc.queue})
			if got := outcome(r); got != tc.want {
				t.Fatalf("got %s (%s), want %s", got, r.Reason, tc.want)
			}
			if r.Rule == nil || r.Rule.Index != tc.ruleIndex {
				t.Errorf("deciding rule = %+v, want index %d", r.Rule, tc.ruleIndex)
			}
			if len(r.Trace) != tc.ruleIndex {
				t.Errorf("trace has %d steps, want %d", len(r.Trace), tc.ruleIndex)
			}
		})
	}
}

func TestDerivedPolicies(t *testing.T) {
	tests := []struct {
		allow, uadq bool
		rules       string
		queue, user string
		want        string
	}{
		{true, true, "specified(true) user(true)", "default", "bob", "root.bob"},
		{true, true, "specified(true) user(true)", "newq", "bob", "root.newq"},
		{true, false, "specified(true) default(true)", "default", "bob", "root.default"},
		{false, true, "specified(false) user(false) default(true)", "newq", "bob", "root.default"},
		{false, true, "specified(false) user(false) default(true)", "default", "alice", "root.alice"},
		{false, false, "specified(false) default(true)", "alice", "bob", "root.alice"},
		{false, false, "specified(false) default(true)", "newq", "bob", "root.default"},
	}
	for _, tc := range tests {
		d := Defaults{AllowUndeclaredPools: tc.allow, UserAsDefaultQueue: tc.uadq}
		e := engine(t, file(leaf("alice"), ""), v33, d)
		var got []string
		for _, r := range e.Policy.Rules {
			got = append(got, r.Kind.String()+"("+map[bool]string{true: "true", false: "false"}[r.Create]+")")
		}
		if strings.Join(got, " ") != tc.rules || e.Policy.Source != placement.SourceYarnSite {
			t.Errorf("%+v: rules %v (%s), want %s", d, got, e.Policy.Source, tc.rules)
		}
		if r := e.Place(placement.Submission{User: tc.user, Queue: tc.queue}); outcome(r) != tc.want {
			t.Errorf("%+v: Place(%s, %s) = %s, want %s", d, tc.queue, tc.user, outcome(r), tc.want)
		}
	}
	// The yarn-site settings are ignored when the file has a policy.
	e := engine(t, file("", `<rule name="reject"/>`), v33, Defaults{})
	if e.Policy.Source != placement.SourceFile || len(e.Policy.Rules) != 1 {
		t.Errorf("file policy not used: %+v", e.Policy)
	}
}

// The scheduler refuses what the policy chose: a parent queue, a child of
// a leaf (root.default), a queue whose policy its parent does not allow, a
// fifo parent to be created.
func TestSchedulerRefusals(t *testing.T) {
	queues := parent("eng") + `<queue name="fairp" type="parent"><schedulingPolicy>fair</schedulingPolicy></queue>` + "\n" +
		`<queue name="drfq"><schedulingPolicy>drf</schedulingPolicy></queue>` + leaf("plain")
	tests := []struct {
		name, extra, queue, want, reason string
	}{
		{"parent queue", "", "eng", "refused:root.eng", "is a parent queue"},
		{"root", "", "root", "refused:root", "is a parent queue"},
		{"child of root.default", "", "root.default.x", "refused:root.default.x", "root.default is a leaf queue"},
		{"child of a declared leaf", "", "plain.x", "refused:root.plain.x", "root.plain is a leaf queue"},
		{"under a queue the scheduler does not create", "", "drfq.x", "refused:root.drfq.x", "its policy drf is not allowed under root's policy fair"},
		{"drf default policy under fair", "<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>", "fairp.x", "refused:root.fairp.x", "is not allowed under root.fairp's policy fair"},
		{"fifo parent", `<queue name="f"><schedulingPolicy>fifo</schedulingPolicy><queue name="b"/></queue>`, "f.x", "refused:root.f.x", "policy is fifo"},
		{"empty part", "", "a..b", "refused:root.a..b", "Illegal node name at offset"},
		{"fine", "", "eng.new", "root.eng.new", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := engine(t, file(tc.extra+queues, `<rule name="specified"/><rule name="reject"/>`), v33, HadoopDefaults)
			r := e.Place(placement.Submission{User: "u", Queue: tc.queue})
			if outcome(r) != tc.want || !strings.Contains(r.Reason, tc.reason) {
				t.Errorf("got %s (%q), want %s with %q", outcome(r), r.Reason, tc.want, tc.reason)
			}
		})
	}
}

func TestCreatedAndSettings(t *testing.T) {
	src := file(`<queueMaxAppsDefault>7</queueMaxAppsDefault><queueMaxAMShareDefault>0.3</queueMaxAMShareDefault>
<queueMaxResourcesDefault>4096 mb, 4 vcores</queueMaxResourcesDefault>
<queue name="eng" type="parent"><maxChildResources>2048 mb, 2 vcores</maxChildResources></queue>
<queue name="etl"><weight>3</weight><maxResources>1024 mb, 1 vcores</maxResources></queue>`, `<rule name="specified"/><rule name="reject"/>`)
	e := engine(t, src, v33, HadoopDefaults)
	r := e.Place(placement.Submission{User: "u", Queue: "eng.a.b"})
	if !r.Created || strings.Join(r.CreatedQueues, " ") != "root.eng.a root.eng.a.b" {
		t.Fatalf("created = %v %v", r.Created, r.CreatedQueues)
	}
	s := r.Settings
	if s.Source != "dynamic" || s.Weight != 1 || s.MaxRunningApps != 7 || s.MaxAMShare != 0.3 || s.Policy != "fair" || s.MaxResources != "memory-mb=4096, vcores=4" {
		t.Errorf("dynamic settings = %+v", s)
	}
	r = e.Place(placement.Submission{User: "u", Queue: "eng.c"})
	if r.Settings.MaxResources != "memory-mb=2048, vcores=2" {
		t.Errorf("child of a parent with maxChildResources: %+v", r.Settings)
	}
	r = e.Place(placement.Submission{User: "u", Queue: "eng.a.b"})
	if r.Created {
		t.Errorf("second submission to root.eng.a.b created it again")
	}
	r = e.Place(placement.Submission{User: "u", Queue: "etl"})
	if r.Created || r.Settings.Source != "declared" || r.Settings.Weight != 3 || r.Settings.MaxResources != "memory-mb=1024, vcores=1" {
		t.Errorf("declared settings = %+v", r.Settings)
	}
	if got := strings.Join(e.Tree.Created(), " "); got != "root.eng.a root.eng.a.b root.eng.c" {
		t.Errorf("Created() = %s", got)
	}
}

// Before YARN-8967 (3.2 and 2.x): secondaryGroupExistingQueue skips the
// primary group, default create=false is terminal, create="" is false,
// and nestedUserQueue takes the first nested <rule>.
func TestLegacyPlacement(t *testing.T) {
	queues := leaf("analysts") + parent("eng")
	tests := []struct {
		name, rules string
		groups      []string
		queue, want string
		refused     string
	}{
		{"secondary skips the primary group", `<rule name="secondaryGroupExistingQueue"/><rule name="default"/>`, []string{"analysts"}, "", "root.default", ""},
		{"secondary finds a later group", `<rule name="secondaryGroupExistingQueue"/><rule name="default"/>`, []string{"x", "analysts"}, "", "root.analysts", ""},
		{"default create=false parses", `<rule name="specified" create="false"/><rule name="default" create="false" queue="nope"/>`, nil, "", "rejected", ""},
		{"create empty is false", `<rule name="user" create=""/><rule name="default"/>`, nil, "", "root.default", ""},
		{"nested first rule child", `<rule name="nestedUserQueue"><rule name="primaryGroup"/><rule name="user"/></rule><rule name="default"/>`, []string{"eng"}, "", "root.eng.bob", ""},
		{"nested never terminal", `<rule name="specified"/><rule name="nestedUserQueue"><rule name="primaryGroup"/></rule><rule name="default"/>`, []string{"g"}, "", "root.g.bob", ""},
		{"any element is a rule", `<rule name="specified"/><notarule/><rule name="default"/>`, nil, "", "", "No name provided for a rule element"},
		{"0-based index", `<rule name="specified"/><rule name="default"/><rule name="user"/>`, nil, "", "", "Rules after rule 1 in queue placement policy"},
		{"default queue only prefixed", `<rule name="default" queue=" x"/>`, nil, "", "refused:root. x", ""},
		{"nested without rule child", `<rule name="nestedUserQueue"/><rule name="default"/>`, nil, "", "", "No nested rule specified"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := engine(t, file(queues, tc.rules), v32, HadoopDefaults)
			if tc.refused != "" {
				if !strings.Contains(e.Policy.Refused, tc.refused) {
					t.Fatalf("refused = %q, want %q", e.Policy.Refused, tc.refused)
				}
				return
			}
			if e.Policy.Refused != "" {
				t.Fatalf("refused: %s", e.Policy.Refused)
			}
			r := e.Place(placement.Submission{User: "bob", Groups: tc.groups, Queue: tc.queue})
			if got := outcome(r); got != tc.want {
				t.Errorf("got %s (%s), want %s", got, r.Reason, tc.want)
			}
		})
	}
}

func TestImplicitRootDefaultByVersion(t *testing.T) {
	rules := `<rule name="specified" create="false"/><rule name="default" create="false"/><rule name="reject"/>`
	for _, prof := range []hadoop.Profile{v33, v34} {
		e := engine(t, file("", rules), prof, HadoopDefaults)
		// root.default is never a configured queue unless declared.
		if r := e.Place(placement.Submission{User: "u"}); !r.Rejected {
			t.Errorf("%s: got %s, want rejected", prof.Version, outcome(r))
		}
		e = engine(t, file(leaf("default"), rules), prof, HadoopDefaults)
		if r := e.Place(placement.Submission{User: "u"}); r.Queue != "root.default" || r.Created {
			t.Errorf("%s declared: got %s created=%v", prof.Version, outcome(r), r.Created)
		}
	}
	e := engine(t, file("", `<rule name="default"/>`), v34, HadoopDefaults)
	if r := e.Place(placement.Submission{User: "u"}); !r.Created {
		t.Errorf("3.4: root.default should be created at first use")
	}
	e = engine(t, file("", `<rule name="default"/>`), v33, HadoopDefaults)
	if r := e.Place(placement.Submission{User: "u"}); r.Created {
		t.Errorf("3.3: root.default exists from start-up")
	}
}

// Before YARN-5272 (2.9.0) user names were not trimmed.
func TestUserNameTrimByRelease(t *testing.T) {
	for _, tc := range []struct {
		v    hadoop.Version
		want string
	}{{hadoop.V(2, 8, 5), "root. bob"}, {hadoop.V(2, 9, 2), "root.bob"}} {
		e := engine(t, file("", `<rule name="user"/>`), hadoop.For(tc.v), HadoopDefaults)
		if r := e.Place(placement.Submission{User: " bob"}); r.Queue != tc.want {
			t.Errorf("%s: got %q, want %q", tc.v, r.Queue, tc.want)
		}
	}
}

// The parent/child policy rules came with YARN-4212 (2.9.0).
func TestPolicyClashByRelease(t *testing.T) {
	src := file(`<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy><queue name="p" type="parent"><schedulingPolicy>fair</schedulingPolicy></queue>`,
		`<rule name="specified"/><rule name="reject"/>`)
	for _, tc := range []struct {
		v    hadoop.Version
		want string
	}{{hadoop.V(2, 8, 5), "root.p.x"}, {hadoop.V(2, 9, 2), "refused:root.p.x"}} {
		e := engine(t, src, hadoop.For(tc.v), HadoopDefaults)
		if r := e.Place(placement.Submission{User: "u", Queue: "p.x"}); outcome(r) != tc.want {
			t.Errorf("%s: got %s, want %s", tc.v, outcome(r), tc.want)
		}
	}
}

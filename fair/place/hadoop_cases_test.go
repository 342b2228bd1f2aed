package place

import (
	"testing"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
)

// The expectations of Hadoop's TestQueuePlacementPolicy (3.3), re-expressed:
// the queues its tests create "as if in the config" are declared in the
// file, and users get SimpleGroupsMapping's groups.
func TestHadoopQueuePlacementPolicyCases(t *testing.T) {
	type sub struct{ queue, user, want string }
	tests := []struct {
		name   string
		queues string
		rules  string
		prof   hadoop.Profile
		subs   []sub
	}{
		{"specified then user", "", `<rule name='specified'/><rule name='user'/>`, v33,
			[]sub{{"specifiedq", "someuser", "root.specifiedq"}, {"default", "someuser", "root.someuser"}, {"default", "otheruser", "root.otheruser"}}},
		{"no create", leaf("someuser"), `<rule name='specified'/><rule name='user' create="false"/><rule name='default'/>`, v33,
			[]sub{{"specifiedq", "someuser", "root.specifiedq"}, {"default", "someuser", "root.someuser"}, {"specifiedq", "otheruser", "root.specifiedq"}, {"default", "otheruser", "root.default"}}},
		{"specified then reject", "", `<rule name='specified'/><rule name='reject'/>`, v33,
			[]sub{{"specifiedq", "someuser", "root.specifiedq"}, {"default", "someuser", "rejected"}}},
		{"default rule with a queue attribute", leaf("someDefaultQueue"), `<rule name='specified' create='false'/><rule name='default' queue='root.someDefaultQueue'/>`, v33,
			[]sub{{"default", "user1", "root.someDefaultQueue"}}},
		{"nested user queue under the primary group", leaf("specifiedq") + leaf("user3group"), `<rule name='specified' create='false'/><rule name='nestedUserQueue'><rule name='primaryGroup'/></rule>`, v33,
			[]sub{{"default", "user1", "root.user1group.user1"}, {"root.specifiedq", "user2", "root.specifiedq"}, {"default", "user3", "rejected"}}},
		{"nested, primary group create=false", "", `<rule name='nestedUserQueue'><rule name='primaryGroup' create='false'/></rule><rule name='default'/>`, v33,
			[]sub{{"default", "user1", "root.default"}}},
		{"nested, primary group declared", parent("user1group"), `<rule name='nestedUserQueue'><rule name='primaryGroup' create='false'/></rule><rule name='default'/>`, v33,
			[]sub{{"default", "user1", "root.user1group.user1"}}},
		{"nested and primary group create=false", "", `<rule name='nestedUserQueue' create='false'><rule name='primaryGroup' create='false'/></rule><rule name='default'/>`, v33,
			[]sub{{"default", "user2", "root.default"}}},
		{"nested and primary group create=false, both declared", leaf("user2group.user2"), `<rule name='nestedUserQueue' create='false'><rule name='primaryGroup' create='false'/></rule><rule name='default'/>`, v33,
			[]sub{{"default", "user2", "root.user2group.user2"}, {"default", "user2", "root.user2group.user2"}}},
		{"nested under a secondary group, none declared", "", `<rule name='nestedUserQueue'><rule name='secondaryGroupExistingQueue'/></rule><rule name='default'/>`, v33,
			[]sub{{"default", "user1", "root.default"}}},
		{"nested under a declared secondary group", parent("user1subgroup1"), `<rule name='nestedUserQueue'><rule name='secondaryGroupExistingQueue'/></rule><rule name='default'/>`, v33,
			[]sub{{"default", "user1", "root.user1subgroup1.user1"}}},
		{"nested under the specified queue", parent("parent1") + parent("parent2"), `<rule name='nestedUserQueue'><rule name='specified' create='false'/></rule><rule name='default'/>`, v33,
			[]sub{{"root.parent1", "user1", "root.parent1.user1"}, {"root.parent2", "user2", "root.parent2.user2"}}},
		{"nested under the default rule's queue", "", `<rule name='specified' create='false'/><rule name='nestedUserQueue'><rule name='default' queue='root.parent'/></rule>`, v33,
			[]sub{{"default", "user1", "root.parent.user1"}}},
		{"nested under a declared default parent, create=false", parent("parent"), `<rule name='specified' create='false'/><rule name='nestedUserQueue'><rule name='default' queue='root.parent' create='false'/></rule><rule name='default'/>`, v33,
			[]sub{{"default", "user1", "root.parent.user1"}}},
		{"nested under a declared leaf fails", leaf("parent"), `<rule name='specified' create='false'/><rule name='nestedUserQueue'><rule name='default' queue='root.parent'/></rule>`, v33,
			[]sub{{"default", "user1", "rejected"}}},
		{"user name with a period", "", `<rule name='user'/>`, v33,
			[]sub{{"default", "first.last", "root.first_dot_last"}}},
		// Hadoop's test removes the root.default leaf by hand; from 3.4.0 on
		// it does not exist unless declared (YARN-7769).
		{"nested under root.default when it does not exist", "", `<rule name='specified' create='false'/><rule name='nestedUserQueue'><rule name='default'/></rule>`, v34,
			[]sub{{"default", "first_dot_last", "root.default.first_dot_last"}}},
		{"nested under the root.default leaf", "", `<rule name='specified' create='false'/><rule name='nestedUserQueue'><rule name='default'/></rule>`, v33,
			[]sub{{"default", "first_dot_last", "rejected"}}},
		{"requested queue with trailing space", "", `<rule name='specified'/><rule name='default'/>`, v33,
			[]sub{{"A ", "user1", "rejected"}, {"A\u00a0", "user1", "rejected"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := engine(t, file(tc.queues, tc.rules), tc.prof, HadoopDefaults)
			if e.Policy.Refused != "" {
				t.Fatalf("policy refused: %s", e.Policy.Refused)
			}
			for _, s := range tc.subs {
				r := e.Place(placement.Submission{User: s.user, Groups: simpleGroups(s.user), Queue: s.queue})
				if got := outcome(r); got != s.want {
					t.Errorf("Place(queue %q, user %q) = %s (%s), want %s", s.queue, s.user, got, r.Reason, s.want)
				}
			}
		})
	}
}

// TestGroupWithPeriodAndEmptyGroups: PeriodGroupsMapping gives
// "user1.group"; a user without groups fails the primaryGroup rule even
// with create=false (testEmptyGroupsPrimaryGroupRule).
func TestGroupWithPeriodAndEmptyGroups(t *testing.T) {
	e := engine(t, file("", `<rule name='specified' create='false'/><rule name='nestedUserQueue'><rule name='primaryGroup'/></rule>`), v33, HadoopDefaults)
	if r := e.Place(placement.Submission{User: "user1", Groups: []string{"user1.group"}}); r.Queue != "root.user1_dot_group.user1" {
		t.Errorf("period group: got %q", r.Queue)
	}
	e = engine(t, file("", `<rule name='primaryGroup' create="false"/><rule name='default'/>`), v33, HadoopDefaults)
	r := e.Place(placement.Submission{User: "emptygroupuser", Queue: "root.fake"})
	if !r.Rejected || r.Rule == nil || r.Rule.Index != 1 {
		t.Errorf("empty groups: got %+v, want rejected by rule 1", r)
	}
}

// The terminal-rule checks of TestQueuePlacementPolicy refuse the file.
func TestHadoopRefusedPolicies(t *testing.T) {
	for _, rules := range []string{
		`<rule name='specified'/><rule name='user' create="false"/>`,
		`<rule name='specified'/><rule name='default'/><rule name='user'/>`,
		`<rule name='secondaryGroupExistingQueue' create='true'/><rule name='default' queue='otherdefault' create='false'/>`,
		`<rule name='nestedUserQueue'/>`,
		`<rule name='nestedUserQueue'><rule name='unknownRule'/></rule>`,
		`<rule name='nestedUserQueue'><rule name='reject'/></rule>`,
		`<rule name='nestedUserQueue'><rule name='primaryGroup' create='false'/></rule>`,
		`<rule/>`,
		`<rule name='user'><rule/></rule>`,
	} {
		if e := engine(t, file("", rules), v33, HadoopDefaults); e.Policy.Refused == "" {
			t.Errorf("%s: not refused", rules)
		}
	}
	for _, rules := range []string{
		`<rule name='nestedUserQueue'><rule name='primaryGroup'/><rule name='default'/></rule>`,
		`<rule name='user'><notarule/></rule>`,
		`<rule name='specified'/><rule name='nestedUserQueue'><rule name='primaryGroup'/></rule>`,
	} {
		if e := engine(t, file("", rules), v33, HadoopDefaults); e.Policy.Refused != "" {
			t.Errorf("%s: refused: %s", rules, e.Policy.Refused)
		}
	}
	// testMultipleParentRules: the last nested rule is the parent.
	e := engine(t, file("", `<rule name='nestedUserQueue'><rule name='primaryGroup'/><rule name='default'/></rule>`), v33, HadoopDefaults)
	if p := e.Policy.Rules[0].Parent; p == nil || p.Kind.String() != "default" {
		t.Errorf("parent = %+v, want the default rule", p)
	}
	// testBrokenRules: a policy of unknown elements is ignored.
	e = engine(t, file("", `<notarule/>`), v33, HadoopDefaults)
	if e.Policy.Source != placement.SourceYarnSite {
		t.Errorf("<notarule/> policy: source %s, want yarn-site", e.Policy.Source)
	}
}

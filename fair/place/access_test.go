package place

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
)

// TestAccess checks the ACL walk of FairScheduler.addApplication: submit
// or administer, on the queue or any ancestor, root defaulting to "*" and
// every other queue to nobody.
func TestAccess(t *testing.T) {
	lockedRoot := `<queue name="root"><aclSubmitApps> </aclSubmitApps><aclAdministerApps> </aclAdministerApps>`
	tests := []struct {
		name   string
		queues string
		rules  string
		user   string
		groups []string
		queue  string
		want   string // "denied", or "<queue> <acl>" of the ACL that lets the user in
		reason string // substring of Reason
	}{
		{"no ACLs: root's default", leaf("eng"), "", "bob", nil, "root.eng", "root aclSubmitApps", `aclSubmitApps of root is not set, and Hadoop's default for root is "*"`},
		{"user listed on the queue", lockedRoot + `<queue name="eng"><aclSubmitApps>alice</aclSubmitApps></queue></queue>`, "", "alice", nil, "root.eng", "root.eng aclSubmitApps", `aclSubmitApps of root.eng ("alice") lets in user alice`},
		{"user not listed", lockedRoot + `<queue name="eng"><aclSubmitApps>alice</aclSubmitApps></queue></queue>`, "", "bob", []string{"eng"}, "root.eng", "denied",
			`no aclSubmitApps or aclAdministerApps of root.eng, root lets in user "bob" or the groups eng; Hadoop rejects the application ("User bob cannot submit applications to queue root.eng")`},
		{"group in the administer ACL", lockedRoot + `<queue name="eng"><aclAdministerApps> ops</aclAdministerApps></queue></queue>`, "", "bob", []string{"staff", "ops"}, "root.eng", "root.eng aclAdministerApps", "lets in group ops"},
		{"root's administer ACL left open", `<queue name="root"><aclSubmitApps> </aclSubmitApps><queue name="eng"><aclSubmitApps>alice</aclSubmitApps></queue></queue>`, "", "bob", nil, "root.eng", "root aclAdministerApps", `aclAdministerApps of root is not set`},
		{"an ancestor's ACL covers a created queue", lockedRoot + `<queue name="eng" type="parent"><aclSubmitApps>carol</aclSubmitApps></queue></queue>`,
			`<rule name="nestedUserQueue"><rule name="default" queue="eng"/></rule>`, "carol", nil, "root.eng.carol", "root.eng aclSubmitApps", "lets in user carol"},
		{"wildcard on the queue", lockedRoot + `<queue name="eng"><aclSubmitApps>*</aclSubmitApps></queue></queue>`, "", "dave", nil, "root.eng", "root.eng aclSubmitApps", "lets in everyone"},
		{"no groups", lockedRoot + `<queue name="eng"><aclSubmitApps> eng</aclSubmitApps></queue></queue>`, "", "erin", nil, "root.eng", "denied", `"erin" (no groups)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := engine(t, file(tc.queues, tc.rules), v33, HadoopDefaults)
			r := e.Place(placement.Submission{User: tc.user, Groups: tc.groups, Queue: tc.queue})
			if r.Queue != tc.queue || r.Access == nil {
				t.Fatalf("Place = %s (access %+v), want %s with an access check", outcome(r), r.Access, tc.queue)
			}
			got := "denied"
			if r.Access.Allowed {
				got = r.Access.Queue + " " + r.Access.ACL
			}
			if got != tc.want || r.Denied() == r.Access.Allowed {
				t.Errorf("access = %q, want %q", got, tc.want)
			}
			if !strings.Contains(r.Access.Reason, tc.reason) {
				t.Errorf("reason = %q, want it to contain %q", r.Access.Reason, tc.reason)
			}
		})
	}
}

// TestAccessOnlyWhenPlaced checks that rejected and refused submissions
// get no ACL check, as Hadoop rejects them before it.
func TestAccessOnlyWhenPlaced(t *testing.T) {
	e := engine(t, file(parent("eng"), `<rule name="specified"/><rule name="reject"/>`), v33, HadoopDefaults)
	for _, q := range []string{"default", "root.eng"} {
		if r := e.Place(placement.Submission{User: "bob", Queue: q}); r.Access != nil || r.Denied() {
			t.Errorf("queue %s: %s with access %+v, want no access check", q, outcome(r), r.Access)
		}
	}
}

func TestReplayCountsDenied(t *testing.T) {
	src := file(`<queue name="root"><aclSubmitApps> </aclSubmitApps><aclAdministerApps> </aclAdministerApps><queue name="eng"><aclSubmitApps>alice</aclSubmitApps></queue></queue>`, "")
	_, sum := placement.Replay(engine(t, src, v33, HadoopDefaults), []placement.Submission{{User: "alice", Queue: "root.eng"}, {User: "bob", Queue: "root.eng"}})
	if sum.Placed != 1 || sum.Denied != 1 || sum.PerQueue["root.eng"] != 1 {
		t.Errorf("summary = %+v, want 1 placed, 1 denied", sum)
	}
}

// TestAccessWhateverACLEnable re-expresses Hadoop's
// TestFairScheduler.testAclSubmitApplication (2.6 to 3.3), which runs with
// yarn.acl.enable at its default, false: root lets nobody in, root.queue1
// lets in norealuserhasthisname, and norealuserhasthisname2 is rejected.
// FairScheduler.addApplication checks the ACLs whatever yarn.acl.enable
// says, in every release, so the switch changes no verdict.
func TestAccessWhateverACLEnable(t *testing.T) {
	src := file(`<queue name="root"><aclSubmitApps> </aclSubmitApps><aclAdministerApps> </aclAdministerApps>`+
		`<queue name="queue1"><aclSubmitApps>norealuserhasthisname</aclSubmitApps><aclAdministerApps>norealuserhasthisname</aclAdministerApps></queue></queue>`, "")
	switches := []placement.ACLSwitch{{}, placement.SwitchFrom(false, true, "yarn-site.xml"), placement.SwitchFrom(true, true, "yarn-site.xml")}
	for _, v := range []hadoop.Version{hadoop.V(2, 6, 0), hadoop.V(2, 9, 0), hadoop.V(3, 3, 6), hadoop.V(3, 4, 0)} {
		for _, sw := range switches {
			d := HadoopDefaults
			d.ACLs = sw
			e := engine(t, src, hadoop.For(v), d)
			if a := e.ACLs(); !a.Enforced || a.Depends {
				t.Errorf("%s %+v: ACLs() = %+v, want enforced whatever the switch", v, sw, a)
			}
			for user, want := range map[string]string{"norealuserhasthisname": "root.queue1", "norealuserhasthisname2": "root.queue1 (denied)"} {
				r := e.Place(placement.Submission{User: user, Queue: "root.queue1"})
				got := outcome(r)
				if r.Denied() {
					got += " (denied)"
				}
				if got != want {
					t.Errorf("%s %+v: %s = %s, want %s", v, sw, user, got, want)
				}
			}
		}
	}
	d := HadoopDefaults
	d.ACLs = placement.SwitchFrom(false, true, "yarn-site.xml")
	r := engine(t, src, v33, d).Place(placement.Submission{User: "norealuserhasthisname2", Queue: "root.queue1"})
	if want := "yarn.acl.enable is false in yarn-site.xml, and the Fair Scheduler checks queue ACLs"; r.Access == nil || !strings.Contains(r.Access.Reason, want) {
		t.Errorf("denial = %+v, want its reason to say %q", r.Access, want)
	}
}

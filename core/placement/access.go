package placement

import (
	"fmt"
	"strings"
)

// Access says whether the submitting user may submit to the queue the
// policy chose. The FairScheduler checks it once the queue exists
// (FairScheduler.addApplication): the user needs the SUBMIT_APPLICATIONS
// or the ADMINISTER_QUEUE right, and a queue grants a right when its ACL
// or that of any ancestor lets the user in. An ACL the file does not set
// lets nobody in, except on root, where Hadoop's default is "*".
type Access struct {
	Allowed bool
	// Queue and ACL name the queue and the element (aclSubmitApps or
	// aclAdministerApps) that let the user in; "" when none does.
	Queue, ACL string
	// Reason says why, in words.
	Reason string
}

// Ancestry lists queue and its ancestors up to root, nearest first.
func Ancestry(queue string) []string {
	out := []string{queue}
	for i := strings.LastIndexByte(queue, '.'); i > 0; i = strings.LastIndexByte(queue[:i], '.') {
		out = append(out, queue[:i])
	}
	return out
}

// ACLAdmits is AccessControlList.isUserAllowed: everyone, the user by
// name, or one of the user's groups. It says who matched, or "".
func ACLAdmits(a ACL, s Submission) string {
	if a.All {
		return "everyone"
	}
	for _, u := range a.Users {
		if u == s.User {
			return fmt.Sprintf("user %s", u)
		}
	}
	for _, g := range a.Groups {
		for _, sg := range s.Groups {
			if g == sg {
				return fmt.Sprintf("group %s", g)
			}
		}
	}
	return ""
}

// GroupsText words a user's groups after "user X": " (no groups)" or
// " or the groups g1, g2".
func GroupsText(groups []string) string {
	if len(groups) == 0 {
		return " (no groups)"
	}
	return " or the groups " + strings.Join(groups, ", ")
}

// ACLSwitch is yarn.acl.enable as the ResourceManager runs with it. The
// zero value is fairsched's assumption when no yarn-site is given: ACLs
// on, so that a placement never reports a submission the file's ACLs
// deny as landing unless a yarn-site says the ACLs are off.
type ACLSwitch struct {
	// Off: the yarn-site sets yarn.acl.enable to false or leaves it unset
	// (Hadoop's default is false).
	Off bool
	// From names the yarn-site the value comes from; "" when none was
	// given and the switch is the assumption.
	From string
	// Unset: the yarn-site does not set yarn.acl.enable.
	Unset bool
}

// SwitchFrom is the switch a yarn-site named from gives: enable is its
// yarn.acl.enable (false when unset), set whether it sets it.
func SwitchFrom(enable, set bool, from string) ACLSwitch {
	return ACLSwitch{Off: !enable, From: from, Unset: !set}
}

// Assumed reports whether no yarn-site gave the switch.
func (s ACLSwitch) Assumed() bool { return s.From == "" }

// Text words the switch: "yarn.acl.enable is false in yarn-site.xml", or
// the assumption.
func (s ACLSwitch) Text() string {
	switch {
	case s.Assumed():
		return "with no yarn-site given, fairsched assumes yarn.acl.enable is true (Hadoop's default is false; give --yarn-site or yarnSite in .fairsched.json to decide)"
	case s.Unset:
		return fmt.Sprintf("yarn.acl.enable is not set in %s, and Hadoop's default is false", s.From)
	case s.Off:
		return fmt.Sprintf("yarn.acl.enable is false in %s", s.From)
	}
	return fmt.Sprintf("yarn.acl.enable is true in %s", s.From)
}

// ACLs says whether the queue ACLs decide a submission, and why.
type ACLs struct {
	Switch ACLSwitch
	// Enforced: the scheduler of this release checks the queue ACLs at
	// submission with this switch.
	Enforced bool
	// Depends: whether the scheduler checks them depends on
	// yarn.acl.enable (the Capacity Scheduler since 2.9.0).
	Depends bool
	// Reason says why, in words.
	Reason string
}

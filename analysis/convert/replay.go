package convert

import (
	"slices"
	"strings"

	"github.com/fairsched/fairsched/capacity/csplace"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/xmlconf"
)

// UnknownUser is the user of the derived submissions whom no ACL and no
// <user> element names.
const UnknownUser = "fairsched-unknown-user"

// replay places submissions with the Fair Scheduler's policy (as the
// release it runs on today) and with the converted file's (as the target
// runs it, package csplace), and records every class of submission that
// lands elsewhere after the move: convert's output is good only when all
// land where they did. The submissions are those derived from the file
// (derivedSubmissions) and the --submissions of Input. A file the target
// refuses is not replayed: convert-refused already says why.
func (c *conv) replay() {
	if c.written == nil || len(c.facts.Refusals) > 0 || c.written.Refused() {
		return
	}
	d := place.Defaults{AllowUndeclaredPools: c.fsSite.AllowUndeclaredPools.Val, UserAsDefaultQueue: c.fsSite.UserAsDefaultQueue.Val}
	if c.in.YarnSite != nil {
		// The Capacity Scheduler runs with the same yarn-site: with
		// yarn.acl.enable false it stops checking the queue ACLs.
		d.ACLs = placement.SwitchFrom(c.fsSite.ACLEnable.Val, c.fsSite.ACLEnable.Set, c.in.YarnSite.File)
	}
	engines := func() (placement.Placer, placement.Placer) {
		return place.NewEngine(c.in.Fair, c.in.Fair.Hadoop, d), csplace.New(c.written, c.in.Target).WithACLs(d.ACLs)
	}
	// Each derived submission is the first after start-up (a queue one
	// creates must not change where another lands); the given ones are a
	// history, replayed in order on one pair of schedulers.
	var changes []placement.Change
	derived := c.derivedSubmissions()
	for _, s := range derived {
		fair, cs := engines()
		changes = append(changes, placement.Compare(fair, cs, []placement.Submission{s})...)
	}
	fair, cs := engines()
	changes = append(changes, placement.Compare(fair, cs, c.in.Submissions)...)
	c.facts.Replayed = len(derived) + len(c.in.Submissions)
	byClass := map[string]*ReplayDiff{}
	for _, ch := range changes {
		if !ch.Old.Runs() && !ch.New.Runs() {
			continue // runs under neither: it lands nowhere on either side
		}
		r := ch.Old.Rule
		key, pos, rule := "", c.policyPos(), "no rule"
		if r != nil {
			key, pos, rule = r.Label()+"@"+r.Pos.String(), r.Pos, r.Label()
		}
		key += "|" + outcomeKind(ch.Old) + ">" + outcomeKind(ch.New)
		if d := byClass[key]; d != nil {
			d.Count++
			continue
		}
		d := &ReplayDiff{Pos: pos, Rule: rule, Count: 1, User: ch.Submission.User, Groups: ch.Submission.Groups,
			Queue: ch.Submission.Queue, Fair: outcome(ch.Old), Capacity: outcome(ch.New)}
		byClass[key] = d
		c.facts.Replay = append(c.facts.Replay, d)
	}
}

// outcomeKind classes a result: placed, rejected, refused or denied.
func outcomeKind(r placement.Result) string {
	switch {
	case r.Rejected:
		return "rejected"
	case r.Refused:
		return "refused"
	case r.Denied():
		return "denied"
	}
	return "placed"
}

// outcome says where a submission went, as a finding quotes it.
func outcome(r placement.Result) string {
	switch {
	case r.Rejected:
		return "rejected (" + r.Reason + ")"
	case r.Refused:
		return r.Queue + ", then refused (" + r.Reason + ")"
	case r.Denied():
		return r.Queue + ", where the ACLs do not let the user in"
	}
	return r.Queue
}

// derivedSubmissions are the submissions convert replays without
// --submissions: every user and every group the file names (ACLs and
// <user> elements; a group's submission comes from a user of that group
// alone) and a user it does not name, each asking for no queue,
// "default", and every declared leaf by its short and its full name.
func (c *conv) derivedSubmissions() []placement.Submission {
	users, groups := c.namedUsersAndGroups()
	type who struct {
		user   string
		groups []string
	}
	var ids []who
	for _, u := range users {
		ids = append(ids, who{u, []string{u}})
	}
	for _, g := range groups {
		ids = append(ids, who{"member-of-" + g, []string{g}})
	}
	ids = append(ids, who{UnknownUser, []string{UnknownUser}})
	queues := []string{"", "default"}
	c.in.Fair.Root.Walk(func(q *xmlconf.Queue) {
		if q.Parent != nil && !q.Implicit && q.NotCreated == "" && len(q.Children) == 0 {
			queues = append(queues, q.Name, q.FullName)
		}
	})
	var out []placement.Submission
	for _, id := range ids {
		for _, q := range queues {
			out = append(out, placement.Submission{User: id.user, Groups: id.groups, Queue: q})
		}
	}
	return out
}

// namedUsersAndGroups are the users and groups the allocation file names,
// each once, in the order met.
func (c *conv) namedUsersAndGroups() (users, groups []string) {
	add := func(list []string, names ...string) []string {
		for _, n := range names {
			if n = strings.TrimSpace(n); n != "" && !slices.Contains(list, n) {
				list = append(list, n)
			}
		}
		return list
	}
	for _, u := range c.in.Fair.Users {
		users = add(users, u.Name)
	}
	c.in.Fair.Root.Walk(func(q *xmlconf.Queue) {
		for _, f := range []xmlconf.Field[string]{q.ACLSubmitApps, q.ACLAdministerApps} {
			if f.Set {
				acl := placement.ParseACL(f.Val)
				users, groups = add(users, acl.Users...), add(groups, acl.Groups...)
			}
		}
	})
	return users, groups
}

package lint

import (
	"fmt"

	"github.com/fairsched/fairsched/xmlconf"
)

// ZeroMaxRunningApps reports app limits of zero or less.
var ZeroMaxRunningApps = &Rule{
	ID:       "zero-max-running-apps",
	Severity: Error,
	Summary:  "an app limit of 0 or less means apps never run",
	Doc: `Why: Hadoop accepts any integer as maxRunningApps, queueMaxAppsDefault,
userMaxAppsDefault or a <user>'s maxRunningApps. With 0 or a negative value,
apps are accepted but stay pending forever; on a parent queue the limit is
hierarchical and blocks every app in its subtree. queueMaxAppsDefault applies
to every queue without its own maxRunningApps, root included, so 0 there stops
every app in the cluster. To keep root.default empty on purpose, end the
placement policy with a reject rule or a default rule naming another queue.
A queue whose <maxResources> is 0 memory and 0 vcores too is closed on
purpose and gets one closed-queue finding instead.
Fix: use a positive limit, or remove the element for no limit.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html) (maxRunningApps, queueMaxAppsDefault, userMaxAppsDefault).`,
	Check: checkZeroMaxRunningApps,
}

const appLimitHint = "use a positive limit, or remove the element for no limit"

func checkZeroMaxRunningApps(p *Pass) {
	for q := range p.Queues() {
		f := q.MaxRunningApps
		if !f.Set || f.Val > 0 || closedOnPurpose(q) {
			continue
		}
		effect := "the queue accepts apps but never runs them"
		if !q.IsLeaf() {
			effect = "no app anywhere below this parent queue ever runs"
		}
		p.Report(settingPos(p, f.Pos(), q), q.FullName,
			fmt.Sprintf("<maxRunningApps> is %d: %s", f.Val, effect), appLimitHint)
	}
	queueEffect := "every queue without its own <maxRunningApps> accepts apps but never runs them"
	if !p.Config.Root.MaxRunningApps.Set {
		queueEffect = "it also applies to root, which has no <maxRunningApps> of its own, so no app in the cluster ever runs"
	}
	reportTopAppLimit(p, "queueMaxAppsDefault", p.Config.QueueMaxAppsDefault, queueEffect)
	reportTopAppLimit(p, "userMaxAppsDefault", p.Config.UserMaxAppsDefault, "apps of every user without a <user> limit never run")
	for _, u := range p.Config.Users {
		f := u.MaxRunningApps
		if !f.Set || f.Val > 0 {
			continue
		}
		p.Report(firstValid(f.Pos(), u.Pos), "",
			fmt.Sprintf("<maxRunningApps> for user %q is %d: the user's apps never run", u.Name, f.Val), appLimitHint)
	}
}

func reportTopAppLimit(p *Pass, elem string, f xmlconf.Field[int32], effect string) {
	if !f.Set || f.Val > 0 {
		return
	}
	p.Report(settingPos(p, f.Pos(), nil), "", fmt.Sprintf("<%s> is %d: %s", elem, f.Val, effect), appLimitHint)
}

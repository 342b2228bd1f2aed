package lint

import "fmt"

// ClusterWideLimit reports limits that reach root and so cap the whole
// cluster: root's own maxResources or maxRunningApps, or the queue defaults
// root inherits when it sets neither.
var ClusterWideLimit = &Rule{
	ID:       "cluster-wide-limit",
	Severity: Info,
	Summary:  "a limit reaches root and caps the whole cluster",
	Doc: `Why: Hadoop checks a queue's max resources and max running apps up the tree,
root included, so a limit on root caps all queues together. The defaults
<queueMaxResourcesDefault> and <queueMaxAppsDefault> apply to every queue
without its own setting, root included (AllocationConfiguration.getMaxResources
and getQueueMaxApps fall back to them for any queue name): written as "each
queue may run 50 apps", <queueMaxAppsDefault>50</queueMaxAppsDefault> also
means "at most 50 apps run in the whole cluster".
Fix: if only the queues were meant, give <queue name="root"> its own
<maxResources> or <maxRunningApps> as large as the cluster; if the cap is
meant, nothing to do.
See: Hadoop FairScheduler docs, "Allocation file format" (https://hadoop.apache.org/docs/r3.3.6/hadoop-yarn/hadoop-yarn-site/FairScheduler.html); AllocationConfiguration.getQueueMaxApps and getMaxResources.`,
	Check: checkClusterWideLimit,
}

func checkClusterWideLimit(p *Pass) {
	a, root := p.Config, p.Config.Root
	switch {
	case root.MaxResources.Set && zeroTypes(root.MaxResources.Val) == "":
		p.Report(settingPos(p, root.MaxResources.Pos(), root), root.FullName,
			fmt.Sprintf("root's <maxResources> %q caps the whole cluster: all queues together never use more, however large the cluster is", written(root.MaxResources)),
			"nothing to do if the cap is meant")
	case !root.MaxResources.Set && a.QueueMaxResourcesDefault.Set && zeroTypes(a.QueueMaxResourcesDefault.Val) == "":
		p.Report(settingPos(p, a.QueueMaxResourcesDefault.Pos(), nil), "",
			fmt.Sprintf("<queueMaxResourcesDefault> %q also applies to root, which has no <maxResources> of its own, so it caps the whole cluster, not only each queue", written(a.QueueMaxResourcesDefault)),
			rootOwnHint("maxResources"))
	}
	switch {
	case !root.MaxRunningApps.Set && a.QueueMaxAppsDefault.Set && a.QueueMaxAppsDefault.Val > 0:
		n := a.QueueMaxAppsDefault.Val
		p.Report(settingPos(p, a.QueueMaxAppsDefault.Pos(), nil), "",
			fmt.Sprintf("<queueMaxAppsDefault> %d also applies to root, which has no <maxRunningApps> of its own, so at most %d apps run at once in the whole cluster, not %d per queue", n, n, n),
			rootOwnHint("maxRunningApps"))
	}
}

// rootOwnHint tells how to keep a queue default from capping the cluster.
func rootOwnHint(elem string) string {
	return fmt.Sprintf("if only the queues were meant, give <queue name=\"root\"> its own <%s> as large as the cluster", elem)
}

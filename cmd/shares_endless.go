package cmd

import (
	"fmt"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
)

// endlessSplits keeps the splits Hadoop never finishes only for the
// releases whose fair share loop can hang (compute models the int
// arithmetic of 2.10 too, which has the fix), and warns on stderr for
// each: the shares printed are those of a loop Hadoop never leaves.
func endlessSplits(io *IO, a *xmlconf.Allocations, v *render.SharesView) {
	if !a.Hadoop.EndlessShareLoop {
		v.Shares.Endless = nil
		return
	}
	fixed := hadoop.Describe(func(p hadoop.Profile) bool { return !p.EndlessShareLoop })
	for _, e := range v.Shares.Endless {
		fmt.Fprintf(io.Err, "fairsched: warning: Hadoop %s never finishes splitting %s's %s fair share of %s among its children: the int sum of their shares wraps and stays below the amount to share, so the scheduler hangs (fixed in %s, YARN-8833); the shares shown are where fairsched stops the loop\n",
			hadoop.Name(a.Hadoop.Version), v.Tree.Nodes[e.Parent].Name, shareKind(e), v.Types[e.Type], fixed)
	}
}

func shareKind(e compute.EndlessSplit) string {
	if e.Steady {
		return "steady"
	}
	return "instantaneous"
}

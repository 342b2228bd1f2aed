package lint

import (
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/xmlconf"
)

// Job is one lint run of a file: the options from the user's settings
// (suppressions, severities, the release's upgrade, the yarn-site) and,
// when not nil, the cluster the cluster rules divide.
type Job struct {
	Options Options
	Cluster *Cluster
	// MappingFile reads the JSON mapping rules file a capacity-scheduler.xml
	// names (mapping-rule-json-file, as written): the command gives it, so
	// that the file's rules are checked with the others; nil reads none.
	MappingFile func(name string) ([]byte, error)
	// Shares, when set, is where a capacity-scheduler.xml's pass keeps the
	// figures it computes on Cluster for its rules (left nil when no rule
	// asked for them), so that `shares` prints them without computing
	// them again.
	Shares *[]capacity.Share
}

// CheckFile is the one lint driver: it reads src as Hadoop would, runs
// every rule that applies (the cluster rules when j.Cluster is set, turned
// off otherwise so that their suppressions do not count as unused),
// applies the file's suppressions and sorts the findings. lint, diff,
// compare, convert and drift all check an allocation file through it.
func CheckFile(name string, src []byte, parse xmlconf.Options, j Job) (*xmlconf.Allocations, []diag.Finding) {
	a := xmlconf.Parse(src, parse)
	opts := j.Options
	if j.Cluster == nil {
		opts = withoutClusterRules(opts)
	}
	ds := Run(name, a, opts)
	if j.Cluster != nil {
		ds = append(ds, RunCluster(name, a, *j.Cluster, opts)...)
	}
	return a, Sort(SuppressWith(a, name, ds, opts))
}

// withoutClusterRules returns o with every cluster rule off.
func withoutClusterRules(o Options) Options { return withoutRules(o, ClusterRules) }

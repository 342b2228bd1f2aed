package cmd

import (
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
)

// lintCapacity runs every Capacity Scheduler rule over one
// capacity-scheduler.xml, with the cluster rules when --cluster is given.
// A file that is not a Configuration at all is one error diagnostic.
func lintCapacity(name string, src []byte, parse xmlconf.Options, risk *clusterRisk) []lint.Diagnostic {
	c, err := capacity.Read(name, src, parse.Hadoop)
	if err != nil {
		return []lint.Diagnostic{{File: name, Pos: xmlconf.Pos{Line: 1, Col: 1}, Rule: capacity.CodeInvalidValue, Severity: lint.Error, Message: err.Error()}}
	}
	env := capacity.Env{Profile: parse.Hadoop, Types: parse.Types}
	if risk != nil {
		env.Cluster, env.MinAllocation = risk.cluster.Size, risk.cluster.MinContainer
	}
	return render.CapacityDiagnostics(capacity.Lint(c, env))
}

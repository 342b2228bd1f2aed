package cmd

import (
	"errors"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/fairsched/fairsched/yarnsite"
)

// lintCapacity runs every Capacity Scheduler rule over one
// capacity-scheduler.xml, with the cluster rules when --cluster is given.
// A file that is not a Configuration at all is one error diagnostic.
func lintCapacity(name string, src []byte, parse xmlconf.Options, risk *clusterRisk) []lint.Diagnostic {
	c, err := capacity.Read(name, src, parse.Hadoop)
	if err != nil {
		d := lint.Diagnostic{File: name, Pos: xmlconf.Pos{Line: 1, Col: 1}, Rule: capacity.CodeInvalidValue, Severity: lint.Error, Message: err.Error()}
		var ye *yarnsite.Error
		if errors.As(err, &ye) {
			d.Message = ye.Msg
			if ye.Pos.IsValid() {
				d.Pos = ye.Pos
			}
		}
		return []lint.Diagnostic{d}
	}
	env := capacity.Env{Profile: parse.Hadoop, Types: parse.Types}
	if risk != nil {
		env.Cluster, env.MinAllocation = risk.cluster.Size, risk.cluster.MinContainer
	}
	return render.CapacityDiagnostics(capacity.Lint(c, env))
}

package lint

import (
	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/xmlconf"
)

// ConvertView is the input of a convert rule (Pass.Convert): everything
// it may look at, and the way to report through its Pass. A convert
// finding's severity is its effect in the converted file (see
// ConvertSeparator), which the check gives with each report.
type ConvertView struct {
	convert.Source
	// Facts are what the conversion could not keep, as it computed them.
	Facts *convert.Facts

	pass *Pass // the pass of the rule that runs, which reports
}

// CreatesUnder reports whether the converted file creates queues at
// submission under q, as the Fair Scheduler does: flexibly under any
// parent that creates them, else (a managed parent) only under a queue
// below root with no static children.
func (p *ConvertView) CreatesUnder(q *xmlconf.Queue) bool {
	if _, ok := p.Created[q]; !ok {
		return false
	}
	return p.Flexible || q.Parent != nil && len(convert.CreatedChildren(q)) == 0
}

// Report records a finding of the current rule in the allocation file,
// with the severity of its effect; a finding without a position is
// reported at line 1.
func (p *ConvertView) Report(sev Severity, at xmlconf.Pos, queue, msg string) {
	if at.Line == 0 {
		at = xmlconf.Pos{Line: 1, Col: 1}
	}
	p.pass.add(diag.Finding{File: p.File, Pos: at, Severity: sev, Queue: queue, Message: msg})
}

// ReportSite records a finding of the current rule about a property of
// the yarn-site, with the severity of its effect.
func (p *ConvertView) ReportSite(sev Severity, prop *yarnsite.Property, msg string) {
	p.pass.add(diag.Finding{File: p.YarnSite.File, Pos: xmlconf.Pos{Line: prop.Pos.Line, Col: prop.Pos.Col},
		Severity: sev, Message: msg})
}

// CheckConversion is the lint driver of a conversion: it runs every
// convert rule that o enables over the source and the facts the
// conversion recorded, and returns the findings sorted. Each keeps the
// severity of its effect unless o overrides the rule's severity.
func CheckConversion(src convert.Source, facts *convert.Facts, o Options) []diag.Finding {
	if facts == nil {
		facts = &convert.Facts{}
	}
	in := &ConvertView{Source: src, Facts: facts}
	return Sort(runEach(ConvertRules, o, Pass{File: src.File, Hadoop: src.Target, Convert: in}, false))
}

// convertedQueues are the queues the conversion writes, parents before
// children, without root: the queues the ResourceManager creates.
func convertedQueues(a *xmlconf.Allocations) []*xmlconf.Queue {
	var out []*xmlconf.Queue
	var walk func(q *xmlconf.Queue)
	walk = func(q *xmlconf.Queue) {
		for _, k := range convert.CreatedChildren(q) {
			out = append(out, k)
			walk(k)
		}
	}
	walk(a.Root)
	return out
}

package lint

import (
	"slices"

	"github.com/fairsched/fairsched/analysis/drift"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/xmlconf"
)

// DriftRules are the findings of `fairsched drift` (Input DriftInput),
// sorted by ID: the drift package gathers the facts and CheckDrift words
// them. Their Bad and Good examples are two files each, the allocation
// file then the ResourceManager's scheduler response, separated by
// DriftSeparator; the drift package's tests run them.
var DriftRules = rulesOf(DriftInput)

// DriftSeparator separates the allocation file from the ResourceManager's
// scheduler response in a drift rule's Bad and Good examples.
const DriftSeparator = "<!-- the ResourceManager's ws/v1/cluster/scheduler response (JSON) -->\n"

// DriftView is the input of a drift rule (Pass.Drift): the file's Pass
// with the facts of the ResourceManager beside it.
type DriftView struct {
	*Pass
	Facts *drift.Facts
	// capacity is the capacity-scheduler.xml the facts are about (nil
	// for an allocation file, the Pass's Config).
	capacity *capacity.Config
}

// report records a finding of the current rule about queue q; key names
// the value it is about ("" for the queue itself).
func (p *DriftView) report(q *drift.Queue, key, msg string) {
	p.add(diag.Finding{
		File: p.File, Pos: p.queuePos(q), Queue: q.Name, Key: key, Message: msg,
	})
}

// queuePos is where a finding about q points: the file's queue element,
// else that of its nearest declared ancestor (a queue created at
// submission, the implicit root.default), else the <allocations> element
// (a queue only in the RM), else line 1, column 1.
func (p *DriftView) queuePos(q *drift.Queue) xmlconf.Pos {
	if p.capacity != nil {
		return capacityQueuePos(p.capacity, q.Name)
	}
	if q.Queue != nil {
		return queuePos(p.Pass, q.Queue)
	}
	return firstValid(allocationsPos(p.Pass))
}

// CheckDrift words facts, gathered from a ResourceManager running
// allocation file a (named file), with every enabled drift rule (o's Only,
// Off and Severity apply as in Run). The findings come in the order of
// facts' queues, each queue's differences in the order of its Fields,
// before the note that it was created at submission.
func CheckDrift(file string, a *xmlconf.Allocations, facts *drift.Facts, o Options) []diag.Finding {
	out := runEach(DriftRules, o, Pass{File: file, Config: a, Hadoop: releaseOf(a), Drift: &DriftView{Facts: facts}}, false)
	return sortDrift(out, facts)
}

// sortDrift orders drift findings as the facts' queues, each queue's
// differences before the note that it was created at submission; the
// findings about no queue (the configurations' differences) last.
func sortDrift(out []diag.Finding, facts *drift.Facts) []diag.Finding {
	row := make(map[string]int, len(facts.Queues))
	for i, q := range facts.Queues {
		row[q.Name] = i
	}
	row[""] = len(facts.Queues)
	last := func(d diag.Finding) int {
		if d.Rule == DriftCreated.ID {
			return 1
		}
		return 0
	}
	slices.SortStableFunc(out, func(x, y diag.Finding) int {
		if d := row[x.Queue] - row[y.Queue]; d != 0 {
			return d
		}
		return last(x) - last(y)
	})
	return out
}

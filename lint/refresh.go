package lint

import (
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// RefreshRules are the changes of a capacity-scheduler.xml that a running
// ResourceManager refuses on `yarn rmadmin -refreshQueues` or a mutation
// of its scheduler-conf, although it would start with the new file (Input
// RefreshInput), sorted by ID. diff reports them; their Bad and Good
// examples are two files each, the running one then the new one,
// separated by RefreshSeparator.
var RefreshRules = rulesOf(RefreshInput)

// RefreshSeparator separates the running file from the new one in the
// examples of the RefreshRules.
const RefreshSeparator = "\n<!-- new file -->\n"

// RefreshView is the input of a refresh rule (Pass.Refresh): a change of
// a capacity-scheduler.xml, from the configuration the ResourceManager
// runs (Old) to the one it is asked to take (New), read as release Hadoop
// reads them.
type RefreshView struct {
	File     string // the new file's name, where findings point
	Old, New *capacity.Config
	Hadoop   hadoop.Profile

	pass *Pass // the pass of the rule that runs, which reports
}

// report records a finding of the current rule about queue at pos in the
// new file (line 1 column 1 when the new file has no place for it).
func (p *RefreshView) report(queue, key string, pos xmlconf.Pos, msg, hint string) {
	p.pass.add(diag.Finding{File: p.File, Pos: firstValid(pos), Queue: queue, Key: key,
		Message: msg, Hint: hint, Refuses: true})
}

// CheckRefresh is the driver of the RefreshRules: it judges the change
// from old (the configuration the RM runs) to new (the file named file),
// both read as release prof, with every enabled refresh rule, and sorts
// the findings. Either side refused by Hadoop, or missing, gives none: the
// RM refuses such a file before it compares queues.
func CheckRefresh(file string, old, new *capacity.Config, prof hadoop.Profile, o Options) []diag.Finding {
	if old == nil || new == nil || old.Refused() || new.Refused() {
		return nil
	}
	in := &RefreshView{File: file, Old: old, New: new, Hadoop: prof}
	return Sort(runEach(RefreshRules, o, Pass{File: file, Hadoop: prof, Refresh: in}, false))
}

// declaredAt is where the new file places path: the queues property of
// its parent, or of its nearest ancestor that has one in the new file.
func (p *RefreshView) declaredAt(path string) xmlconf.Pos {
	for q := parentPath(path); q != ""; q = parentPath(q) {
		if nq := p.New.Queue(q); nq != nil && nq.QueuesPos.IsValid() {
			return nq.QueuesPos
		}
	}
	return xmlconf.Pos{}
}

// stoppedInNew reports whether the new file sets path's state to exactly
// STOPPED, which lets a 3.3+ refresh delete the queue; false before 3.3.
// The refresh check reads the state apart from capacity.ConfiguredState:
// QueueState.valueOf of Configuration.get's value, neither upper-cased nor
// trimmed (CapacitySchedulerConfigValidator).
func (p *RefreshView) stoppedInNew(path string) bool {
	if !p.Hadoop.Capacity.RefreshStoppedInNew {
		return false
	}
	if q := p.New.Queue(path); q != nil {
		return q.Settings.Get("state").Untrimmed == capacity.StateStopped
	}
	return p.New.Orphans[path+".state"].Untrimmed == capacity.StateStopped
}

// parentPath is the path of path's parent, "" for root.
func parentPath(path string) string {
	for i := len(path) - 1; i >= 0; i-- {
		if path[i] == '.' {
			return path[:i]
		}
	}
	return ""
}

package capacity

import (
	"strings"

	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
)

// Read parses data, the capacity-scheduler.xml called name, as release p's
// Capacity Scheduler reads it: the queue tree from root's .queues down, each
// queue's capacity, maximum-capacity and other settings with their
// positions, the global settings, and Facts for unknown properties,
// unreadable values and every reason the release refuses the file. The
// error is non-nil only when data is not a Configuration file at all (not
// well-formed XML, or another root element); it then carries file:line:col.
func Read(name string, data []byte, p hadoop.Profile) (*Config, error) {
	yc, err := yarnsite.Parse(name, data)
	if err != nil {
		return nil, err
	}
	return FromConfiguration(yc, p), nil
}

// FromConfiguration builds the model from a parsed Configuration file.
func FromConfiguration(yc *yarnsite.Config, p hadoop.Profile) *Config {
	r := &reader{yc: yc, p: p, c: &Config{File: yc.File, Globals: map[string]Setting{}, Source: yc}}
	r.tree()
	r.properties()
	r.autoCreation()
	r.settings()
	r.unranged()
	r.c.NewCalculator = p.Capacity.CapacityVectors && !legacyMode(r.c)
	r.c.LowersToMaximum = p.Capacity.LowersToMaximum
	r.c.GlobalQueueMaxApplication = p.Capacity.GlobalQueueMaxApplication
	check(r.c, p)
	return r.c
}

type reader struct {
	yc *yarnsite.Config
	p  hadoop.Profile
	c  *Config
}

// value returns the expanded value of key, trimmed and as written, and
// whether it is set.
func (r *reader) value(key string) (Setting, bool) {
	v, err := r.yc.Get(key)
	if !v.Set {
		return Setting{}, false
	}
	if err != nil {
		r.c.fact(Fact{Kind: FactUnreadableValue, Key: key, Pos: v.Pos, Refuses: true, Refusal: err.Error()})
	} else if v.Unexpanded != "" && !r.fromEnvironment(v.Unexpanded) {
		r.c.fact(Fact{Kind: FactUnexpandedVariable, Key: key, Pos: v.Pos, Name: v.Unexpanded})
	}
	return Setting{Raw: javanum.JavaTrim(v.Val), Untrimmed: v.Val, Pos: v.Pos}, true
}

// fromEnvironment reports whether the ResourceManager expands the
// unexpanded ${name} from its environment (${env.NAME}, with or without a
// default): fairsched cannot see it, and a release that reads it does not
// leave it as written.
func (r *reader) fromEnvironment(name string) bool {
	return r.p.EnvVariables && strings.HasPrefix(name, "env.") && len(name) > len("env.")
}

// propertyValue is value for a property the file defines: its text as
// written when it holds no ${var}, without asking the Configuration again.
func (r *reader) propertyValue(p *yarnsite.Property) Setting {
	if !strings.Contains(p.Raw, "${") {
		return Setting{Raw: javanum.JavaTrim(p.Raw), Untrimmed: p.Raw, Pos: p.Pos}
	}
	s, _ := r.value(p.Name)
	return s
}

// tree walks .queues from root, as CapacitySchedulerQueueManager does.
func (r *reader) tree() {
	root := &Queue{Path: "root", Name: "root", Settings: map[string]Setting{}}
	r.c.Root = root
	stack := []*Queue{root}
	for len(stack) > 0 {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		r.c.Queues = append(r.c.Queues, q)
		r.children(q)
		for i := len(q.Children) - 1; i >= 0; i-- {
			stack = append(stack, q.Children[i])
		}
	}
	if len(root.Children) == 0 {
		f := Fact{Kind: FactNoRootQueues, Queue: "root", Key: Prefix + "root.queues", Refuses: true,
			Refusal: "Queue configuration missing child queue names for root"}
		r.mr1(&f)
		r.c.fact(f)
	}
}

// MR1Prefix starts the properties of Hadoop 1's capacity-scheduler.xml
// (the JobTracker's, MR1), none of which YARN's Capacity Scheduler reads.
const MR1Prefix = "mapred.capacity-scheduler."

// mr1 counts in f, root's missing queues, the properties of a Hadoop 1
// (MR1) capacity-scheduler.xml: YARN reads none of them, so that is why
// root has none; f points at the first of them.
func (r *reader) mr1(f *Fact) {
	n := 0
	for _, p := range r.yc.Properties() {
		if !strings.HasPrefix(p.Name, MR1Prefix) {
			continue
		}
		if n == 0 {
			f.Pos = p.Pos
		}
		n++
	}
	f.Int = int64(n)
}

// children reads q's .queues: names split on commas and trimmed, empty
// names skipped (Configuration.getTrimmedStrings). The children come from
// one slab, and a short list is checked for repeats without a map: a file
// of 10,000 queues has 1,000 parents.
func (r *reader) children(q *Queue) {
	s, ok := r.value(Prefix + q.Path + ".queues")
	if !ok {
		return
	}
	q.QueuesPos = s.Pos
	slab := make([]Queue, 0, strings.Count(s.Raw, ",")+1)
	var seen map[string]bool
	if cap(slab) > shortList {
		seen = make(map[string]bool, cap(slab))
	}
	for rest := s.Raw; rest != ""; {
		var n string
		n, rest, _ = strings.Cut(rest, ",")
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		if listed(q.Children, seen, n) {
			r.c.fact(Fact{Kind: FactDuplicateChild, Queue: q.Path, Key: Prefix + q.Path + ".queues", Pos: s.Pos, Refuses: true, Name: n})
			continue
		}
		slab = append(slab, Queue{Path: q.Path + "." + n, Name: n, Parent: q})
		q.Children = append(q.Children, &slab[len(slab)-1])
	}
}

// shortList is how many children children checks for repeats one by one.
const shortList = 16

// listed reports whether the child n is already among kids, and notes it:
// in seen when the list is long (seen is then not nil), by a look at kids
// otherwise.
func listed(kids []*Queue, seen map[string]bool, n string) bool {
	if seen != nil {
		if seen[n] {
			return true
		}
		seen[n] = true
		return false
	}
	for _, k := range kids {
		if k.Name == n {
			return true
		}
	}
	return false
}

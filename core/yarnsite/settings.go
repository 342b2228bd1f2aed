package yarnsite

import (
	"sort"
	"strings"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/internal/suggest"
)

// Settings are the yarn-site properties that change what the Fair
// Scheduler does with an allocation file, with Hadoop's defaults for those
// not set.
type Settings struct {
	AllocationFile       Value[string]
	AllowUndeclaredPools Value[bool]
	UserAsDefaultQueue   Value[bool]

	MinimumAllocationMB     Value[int32]
	MinimumAllocationVcores Value[int32]
	MaximumAllocationMB     Value[int32]
	MaximumAllocationVcores Value[int32]
	// IncrementAllocationMB and IncrementAllocationVcores: the
	// yarn.resource-types.<r>.increment-allocation property wins over the
	// deprecated yarn.scheduler.increment-allocation-* one.
	IncrementAllocationMB     Value[int64]
	IncrementAllocationVcores Value[int32]

	Preemption                     Value[bool]
	PreemptionUtilizationThreshold Value[float32]
	WaitTimeBeforeKillMS           Value[int32]
	AMPreemption                   Value[bool]

	SizeBasedWeight  Value[bool]
	AssignMultiple   Value[bool]
	DynamicMaxAssign Value[bool]
	MaxAssign        Value[int32]

	// ACLEnable is yarn.acl.enable: whether the ResourceManager checks
	// ACLs (for queues, at submission: see hadoop.CapacityFeatures'
	// SubmitACLsNeedACLEnable).
	ACLEnable Value[bool]
}

// Defaults returns the settings of a ResourceManager without a yarn-site.
func Defaults() Settings {
	s, _ := (&Config{}).Settings()
	return s
}

// Settings reads the Fair Scheduler settings with their positions, through
// the Reader every scheduler-wide key is read by. The errors are the values
// Hadoop cannot read or misreads, with what Parse met, sorted by position
// (Read gives the facts too).
func (c *Config) Settings() (Settings, []*ValueError) {
	s, unread, _ := c.Read()
	return s, unread
}

// Read is Settings with the facts lint's yarn-site rules word: ${var}s
// left unexpanded, unknown yarn.scheduler.fair.* keys and what Parse met,
// sorted by position.
func (c *Config) Read() (Settings, []*ValueError, []Fact) {
	r := c.Reader()
	s := Settings{
		AllocationFile:                 value(read(r, KeyAllocationFile, r.c.String, "fair-scheduler.xml")),
		AllowUndeclaredPools:           value(read(r, KeyAllowUndeclaredPools, r.c.Bool, true)),
		UserAsDefaultQueue:             value(read(r, KeyUserAsDefaultQueue, r.c.Bool, true)),
		MinimumAllocationMB:            value(read(r, KeyMinimumAllocationMB, r.c.Int, hadoop.MinimumAllocationMB)),
		MinimumAllocationVcores:        value(read(r, KeyMinimumAllocationVcore, r.c.Int, hadoop.MinimumAllocationVcores)),
		MaximumAllocationMB:            value(read(r, KeyMaximumAllocationMB, r.c.Int, hadoop.MaximumAllocationMB)),
		MaximumAllocationVcores:        value(read(r, KeyMaximumAllocationVcore, r.c.Int, hadoop.MaximumAllocationVcores)),
		Preemption:                     value(read(r, KeyPreemption, r.c.Bool, false)),
		PreemptionUtilizationThreshold: value(read(r, KeyPreemptionThreshold, r.c.Float, hadoop.DefaultPreemptionUtilizationThreshold)),
		WaitTimeBeforeKillMS:           value(read(r, KeyWaitTimeBeforeKill, r.c.Int, hadoop.DefaultWaitTimeBeforeKillMS)),
		AMPreemption:                   value(read(r, KeyAMPreemption, r.c.Bool, true)),
		SizeBasedWeight:                value(read(r, KeySizeBasedWeight, r.c.Bool, false)),
		AssignMultiple:                 value(read(r, KeyAssignMultiple, r.c.Bool, false)),
		DynamicMaxAssign:               value(read(r, KeyDynamicMaxAssign, r.c.Bool, true)),
		MaxAssign:                      value(read(r, KeyMaxAssign, r.c.Int, hadoop.Disabled)),
		ACLEnable:                      value(read(r, KeyACLEnable, r.c.Bool, false)),
	}
	s.IncrementAllocationMB = r.incrementMB()
	s.IncrementAllocationVcores = r.incrementVcores()
	r.unknownKeys()
	unread := append(r.Unread, c.unread...)
	sort.SliceStable(unread, func(i, j int) bool { return posLess(unread[i].Pos, unread[j].Pos) })
	facts := append(r.Facts, c.facts...)
	sort.SliceStable(facts, func(i, j int) bool { return posLess(facts[i].Pos, facts[j].Pos) })
	return s, unread, facts
}

// value is a setting as lint keeps it: with its position, the default
// when it is unset or unreadable (the Reader has recorded why).
func value[T any](v Value[T], _ bool) Value[T] { return v }

func posLess(a, b Pos) bool {
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Col < b.Col
}

// unknownKeys reports yarn.scheduler.fair.* properties no release reads.
func (r *Reader) unknownKeys() {
	known := map[string]bool{}
	for _, k := range fairKeys {
		known[k] = true
	}
	all := append(append([]string(nil), fairKeys...), otherKeys...)
	for _, p := range r.c.order {
		if !strings.HasPrefix(p.Name, FairPrefix) || known[p.Name] || strings.HasPrefix(p.Name, amPreemptionQueuePrefix) {
			continue
		}
		r.Facts = append(r.Facts, Fact{Kind: FactUnknownKey, Pos: p.Pos, Key: p.Name, Suggest: suggestKey(p.Name, all)})
	}
}

// suggestKey also tries the name without "fair.", for scheduler-wide
// properties written with the Fair Scheduler prefix.
func suggestKey(name string, known []string) string {
	if s := Suggest(name, known); s != "" {
		return s
	}
	return Suggest(strings.Replace(name, FairPrefix, "yarn.scheduler.", 1), known)
}

// Suggest returns the known name closest to name, or "" when none is
// close: fairsched's one did-you-mean, internal/suggest.
func Suggest(name string, known []string) string {
	return suggest.Closest(name, known)
}

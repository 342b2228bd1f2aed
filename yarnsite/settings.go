package yarnsite

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/fairsched/fairsched/diag"
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
}

// Defaults returns the settings of a ResourceManager without a yarn-site.
func Defaults() Settings {
	s, _ := (&Config{}).Settings()
	return s
}

// Settings reads the Fair Scheduler settings. The issues are values Hadoop
// cannot read or misreads, ${var}s left unexpanded, unknown
// yarn.scheduler.fair.* keys and what Parse noted, sorted by position.
func (c *Config) Settings() (Settings, []diag.Finding) {
	r := &settingsReader{c: c}
	s := Settings{
		AllocationFile:                 r.str(KeyAllocationFile, "fair-scheduler.xml"),
		AllowUndeclaredPools:           r.boolean(KeyAllowUndeclaredPools, true),
		UserAsDefaultQueue:             r.boolean(KeyUserAsDefaultQueue, true),
		MinimumAllocationMB:            r.integer(KeyMinimumAllocationMB, hadoop.MinimumAllocationMB),
		MinimumAllocationVcores:        r.integer(KeyMinimumAllocationVcore, hadoop.MinimumAllocationVcores),
		MaximumAllocationMB:            r.integer(KeyMaximumAllocationMB, hadoop.MaximumAllocationMB),
		MaximumAllocationVcores:        r.integer(KeyMaximumAllocationVcore, hadoop.MaximumAllocationVcores),
		Preemption:                     r.boolean(KeyPreemption, false),
		PreemptionUtilizationThreshold: r.float(KeyPreemptionThreshold, hadoop.DefaultPreemptionUtilizationThreshold),
		WaitTimeBeforeKillMS:           r.integer(KeyWaitTimeBeforeKill, hadoop.DefaultWaitTimeBeforeKillMS),
		AMPreemption:                   r.boolean(KeyAMPreemption, true),
		SizeBasedWeight:                r.boolean(KeySizeBasedWeight, false),
		AssignMultiple:                 r.boolean(KeyAssignMultiple, false),
		DynamicMaxAssign:               r.boolean(KeyDynamicMaxAssign, true),
		MaxAssign:                      r.integer(KeyMaxAssign, hadoop.Disabled),
	}
	s.IncrementAllocationMB = r.incrementMB()
	s.IncrementAllocationVcores = r.incrementVcores()
	r.unknownKeys()
	r.issues = append(r.issues, c.notes...)
	sort.SliceStable(r.issues, func(i, j int) bool { return posLess(r.issues[i].Pos, r.issues[j].Pos) })
	return s, r.issues
}

func posLess(a, b Pos) bool {
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Col < b.Col
}

// settingsReader collects the issues met while reading settings.
type settingsReader struct {
	c      *Config
	issues []diag.Finding
}

func (r *settingsReader) str(key, def string) Value[string] {
	v, err := r.c.String(key, def)
	r.check(key, v.Pos, v.Unexpanded, err)
	return v
}

func (r *settingsReader) boolean(key string, def bool) Value[bool] {
	v, err := r.c.Bool(key, def)
	r.check(key, v.Pos, v.Unexpanded, err)
	return v
}

func (r *settingsReader) integer(key string, def int32) Value[int32] {
	v, err := r.c.Int(key, def)
	r.check(key, v.Pos, v.Unexpanded, err)
	return v
}

func (r *settingsReader) long(key string, def int64) Value[int64] {
	v, err := r.c.Long(key, def)
	r.check(key, v.Pos, v.Unexpanded, err)
	return v
}

func (r *settingsReader) float(key string, def float32) Value[float32] {
	v, err := r.c.Float(key, def)
	r.check(key, v.Pos, v.Unexpanded, err)
	return v
}

func (r *settingsReader) check(key string, at Pos, unexpanded string, err error) {
	var ve *ValueError
	if errors.As(err, &ve) {
		code := IssueInvalidValue
		if !ve.Fatal {
			code = IssueInvalidBoolean
		}
		r.issues = append(r.issues, diag.Finding{Pos: at, Key: key, Rule: code, Message: ve.Msg, Hint: "write a value of the right type", Refuses: ve.Fatal})
	} else if err != nil {
		r.issues = append(r.issues, diag.Finding{Pos: at, Key: key, Rule: IssueInvalidValue, Message: err.Error(), Refuses: true})
	}
	if unexpanded != "" {
		r.issues = append(r.issues, unexpandedIssue(key, at, unexpanded))
	}
}

func unexpandedIssue(key string, at Pos, name string) diag.Finding {
	msg := fmt.Sprintf("${%s} is left as written: it is not a property of this file (it may be a Java system property of the ResourceManager)", name)
	if strings.HasPrefix(name, "env.") {
		msg = fmt.Sprintf("${%s} is left unexpanded: fairsched cannot see the ResourceManager's environment", name)
	}
	return diag.Finding{Pos: at, Key: key, Rule: IssueUnexpanded, Message: msg, Hint: "pass the value with a flag if it matters"}
}

// unknownKeys reports yarn.scheduler.fair.* properties no release reads.
func (r *settingsReader) unknownKeys() {
	known := map[string]bool{}
	for _, k := range fairKeys {
		known[k] = true
	}
	all := append(append([]string(nil), fairKeys...), otherKeys...)
	for _, p := range r.c.order {
		if !strings.HasPrefix(p.Name, FairPrefix) || known[p.Name] || strings.HasPrefix(p.Name, amPreemptionQueuePrefix) {
			continue
		}
		msg := fmt.Sprintf("unknown Fair Scheduler property %s; Hadoop ignores it", p.Name)
		if s := suggestKey(p.Name, all); s != "" {
			msg += fmt.Sprintf("; did you mean %s?", s)
		}
		r.issues = append(r.issues, diag.Finding{Pos: p.Pos, Key: p.Name, Rule: IssueUnknownKey, Message: msg, Hint: "fix the name or remove the property"})
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

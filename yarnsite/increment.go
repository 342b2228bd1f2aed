package yarnsite

import (
	"fmt"
	"math"
	"regexp"
	"sync"

	"github.com/fairsched/fairsched/hadoop"

	"github.com/fairsched/fairsched/xmlconf"
)

// resourceValue is ResourceUtils.RESOURCE_REQUEST_VALUE_PATTERN: a number,
// an optional space, an optional unit.
var resourceValue = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([0-9]+) ?([a-zA-Z]*)$`) })

// unitScale is UnitsConversionUtil's converter table: each unit as
// numerator/denominator of the base unit.
var unitScale = sync.OnceValue(func() map[string][2]int64 {
	return map[string][2]int64{
		"p": {1, 1e12}, "n": {1, 1e9}, "u": {1, 1e6}, "m": {1, 1e3}, "": {1, 1},
		"k": {1e3, 1}, "M": {1e6, 1}, "G": {1e9, 1}, "T": {1e12, 1}, "P": {1e15, 1},
		"Ki": {1 << 10, 1}, "Mi": {1 << 20, 1}, "Gi": {1 << 30, 1}, "Ti": {1 << 40, 1}, "Pi": {1 << 50, 1},
	}
})

// convertUnit is UnitsConversionUtil.convert, including where it divides
// with integers first.
func convertUnit(from, to string, v int64) (int64, error) {
	f, okF := unitScale()[from]
	t, okT := unitScale()[to]
	if !okF || !okT {
		return 0, fmt.Errorf("unknown unit %q", from)
	}
	num, den := f[0]*t[1], f[1]*t[0]
	if num < den {
		if math.MaxInt64/num < v {
			return 0, fmt.Errorf("converting %d from %q to %q overflows", v, from, to)
		}
		return v * num / den, nil
	}
	tmp := num / den
	if math.MaxInt64/tmp < v {
		return 0, fmt.Errorf("converting %d from %q to %q overflows", v, from, to)
	}
	return v * tmp, nil
}

// ResourceValue reads key as FairSchedulerConfiguration reads a
// yarn.resource-types.<r>.increment-allocation property: "value [unit]"
// (ResourceUtils' request pattern), converted to unit, the resource's own
// ("Mi" for memory-mb, "" for vcores). A value in another form is an error
// (the ResourceManager fails to start); an unset key gives Set false.
func (c *Config) ResourceValue(key, unit string) (Value[int64], error) {
	s, err := c.Get(key)
	v := Value[int64]{Key: key, Set: s.Set, Pos: s.Pos, Raw: s.Raw, Unexpanded: s.Unexpanded}
	if err != nil || !s.Set {
		return v, err
	}
	m := resourceValue().FindStringSubmatch(s.Val)
	if m == nil {
		return v, &ValueError{Key: key, Pos: s.Pos,
			Msg: fmt.Sprintf("%q is not in \"value [unit]\" format; the ResourceManager fails to start (IllegalArgumentException)", s.Val), Fatal: true}
	}
	n, perr := xmlconf.ParseJavaLong(m[1])
	if perr == nil && m[2] != "" {
		n, perr = convertUnit(m[2], unit, n)
	}
	if perr != nil {
		return v, &ValueError{Key: key, Pos: s.Pos, Msg: fmt.Sprintf("%q: %v; the ResourceManager fails to start", s.Val, perr), Fatal: true}
	}
	v.Val = n
	return v, nil
}

// IncrementAllocation is FairSchedulerConfiguration#getIncrementAllocation
// for one resource type: yarn.resource-types.<name>.increment-allocation
// ("value [unit]", converted to unit), which for memory-mb and vcores wins
// over the deprecated yarn.scheduler.increment-allocation-mb / -vcores;
// def when none is set.
func (c *Config) IncrementAllocation(name, unit string, def int64) (Value[int64], error) {
	v, err := c.ResourceValue("yarn.resource-types."+name+".increment-allocation", unit)
	if err != nil || v.Set {
		return v, err
	}
	switch name {
	case "memory-mb":
		return c.Long(KeyIncrementMB, def)
	case "vcores":
		w, err := c.Int(KeyIncrementVcores, int32(def))
		return Value[int64]{Key: w.Key, Val: int64(w.Val), Set: w.Set, Pos: w.Pos, Raw: w.Raw, Unexpanded: w.Unexpanded}, err
	}
	v.Val = def
	return v, nil
}

// typedIncrement reads yarn.resource-types.<r>.increment-allocation in
// "value [unit]" form, converted to the resource's unit (Mi or none).
func (r *settingsReader) typedIncrement(key, unit string) (Value[int64], bool) {
	v, err := r.c.ResourceValue(key, unit)
	if err != nil || !v.Set {
		r.check(key, v.Pos, v.Unexpanded, err)
		return v, false
	}
	return v, true
}

func (r *settingsReader) incrementMB() Value[int64] {
	if v, ok := r.typedIncrement(KeyIncrementMemoryType, "Mi"); ok {
		return r.positive(v)
	}
	return r.positive(r.long(KeyIncrementMB, hadoop.IncrementAllocationMB))
}

func (r *settingsReader) incrementVcores() Value[int32] {
	if v, ok := r.typedIncrement(KeyIncrementVcoresType, ""); ok {
		w := r.positive(v)
		return Value[int32]{Key: w.Key, Val: int32(w.Val), Set: w.Set, Pos: w.Pos, Raw: w.Raw, Unexpanded: w.Unexpanded}
	}
	w := r.integer(KeyIncrementVcores, hadoop.IncrementAllocationVcores)
	r.positive(Value[int64]{Key: w.Key, Val: int64(w.Val), Set: w.Set, Pos: w.Pos})
	return w
}

// positive reports an increment <= 0: the ResourceManager refuses to start
// ("Invalid resource scheduler memory allocation configuration").
func (r *settingsReader) positive(v Value[int64]) Value[int64] {
	if v.Set && v.Val <= 0 {
		r.issues = append(r.issues, Issue{Pos: v.Pos, Key: v.Key, Rule: IssueInvalidValue,
			Message: fmt.Sprintf("the increment is %d; the ResourceManager fails to start (increments must be positive)", v.Val),
			Hint:    "use a positive increment", Refuses: true})
	}
	return v
}

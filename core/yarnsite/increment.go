package yarnsite

import (
	"regexp"
	"sync"

	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/hadoop"
)

// resourceValue is ResourceUtils.RESOURCE_REQUEST_VALUE_PATTERN: a number,
// an optional space, an optional unit.
var resourceValue = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([0-9]+) ?([a-zA-Z]*)$`) })

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
		return v, &ValueError{Key: key, Pos: s.Pos, Kind: NotValueUnit, Value: s.Val, Fatal: true}
	}
	n, perr := javanum.ParseJavaLong(m[1])
	if perr == nil && m[2] != "" {
		n, perr = ConvertUnit(m[2], unit, n)
	}
	if perr != nil {
		return v, &ValueError{Key: key, Pos: s.Pos, Kind: BadUnit, Value: s.Val, Cause: perr.Error(), Fatal: true}
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
func (r *Reader) typedIncrement(key, unit string) (Value[int64], bool) {
	v, err := r.c.ResourceValue(key, unit)
	return v, r.record(key, v.Pos, v.Unexpanded, err) && v.Set
}

func (r *Reader) incrementMB() Value[int64] {
	if v, ok := r.typedIncrement(KeyIncrementMemoryType, "Mi"); ok {
		return r.positive(v)
	}
	return r.positive(value(read(r, KeyIncrementMB, r.c.Long, hadoop.IncrementAllocationMB)))
}

func (r *Reader) incrementVcores() Value[int32] {
	if v, ok := r.typedIncrement(KeyIncrementVcoresType, ""); ok {
		w := r.positive(v)
		return Value[int32]{Key: w.Key, Val: int32(w.Val), Set: w.Set, Pos: w.Pos, Raw: w.Raw, Unexpanded: w.Unexpanded}
	}
	w, _ := read(r, KeyIncrementVcores, r.c.Int, hadoop.IncrementAllocationVcores)
	r.positive(Value[int64]{Key: w.Key, Val: int64(w.Val), Set: w.Set, Pos: w.Pos})
	return w
}

// positive reports an increment <= 0: the ResourceManager refuses to start
// ("Invalid resource scheduler memory allocation configuration").
func (r *Reader) positive(v Value[int64]) Value[int64] {
	if v.Set && v.Val <= 0 {
		r.Unread = append(r.Unread, &ValueError{Key: v.Key, Pos: v.Pos, Kind: NotPositive, Value: v.Raw, Int: v.Val, Fatal: true})
	}
	return v
}

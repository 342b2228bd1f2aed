package yarnsite

import (
	"errors"
	"math"
	"strconv"
	"strings"
)

// Reader reads scheduler-wide settings as the ResourceManager's
// Configuration reads them (Java's number and boolean rules): the one
// reader of every scheduler-wide key, for lint (Config.Settings: values
// with their positions) and for both schedulers' simulations (typed
// values). It records every value Hadoop cannot read or misreads as a
// ValueError, and every ${var} left as written as a Fact, each with its
// position; besides, it keeps the first value Hadoop cannot read (the
// ResourceManager fails to start) as Err. lint words them all.
type Reader struct {
	c *Config
	// Err is the first value Hadoop cannot read, nil when there is none.
	Err *ValueError
	// Unread are the values Hadoop cannot read or reads as their
	// default, in the order they were read.
	Unread []*ValueError
	// Facts are the ${var}s reading left as written and the unknown
	// keys, which lint words.
	Facts []Fact
}

// NewReader reads the settings of m: the properties in force, later
// layers (yarn-site, the load, --set) already merged in.
func NewReader(m map[string]string) *Reader { return FromMap("settings", m).Reader() }

// Reader reads c's settings.
func (c *Config) Reader() *Reader { return &Reader{c: c} }

// Properties are the settings in key order.
func (r *Reader) Properties() []*Property { return r.c.Properties() }

// record notes what reading key (at its position) said: the error, then a
// ${var} left as written. It reports whether the value was read without
// error.
func (r *Reader) record(key string, at Pos, unexpanded string, err error) bool {
	var ve *ValueError
	if errors.As(err, &ve) {
		r.Unread = append(r.Unread, ve)
		if ve.Fatal {
			r.fail(ve)
		}
	}
	if unexpanded != "" {
		r.Facts = append(r.Facts, Fact{Kind: FactUnexpanded, Pos: at, Key: key, Name: unexpanded})
	}
	return err == nil
}

// fail keeps ve as Err when it is the first value Hadoop cannot read.
func (r *Reader) fail(ve *ValueError) {
	if r.Err == nil {
		r.Err = ve
	}
}

// Misread are the values Hadoop reads as their default (a boolean that
// is not true or false), in the order they were read.
func (r *Reader) Misread() []*ValueError {
	var out []*ValueError
	for _, ve := range r.Unread {
		if !ve.Fatal {
			out = append(out, ve)
		}
	}
	return out
}

// read reads key with get (one of Config's typed getters) and its
// position, def when it is unset or unreadable, and records what reading
// said; ok says it was set and read.
func read[T any](r *Reader, key string, get func(string, T) (Value[T], error), def T) (v Value[T], ok bool) {
	v, err := get(key, def)
	return v, r.record(key, v.Pos, v.Unexpanded, err) && v.Set
}

// Bool reads key into dst (Configuration#getBoolean); it reports whether
// the key was set and read.
func (r *Reader) Bool(key string, dst *bool) bool {
	v, ok := read(r, key, r.c.Bool, *dst)
	*dst = v.Val
	return ok
}

// Int reads key into dst as Configuration#getInt does.
func (r *Reader) Int(key string, dst *int64) bool {
	v, ok := read(r, key, r.c.Int, int32(min(max(*dst, math.MinInt32), math.MaxInt32)))
	if ok {
		*dst = int64(v.Val)
	}
	return ok
}

// Long reads key into dst as Configuration#getLong does.
func (r *Reader) Long(key string, dst *int64) bool {
	v, ok := read(r, key, r.c.Long, *dst)
	*dst = v.Val
	return ok
}

// Float reads key into dst as Configuration#getFloat does.
func (r *Reader) Float(key string, dst *float64) bool {
	v, ok := read(r, key, r.c.Float, float32(*dst))
	if ok {
		*dst = float64(v.Val)
	}
	return ok
}

// Double reads key into dst as Configuration#getDouble does (Java's
// Double.parseDouble, a d or D suffix allowed).
func (r *Reader) Double(key string, dst *float64) bool {
	v, ok := read(r, key, r.c.String, "")
	if !ok || v.Val == "" {
		return false
	}
	f, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSuffix(v.Val, "d"), "D"), 64)
	if err != nil {
		r.record(key, v.Pos, "", &ValueError{Key: key, Pos: v.Pos, Kind: NotDouble, Value: v.Val, Fatal: true})
		return false
	}
	*dst = f
	return true
}

// String reads key's trimmed value into dst.
func (r *Reader) String(key string, dst *string) bool {
	v, ok := read(r, key, r.c.String, *dst)
	if ok {
		*dst = strings.TrimSpace(v.Val)
	}
	return ok
}

// Increment reads the increment of resource type name ("memory-mb",
// "vcores", a custom type) into dst, with IncrementAllocation's rules.
func (r *Reader) Increment(name, unit string, dst *int64) bool {
	v, err := r.c.IncrementAllocation(name, unit, *dst)
	if r.record(v.Key, v.Pos, v.Unexpanded, err) && v.Set {
		*dst = v.Val
		return true
	}
	return false
}

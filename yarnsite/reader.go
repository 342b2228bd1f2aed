package yarnsite

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Reader reads scheduler-wide settings for a simulation, as the
// ResourceManager's Configuration reads them (Java's number and boolean
// rules): the one typed reader behind both schedulers' simulation
// settings. It keeps the first value Hadoop cannot read (the
// ResourceManager fails to start) as Err, and a value Hadoop reads as its
// default (a boolean that is not true or false) as a warning.
type Reader struct {
	c *Config
	// Err is the first value Hadoop cannot read, naming the key.
	Err error
	// Warnings are the values Hadoop reads as their default.
	Warnings []string
}

// NewReader reads the settings of m: the properties in force, later
// layers (yarn-site, the load, --set) already merged in.
func NewReader(m map[string]string) *Reader {
	return &Reader{c: FromMap("settings", m)}
}

// Properties are the settings in key order.
func (r *Reader) Properties() []*Property { return r.c.Properties() }

// keep records what reading key said; it reports whether the value was
// read and set.
func (r *Reader) keep(key string, set bool, err error) bool {
	var ve *ValueError
	switch {
	case err == nil:
		return set
	case errors.As(err, &ve) && !ve.Fatal:
		r.Warnings = append(r.Warnings, "setting "+key+": "+ve.Msg)
	case r.Err == nil:
		r.Err = fmt.Errorf("setting %w", err)
	}
	return false
}

// Fail records that key's value, read, is one the scheduler refuses.
func (r *Reader) Fail(key, msg string) {
	if r.Err == nil {
		r.Err = fmt.Errorf("setting %s: %s", key, msg)
	}
}

// Bool reads key into dst (Configuration#getBoolean); it reports whether
// the key was set and read.
func (r *Reader) Bool(key string, dst *bool) bool {
	v, err := r.c.Bool(key, *dst)
	if r.keep(key, v.Set, err) {
		*dst = v.Val
		return true
	}
	return false
}

// Int reads key into dst as Configuration#getInt does.
func (r *Reader) Int(key string, dst *int64) bool {
	v, err := r.c.Int(key, int32(min(max(*dst, math.MinInt32), math.MaxInt32)))
	if r.keep(key, v.Set, err) {
		*dst = int64(v.Val)
		return true
	}
	return false
}

// Long reads key into dst as Configuration#getLong does.
func (r *Reader) Long(key string, dst *int64) bool {
	v, err := r.c.Long(key, *dst)
	if r.keep(key, v.Set, err) {
		*dst = v.Val
		return true
	}
	return false
}

// Float reads key into dst as Configuration#getFloat does.
func (r *Reader) Float(key string, dst *float64) bool {
	v, err := r.c.Float(key, float32(*dst))
	if r.keep(key, v.Set, err) {
		*dst = float64(v.Val)
		return true
	}
	return false
}

// Double reads key into dst as Configuration#getDouble does (Java's
// Double.parseDouble, a d or D suffix allowed).
func (r *Reader) Double(key string, dst *float64) bool {
	raw := ""
	if !r.String(key, &raw) || raw == "" {
		return false
	}
	f, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSuffix(raw, "d"), "D"), 64)
	if err != nil {
		r.keep(key, false, fmt.Errorf("%s: %q is not a number", key, raw))
		return false
	}
	*dst = f
	return true
}

// String reads key's trimmed value into dst.
func (r *Reader) String(key string, dst *string) bool {
	v, err := r.c.String(key, *dst)
	if r.keep(key, v.Set, err) {
		*dst = strings.TrimSpace(v.Val)
		return true
	}
	return false
}

// Increment reads the increment of resource type name ("memory-mb",
// "vcores", a custom type) into dst, with IncrementAllocation's rules.
func (r *Reader) Increment(name, unit string, dst *int64) bool {
	v, err := r.c.IncrementAllocation(name, unit, *dst)
	if r.keep(v.Key, v.Set, err) {
		*dst = v.Val
		return true
	}
	return false
}

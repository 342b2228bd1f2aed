package yarnsite

import (
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/core/javanum"
)

// Value is a property read with a type. Set is false when the file does
// not define the property, and Val then holds the default the caller gave.
// Raw is the text as written; Unexpanded names a ${var} that was left as
// written (FactUnexpanded), "" when every variable was expanded.
type Value[T any] struct {
	Key        string
	Val        T
	Set        bool
	Pos        Pos
	Raw        string
	Unexpanded string
}

// ValueError is a value Hadoop cannot read as its type, or reads other
// than it is written: the key, where, the value and how Hadoop reads it,
// with no English of ours. lint words it (yarn-site-invalid-value and
// yarn-site-invalid-boolean; lint.SettingProblem for the simulations).
type ValueError struct {
	Key  string
	Pos  Pos
	Kind ValueErrorKind
	// Value is the value as Hadoop reads it: expanded, and trimmed where
	// Hadoop trims; the <final> text as written (FinalNotTrue).
	Value string
	// Bits is the width of the integer Hadoop parses (NotInteger).
	Bits int
	// Default is the default Hadoop uses instead (NotBoolean).
	Default bool
	// Int is the increment read (NotPositive).
	Int int64
	// Cause is the text of what stopped reading, Hadoop's: the variable
	// expansion's (Unexpandable), the unit conversion's (BadUnit).
	Cause string
	// Fatal: the ResourceManager fails to start (every kind but
	// NotBoolean and FinalNotTrue).
	Fatal bool
}

// ValueErrorKind says how Hadoop fails to read a value.
type ValueErrorKind uint8

// The kinds of ValueError.
const (
	// Unexpandable: a ${var} Configuration cannot expand (Cause).
	Unexpandable ValueErrorKind = iota
	// NotBoolean: getBoolean reads neither true nor false and uses
	// Default.
	NotBoolean
	// FinalNotTrue: a <final> that is true only in another case or with
	// spaces, which Hadoop takes as false.
	FinalNotTrue
	// NotInteger: getInt (Bits 32) or getLong (64) throws.
	NotInteger
	// NotNumber: getFloat throws.
	NotNumber
	// NotDouble: getDouble throws.
	NotDouble
	// NotValueUnit: a resource increment not in "value [unit]" form.
	NotValueUnit
	// BadUnit: a resource increment whose unit does not convert (Cause).
	BadUnit
	// NotPositive: an increment (Int) or a heartbeat interval of zero or
	// less.
	NotPositive
)

// Error gives the key and Hadoop's cause, or the value, for a caller that
// only logs it; lint words the problem for a user.
func (e *ValueError) Error() string {
	if e.Cause != "" {
		return e.Key + ": " + e.Cause
	}
	return e.Key + ": " + strconv.Quote(e.Value)
}

// Get returns the value of key after ${var} substitution, as
// Configuration.get does.
func (c *Config) Get(key string) (Value[string], error) {
	p, ok := c.names.get(key)
	if !ok {
		return Value[string]{Key: key}, nil
	}
	v := Value[string]{Key: key, Set: true, Pos: p.Pos, Raw: p.Raw}
	x, err := c.expand(p.Raw)
	if err != nil {
		return v, &ValueError{Key: key, Pos: p.Pos, Kind: Unexpandable, Value: p.Raw, Cause: err.Error(), Fatal: true}
	}
	v.Val, v.Unexpanded = x.val, x.left
	return v, nil
}

// String returns the trimmed value of key, or def when it is not set.
func (c *Config) String(key, def string) (Value[string], error) {
	v, err := c.Get(key)
	if !v.Set || err != nil {
		v.Val = def
		return v, err
	}
	v.Val = javanum.JavaTrim(v.Val)
	return v, nil
}

// Bool reads key as Configuration.getBoolean: trimmed, "true" or "false"
// in any case. Anything else gives def, which Hadoop does silently; the
// returned error says so.
func (c *Config) Bool(key string, def bool) (Value[bool], error) {
	s, err := c.String(key, "")
	v := Value[bool]{Key: key, Val: def, Set: s.Set, Pos: s.Pos, Raw: s.Raw, Unexpanded: s.Unexpanded}
	if err != nil || !s.Set || s.Val == "" {
		return v, err
	}
	switch strings.ToLower(s.Val) {
	case "true":
		v.Val = true
	case "false":
		v.Val = false
	default:
		return v, &ValueError{Key: key, Pos: s.Pos, Kind: NotBoolean, Value: s.Val, Default: def}
	}
	return v, nil
}

// Int reads key as Configuration.getInt: trimmed, decimal or 0x hex.
func (c *Config) Int(key string, def int32) (Value[int32], error) {
	n, v, err := c.number(key, int64(def), 32)
	return Value[int32]{Key: key, Val: int32(n), Set: v.Set, Pos: v.Pos, Raw: v.Raw, Unexpanded: v.Unexpanded}, err
}

// Long reads key as Configuration.getLong.
func (c *Config) Long(key string, def int64) (Value[int64], error) {
	n, v, err := c.number(key, def, 64)
	return Value[int64]{Key: key, Val: n, Set: v.Set, Pos: v.Pos, Raw: v.Raw, Unexpanded: v.Unexpanded}, err
}

func (c *Config) number(key string, def int64, bits int) (int64, Value[string], error) {
	s, err := c.String(key, "")
	if err != nil || !s.Set {
		return def, s, err
	}
	n, perr := parseJavaInteger(s.Val, bits)
	if perr != nil {
		return def, s, &ValueError{Key: key, Pos: s.Pos, Kind: NotInteger, Value: s.Val, Bits: bits, Fatal: true}
	}
	return n, s, nil
}

// ParseInt reads s as Configuration.getInt (bits 32) or getLong (bits 64)
// reads a value: trimmed, hexadecimal after "0x" (and an optional "-"),
// otherwise Integer.parseInt or Long.parseLong.
func ParseInt(s string, bits int) (int64, error) {
	return parseJavaInteger(javanum.JavaTrim(s), bits)
}

// parseJavaInteger is Integer.parseInt / Long.parseLong after Hadoop's
// getHexDigits: an optional '-', then "0x"/"0X" means hexadecimal.
func parseJavaInteger(s string, bits int) (int64, error) {
	body, neg := s, false
	if strings.HasPrefix(body, "-") {
		body, neg = body[1:], true
	}
	if strings.HasPrefix(body, "0x") || strings.HasPrefix(body, "0X") {
		body = body[2:]
		if neg {
			body = "-" + body
		}
		return parseRadix(body, 16, bits)
	}
	return parseRadix(s, 10, bits)
}

// Float reads key as Configuration.getFloat (Float.parseFloat of the
// trimmed value).
func (c *Config) Float(key string, def float32) (Value[float32], error) {
	s, err := c.String(key, "")
	v := Value[float32]{Key: key, Val: def, Set: s.Set, Pos: s.Pos, Raw: s.Raw, Unexpanded: s.Unexpanded}
	if err != nil || !s.Set {
		return v, err
	}
	f, perr := javanum.ParseJavaFloat(s.Val)
	if perr != nil {
		return v, &ValueError{Key: key, Pos: s.Pos, Kind: NotNumber, Value: s.Val, Fatal: true}
	}
	v.Val = f
	return v, nil
}

// parseRadix parses a Java integer of the given width in base 10 (with
// Java's own rules) or base 16.
func parseRadix(s string, base, bits int) (int64, error) {
	if base == 10 {
		if bits == 32 {
			n, err := javanum.ParseJavaInt(s)
			return int64(n), err
		}
		return javanum.ParseJavaLong(s)
	}
	return strconv.ParseInt(s, base, bits)
}

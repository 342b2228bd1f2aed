package capacity

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/yarnsite"
)

// parseValue reads a capacity (max false) or maximum-capacity (max true)
// in the forms release r.p reads, recording a refusal for anything else.
func (r *reader) parseValue(q *Queue, key string, s Setting, max bool) Value {
	v := Value{Raw: s.Raw, Pos: s.Pos}
	refuse := func(f Fact) Value { return r.refuseValue(q, key, s, f) }
	raw := s.Raw
	switch {
	case strings.HasPrefix(raw, "["):
		return r.bracketValue(q, key, v, max, refuse)
	case strings.HasSuffix(raw, "w") && !max:
		if !r.p.Capacity.WeightMode {
			return refuse(Fact{Kind: FactWeightUnread, Raw: raw, Release: r.p.Version})
		}
		num, _, _ := strings.Cut(raw, "w") // getNonLabeledQueueWeight: what comes before the first w
		f, err := javanum.ParseJavaFloat(num)
		switch {
		case err != nil:
			return refuse(Fact{Kind: FactNotANumber, Raw: num, Name: "weight"})
		case f == -1:
			return v // "-1 is same as not set"
		case f < 0 || f > 10000:
			return refuse(Fact{Kind: FactIllegalWeight, Refusal: illegalWeight(f, q.Path, "")})
		}
		v.Kind, v.Number, v.Double = Weight, f, javaDouble(num, f)
		return v
	}
	n, whole := wholeNumber(raw)
	f, err := float32(n), error(nil)
	if !whole {
		f, err = javanum.ParseJavaFloat(raw)
	}
	if err != nil {
		return refuse(Fact{Kind: FactNotANumber, Raw: raw, Name: "percentage"})
	}
	switch {
	case max && f == -1:
		f = 100
	case max && f > 100:
		// getNonLabeledQueueMaximumCapacity has no range check
		r.c.fact(Fact{Kind: FactMaxCapacityAbove100, Queue: q.Path, Key: key, Pos: s.Pos, Float: f})
	case !max && (f < 0 || f > 100):
		return refuse(Fact{Kind: FactIllegalCapacity, Refusal: "Illegal capacity of " + JavaFloat(f) + " for queue " + q.Path})
	}
	v.Kind, v.Number, v.Double = Percent, f, float64(n)
	if !whole {
		v.Double = javaDouble(raw, f)
	}
	return v
}

// wholeNumber reads s when it is a whole number written plainly: at most
// nine digits, then possibly a point and zeros ("10", "10.000"). Java's
// float and double parsers read such a number exactly, as this does, without
// the general parse that a 100,000-queue file's capacities made costly.
func wholeNumber(s string) (int32, bool) {
	digits, zeros, _ := strings.Cut(s, ".")
	if digits == "" || len(digits) > 9 || len(digits) < len(s) && zeros == "" {
		return 0, false
	}
	var n int32
	for i := 0; i < len(digits); i++ {
		c := digits[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int32(c-'0')
	}
	for i := 0; i < len(zeros); i++ {
		if zeros[i] != '0' {
			return 0, false
		}
	}
	return n, true
}

// bracketValue reads "[memory=1024,vcores=2]" (absolute resources, 3.1)
// and, where the release reads them, capacity vectors with "%" and "w"
// entries (3.4).
func (r *reader) bracketValue(q *Queue, key string, v Value, max bool, refuse func(Fact) Value) Value {
	if !r.p.Capacity.AbsoluteResources {
		return refuse(Fact{Kind: FactAbsoluteUnread, Raw: v.Raw, Release: r.p.Version})
	}
	body, ok := strings.CutSuffix(strings.TrimPrefix(v.Raw, "["), "]")
	if !ok || strings.TrimSpace(body) == "" {
		return refuse(Fact{Kind: FactNotAResource, Raw: v.Raw})
	}
	if c := outsideResourcePattern(body); c != "" {
		return refuse(Fact{Kind: FactOutsideResourcePattern, Raw: v.Raw, Name: c})
	}
	kind, memMisread, legacy := Absolute, false, !strings.Contains(body, "%")
	for _, item := range strings.Split(strings.TrimSpace(body), ",") { // subGroup.trim().split(",")
		e, skip, misread, err := parseEntry(item, legacy, r.p.Capacity.CustomTypeAmounts)
		if err != nil {
			return refuse(Fact{Kind: FactBadResourceEntry, Raw: v.Raw, Refusal: err.Error()})
		}
		if misread != nil {
			memMisread = memMisread || e.Type == resource.MemoryMB
			misread.Queue, misread.Key, misread.Pos = q.Path, key, v.Pos
			r.c.fact(*misread)
		}
		if skip != nil {
			skip.Queue, skip.Key, skip.Pos = q.Path, key, v.Pos
			r.c.fact(*skip)
			continue
		}
		if e.Kind != Absolute {
			kind = Vector
			if !r.p.Capacity.CapacityVectors {
				return refuse(Fact{Kind: FactVectorUnread, Raw: v.Raw, Release: r.p.Version})
			}
			if max && e.Kind == Weight {
				return refuse(Fact{Kind: FactWeightMaximum, Refusal: "Resource " + e.Type + " has WEIGHT maximum capacity type, which is not supported"})
			}
		}
		v.Entries = append(v.Entries, e)
	}
	v.Kind = kind
	if kind == Absolute && entriesResource(v)[0] == 0 {
		if memMisread { // said already: no second word on the same memory
			return Value{Raw: v.Raw, Pos: v.Pos}
		}
		r.c.fact(Fact{Kind: FactNoMemory, Queue: q.Path, Key: key, Pos: v.Pos, Raw: v.Raw, Max: max})
		return Value{Raw: v.Raw, Pos: v.Pos}
	}
	return v
}

// outsideResourcePattern returns the first character of body that
// RESOURCE_PATTERN (^\[[\w\.,\-_=\ /]+\]$) nor the capacity vector's
// pattern (which adds "%", a form parseEntry words per release) allows; ""
// when there is none. A value with one is neither absolute nor a vector:
// Hadoop reads it with parseFloat.
func outsideResourcePattern(body string) string {
	for _, c := range body {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', strings.ContainsRune("_.,-= /", c):
		case c == '%':
		default:
			return string(c)
		}
	}
	return ""
}

// parseEntry reads one "type=value" of a bracketed resource; "memory" is
// memory-mb. In a value RESOURCE_PATTERN matches (legacy: no "%"), the
// pair is read as updateResourceValuesFromConfig reads it (legacyEntry);
// in a 3.4 capacity vector with "%" only QueueCapacityConfigParser reads
// it, as a float. custom is hadoop.CapacityFeatures.CustomTypeAmounts.
// skip says why Hadoop skips the pair and misread how it reads it
// otherwise than written ("" when it reads it as written).
func parseEntry(item string, legacy, custom bool) (e Entry, skip, misread *Fact, err error) {
	rawName, rawVal, ok := strings.Cut(item, "=")
	name, val := strings.TrimSpace(rawName), strings.TrimSpace(rawVal)
	if !ok {
		return Entry{}, &Fact{Kind: FactEntryWithoutEquals, Raw: strings.TrimSpace(item)}, nil, nil
	}
	if name == "" || val == "" {
		return Entry{}, nil, nil, fmt.Errorf("%q is not type=value", strings.TrimSpace(item))
	}
	if name == "memory" {
		name = resource.MemoryMB
	}
	e = Entry{Type: name, Kind: Absolute}
	switch {
	case strings.HasSuffix(val, "%"):
		e.Kind, val = Percent, strings.TrimSuffix(val, "%")
	case strings.HasSuffix(val, "w"):
		e.Kind, val = Weight, strings.TrimSuffix(val, "w")
	}
	if e.Kind == Absolute && legacy {
		return legacyEntry(rawName, rawVal, custom)
	}
	amount, unit := val, ""
	if e.Kind == Absolute { // QueueCapacityConfigParser: a float, a unit converted from its (long)
		amount, unit = splitUnit(val)
		if !yarnsite.KnownUnit(unit) {
			return Entry{}, &Fact{Kind: FactUnknownUnit, Name: name, Raw: val, Unit: unit}, nil, nil
		}
	}
	f, err := strconv.ParseFloat(amount, 64)
	if err != nil || f < 0 || math.IsInf(f, 0) {
		return Entry{}, nil, nil, fmt.Errorf("%q is not a non-negative number", val)
	}
	if unit != "" {
		n, err := yarnsite.ConvertUnit(unit, "Mi", javanum.JavaLong(f))
		if err != nil {
			return Entry{}, nil, nil, fmt.Errorf("java.lang.IllegalArgumentException: %v", err)
		}
		f = float64(n)
	}
	e.Value = f
	return e, nil, nil, nil
}

// legacyEntry reads one pair of an absolute resource as
// CapacitySchedulerConfiguration.updateResourceValuesFromConfig does:
// the type as written before YARN-10503 (custom false: only "memory" and
// "vcores" count, so " vcores" after a comma is skipped), trimmed after it
// (custom true: a custom type counts too); the amount never trimmed.
func legacyEntry(rawName, rawVal string, custom bool) (e Entry, skip, misread *Fact, err error) {
	name := rawName
	if custom {
		name = strings.TrimSpace(rawName)
	}
	switch trimmed := strings.TrimSpace(name); {
	case name == "memory":
		name = resource.MemoryMB
	case name == "vcores", custom:
	case trimmed == "memory" || trimmed == "vcores":
		return Entry{}, &Fact{Kind: FactSpacedType, Name: name}, nil, nil
	default:
		return Entry{}, &Fact{Kind: FactTypeBeforeCustomAmounts, Name: trimmed}, nil, nil
	}
	n, skip, misread, err := absoluteAmount(name, rawVal, custom)
	return Entry{Type: name, Kind: Absolute, Value: float64(n)}, skip, misread, err
}

// absoluteAmount reads an absolute amount as CapacitySchedulerConfiguration's
// updateResourceValuesFromConfig does in every release: the unit is the
// trailing letters, the rest goes to Long.valueOf, untrimmed (a space, a
// fraction, an exponent or more than a long refuses the file), and an
// amount with a unit is converted to Mi whatever the type (Hadoop keeps
// the written unit's name beside a custom type's number), refusing a
// result that overflows a long. A unit UnitsConversionUtil does not know
// refuses the file too ("Unknown unit") unless knownOnly (YARN-10503),
// which skips the pair before reading the number. vcores keep the low 32
// bits (Long.intValue). A negative amount is read as written (the pattern
// allows "-"), which no figure can show: it is taken as 0, and misread
// says so.
func absoluteAmount(name, val string, knownOnly bool) (n int64, skip, misread *Fact, err error) {
	amount, unit := splitUnit(val)
	if knownOnly && !yarnsite.KnownUnit(unit) {
		return 0, &Fact{Kind: FactUnknownUnit, Name: strings.TrimSpace(name), Raw: val, Unit: unit}, nil, nil
	}
	n, err = javanum.ParseJavaLong(amount)
	if err != nil {
		why := "Long.valueOf reads a whole number of at most 19 digits"
		if strings.ContainsRune(amount, ' ') {
			why = "Hadoop does not trim the amount after \"=\""
		}
		return 0, nil, nil, fmt.Errorf("java.lang.NumberFormatException: For input string: %q (%s)", amount, why)
	}
	if unit != "" {
		if n, err = yarnsite.ConvertUnit(unit, "Mi", n); err != nil {
			return 0, nil, nil, fmt.Errorf("java.lang.IllegalArgumentException: %v", err)
		}
	}
	if name == resource.VCores && int64(int32(n)) != n {
		misread = &Fact{Kind: FactVcoresOverflow, Name: name, Raw: val, Int: int64(int32(n))}
		n = int64(int32(n))
	}
	if n < 0 {
		misread = &Fact{Kind: FactNegativeAmount, Name: name, Raw: val}
		n = 0
	}
	return n, nil, misread, nil
}

// splitUnit cuts an amount's trailing letters (its unit) off, as
// ResourceUtils.getUnits finds them.
func splitUnit(s string) (amount, unit string) {
	i := len(s)
	for i > 0 && (s[i-1] >= 'a' && s[i-1] <= 'z' || s[i-1] >= 'A' && s[i-1] <= 'Z') {
		i--
	}
	return s[:i], s[i:]
}

// javaDouble reads s as Double.parseDouble does, for the plain decimal
// numbers capacities are written in; f (the float reading) otherwise.
func javaDouble(s string, f float32) float64 {
	if d, err := strconv.ParseFloat(strings.TrimSpace(s), 64); err == nil {
		return d
	}
	return float64(f)
}

// JavaFloat formats f as Java's Float.toString does for the magnitudes of
// capacities: the shortest decimal, with ".0" on whole numbers.
func JavaFloat(f float32) string {
	switch {
	case f != f:
		return "NaN"
	case math.IsInf(float64(f), 1):
		return "Infinity"
	case math.IsInf(float64(f), -1):
		return "-Infinity"
	}
	s := strconv.FormatFloat(float64(f), 'f', -1, 32)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

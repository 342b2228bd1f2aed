package clusterspec

import (
	"fmt"
	"math"
	"strings"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/internal/suggest"
)

// ParseCluster reads a cluster size: comma-separated items, each either an
// amount with a unit ("400 GB", "1.5 TiB", "16384 mb", "100 vcores") or a
// resource type and an amount ("memory-mb=400Gi", "vcores=100",
// "yarn.io/gpu=8"). Memory units are binary and case-insensitive (mb = MiB,
// gb = GiB = 1024 mb, tb, pb; Mi, Gi, Ti, Pi); a memory amount without a
// unit is in MB. Both memory and vcores must be given; declared custom types
// that are left out are 0. The result is indexed like types (nil means
// memory-mb and vcores only).
//
// It refuses, with an error that says what to write instead: thousands
// separators (commas, spaces, underscores, apostrophes, and a period before
// exactly three digits in MB, vcores or a count, which is ambiguous),
// amounts that are not whole numbers of the type's unit, negative and
// too-large amounts, a zero memory or vcores (a custom type may be 0, as
// when it is left out), percentages, unknown units, resource types that
// types does not declare (suggesting the one meant), a type given twice,
// and a missing memory or vcores.
func ParseCluster(s string, types resource.ResourceTypes) (resource.Resource, error) {
	if len(types) == 0 {
		types = resource.DefaultResourceTypes
	}
	items := strings.Split(s, ",")
	r := make(resource.Resource, len(types))
	seen := make([]string, len(types))
	for i, raw := range items {
		item := strings.TrimSpace(raw)
		if item == "" {
			return nil, emptyItem(s)
		}
		if sep, ok := thousands(item, items, i); ok {
			return nil, fmt.Errorf("%q looks like a number with a thousands separator; commas separate resources, so write %s", sep, strings.ReplaceAll(sep, ",", ""))
		}
		idx, v, err := parseItem(item, types)
		if err != nil {
			return nil, err
		}
		if seen[idx] != "" {
			return nil, fmt.Errorf("%s is given twice (%q and %q)", types[idx], seen[idx], item)
		}
		seen[idx], r[idx] = item, v
	}
	for i, name := range types[:2] {
		if seen[i] == "" {
			return nil, fmt.Errorf("no %s: a cluster size needs both memory and vcores, e.g. \"16384 mb, 16 vcores\"", name)
		}
	}
	return r, nil
}

// emptyItem explains an empty item between commas.
func emptyItem(s string) error {
	if strings.TrimSpace(s) == "" {
		return fmt.Errorf("the cluster size is empty; give memory and vcores, e.g. \"16384 mb, 16 vcores\"")
	}
	return fmt.Errorf("empty item between commas in %q", s)
}

// thousands recognises "409,600" and "1,048,576 mb": items[i] is a bare
// number of one to three digits and the next item starts with exactly
// three digits. It returns the number as written, groups joined by commas.
func thousands(item string, items []string, i int) (string, bool) {
	if len(item) > 3 || !allDigits(item) {
		return "", false
	}
	groups := []string{item}
	for _, next := range items[i+1:] {
		next = strings.TrimSpace(next)
		if len(next) < 3 || !allDigits(next[:3]) || len(next) > 3 && isDigit(next[3]) {
			break
		}
		groups = append(groups, next[:3])
		if len(next) > 3 {
			break
		}
	}
	return strings.Join(groups, ","), len(groups) > 1
}

// parseItem reads one item and returns the index of its type and amount.
func parseItem(item string, types resource.ResourceTypes) (int, int64, error) {
	if name, value, ok := strings.Cut(item, "="); ok {
		return parseNamed(strings.TrimSpace(name), strings.TrimSpace(value), item, types)
	}
	num, unit := splitAmount(item)
	if num == "" {
		return 0, 0, fmt.Errorf("%q does not start with an amount; write e.g. \"400 GB\", \"100 vcores\" or \"yarn.io/gpu=8\"", item)
	}
	if unit == "" {
		return 0, 0, fmt.Errorf("%q has no unit; write e.g. \"%s mb\" or \"%s vcores\"", item, num, num)
	}
	if strings.EqualFold(unit, "vcores") || strings.EqualFold(unit, "vcore") {
		v, err := amount(num, 1, resource.VCores, item)
		return 1, v, err
	}
	mult, ok := memoryUnits[strings.ToLower(unit)]
	if !ok && separated(unit) {
		return 0, 0, fmt.Errorf("%q has a separator inside a number; write the digits together, e.g. %s%s", item, num, strings.NewReplacer(" ", "", "_", "", "'", "").Replace(unit))
	}
	if !ok {
		return 0, 0, unknownUnit(item, num, unit, types)
	}
	v, err := amount(num, mult, resource.MemoryMB, item)
	return 0, v, err
}

// separated reports whether what follows a number's digits continues the
// number after a separator: "600 mb" after "409", "_600", "'600".
func separated(rest string) bool {
	rest = strings.TrimLeft(rest, " _'")
	return rest != "" && isDigit(rest[0])
}

// parseNamed reads "name=value".
func parseNamed(name, value, item string, types resource.ResourceTypes) (int, int64, error) {
	idx := types.Index(name)
	if idx < 0 {
		return 0, 0, unknownType(name, types)
	}
	num, unit := splitAmount(value)
	if num == "" {
		return 0, 0, fmt.Errorf("%q: %q is not an amount", item, value)
	}
	mult := int64(1)
	if unit != "" {
		m, ok := memoryUnits[strings.ToLower(unit)]
		if idx != 0 || !ok {
			return 0, 0, badNamedUnit(item, name, unit, idx == 0)
		}
		mult = m
	}
	v, err := amount(num, mult, name, item)
	return idx, v, err
}

// memoryUnits maps a memory unit, lower case, to MB.
var memoryUnits = map[string]int64{
	"m": 1, "mb": 1, "mi": 1, "mib": 1,
	"g": 1 << 10, "gb": 1 << 10, "gi": 1 << 10, "gib": 1 << 10,
	"t": 1 << 20, "tb": 1 << 20, "ti": 1 << 20, "tib": 1 << 20,
	"p": 1 << 30, "pb": 1 << 30, "pi": 1 << 30, "pib": 1 << 30,
}

// memoryUnitNames are the memory units offered in suggestions.
var memoryUnitNames = []string{"mb", "gb", "tb", "pb", "MiB", "GiB", "TiB", "PiB"}

// unknownUnit words an amount whose unit is none of the known ones. A unit
// that names cores ("vc", "vcpu", "cores") or a declared custom type
// ("gpu") is taken for that resource, not for the memory unit it happens to
// be spelled nearest to.
func unknownUnit(item, num, unit string, types resource.ResourceTypes) error {
	if unit == "%" {
		return fmt.Errorf("%q is a percentage; a cluster size is absolute, e.g. \"16384 mb, 16 vcores\"", item)
	}
	msg := fmt.Sprintf("%q: unknown unit %q", item, unit)
	if coresUnit(unit) {
		return fmt.Errorf("%s; did you mean %q?", msg, num+" vcores")
	}
	if t := customTypeNamed(unit, types); t != "" {
		return fmt.Errorf("%s; did you mean %q?", msg, t+"="+num)
	}
	if s := suggest.Closest(unit, append(memoryUnitNames, "vcores")); s != "" {
		return fmt.Errorf("%s; did you mean %q?", msg, num+" "+s)
	}
	return fmt.Errorf("%s; memory takes mb, gb, tb or pb (binary: 1 gb = 1024 mb), cores take vcores", msg)
}

// coresUnit reports whether unit is a way of writing cores: "vc", "vcpu",
// "vcpus", "cpu", "cores", "vcroes".
func coresUnit(unit string) bool {
	u := strings.ToLower(unit)
	return strings.HasPrefix(u, "vc") || strings.Contains(u, "cpu") || strings.HasPrefix(u, "core")
}

// customTypeNamed returns the declared custom resource type whose last
// part unit names, singular or plural ("gpu", "gpus" for yarn.io/gpu).
func customTypeNamed(unit string, types resource.ResourceTypes) string {
	u := strings.TrimSuffix(strings.ToLower(unit), "s")
	for _, t := range types {
		if t == resource.MemoryMB || t == resource.VCores {
			continue
		}
		short := t[strings.LastIndexAny(t, "/.")+1:]
		if strings.EqualFold(short, u) || strings.EqualFold(t, unit) {
			return t
		}
	}
	return ""
}

func badNamedUnit(item, name, unit string, memory bool) error {
	if unit == "%" {
		return fmt.Errorf("%q is a percentage; a cluster size is absolute", item)
	}
	if memory {
		return fmt.Errorf("%q: unknown unit %q; memory-mb takes Mi, Gi, Ti, Pi (or mb, gb, tb, pb), or none for MB", item, unit)
	}
	return fmt.Errorf("%q: %s is a count and takes no unit; write %s=%s", item, name, name, "<number>")
}

// unknownType names the declared types and suggests the one meant.
func unknownType(name string, types resource.ResourceTypes) error {
	cands := make([]suggest.Candidate, len(types))
	for i, t := range types {
		cands[i] = suggest.Candidate{Name: t}
	}
	cands[0].Keys = []string{resource.MemoryMB, "memory", "mem"}
	if s := suggest.Rank(name, cands, 1); len(s) > 0 {
		return fmt.Errorf("unknown resource type %q; did you mean %q?", name, s[0])
	}
	return fmt.Errorf("unknown resource type %q; known types are %s (declare a custom type with --resource-types %s, or \"resourceTypes\": [%q] in .fairsched.json)",
		name, strings.Join(types, ", "), name, name)
}

// splitAmount splits "1.5 TiB" into "1.5" and "TiB": the number is an
// optional minus sign, digits and an optional fraction; the unit is what
// follows, trimmed. num is "" when item does not start with a digit.
func splitAmount(item string) (num, unit string) {
	end := 0
	if strings.HasPrefix(item, "-") || strings.HasPrefix(item, "+") {
		end = 1
	}
	start := end
	for end < len(item) && (isDigit(item[end]) || item[end] == '.') {
		end++
	}
	if end == start {
		return "", ""
	}
	return item[:end], strings.TrimSpace(item[end:])
}

// amount converts a number times a multiplier to a whole, positive amount
// of the named type.
func amount(num string, mult int64, name, item string) (int64, error) {
	neg := strings.HasPrefix(num, "-")
	digits := strings.TrimLeft(num, "+-")
	whole, frac, _ := strings.Cut(digits, ".")
	if whole == "" || strings.Contains(frac, ".") || !allDigits(whole) || !allDigits(frac) {
		return 0, fmt.Errorf("%q: %q is not a number", item, num)
	}
	if neg && strings.Trim(whole+frac, "0") != "" {
		return 0, fmt.Errorf("%q: %s must be positive", item, name)
	}
	if len(frac) == 3 && mult == 1 {
		return 0, fmt.Errorf("%q is ambiguous: a period before three digits may separate thousands; write %s%s, or the amount without the period", item, whole, frac)
	}
	v, ok := scaled(whole, frac, mult)
	switch {
	case !ok && v < 0:
		return 0, fmt.Errorf("%q is not a whole number of %s", item, unitOf(name))
	case !ok:
		return 0, fmt.Errorf("%q is too large", item)
	case v == 0 && (name == resource.MemoryMB || name == resource.VCores):
		return 0, fmt.Errorf("%q: %s must be positive; a cluster with none cannot run anything", item, name)
	case name == resource.VCores && v > math.MaxInt32:
		return 0, fmt.Errorf("%q is too large: vcores are at most %d", item, math.MaxInt32)
	}
	return v, nil
}

// scaled returns whole.frac × mult. ok is false with v < 0 when the result
// is not whole, and with v >= 0 when it overflows an int64.
func scaled(whole, frac string, mult int64) (v int64, ok bool) {
	frac = strings.TrimRight(frac, "0")
	den := int64(1)
	for range frac {
		if den > math.MaxInt64/10 {
			return -1, false
		}
		den *= 10
	}
	g := gcd(mult, den)
	mult, den = mult/g, den/g
	n, ok := parseUint(whole + frac)
	if !ok {
		return 0, false
	}
	if n%den != 0 {
		return -1, false
	}
	n /= den
	if n > math.MaxInt64/mult {
		return 0, false
	}
	return n * mult, true
}

func parseUint(s string) (int64, bool) {
	var n int64
	for i := 0; i < len(s); i++ {
		d := int64(s[i] - '0')
		if n > (math.MaxInt64-d)/10 {
			return 0, false
		}
		n = n*10 + d
	}
	return n, true
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func unitOf(name string) string {
	if name == resource.MemoryMB {
		return "MB"
	}
	return name
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

package render

import (
	"math"
	"strconv"

	"github.com/fairsched/fairsched/core/resource"
)

// The one resource notation of fairsched's text and markdown output. A
// resource names memory and vcores always and a custom type only when it
// is not 0: "25 GiB, 10 vcores, yarn.io/gpu=2". Memory is in MiB, GiB or
// TiB (--units binary, the default) or in exact MB ("25600 mb", --units
// mb). Long.MAX_VALUE, Hadoop's "no limit", is "unlimited", and a resource
// unlimited in every type is just "unlimited". Tables that do not fit
// their width fall back to the compact form of the same notation
// ("25Gi,10vc,gpu=2"; compact.go). JSON output keeps exact numbers.

// notation is how one output writes resources: the memory units, the
// compact form or not, and the cluster's resource types.
type notation struct {
	types   resource.ResourceTypes
	units   resource.Units
	compact bool
}

// newNotation is the long notation of o's units.
func newNotation(types resource.ResourceTypes, o Options) notation {
	return notation{types: types, units: o.Units}
}

// shown reports whether part i of r is written: memory and vcores always,
// a custom type the cluster declares when it is not 0.
func shown(r resource.Resource, i int, types resource.ResourceTypes) bool {
	return i <= 1 || i < len(types) && r[i] != 0
}

// allUnlimited reports whether every part of r is Long.MAX_VALUE.
func allUnlimited(r resource.Resource) bool {
	for _, v := range r {
		if v != math.MaxInt64 {
			return false
		}
	}
	return len(r) > 0
}

// appendResource appends r in the notation.
func (n notation) appendResource(b []byte, r resource.Resource) []byte {
	if n.compact {
		return appendCompact(b, r, n.types)
	}
	if allUnlimited(r) {
		return append(b, "unlimited"...)
	}
	first := true
	for i, v := range r {
		if !shown(r, i, n.types) {
			continue
		}
		if !first {
			b = append(b, ", "...)
		}
		first = false
		b = resource.AppendAmount(b, n.types, i, v, n.units)
	}
	return b
}

// resource returns r in the notation.
func (n notation) resource(r resource.Resource) string {
	var buf [64]byte // room for most resources: the string is the one allocation
	return string(n.appendResource(buf[:0], r))
}

// signed returns a difference with a sign on every part that is not 0
// ("+10 GiB, -2 vcores, +1 yarn.io/gpu"), "0" when every part is, and "-"
// for none.
func (n notation) signed(d resource.Resource) string {
	if d == nil {
		return "-"
	}
	sep := ", "
	if n.compact {
		sep = ","
	}
	var b []byte
	for i, v := range d {
		if v == 0 || i > 1 && i >= len(n.types) {
			continue
		}
		if len(b) > 0 {
			b = append(b, sep...)
		}
		if v > 0 {
			b = append(b, '+')
		}
		switch {
		case i > 1 && n.compact: // "+2gpu", as "+4vc"
			b = append(strconv.AppendInt(b, v, 10), shortType(n.types[i])...)
		case i > 1: // "+2 yarn.io/gpu", as "+4 vcores"
			b = append(append(strconv.AppendInt(b, v, 10), ' '), n.types[i]...)
		case n.compact:
			b = appendCompactPart(b, n.types, i, v)
		default:
			b = resource.AppendAmount(b, n.types, i, v, n.units)
		}
	}
	if len(b) == 0 {
		return "0"
	}
	return string(b)
}

// amountOf formats an amount of resource type typ.
func amountOf(types resource.ResourceTypes, typ int, v int64, u resource.Units) string {
	return string(resource.AppendAmount(nil, types, typ, v, u))
}

// appendCount64 appends v, "unlimited" when it is the value that means no
// limit (Long.MAX_VALUE for resources, Integer.MAX_VALUE for app counts).
func appendCount64(b []byte, v, unlimited int64) []byte {
	if v == unlimited {
		return append(b, "unlimited"...)
	}
	return strconv.AppendInt(b, v, 10)
}

// appCount writes a limit on applications: "unlimited" for
// Integer.MAX_VALUE, Hadoop's default maxRunningApps.
func appCount(v int64) string {
	var buf [24]byte // the string is the one allocation
	return string(appendCount64(buf[:0], v, math.MaxInt32))
}

package xmlconf

import (
	"math"

	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/resource"
)

// ResourceStyle says which of Hadoop's three resource-string grammars a value
// was written in (parsing.md §5).
type ResourceStyle uint8

// The grammars of a resource string.
const (
	StyleOldAbsolute ResourceStyle = iota + 1 // "1024 mb, 2 vcores"
	StyleOldPercent                           // "50%" or "50% memory, 25% cpu"
	StyleNewAbsolute                          // "memory-mb=1024, vcores=2"
	StyleNewPercent                           // "memory-mb=50%, vcores=25%"
)

// Quirks records the ways Hadoop's parser accepted a resource string while
// reading it differently from how it looks. Lint rules turn them into
// warnings; the parsed value already reflects them.
type Quirks uint32

// Individual quirks.
const (
	// QuirkDecimalDropped: an old-style absolute number had a fraction that
	// Hadoop dropped ("5120.9 mb" is 5120).
	QuirkDecimalDropped Quirks = 1 << iota
	// QuirkWordSeparated: old-style absolute pieces were not two comma-separated
	// pieces; Hadoop fell back to picking number+word tokens ("1024 mb 2 vcores",
	// "1024 mb; 2 vcores").
	QuirkWordSeparated
	// QuirkThousandsSeparator: a comma inside a number split it, and Hadoop read
	// only the digits after the comma ("1,024 mb" is 24 MB).
	QuirkThousandsSeparator
	// QuirkUnitSuffix: a unit had trailing letters Hadoop ignored ("1024 mbs",
	// "2 vcoresx", "5120mb mb").
	QuirkUnitSuffix
	// QuirkVCoresClamped: a new-style vcores value above 2147483647 was clamped.
	QuirkVCoresClamped
	// QuirkDuplicateName: a new-style resource name was given twice; the last wins.
	QuirkDuplicateName
	// QuirkExtraPieces: an old-style percentage had pieces beyond memory and cpu,
	// which Hadoop ignores ("50% memory, 50% cpu, 10% gpu").
	QuirkExtraPieces
	// QuirkVCoresMissingMax: a new-style absolute value with "missing =
	// unlimited" did not name vcores; Hadoop >= 3.2 then uses vcores = -1
	// ((int) Long.MAX_VALUE), not unlimited.
	QuirkVCoresMissingMax
	// QuirkCustomZeroed: an old-style value set every custom resource type to
	// 0 (absolute) or 0% (percentage) because it cannot name them.
	QuirkCustomZeroed
)

// Has reports whether every quirk in q2 is set in q.
func (q Quirks) Has(q2 Quirks) bool { return q&q2 == q2 }

// ConfigurableResource is a parsed resource string: either an absolute
// Resource or one fraction of the cluster per resource type (Hadoop's
// ConfigurableResource).
type ConfigurableResource struct {
	Style  ResourceStyle
	Quirks Quirks
	// Absolute holds the values of an absolute style; nil for percentages.
	Absolute resource.Resource
	// Percent holds fractions (0.5 means 50%) per resource type for the
	// percentage styles; nil for absolute styles.
	Percent []float64
}

// IsPercent reports whether c is relative to the cluster size.
func (c ConfigurableResource) IsPercent() bool { return c.Percent != nil }

// Resolve returns the absolute value of c on a cluster of the given size,
// the way Hadoop's ConfigurableResource.getResource does: memory and custom
// types are (long)(cluster*fraction), vcores (int)(cluster*fraction).
func (c ConfigurableResource) Resolve(cluster resource.Resource) resource.Resource {
	if !c.IsPercent() {
		return c.Absolute.Clone()
	}
	out := make(resource.Resource, len(c.Percent))
	for i, f := range c.Percent {
		v := float64(cluster.Get(i)) * f
		if i == 1 {
			out[i] = int64(javanum.JavaInt(v))
			continue
		}
		out[i] = javanum.JavaLong(v)
	}
	return out
}

// ClampVCores applies Hadoop's rule that vcores never exceed Integer.MAX_VALUE.
func ClampVCores(v int64) int64 { return min(v, math.MaxInt32) }

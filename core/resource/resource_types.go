package resource

import (
	"math"
	"strconv"
	"strings"
)

// Names of the two resource types every YARN cluster has.
const (
	MemoryMB = "memory-mb"
	VCores   = "vcores"
)

// ResourceTypes lists the resource types known to the ResourceManager, in
// Hadoop's order: index 0 is always memory-mb, index 1 always vcores, and
// custom types (declared in yarn.resource-types) follow.
type ResourceTypes []string

// DefaultResourceTypes is the resource type list of a cluster with no
// custom resource types.
var DefaultResourceTypes = ResourceTypes{MemoryMB, VCores}

// WithCustom returns the default types followed by the given custom types.
// Empty names and repeats of a known name are skipped.
func WithCustom(custom ...string) ResourceTypes {
	t := append(ResourceTypes{}, DefaultResourceTypes...)
	for _, c := range custom {
		c = strings.TrimSpace(c)
		if c != "" && t.Index(c) < 0 {
			t = append(t, c)
		}
	}
	return t
}

// Index returns the position of the named type, or -1 when it is unknown.
// Names are case-sensitive, as in Hadoop.
func (t ResourceTypes) Index(name string) int {
	for i, n := range t {
		if n == name {
			return i
		}
	}
	return -1
}

// Name returns the name of the type at index i, or "type<i>" past the
// known types.
func (t ResourceTypes) Name(i int) string {
	if i >= 0 && i < len(t) {
		return t[i]
	}
	return "type" + strconv.Itoa(i)
}

// Resource is an absolute amount of every resource type, indexed like the
// ResourceTypes it was made for (memory in MB at index 0, vcores at 1).
// Values are Java longs; vcores never exceed math.MaxInt32 (Hadoop clamps).
type Resource []int64

// NewResource returns a Resource of n types all set to v.
func NewResource(n int, v int64) Resource {
	r := make(Resource, n)
	for i := range r {
		r[i] = v
	}
	return r
}

// Unbounded returns Hadoop's Resources.unbounded(): every type Long.MAX_VALUE.
func Unbounded(n int) Resource { return NewResource(n, math.MaxInt64) }

// Get returns the value at index i, or 0 when r is too short.
func (r Resource) Get(i int) int64 {
	if i < len(r) {
		return r[i]
	}
	return 0
}

// AddIn adds o into r, componentwise, in place (o at least as long as r):
// the simulations' running totals.
func (r Resource) AddIn(o Resource) {
	for i := range r {
		r[i] += o[i]
	}
}

// SubIn subtracts o from r, componentwise, in place.
func (r Resource) SubIn(o Resource) {
	for i := range r {
		r[i] -= o[i]
	}
}

// Clone returns a copy of r.
func (r Resource) Clone() Resource { return append(Resource(nil), r...) }

// ComponentwiseMax returns max(a[i], b[i]) for every type, as Hadoop's
// Resources.componentwiseMax.
func ComponentwiseMax(a, b Resource) Resource {
	n := max(len(a), len(b))
	out := make(Resource, n)
	for i := range out {
		out[i] = max(a.Get(i), b.Get(i))
	}
	return out
}

// ComponentwiseMin returns min(a[i], b[i]) for every type of a, as Hadoop's
// Resources.componentwiseMin; a type b lacks counts as 0.
func ComponentwiseMin(a, b Resource) Resource {
	out := a.Clone()
	for i := range out {
		out[i] = min(out[i], b.Get(i))
	}
	return out
}

// Fits reports whether every component of r is <= the same component of o
// (Hadoop's Resources.fitsIn).
func (r Resource) Fits(o Resource) bool {
	for i := range r {
		if r[i] > o.Get(i) {
			return false
		}
	}
	return true
}

// Format writes r the way YARN documentation writes resources, naming every
// type: "4096 mb, 4 vcores, yarn.io/gpu=2". Long.MAX_VALUE prints as
// "unlimited". It is Append with UnitsMB.
func (r Resource) Format(types ResourceTypes) string {
	return string(r.Append(make([]byte, 0, 16*len(r)), types, UnitsMB))
}

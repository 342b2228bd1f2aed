package simulate

import "github.com/fairsched/fairsched/core/resource"

// Resource is an amount of every resource type of the cluster, indexed like
// its ResourceTypes (memory-mb at 0, vcores at 1, custom types after).
type Resource = resource.Resource

const (
	mem = 0 // index of memory-mb
	vc  = 1 // index of vcores
)

// subFloor subtracts b from a componentwise, no component going below 0
// (Resources#subtractFromNonNegative).
func subFloor(a, b Resource) {
	for i := range a {
		a[i] = max(a[i]-b[i], 0)
	}
}

// fitsIn is Resources#fitsIn: every component of a is at most b's.
func fitsIn(a, b Resource) bool {
	for i := range a {
		if a[i] > b[i] {
			return false
		}
	}
	return true
}

// sumFitsIn reports whether a+b fits in c without building a+b. A sum that
// overflows a long does not fit.
func sumFitsIn(a, b, c Resource) bool {
	for i := range a {
		s := a[i] + b[i]
		if s < a[i] || s > c[i] {
			return false
		}
	}
	return true
}

// anyPositive reports whether some component is above 0.
func anyPositive(a Resource) bool {
	for _, v := range a {
		if v > 0 {
			return true
		}
	}
	return false
}

// capBy lowers a componentwise to at most b.
func capBy(a, b Resource) {
	for i := range a {
		a[i] = min(a[i], b[i])
	}
}

// memText writes an amount of memory in the notation of fairsched's text
// output ("25 GiB", "512 MiB"), as the tables around the messages do.
func memText(mb int64) string { return string(resource.AppendMemory(nil, mb, resource.UnitsBinary)) }

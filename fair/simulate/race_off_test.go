//go:build !race

package simulate

// propertySeeds is how many random trees the property test runs.
const propertySeeds = 30

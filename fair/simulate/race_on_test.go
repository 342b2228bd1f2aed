//go:build race

package simulate

// propertySeeds is how many random trees the property test runs; the race
// detector makes each about ten times slower.
const propertySeeds = 6

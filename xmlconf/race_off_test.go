//go:build !race

package xmlconf

// raceDetector is true when the tests run with -race, which makes the
// reader about ten times slower; the stress tests then use smaller inputs.
const raceDetector = false

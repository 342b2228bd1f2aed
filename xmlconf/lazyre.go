package xmlconf

import (
	"regexp"
	"sync"
)

// lazyRegexp returns a function that compiles pattern on its first call and
// then returns the same *regexp.Regexp. Compiling at package init cost every
// fairsched run about a millisecond, needed or not (\p{L} classes are big).
func lazyRegexp(pattern string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(pattern) })
}

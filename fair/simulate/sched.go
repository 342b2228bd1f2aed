package simulate

import (
	"math"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/fairsched/fairsched/core/simcore"
)

// sched is what a policy comparator reads of a queue or an app (Hadoop's
// Schedulable): cached demand, live usage, min share, weight, start time
// and name.
type sched struct {
	name   string
	start  int64   // ms; queues always 0
	weight float32 // FSQueue#getWeight or FSAppAttempt#getWeight
	// demand is the cached demand of the last update; usage is live.
	demand, usage, minShare Resource
	// owner is the queue index (queues) or the app index (apps).
	owner int
}

// signumF is signum for float arithmetic.
func signumF(d float32) int { return simcore.Signum(float64(d)) }

// javaCompareStrings is String#compareTo: UTF-16 code units in order, then
// length. For ASCII names it is plain byte order.
func javaCompareStrings(a, b string) int {
	if isASCII(a) && isASCII(b) {
		return strings.Compare(a, b)
	}
	for a != "" && b != "" {
		ra, na := utf8.DecodeRuneInString(a)
		rb, nb := utf8.DecodeRuneInString(b)
		if ra != rb {
			return compareUnits(ra, rb)
		}
		a, b = a[na:], b[nb:]
	}
	return simcore.Compare(int64(len(a)), int64(len(b)))
}

// compareUnits compares the first UTF-16 code unit of two different runes,
// then the second.
func compareUnits(ra, rb rune) int {
	ua, ub := units(ra), units(rb)
	for i := 0; i < len(ua) && i < len(ub); i++ {
		if ua[i] != ub[i] {
			return simcore.Compare(int64(ua[i]), int64(ub[i]))
		}
	}
	return simcore.Compare(int64(len(ua)), int64(len(ub)))
}

func units(r rune) []uint16 {
	if r1, r2 := utf16.EncodeRune(r); r1 != utf8.RuneError || r2 != utf8.RuneError {
		return []uint16{uint16(r1), uint16(r2)}
	}
	return []uint16{uint16(r)}
}

// compareStartAndName is the last stage of every policy: earlier start
// first ((int) Math.signum of the difference), then the name.
func compareStartAndName(s1, s2 *sched) int {
	if r := simcore.Signum(float64(s1.start - s2.start)); r != 0 {
		return r
	}
	return javaCompareStrings(s1.name, s2.name)
}

// appWeight is FSAppAttempt#getWeight: 1, or log2(1 + demand MB) with
// sizebasedweight, times the app priority FS always reads as 1.
func appWeight(sizeBased bool, demandMB int64) float32 {
	w := 1.0
	if sizeBased {
		w = math.Log1p(float64(demandMB)) / math.Log(2)
	}
	return float32(w)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

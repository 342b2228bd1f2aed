package resource

import (
	"math"
	"strconv"
)

// AppendTenths appends x with one decimal, byte for byte as
// strconv.AppendFloat(b, x, 'f', 1, 64) does, without its general
// algorithm: x is m·2^e exactly, so the tenths are m·10·2^e rounded to the
// nearest integer, a tie to the even one, which integer shifts compute.
// The memory notation and the tables' percentages write hundreds of
// thousands of such numbers. NaN, infinities and values of 2^48 or more
// take strconv's way.
func AppendTenths(b []byte, x float64) []byte {
	if !(math.Abs(x) < 1<<48) {
		return strconv.AppendFloat(b, x, 'f', 1, 64)
	}
	if math.Signbit(x) {
		b, x = append(b, '-'), -x
	}
	q := tenths(math.Float64bits(x))
	return append(append(strconv.AppendUint(b, q/10, 10), '.'), byte('0'+q%10))
}

// tenths returns the positive float64 of the given bits (below 2^48) times
// ten, rounded to the nearest integer, a tie to the even one.
func tenths(bits uint64) uint64 {
	mant, exp := bits&(1<<52-1), int(bits>>52)
	if exp == 0 {
		exp = 1 // subnormal: no implicit bit
	} else {
		mant |= 1 << 52
	}
	shift := 1075 - exp // x = mant / 2^shift, and shift >= 5 below 2^48
	m10 := mant * 10    // below 2^57
	if shift >= 64 {    // x·10 < 2^57 / 2^64: rounds to 0
		return 0
	}
	q, rem, half := m10>>shift, m10&(1<<shift-1), uint64(1)<<(shift-1)
	if rem > half || rem == half && q&1 == 1 {
		q++
	}
	return q
}

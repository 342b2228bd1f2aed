package javanum

import (
	"errors"
	"math"
	"testing"
)

func TestJavaTrim(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"empty", "", ""},
		{"only spaces", " \t\n\r ", ""},
		{"inner space kept", "  a b  ", "a b"},
		{"control chars", "\x00\x01\x1fx\x0b\x0c", "x"},
		{"nbsp kept", "\u00a0x\u00a0", "\u00a0x\u00a0"},
		{"next line kept", "\u0085x", "\u0085x"},
		{"ideographic space kept", "\u3000x", "\u3000x"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := JavaTrim(tc.in); got != tc.want {
				t.Errorf("JavaTrim(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

type javaIntCase struct {
	name string
	in   string
	want int64
	err  string // Java's message; "" means accepted
}

// Accept/reject columns of the Integer.parseInt row of parsing.md §2.3, plus
// the edges of Java's algorithm.
var javaIntCases = []javaIntCase{
	{"plain", "42", 42, ""},
	{"plus sign", "+5", 5, ""},
	{"minus sign", "-5", -5, ""},
	{"leading zeros", "05", 5, ""},
	{"minus zero", "-0", 0, ""},
	{"many leading zeros", "-000000000000000000000000000012", -12, ""},
	{"arabic-indic digits", "١٢٣", 123, ""},
	{"fullwidth digits", "１０", 10, ""},
	{"devanagari with sign", "-९", -9, ""},
	{"mixed scripts", "1٢3", 123, ""},
	{"empty", "", 0, `For input string: ""`},
	{"lone plus", "+", 0, `For input string: "+"`},
	{"lone minus", "-", 0, `For input string: "-"`},
	{"double sign", "+-1", 0, `For input string: "+-1"`},
	{"decimal", "5.0", 0, `For input string: "5.0"`},
	{"underscore", "1_000", 0, `For input string: "1_000"`},
	{"leading space", " 5", 0, `For input string: " 5"`},
	{"trailing space", "5 ", 0, `For input string: "5 "`},
	{"exponent", "1e3", 0, `For input string: "1e3"`},
	{"hex", "0x10", 0, `For input string: "0x10"`},
	{"superscript digit", "²", 0, `For input string: "²"`},
	{"supplementary digit", "𝟏", 0, `For input string: "𝟏"`},
	{"roman numeral", "Ⅻ", 0, `For input string: "Ⅻ"`},
}

func TestParseJavaInt(t *testing.T) {
	cases := append([]javaIntCase{
		{"max", "2147483647", math.MaxInt32, ""},
		{"min", "-2147483648", math.MinInt32, ""},
		{"overflow", "2147483648", 0, `For input string: "2147483648"`},
		{"underflow", "-2147483649", 0, `For input string: "-2147483649"`},
		{"long overflow", "99999999999", 0, `For input string: "99999999999"`},
	}, javaIntCases...)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseJavaInt(tc.in)
			checkJavaNumber(t, "ParseJavaInt", tc.in, float64(got), err, float64(tc.want), tc.err)
		})
	}
}

func TestParseJavaLong(t *testing.T) {
	cases := append([]javaIntCase{
		{"int overflow fits", "2147483648", 2147483648, ""},
		{"max", "9223372036854775807", math.MaxInt64, ""},
		{"min", "-9223372036854775808", math.MinInt64, ""},
		{"overflow", "9223372036854775808", 0, `For input string: "9223372036854775808"`},
		{"underflow", "-9223372036854775809", 0, `For input string: "-9223372036854775809"`},
		{"far overflow", "99999999999999999999", 0, `For input string: "99999999999999999999"`},
	}, javaIntCases...)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseJavaLong(tc.in)
			if tc.err == "" && err == nil && got != tc.want {
				t.Fatalf("ParseJavaLong(%q) = %d, want %d", tc.in, got, tc.want)
			}
			checkJavaNumber(t, "ParseJavaLong", tc.in, 0, err, 0, tc.err)
		})
	}
}

// checkJavaNumber compares a parse result with the expected value, or the error
// with Java's exact NumberFormatException message.
func checkJavaNumber(t *testing.T, fn, in string, got float64, err error, want float64, wantErr string) {
	t.Helper()
	if wantErr != "" {
		var nfe *NumberFormatError
		if !errors.As(err, &nfe) || nfe.Error() != wantErr {
			t.Fatalf("%s(%q) error = %v, want NumberFormatError %q", fn, in, err, wantErr)
		}
		return
	}
	if err != nil {
		t.Fatalf("%s(%q) error = %v, want %v", fn, in, err, want)
	}
	if got != want && !(math.IsNaN(got) && math.IsNaN(want)) || math.Signbit(got) != math.Signbit(want) {
		t.Fatalf("%s(%q) = %v, want %v", fn, in, got, want)
	}
}

type javaFloatCase struct {
	name string
	in   string
	want float64
	err  string
}

// javaFloatCases hold for both Double.parseDouble and Float.parseFloat (values
// exactly representable in float32).
var javaFloatCases = []javaFloatCase{
	{"float suffix", "0.5f", 0.5, ""},
	{"double suffix", "0.5d", 0.5, ""},
	{"upper suffixes", "2F", 2, ""},
	{"suffix after exponent", "1e1D", 10, ""},
	{"plus sign", "+0.5", 0.5, ""},
	{"negative", "-2.5", -2.5, ""},
	{"negative zero", "-0", math.Copysign(0, -1), ""},
	{"exponent", "1.5e3", 1500, ""},
	{"upper exponent with sign", "25E-2", 0.25, ""},
	{"exponent plus", "1e+2", 100, ""},
	{"exponent leading zeros", "1e0000000000000000000002", 100, ""},
	{"leading point", ".5", 0.5, ""},
	{"trailing point", "5.", 5, ""},
	{"leading zeros", "007", 7, ""},
	{"surrounding whitespace", " \t1.5\n ", 1.5, ""},
	{"control chars trimmed", "\x01 2 \x1f", 2, ""},
	{"NaN", "NaN", math.NaN(), ""},
	{"signed NaN", "-NaN", math.NaN(), ""},
	{"Infinity", "Infinity", math.Inf(1), ""},
	{"plus Infinity", "+Infinity", math.Inf(1), ""},
	{"minus Infinity", "-Infinity", math.Inf(-1), ""},
	{"overflow to infinity", "1e400", math.Inf(1), ""},
	{"underflow to zero", "1e-400", 0, ""},
	{"huge exponent", "1e99999999999999999999", math.Inf(1), ""},
	{"zero with huge exponent", "0e99999999999999999999", 0, ""},
	{"hex", "0x1p-1", 0.5, ""},
	{"hex upper", "0X1.8P3", 12, ""},
	{"hex suffix", "0x1p-1f", 0.5, ""},
	{"hex leading point", "0x.8p1", 1, ""},
	{"hex trailing point", "0x1.p1", 2, ""},
	{"hex negative", "-0x1p1", -2, ""},
	{"hex letters", "0xAbp0", 171, ""},
	{"hex f digit then suffix", "0x1fp0f", 31, ""},
	{"empty", "", 0, "empty String"},
	{"blank", " \t ", 0, "empty String"},
	{"exponent without digits", "5e", 0, `For input string: "5e"`},
	{"exponent sign only", "5e+", 0, `For input string: "5e+"`},
	{"trimmed in message", " 5e ", 0, `For input string: "5e"`},
	{"lower inf", "inf", 0, `For input string: "inf"`},
	{"lower infinity", "infinity", 0, `For input string: "infinity"`},
	{"lower nan", "nan", 0, `For input string: "nan"`},
	{"NaN with suffix", "NaNf", 0, `For input string: "NaNf"`},
	{"Infinity with suffix", "Infinityd", 0, `For input string: "Infinityd"`},
	{"underscore", "1_0", 0, `For input string: "1_0"`},
	{"lone point", ".", 0, `For input string: "."`},
	{"lone sign", "-", 0, `For input string: "-"`},
	{"double sign", "+-1", 0, `For input string: "+-1"`},
	{"exponent only", "e5", 0, `For input string: "e5"`},
	{"inner space", "1 0", 0, `For input string: "1 0"`},
	{"two suffixes", "1fd", 0, `For input string: "1fd"`},
	{"space before suffix", "1 f", 0, `For input string: "1 f"`},
	{"fractional exponent", "1e5.5", 0, `For input string: "1e5.5"`},
	{"decimal comma", "1,5", 0, `For input string: "1,5"`},
	{"multiple points", "1.2.3", 0, "multiple points"},
	{"multiple points first", "..5", 0, "multiple points"},
	{"arabic-indic digits", "١", 0, `For input string: "١"`},
	{"fullwidth digits", "１", 0, `For input string: "１"`},
	{"hex without exponent", "0x1", 0, `For input string: "0x1"`},
	{"hex fraction without exponent", "0x1.8", 0, `For input string: "0x1.8"`},
	{"hex without digits", "0xp1", 0, `For input string: "0xp1"`},
	{"hex point only", "0x.p1", 0, `For input string: "0x.p1"`},
	{"hex exponent without digits", "0x1p", 0, `For input string: "0x1p"`},
	{"hex fractional exponent", "0x1p1.5", 0, `For input string: "0x1p1.5"`},
	{"hex underscore", "0x1_0p0", 0, `For input string: "0x1_0p0"`},
	{"hex two points", "0x1.2.3p0", 0, `For input string: "0x1.2.3p0"`},
	{"leading zero before hex", "00x1p1", 0, `For input string: "00x1p1"`},
}

func TestParseJavaDouble(t *testing.T) {
	cases := append([]javaFloatCase{
		{"tenth", "1e-1", 0.1, ""},
		{"Java hang value", "2.2250738585072012e-308", 2.2250738585072014e-308, ""},
		{"min subnormal", "4.9e-324", 5e-324, ""},
		{"hex rounding", "0x1.00000000000008p0", 1, ""},
		{"hex sticky bit", "0x1.000000000000081p0", 1.0000000000000002, ""},
		{"max", "1.7976931348623157e308", math.MaxFloat64, ""},
	}, javaFloatCases...)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseJavaDouble(tc.in)
			checkJavaNumber(t, "ParseJavaDouble", tc.in, got, err, tc.want, tc.err)
		})
	}
}

func TestParseJavaFloat(t *testing.T) {
	cases := append([]javaFloatCase{
		{"tenth", "1e-1", float64(float32(0.1)), ""},
		{"float overflow", "1e39", math.Inf(1), ""},
		{"float underflow", "1e-46", 0, ""},
		{"float max", "3.4028235e38", math.MaxFloat32, ""},
		// 1 + 2^-24 + 2^-60 rounds up in float32, but to exactly 1+2^-24 (a
		// float32 tie that rounds to even, i.e. down) through float64.
		{"no double rounding", "1.000000059604644775390625000000000000001", float64(math.Nextafter32(1, 2)), ""},
		{"no double rounding hex", "0x1.000001000000001p0", float64(math.Nextafter32(1, 2)), ""},
	}, javaFloatCases...)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseJavaFloat(tc.in)
			checkJavaNumber(t, "ParseJavaFloat", tc.in, float64(got), err, tc.want, tc.err)
		})
	}
}

func TestParseJavaBoolean(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"true", true}, {"TRUE", true}, {"True", true}, {"tRuE", true},
		{"false", false}, {"yes", false}, {"1", false}, {"", false},
		{" true", false}, {"true ", false}, {"truee", false}, {"t", false},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			if got := ParseJavaBoolean(tc.in); got != tc.want {
				t.Errorf("ParseJavaBoolean(%q) = %v, want %v", tc.in, got, tc.want)
			}
		})
	}
}

func TestSecondsToMillis(t *testing.T) {
	tests := []struct {
		name      string
		sec, want int64
	}{
		{"zero", 0, 0},
		{"one", 1, 1000},
		{"negative", -5, -5000},
		{"largest exact", math.MaxInt64 / 1000, math.MaxInt64 / 1000 * 1000},
		{"long max wraps", math.MaxInt64, -1000},
		{"long min wraps", math.MinInt64, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := SecondsToMillis(tc.sec); got != tc.want {
				t.Errorf("SecondsToMillis(%d) = %d, want %d", tc.sec, got, tc.want)
			}
		})
	}
}

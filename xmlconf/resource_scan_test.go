package xmlconf

import (
	"math/rand/v2"
	"regexp"
	"testing"
)

// The expressions the scanners implement, written as Hadoop's patterns.
var (
	valueOracle = map[string]*regexp.Regexp{
		"mb":     regexp.MustCompile(`^(-?[0-9]+)(\.[0-9]*)?` + javaSpace + "mb"),
		"vcores": regexp.MustCompile(`^(-?[0-9]+)(\.[0-9]*)?` + javaSpace + "vcores"),
	}
	percentOracle = map[string]*regexp.Regexp{
		"":       regexp.MustCompile(`^(-?[0-9]+(?:\.[0-9]*)?)` + javaSpace + "%" + javaSpace + "$"),
		"memory": regexp.MustCompile(`^(-?[0-9]+(?:\.[0-9]*)?)` + javaSpace + "%" + javaSpace + "memory$"),
		"cpu":    regexp.MustCompile(`^(-?[0-9]+(?:\.[0-9]*)?)` + javaSpace + "%" + javaSpace + "cpu$"),
	}
)

// scanInputs are hand-picked edge cases followed by random strings made of
// the pieces the patterns care about.
func scanInputs() []string {
	in := []string{"", "-", ".", "1", "-1", "1.", "1.5", "-0.0", "1024 mb", "1024mb", "1024.9 mb",
		"1024 . mb", "1024\x0bmb", "1024\u00a0mb", "2 vcores", "2.vcores", "--2 vcores", "1 mbx",
		"50%", "50 % ", "50%memory", "50% memory ", "50% memoryx", "-5%", "5.%", "%", "5%%", "50% cpu"}
	pieces := []string{"-", "1", "23", "0", ".", " ", "\t", "\x0b", "\f", "%", "mb", "vcores", "memory", "cpu", "m", "x", ","}
	r := rand.New(rand.NewPCG(1, 2))
	for range 50000 {
		s := ""
		for range r.IntN(7) {
			s += pieces[r.IntN(len(pieces))]
		}
		in = append(in, s)
	}
	return in
}

func TestScanValueMatchesPattern(t *testing.T) {
	for _, s := range scanInputs() {
		for unit, re := range valueOracle {
			want := re.FindStringSubmatchIndex(s)
			got, ok := scanValue(s, unit)
			if ok != (want != nil) {
				t.Fatalf("scanValue(%q, %q) ok=%v, pattern matches=%v", s, unit, ok, want != nil)
			}
			if !ok {
				continue
			}
			frac := ""
			if want[4] >= 0 {
				frac = s[want[4]:want[5]]
			}
			if got.end != want[1] || got.digitsEnd != want[3] || got.fraction != frac {
				t.Fatalf("scanValue(%q, %q) = %+v, pattern gives end %d, digits end %d, fraction %q",
					s, unit, got, want[1], want[3], frac)
			}
		}
	}
}

func TestScanPercentMatchesPattern(t *testing.T) {
	for _, s := range scanInputs() {
		for unit, re := range percentOracle {
			want := re.FindStringSubmatch(s)
			got, ok := scanPercent(s, unit)
			if ok != (want != nil) || ok && got != want[1] {
				t.Fatalf("scanPercent(%q, %q) = %q, %v; pattern gives %q", s, unit, got, ok, want)
			}
		}
	}
}

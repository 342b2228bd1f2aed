package xmlconf

import (
	"testing"
)

func TestJavaSplit(t *testing.T) {
	tests := []struct {
		name, in string
		want     []string
	}{
		{"no separator", "abc", []string{"abc"}},
		{"empty", "", []string{""}},
		{"only separators", ",,", []string{}},
		{"trailing dropped", "a,b,,", []string{"a", "b"}},
		{"leading kept", ",a", []string{"", "a"}},
		{"inner kept", "a,,b", []string{"a", "", "b"}},
		{"trailing space kept", "a, ", []string{"a", " "}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := javaSplit(tc.in, ",")
			if len(got) != len(tc.want) {
				t.Fatalf("javaSplit(%q) = %q, want %q", tc.in, got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Fatalf("javaSplit(%q) = %q, want %q", tc.in, got, tc.want)
				}
			}
		})
	}
}

func TestJavaLower(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"ascii", "5120 MB, 2 vCores", "5120 mb, 2 vcores"},
		{"lower-case ascii kept", "5120 mb, 2 vcores", "5120 mb, 2 vcores"},
		{"ascii edges", "@AZ[`az{", "@az[`az{"},
		{"lower ascii then kelvin", "mb \u212a", "mb k"},
		{"dotted capital I", "İMB", "i\u0307mb"},
		{"kelvin sign", "\u212a", "k"},
		{"final sigma", "\u039f\u0394\u039f\u03a3", "\u03bf\u03b4\u03bf\u03c2"},
		{"sigma mid-word", "\u03a3\u0391", "\u03c3\u03b1"},
		{"lone sigma", "\u03a3", "\u03c3"},
		{"sigma before space", "\u0391\u03a3 \u0392", "\u03b1\u03c2 \u03b2"},
		{"invalid utf-8 kept", "A\xffB", "a\xffb"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := javaLower(tc.in); got != tc.want {
				t.Errorf("javaLower(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestSplitPairMatchesJavaSplit(t *testing.T) {
	inputs := []string{"", "=", "==", "a", "a=", "=b", "a=b", "a=b=", "a=b==", "a==b", "a=b=c", " a = b ", "a=b=c="}
	pieces := []string{"a", "b", "=", " ", ""}
	for _, x := range pieces {
		for _, y := range pieces {
			for _, z := range pieces {
				for _, w := range pieces {
					inputs = append(inputs, x+y+z+w)
				}
			}
		}
	}
	for _, s := range inputs {
		parts := javaSplit(s, "=")
		name, v, ok := splitPair(s)
		if ok != (len(parts) == 2) || ok && (name != parts[0] || v != parts[1]) {
			t.Errorf("splitPair(%q) = %q, %q, %v; javaSplit gives %q", s, name, v, ok, parts)
		}
	}
}

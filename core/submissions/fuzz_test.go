package submissions

import "testing"

// FuzzParse: the submissions reader never panics, and every
// submission and error names a line of the input.
func FuzzParse(f *testing.F) {
	f.Add("user,groups,queue\nalice,eng;ops,q\n\"b,c\",\"x\n")
	f.Add(`{"user":"a","groups":["g"],"queue":"q"}` + "\n{")
	f.Add(`{"apps":{"app":[{"user":"a","queue":"root.q"}]}}`)
	f.Fuzz(func(t *testing.T, in string) {
		subs, errs, _ := Parse([]byte(in))
		lines := 1
		for _, c := range in {
			if c == '\n' {
				lines++
			}
		}
		for _, s := range subs {
			if s.Line < 1 || (s.Line > lines && s.Line > len(subs)) {
				t.Fatalf("submission line %d outside the input", s.Line)
			}
		}
		for _, e := range errs {
			if e.Line < 1 || e.Line > lines {
				t.Fatalf("error line %d outside the input", e.Line)
			}
		}
	})
}

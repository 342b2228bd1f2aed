package yarnsite

import (
	"fmt"
	"strings"
)

// maxSubstitutions is Configuration.MAX_SUBST: more expansions than this
// and Hadoop throws IllegalStateException.
const maxSubstitutions = 20

// expansion is the outcome of substituting ${var} references in a value.
type expansion struct {
	val string
	// left names the first variable fairsched could not expand ("" when
	// none): Hadoop stops at the first unbound variable, and fairsched
	// cannot see the ResourceManager's environment or system properties.
	left string
	// env is true when left is an ${env.NAME} reference.
	env bool
}

// findVariable returns the bounds of the name inside the left-most
// "${name}" of s, where the name is at least one character and holds no
// '}', '$' or ' ' (Configuration.findSubVariable). ok is false when there
// is none.
func findVariable(s string) (start, end int, ok bool) {
	from := 1
	for {
		brace := strings.IndexByte(s[min(from, len(s)):], '{')
		if brace < 0 {
			return 0, 0, false
		}
		brace += from
		if brace+2 >= len(s) {
			return 0, 0, false
		}
		if s[brace-1] != '$' {
			from = brace + 1
			continue
		}
		next, found := scanName(s, brace+1)
		if found {
			return brace + 1, next, true
		}
		if next < 0 {
			return 0, 0, false
		}
		from = next
	}
}

// scanName reads a variable name from i. It returns the index of the
// closing brace and true on a match; otherwise where to resume scanning
// (-1: the end of s was reached, so there is no variable at all).
func scanName(s string, i int) (int, bool) {
	n := 0
	for j := i; j < len(s); j++ {
		switch s[j] {
		case '}':
			if n > 0 {
				return j, true
			}
			return j + 1, false
		case ' ', '$':
			return j + 1, false
		default:
			n++
		}
	}
	return -1, false
}

// expand substitutes variables in expr as Configuration.substituteVars
// does, with the values of this file's properties. It fails when Hadoop
// would: more than maxSubstitutions expansions.
func (c *Config) expand(expr string) (expansion, error) {
	eval := expr
	for range maxSubstitutions {
		start, end, ok := findVariable(eval)
		if !ok {
			return expansion{val: eval}, nil
		}
		name := eval[start:end]
		if strings.HasPrefix(name, "env.") && len(name) > 4 {
			return expansion{val: eval, left: name, env: true}, nil
		}
		p, bound := c.names.get(name)
		if !bound {
			return expansion{val: eval, left: name}, nil
		}
		ref := eval[start-2 : end+1]
		if strings.Contains(p.Raw, ref) {
			// Hadoop detects a value that refers to itself and returns the
			// original expression.
			return expansion{val: expr}, nil
		}
		eval = eval[:start-2] + p.Raw + eval[end+1:]
	}
	return expansion{}, fmt.Errorf("variable substitution depth too large: %d %s", maxSubstitutions, expr)
}

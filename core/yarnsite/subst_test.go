package yarnsite

import (
	"fmt"
	"strings"
	"testing"
)

func TestSubstitution(t *testing.T) {
	tests := []struct {
		name, props, key, want, left string
	}{
		{"reference", prop("dir", "/etc/hadoop") + prop("f", "${dir}/fair.xml"), "f", "/etc/hadoop/fair.xml", ""},
		{"chain", prop("a", "${b}") + prop("b", "${c}!") + prop("c", "x"), "a", "x!", ""},
		{"two references", prop("a", "${b}-${b}") + prop("b", "x"), "a", "x-x", ""},
		{"later definition is used", prop("a", "${b}") + prop("b", "1") + prop("b", "2"), "a", "2", ""},
		{"unbound stops expansion", prop("a", "${nope}/${b}") + prop("b", "x"), "a", "${nope}/${b}", "nope"},
		{"env is left", prop("a", "${env.HOME}/x"), "a", "${env.HOME}/x", "env.HOME"},
		{"env with default is left", prop("a", "${env.CONF_DIR:-/etc}/x"), "a", "${env.CONF_DIR:-/etc}/x", "env.CONF_DIR:-/etc"},
		{"bare env. is a property name", prop("a", "${env.}") + prop("env.", "e"), "a", "e", ""},
		{"self reference returns the original", prop("a", "x${a}"), "a", "x${a}", ""},
		{"empty name", prop("a", "${}x"), "a", "${}x", ""},
		{"space breaks a name", prop("a", "${a b}") + prop("a b", "no"), "a", "${a b}", ""},
		{"dollar breaks a name", prop("a", "${x${b}}") + prop("b", "c") + prop("xc", "d"), "a", "d", ""},
		{"unclosed", prop("a", "${b"), "a", "${b", ""},
		{"dollar at start only", prop("a", "{b}") + prop("b", "1"), "a", "{b}", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := mustParse(t, conf(tc.props))
			v, err := c.Get(tc.key)
			if err != nil {
				t.Fatal(err)
			}
			if v.Val != tc.want || v.Unexpanded != tc.left {
				t.Errorf("Get(%q) = %q (left %q), want %q (left %q)", tc.key, v.Val, v.Unexpanded, tc.want, tc.left)
			}
		})
	}
}

// Configuration.substituteVars makes at most 20 passes and throws when the
// 20th pass still substituted something, even if nothing is left: so 19
// expansions work and 20 fail. A loop through two properties is not
// detected and fails the same way.
func TestSubstitutionDepth(t *testing.T) {
	chain := func(n int) string {
		var b strings.Builder
		for i := range n {
			b.WriteString(prop(fmt.Sprintf("v%d", i), fmt.Sprintf("${v%d}", i+1)))
		}
		b.WriteString(prop(fmt.Sprintf("v%d", n), "end"))
		return b.String()
	}
	c := mustParse(t, conf(chain(19)))
	if v, err := c.Get("v0"); err != nil || v.Val != "end" {
		t.Errorf("19 expansions: Get = %q, %v; want end", v.Val, err)
	}
	for _, src := range []string{chain(20), prop("v0", "${b}") + prop("b", "${v0}")} {
		c = mustParse(t, conf(src))
		if _, err := c.Get("v0"); err == nil || !strings.Contains(err.Error(), "variable substitution depth too large: 20") {
			t.Errorf("err = %v, want depth error", err)
		}
	}
}

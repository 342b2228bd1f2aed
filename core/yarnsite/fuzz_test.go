package yarnsite

import "testing"

// FuzzParse: Parse and Settings never panic, and every issue has a
// position inside the input.
func FuzzParse(f *testing.F) {
	f.Add(conf(prop("a", "${b}") + prop("b", "x")))
	f.Add(conf(prop(KeyIncrementMemoryType, "1 Gi") + prop("yarn.scheduler.fair.x", "1")))
	f.Add(`<configuration><property name="a" value="${a}"/></configuration>`)
	f.Fuzz(func(t *testing.T, src string) {
		c, err := Parse("f.xml", []byte(src))
		if err != nil {
			return
		}
		_, is := c.Settings()
		lines := int32(1)
		for _, b := range []byte(src) {
			if b == '\n' {
				lines++
			}
		}
		for _, i := range is {
			if i.Pos.Line < 1 || i.Pos.Line > lines {
				t.Fatalf("issue %+v outside the input (%d lines)", i, lines)
			}
		}
		for _, p := range c.Properties() {
			_, _ = c.Get(p.Name)
		}
	})
}

package capacity

import (
	"fmt"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/hadoop"
)

// xmlOf builds a capacity-scheduler.xml from "name=value" pairs, one
// property per line (line 1 is <configuration>, property i on line i+2).
func xmlOf(props ...string) []byte {
	var b strings.Builder
	b.WriteString("<configuration>\n")
	for _, p := range props {
		name, val, _ := strings.Cut(p, "=")
		fmt.Fprintf(&b, "<property><name>%s%s</name><value>%s</value></property>\n", Prefix, name, val)
	}
	b.WriteString("</configuration>\n")
	return []byte(b.String())
}

func profile(t *testing.T, v string) hadoop.Profile {
	t.Helper()
	ver, err := hadoop.Parse(v)
	if err != nil {
		t.Fatal(err)
	}
	return hadoop.For(ver)
}

func mustRead(t *testing.T, v string, props ...string) *Config {
	t.Helper()
	c, err := Read("cs.xml", xmlOf(props...), profile(t, v))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func codes(c *Config) []string {
	var out []string
	for _, f := range c.Findings {
		out = append(out, f.Rule)
	}
	return out
}

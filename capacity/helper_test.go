package capacity

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/diag"
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

// allFindings is what lint reports for c with every rule on: the reader's
// findings and every check's (the cluster ones when cluster is not nil),
// in file order. The rules and their severities live in lint; these tests
// check the facts.
func allFindings(c *Config, p hadoop.Profile, cluster resource.Resource) []diag.Finding {
	out := slices.Concat(c.Findings, UserLimitFactorOne(c), UserLimitFactorUnusable(c, p), ZeroCapacity(c), OpenRootACL(c),
		MappingUnknownQueue(c, p), MappingNoAutoCreation(c, p), SameNameLeafParent(c, p))
	if cluster != nil {
		shares := Shares(c, cluster, nil, nil)
		out = slices.Concat(out, AMLimitBelowOneAM(shares, DefaultMinAllocation), GuaranteeBelowContainer(shares, DefaultMinAllocation))
	}
	for i := range out {
		if out[i].File == "" {
			out[i].File = c.File
		}
	}
	slices.SortStableFunc(out, func(a, b diag.Finding) int {
		return cmp.Or(cmp.Compare(a.Pos.Line, b.Pos.Line), cmp.Compare(a.Pos.Col, b.Pos.Col))
	})
	return out
}

package convert_test

import (
	"fmt"
	"testing"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/core/yarnsite"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

// release returns the profile of a release name.
func release(t testing.TB, name string) hadoop.Profile {
	t.Helper()
	v, err := hadoop.Parse(name)
	if err != nil {
		t.Fatal(err)
	}
	return hadoop.For(v)
}

// run converts src for release rel, refusing the test on a refused file.
func run(t testing.TB, src, site, rel string, mode convert.Mode, cluster resource.Resource) *convert.Result {
	t.Helper()
	p := release(t, rel)
	a := xmlconf.Parse([]byte(src), xmlconf.Options{Hadoop: p})
	if _, refused := lint.ForTree("fair.xml", a); refused {
		t.Fatalf("the file is refused:\n%s", src)
	}
	in := convert.Input{File: "fair.xml", Fair: a, Target: p, Mode: mode, Cluster: cluster}
	if site != "" {
		ys, err := yarnsite.Parse("yarn-site.xml", []byte(site))
		if err != nil {
			t.Fatal(err)
		}
		in.YarnSite = ys
	}
	return worded(in)
}

// worded is what `fairsched convert` does: the conversion reads its output
// back through lint's driver of a capacity file, and lint's convert rules
// word what it could not keep.
func worded(in convert.Input) *convert.Result {
	in.Check = lint.CheckCapacityOn
	r := convert.Convert(in)
	r.Findings = lint.CheckConversion(r.Source, r.Facts, lint.Options{})
	return r
}

// prop returns a capacity-scheduler.xml property's value, "" when absent.
func prop(r *convert.Result, name string) string {
	for _, p := range r.CapacityScheduler {
		if p.Name == name {
			return p.Value
		}
	}
	return ""
}

// siteProp returns a yarn-site property's value, "" when absent.
func siteProp(r *convert.Result, name string) string {
	for _, p := range r.YarnSite {
		if p.Name == name {
			return p.Value
		}
	}
	return ""
}

// ruleIDs lists the findings' rule IDs.
func ruleIDs(r *convert.Result) []string {
	var out []string
	for _, d := range r.Findings {
		out = append(out, d.Rule)
	}
	return out
}

// fmtSscan reads one number.
func fmtSscan(s string, p *float64) (int, error) { return fmt.Sscan(s, p) }

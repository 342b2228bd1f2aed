package convert

import (
	"fmt"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
	"github.com/fairsched/fairsched/yarnsite"
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
func run(t testing.TB, src, site, rel string, mode Mode, cluster resource.Resource) *Result {
	t.Helper()
	p := release(t, rel)
	a, issues := xmlconf.Parse([]byte(src), xmlconf.Options{Hadoop: p})
	if _, refused := lint.ForTree("fair.xml", a, issues); refused {
		t.Fatalf("the file is refused:\n%s", src)
	}
	in := Input{File: "fair.xml", Fair: a, Target: p, Mode: mode, Cluster: cluster}
	if site != "" {
		ys, err := yarnsite.Parse("yarn-site.xml", []byte(site))
		if err != nil {
			t.Fatal(err)
		}
		in.YarnSite = ys
	}
	return Convert(in)
}

// prop returns a capacity-scheduler.xml property's value, "" when absent.
func (r *Result) prop(name string) string {
	for _, p := range r.CapacityScheduler {
		if p.Name == name {
			return p.Value
		}
	}
	return ""
}

// siteProp returns a yarn-site property's value, "" when absent.
func (r *Result) siteProp(name string) string {
	for _, p := range r.YarnSite {
		if p.Name == name {
			return p.Value
		}
	}
	return ""
}

// rules lists the findings' rule IDs.
func (r *Result) rules() []string {
	var out []string
	for _, d := range r.Findings {
		out = append(out, d.Rule)
	}
	return out
}

// fmtSscan reads one number.
func fmtSscan(s string, p *float64) (int, error) { return fmt.Sscan(s, p) }

package render

import (
	"bytes"
	"os"
	"testing"

	"github.com/fairsched/fairsched/analysis/compare"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

func exampleCompare(t *testing.T, capFile string, active []string) (compare.Report, resource.ResourceTypes) {
	t.Helper()
	fair, err := os.ReadFile("../examples/fair-scheduler.xml")
	if err != nil {
		t.Fatal(err)
	}
	cs, err := os.ReadFile(capFile)
	if err != nil {
		t.Fatal(err)
	}
	types := resource.WithCustom("yarn.io/gpu")
	p := hadoop.DefaultProfile()
	a := xmlconf.Parse(fair, xmlconf.Options{Types: types, Hadoop: p})
	c, err := capacity.Read("cs.xml", cs, p)
	if err != nil {
		t.Fatal(err)
	}
	in := compare.Input{FairFile: "fs.xml", CapacityFile: "cs.xml", Fair: a, Capacity: c, Cluster: resource.Resource{409600, 100, 8}}
	if active != nil {
		if in.Active, err = compute.ActiveSet(a, active, nil); err != nil {
			t.Fatal(err)
		}
	}
	rep := compare.Run(in)
	rep.Findings = lint.CheckComparison(rep.Comparison, lint.Options{})
	return rep, types
}

// TestCompareJSONOracle holds the streaming CompareJSON to the
// encoding/json version, byte for byte.
func TestCompareJSONOracle(t *testing.T) {
	withRelated, types := exampleCompare(t, "../examples/capacity-scheduler.xml", nil)
	withRelated.Findings = append(withRelated.Findings, diag.Finding{File: "x", Pos: xmlconf.Pos{Line: 1, Col: 2}, Rule: "r", Severity: lint.Info,
		Message: "m \"q\" <é>", Related: []lint.Related{{File: "y", Pos: xmlconf.Pos{Line: 3, Col: 4}, Message: "first"}}})
	active, _ := exampleCompare(t, "../examples/capacity-scheduler.xml", []string{"analytics", "etl.nightly"})
	empty := compare.Report{Queues: active.Queues[:2]}
	for name, rep := range map[string]compare.Report{"plain": withRelated, "active": active, "no findings": empty} {
		var got, want bytes.Buffer
		if err := CompareJSON(&got, rep, types); err != nil {
			t.Fatal(err)
		}
		if err := compareJSONOracle(&want, rep, types); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("%s: streamed JSON differs from encoding/json's:\n%s\nwant\n%s", name, got.String(), want.String())
		}
	}
}

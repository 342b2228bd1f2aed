package render

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/fairsched/fairsched/compute"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/internal/golden"
	"github.com/fairsched/fairsched/xmlconf"
)

// tableCases are the option sets of the tree and shares goldens: an
// 80-column and a 200-column terminal, full names, raw memory, picked
// columns, and one case with colour on.
var tableCases = map[string]Options{
	"80":         {Width: 80},
	"200":        {Width: 200},
	"wide":       {Wide: true, Width: 80},
	"units-mb":   {Width: 200, Units: resource.UnitsMB},
	"columns":    {Width: 80, Columns: []string{"weight", "max", "why", "note"}},
	"200-colour": {Width: 200, Color: true},
}

// tablesFile parses render/testdata/tables/fair-scheduler.xml: a drf tree
// with mins that take a parent's whole share, a queue capped at its max,
// a blocked queue and long names.
func tablesFile(t *testing.T) *xmlconf.Allocations {
	t.Helper()
	src, err := os.ReadFile("testdata/tables/fair-scheduler.xml")
	if err != nil {
		t.Fatal(err)
	}
	return xmlconf.Parse(src, xmlconf.Options{Types: resource.DefaultResourceTypes})
}

func TestTreeGolden(t *testing.T) {
	a := tablesFile(t)
	for name, o := range tableCases {
		t.Run(name, func(t *testing.T) {
			var b bytes.Buffer
			if err := ConfigTree(&b, a, o); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, filepath.Join("testdata", "tree", name+".golden"), b.Bytes(), *update)
		})
	}
}

func TestSharesGolden(t *testing.T) {
	a := tablesFile(t)
	cluster := resource.Resource{65536, 64}
	tree := compute.NewTree(a, cluster, func(q *xmlconf.Queue) bool { return q.Name != "notebooks" })
	v := SharesView{Tree: tree, Shares: tree.Compute(cluster), Cluster: cluster, Types: a.Types}
	for name, o := range tableCases {
		t.Run(name, func(t *testing.T) {
			var b bytes.Buffer
			if err := SharesTree(&b, v, o); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, filepath.Join("testdata", "shares", name+".golden"), b.Bytes(), *update)
		})
	}
}

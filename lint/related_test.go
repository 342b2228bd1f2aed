package lint

import (
	"testing"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestRelatedPlaces: the findings that refer to another place carry it as
// data, with the file filled in.
func TestRelatedPlaces(t *testing.T) {
	tests := []struct {
		name, rule, src string
		at              xmlconf.Pos
		related         Related
	}{
		{name: "duplicate queue points at the first declaration", rule: DuplicateQueue.ID, src: `<allocations>
  <queue name="a">
    <weight>2</weight>
  </queue>
  <queue name="a"/>
</allocations>
`, at: xmlconf.Pos{Line: 5, Col: 3}, related: Related{File: "f.xml", Pos: xmlconf.Pos{Line: 2, Col: 3}, Message: "first declaration of root.a"}},
		{name: "drf under fair points at the parent's policy", rule: DRFUnderFair.ID, src: `<allocations>
  <queue name="eng">
    <schedulingPolicy>fair</schedulingPolicy>
    <queue name="adhoc">
      <schedulingPolicy>drf</schedulingPolicy>
    </queue>
  </queue>
</allocations>
`, at: xmlconf.Pos{Line: 5, Col: 7}, related: Related{File: "f.xml", Pos: xmlconf.Pos{Line: 3, Col: 5}, Message: "parent root.eng uses fair"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ds := runRule("f.xml", tc.src, tc.rule)
			if len(ds) != 1 {
				t.Fatalf("%d findings, want 1: %+v", len(ds), ds)
			}
			d := ds[0]
			if d.Pos != tc.at || len(d.Related) != 1 || d.Related[0] != tc.related {
				t.Errorf("finding at %s with related %+v, want at %s with %+v", d.Pos, d.Related, tc.at, tc.related)
			}
		})
	}
}

// TestSortKeepsRelated: findings that differ only in their related places
// are both kept; exact duplicates are dropped.
func TestSortKeepsRelated(t *testing.T) {
	a := diag.Finding{File: "f", Pos: xmlconf.Pos{Line: 1, Col: 1}, Rule: "r", Message: "m", Related: []Related{{File: "f", Pos: xmlconf.Pos{Line: 2, Col: 1}}}}
	b := a
	b.Related = []Related{{File: "f", Pos: xmlconf.Pos{Line: 3, Col: 1}}}
	if got := len(Sort([]diag.Finding{a, b, a})); got != 2 {
		t.Errorf("Sort kept %d findings, want 2", got)
	}
}

package lint

import (
	"reflect"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestCheckCapacityFileKeepsShares: with Job.Shares set, the pass leaves
// the figures its cluster rules computed there, equal to capacity.Shares
// on the same cluster; with no rule that needs them it leaves nil.
func TestCheckCapacityFileKeepsShares(t *testing.T) {
	src := []byte(csExample("", "root.queues=a,b", "root.a.capacity=60", "root.b.capacity=40", "root.b.maximum-capacity=30"))
	cluster := Cluster{Size: resource.Resource{102400, 100}, MinContainer: resource.Resource{512, 1}}
	tests := []struct {
		name string
		only []string
		want bool // shares kept
	}{
		{"guarantee-lowered", []string{capacity.CodeGuaranteeLowered}, true},
		{"every rule", nil, true},
		{"no rule on the cluster", []string{CSChildrenSum.ID}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var kept []capacity.Share
			c, _ := CheckCapacityFile("cs.xml", src, xmlconf.Options{}, Job{Options: Options{Only: tt.only}, Cluster: &cluster, Shares: &kept})
			if !tt.want {
				if kept != nil {
					t.Fatalf("kept %d shares, want none", len(kept))
				}
				return
			}
			want := capacity.Shares(c, cluster.Size, nil, cluster.MinContainer)
			if len(kept) == 0 || !reflect.DeepEqual(kept, want) {
				t.Errorf("kept shares\n%+v\nwant\n%+v", kept, want)
			}
		})
	}
}

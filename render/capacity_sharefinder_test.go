package render

import (
	"testing"

	"github.com/fairsched/fairsched/capacity"
)

// TestShareFinder: each queue visited gets its own Share whatever order
// the shares come in (the walk's, another, or the walk's with a gap).
func TestShareFinder(t *testing.T) {
	root := &capacity.Queue{Path: "root", Name: "root"}
	a := &capacity.Queue{Path: "root.a", Name: "a", Parent: root}
	b := &capacity.Queue{Path: "root.b", Name: "b", Parent: root}
	c := &capacity.Queue{Path: "root.a.c", Name: "c", Parent: a}
	visits := []*capacity.Queue{root, a, c, b}
	share := func(q *capacity.Queue) capacity.Share { return capacity.Share{Result: capacity.Result{Queue: q}} }
	tests := []struct {
		name   string
		shares []*capacity.Queue
	}{
		{"walk order", []*capacity.Queue{root, a, c, b}},
		{"reversed", []*capacity.Queue{b, c, a, root}},
		{"breadth first", []*capacity.Queue{root, a, b, c}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var shares []capacity.Share
			for _, q := range tt.shares {
				shares = append(shares, share(q))
			}
			f := shareFinder{shares: shares}
			for _, q := range visits {
				if got := f.of(q); got.Queue != q {
					t.Errorf("share of %s is %s's", q.Path, got.Queue.Path)
				}
			}
		})
	}
}

package render

import (
	"testing"

	"github.com/fairsched/fairsched/compute"
)

// TestBindingWordsCoverEveryBinding checks that each binding the table can
// explain has its long and its short form, so no reason prints empty, and
// that an unknown binding has neither.
func TestBindingWordsCoverEveryBinding(t *testing.T) {
	for _, b := range []compute.Binding{compute.BindingWeight, compute.BindingMin, compute.BindingMax,
		compute.BindingMaxZero, compute.BindingWeightZero, compute.BindingInactive, compute.BindingCluster,
		compute.BindingNotComputed, compute.BindingMinsTakeAll} {
		if long, short := wordsOf(b); long == "" || short == "" {
			t.Errorf("binding %q: long %q, short %q", b, long, short)
		}
	}
	if long, short := wordsOf("no-such-binding"); long != "" || short != "" {
		t.Errorf("unknown binding: long %q, short %q", long, short)
	}
}

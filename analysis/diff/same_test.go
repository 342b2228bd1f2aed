package diff

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/fairsched/fairsched/xmlconf"
)

// TestSameTestsAreSound: whenever a fast test says a setting is the same on
// both sides, the formatted values are equal too, over every pair of files
// of the clean corpus and the diff goldens' inputs.
func TestSameTestsAreSound(t *testing.T) {
	paths, _ := filepath.Glob("../../testdata/fair-scheduler/ok/*.xml")
	more, _ := filepath.Glob("../../testdata/fair-scheduler/cluster-rules/*/*.xml")
	var files []*xmlconf.Allocations
	for _, p := range append(paths, more...) {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		a := xmlconf.Parse(src, xmlconf.Options{})
		files = append(files, a)
	}
	checked := 0
	for _, oa := range files {
		for _, na := range files {
			for _, oq := range oa.Queues() {
				nq := na.Find(oq.FullName)
				if nq == nil {
					continue
				}
				for _, s := range queueSettings {
					same := sameTests[s.name]
					if same == nil || !same(oa, na, oq, nq) {
						continue
					}
					checked++
					ov, _ := settingValue(s, oa, oq)
					nv, _ := settingValue(s, na, nq)
					if !sameValue(ov, nv) {
						t.Fatalf("%s of %s: the fast test says same, values %v and %v", s.name, oq.FullName, deref(ov), deref(nv))
					}
				}
			}
		}
	}
	if checked < 1000 {
		t.Errorf("only %d comparisons checked", checked)
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

package diff

import (
	"testing"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestReplayMoved: a placement change moves exactly the submissions whose
// queue (or rejection) differs, worked out by hand from the two policies.
func TestReplayMoved(t *testing.T) {
	side := func(policy string) Side {
		src := `<allocations><queue name="eng"/><queue name="ops"/><queuePlacementPolicy>` + policy + `</queuePlacementPolicy></allocations>`
		a := xmlconf.Parse([]byte(src), xmlconf.Options{})
		return Side{File: "f.xml", Config: a}
	}
	old := side(`<rule name="specified" create="false"/><rule name="default" queue="eng"/>`)
	nw := side(`<rule name="specified" create="false"/><rule name="primaryGroup" create="false"/><rule name="reject"/>`)
	subs := []placement.Submission{
		{User: "alice", Groups: []string{"ops"}, Line: 1},             // eng → ops
		{User: "bob", Groups: []string{"eng"}, Queue: "ops", Line: 2}, // ops both times
		{User: "dave", Groups: []string{"hr"}, Line: 3},               // eng → rejected
	}
	o := Options{Cluster: resource.Resource{8192, 8}, Profile: hadoop.DefaultProfile(),
		Replay: &Replay{File: "apps.csv", Submissions: subs, Defaults: place.HadoopDefaults}}
	r, err := Compare(old, nw, o)
	if err != nil {
		t.Fatal(err)
	}
	s := r.Submissions
	if s == nil || s.File != "apps.csv" || s.Total != 3 || len(s.Moved) != 2 {
		t.Fatalf("Submissions = %+v, want 2 of 3 moved", s)
	}
	if m := s.Moved[0]; m.Submission.User != "alice" || m.Old.Queue != "root.eng" || m.New.Queue != "root.ops" {
		t.Errorf("first move = %s %q → %q, want alice root.eng → root.ops", m.Submission.User, m.Old.Queue, m.New.Queue)
	}
	if m := s.Moved[1]; m.Submission.User != "dave" || m.Old.Queue != "root.eng" || !m.New.Rejected {
		t.Errorf("second move = %s %q → rejected %v, want dave root.eng → rejected", m.Submission.User, m.Old.Queue, m.New.Rejected)
	}
	o.Replay = nil
	if r, _ := Compare(old, nw, o); r.Submissions != nil {
		t.Error("Submissions without a Replay")
	}
}

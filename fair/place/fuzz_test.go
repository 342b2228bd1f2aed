package place

import (
	"testing"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// FuzzPlace: placing any submission with any policy never panics, and a
// result is exactly one of placed, rejected or refused.
func FuzzPlace(f *testing.F) {
	f.Add(`<rule name="specified"/><rule name="nestedUserQueue"><rule name="primaryGroup"/></rule>`, "a.b", "g", "root..x")
	f.Add(`<rule name="secondaryGroupExistingQueue"/><rule name="default" queue=" x"/>`, " u ", "", " q")
	f.Fuzz(func(t *testing.T, rules, user, group, queue string) {
		for _, prof := range []hadoop.Profile{v33, v32} {
			a := xmlconf.Parse([]byte(file(leaf("eng.etl")+parent("ops"), rules)), xmlconf.Options{Hadoop: prof})
			r := NewEngine(a, prof, HadoopDefaults).Place(placement.Submission{User: user, Groups: []string{group}, Queue: queue})
			if r.Rejected == (r.Queue != "") {
				t.Fatalf("rejected=%v with queue %q", r.Rejected, r.Queue)
			}
		}
	})
}

// FuzzCreatedAtSubmission: working out the queues an application creates
// never panics, never changes the file's tree, and gives either queues
// below root, each with its parent, or a reason.
func FuzzCreatedAtSubmission(f *testing.F) {
	f.Add(`<rule name="specified"/><rule name="nestedUserQueue"><rule name="primaryGroup"/></rule>`, "ops.alice", "eng.x")
	f.Add(`<rule name="specified" create="false"/><rule name="user"/>`, "a_dot_b", "root..x")
	f.Add("", "root", " users .x")
	f.Fuzz(func(t *testing.T, rules, q1, q2 string) {
		for _, prof := range []hadoop.Profile{v33, v32} {
			a := xmlconf.Parse([]byte(file(leaf("eng.etl")+parent("ops"), rules)), xmlconf.Options{Hadoop: prof})
			before := len(a.Queues())
			got, err := CreatedAtSubmission(a, prof, HadoopDefaults, []string{q1, q2})
			if len(a.Queues()) != before {
				t.Fatal("the file's tree changed")
			}
			if err != nil && len(got) > 0 {
				t.Fatalf("queues %v with error %v", got, err)
			}
			for _, q := range got {
				if q.Parent == nil || q.FullName != q.Parent.FullName+"."+q.Name {
					t.Fatalf("created %q without its parent", q.FullName)
				}
			}
		}
	})
}

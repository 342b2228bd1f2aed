package capsim

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/core/simcore"
	"github.com/fairsched/fairsched/hadoop"
)

// csXML writes a capacity-scheduler.xml of the given properties.
func csXML(props map[string]string) string {
	var b strings.Builder
	b.WriteString("<configuration>\n")
	for k, v := range props {
		b.WriteString("<property><name>" + k + "</name><value>" + v + "</value></property>\n")
	}
	b.WriteString("</configuration>\n")
	return b.String()
}

// newTestSim builds a simulation of the load (JSON) on the file (XML),
// for Hadoop 3.3 unless the settings say otherwise.
func newTestSim(t *testing.T, xml, loadJSON string, sched Scheduler) *Sim {
	t.Helper()
	p := hadoop.For(hadoop.V(3, 3, 6))
	cs, err := capacity.Read("capacity-scheduler.xml", []byte(xml), p)
	if err != nil {
		t.Fatal(err)
	}
	if cs.Refused() {
		t.Fatalf("refused: %+v", cs.Facts)
	}
	l, err := load.Decode([]byte(loadJSON))
	if err != nil {
		t.Fatal(err)
	}
	types := l.Types()
	if err := l.Resolve(types); err != nil {
		t.Fatal(err)
	}
	props, err := FileProperties(cs.Source)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range l.Settings {
		props[k] = v
	}
	s, err := New(cs, l, types, Options{Scheduler: sched, Profile: p, Settings: props})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// appByID finds an app of a result.
func appByID(t *testing.T, r *simcore.Result, id string) simcore.AppResult {
	t.Helper()
	for _, a := range r.Apps {
		if a.ID == id {
			return a
		}
	}
	t.Fatalf("no app %s", id)
	return simcore.AppResult{}
}

// queueByName finds a queue of a result.
func queueByName(t *testing.T, r *simcore.Result, name string) simcore.QueueResult {
	t.Helper()
	for _, q := range r.Queues {
		if q.Name == name {
			return q
		}
	}
	t.Fatalf("no queue %s", name)
	return simcore.QueueResult{}
}

// simRun runs for ms of simulated time.
func simRun(ms int64) simcore.RunOptions { return simcore.RunOptions{DurationMS: ms} }

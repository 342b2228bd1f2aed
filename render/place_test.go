package render

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/submissions"
	"github.com/fairsched/fairsched/fair/place"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/internal/golden"
	"github.com/fairsched/fairsched/xmlconf"
)

// placeViews builds the three kinds of place output from one small file.
func placeViews(t *testing.T) map[string]PlaceView {
	t.Helper()
	src := `<allocations>
  <queue name="eng" type="parent"><queue name="etl"/></queue>
  <queuePlacementPolicy>
    <rule name="specified" create="false"/>
    <rule name="primaryGroup" create="false"/>
    <rule name="user"/>
  </queuePlacementPolicy>
</allocations>`
	a := xmlconf.Parse([]byte(src), xmlconf.Options{})
	prof := hadoop.DefaultProfile()
	subs := []placement.Submission{{User: "alice", Queue: "eng.etl", Line: 1}, {User: "bob", Groups: []string{"eng"}, Line: 2}, {User: "carol", Queue: "eng", Line: 3}}
	e := place.NewEngine(a, prof, place.HadoopDefaults)
	single := e.Place(placement.Submission{User: "dave.x", Groups: []string{"ops"}})
	results, sum := placement.Replay(place.NewEngine(a, prof, place.HadoopDefaults), subs)
	oa := xmlconf.Parse([]byte(`<allocations><queuePlacementPolicy><rule name="specified"/><rule name="user"/></queuePlacementPolicy></allocations>`), xmlconf.Options{})
	old := place.NewEngine(oa, prof, place.HadoopDefaults)
	changes := placement.Compare(old, place.NewEngine(a, prof, place.HadoopDefaults), subs)
	base := PlaceView{File: "f.xml", Version: prof.Version, Policy: e.Policy}
	views := map[string]PlaceView{}
	v := base
	v.Single = &single
	views["single"] = v
	v = base
	v.Replay = &PlaceReplay{Results: results, Summary: sum, Errors: []submissions.LineError{{Line: 4, Msg: "the user is empty"}}}
	views["replay"] = v
	v = base
	v.Changes = &PlaceChanges{OldFile: "old.xml", Total: len(subs), Changes: changes}
	views["changes"] = v
	return views
}

// The text form, with colour for the replay (to pin the escape codes).
func TestPlaceTextGolden(t *testing.T) {
	for name, v := range placeViews(t) {
		var b bytes.Buffer
		if err := PlaceText(&b, v, Options{Color: name == "replay"}); err != nil {
			t.Fatal(err)
		}
		golden.Check(t, filepath.Join("testdata", "place", name+".golden"), b.Bytes(), *update)
	}
}

// A Capacity Scheduler trace's steps that are no rule of the file (an
// engine handing over, the queue the application names) carry neither a
// number nor "(from yarn-site)", which is the Fair Scheduler's derived
// policy; the file's mappings keep both.
func TestPlaceTextCapacitySteps(t *testing.T) {
	r := placement.Result{Submission: placement.Submission{User: "bob", Queue: "etl"}, Queue: "root.etl", Trace: []placement.Step{
		{Index: 1, Name: "u:%user:%user", Pos: xmlconf.Pos{Line: 7}, Outcome: placement.OutcomePassed, Reason: "the application names a queue"},
		{Name: "CSMappingPlacementRule", Outcome: placement.OutcomePassed, Reason: "no mapping rule applies"},
		{Name: "no rule", Outcome: placement.OutcomePassed, Reason: "it stays in the queue it names"},
	}}
	v := PlaceView{File: "capacity-scheduler.xml", Version: hadoop.DefaultProfile().Version,
		Policy: &placement.Policy{Source: placement.SourceCapacity}, Single: &r}
	var b bytes.Buffer
	if err := PlaceText(&b, v, Options{}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"  1. u:%user:%user at line 7: passed: the application names a queue\n",
		"  - CSMappingPlacementRule: passed: no mapping rule applies\n",
		"  - no rule: passed: it stays in the queue it names\n",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("missing %q in\n%s", want, b.String())
		}
	}
}

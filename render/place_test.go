package render

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/internal/golden"
	"github.com/fairsched/fairsched/place"
	"github.com/fairsched/fairsched/submissions"
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
	a, _ := xmlconf.Parse([]byte(src), xmlconf.Options{})
	prof := hadoop.DefaultProfile()
	subs := []place.Submission{{User: "alice", Queue: "eng.etl", Line: 1}, {User: "bob", Groups: []string{"eng"}, Line: 2}, {User: "carol", Queue: "eng", Line: 3}}
	e := place.NewEngine(a, prof, place.HadoopDefaults)
	single := e.Place(place.Submission{User: "dave.x", Groups: []string{"ops"}})
	results, sum := place.Replay(place.NewEngine(a, prof, place.HadoopDefaults), subs)
	oa, _ := xmlconf.Parse([]byte(`<allocations><queuePlacementPolicy><rule name="specified"/><rule name="user"/></queuePlacementPolicy></allocations>`), xmlconf.Options{})
	old := place.NewEngine(oa, prof, place.HadoopDefaults)
	changes := place.Compare(old, place.NewEngine(a, prof, place.HadoopDefaults), subs)
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

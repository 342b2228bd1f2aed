package lint

import (
	"bytes"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/internal/golden"
)

// TestCapacityFindingKeyAtItsLine: a Capacity Scheduler finding's Key is
// the property it is placed at, so a ResourceManager's configuration,
// which has no lines and places each finding by its Key
// (CheckCapacityProperties), puts it where the file does.
func TestCapacityFindingKeyAtItsLine(t *testing.T) {
	files := golden.Fixtures(t, "../testdata/capacity", ".xml")
	for _, tc := range trapWordings {
		files = append(files, golden.Fixture{Path: tc.rule.ID, Data: []byte(wordingFile(tc.readerWording))})
	}
	for _, f := range files {
		for _, release := range []string{"3.2.4", "3.3.6", "3.4.0"} {
			j := Job{Cluster: &Cluster{Size: resource.Resource{100 * 1024, 100}}}
			_, ds := CheckCapacityFile(f.Path, f.Data, optionsFor("<!-- fairsched:hadoop "+release+" -->"), j)
			lines := bytes.Split(f.Data, []byte("\n"))
			for _, d := range ds {
				// A finding about a property the file lacks (cs-no-root-queues)
				// is placed elsewhere.
				if d.Key == "" || !d.Pos.IsValid() || int(d.Pos.Line) > len(lines) || !bytes.Contains(f.Data, []byte(d.Key)) {
					continue
				}
				rest := string(bytes.Join(lines[d.Pos.Line-1:], []byte("\n")))
				if end := strings.Index(rest, "</property>"); end >= 0 {
					rest = rest[:end]
				}
				if !strings.Contains(rest, d.Key) {
					t.Errorf("%s (%s): %s at %d:%d has key %s, not the property there", f.Path, release, d.Rule, d.Pos.Line, d.Pos.Col, d.Key)
				}
			}
		}
	}
}

package capacity

import (
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/internal/golden"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestRealCorpus runs every rule, cluster rules included (100 GB, 100
// vcores), over each real capacity-scheduler.xml of
// testdata/capacity/realworld for Hadoop 3.1, 3.2, 3.3 and 3.4, and compares the
// findings with golden.txt, where every finding was reviewed by hand.
func TestRealCorpus(t *testing.T) {
	files := golden.Fixtures(t, "../testdata/capacity/realworld", ".xml")
	if len(files) < 6 {
		t.Fatalf("%d files in the corpus", len(files))
	}
	var out strings.Builder
	for _, f := range files {
		for _, release := range []string{"3.1.4", "3.2.4", "3.3.6", "3.4.0"} {
			p := profile(t, release)
			c, err := Read(filepath.Base(f.Path), f.Data, p)
			if err != nil {
				t.Fatalf("%s: %v", f.Path, err)
			}
			fmt.Fprintf(&out, "== %s (Hadoop %s)\n", filepath.Base(f.Path), release)
			for _, fd := range allFindings(c, p, resource.Resource{100 * 1024, 100}) {
				fmt.Fprintf(&out, "%s:%d:%d: %s: %s [%s]\n", fd.File, fd.Pos.Line, fd.Pos.Col, fd.Severity, fd.Message, fd.Rule)
			}
		}
	}
	golden.Check(t, "../testdata/capacity/realworld/golden.txt", []byte(out.String()), *update)
}

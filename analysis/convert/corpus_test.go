package convert_test

import (
	"bytes"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/internal/golden"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/xmlconf"
)

var update = flag.Bool("update", false, "rewrite testdata/convert/corpus.golden")

// TestRealCorpus converts every file of the real corpus for 3.3 and 3.4
// (on a 64 GB, 32 vcore cluster, the size of the clusters most of these files were written for): no
// crash, every output re-read by capacity.Read without a refusal unless a
// finding says why, and the findings in testdata/convert/corpus.golden
// (reviewed by hand; -update rewrites it).
func TestRealCorpus(t *testing.T) {
	files := golden.Fixtures(t, "../../testdata/fair-scheduler/corpus", ".xml")
	if len(files) < 20 {
		t.Fatalf("%d corpus files", len(files))
	}
	var got bytes.Buffer
	for _, f := range files {
		src, name := f.Data, filepath.Base(f.Path)
		for _, rel := range []string{"3.3", "3.4"} {
			p := release(t, rel)
			types := resource.DefaultResourceTypes
			a := xmlconf.Parse(src, xmlconf.Options{Types: types, Hadoop: p})
			if _, refused := lint.ForTree(name, a); refused {
				fmt.Fprintf(&got, "%s %s: refused, not converted\n", name, rel)
				continue
			}
			r := worded(convert.Input{File: name, Fair: a, Target: p, Cluster: resource.Resource{65536, 32}})
			for _, d := range r.Findings {
				fmt.Fprintf(&got, "%s %s:%d:%d %s %s %s\n", rel, d.File, d.Pos.Line, d.Pos.Col, d.Severity, d.Rule, d.Message)
			}
			checkAccepted(t, name+" "+rel, r, rel)
		}
	}
	golden.Check(t, "../../testdata/convert/corpus.golden", got.Bytes(), *update)
}

// checkAccepted re-reads r's capacity-scheduler.xml; a refusal must come
// with a convert-max-dropped finding that explains it.
func checkAccepted(t *testing.T, label string, r *convert.Result, rel string) {
	t.Helper()
	files, err := convert.Files(r)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := capacity.Read("capacity-scheduler.xml", files[convert.CapacityFile], release(t, rel))
	if err != nil {
		t.Fatalf("%s: %v", label, err)
	}
	explained := false
	for _, d := range r.Findings {
		explained = explained || strings.Contains(d.Message, "requires distinct leaf names")
	}
	for _, f := range cfg.RefusalsOn(resource.Resource{65536, 32}, resource.DefaultResourceTypes) {
		if !explained {
			t.Errorf("%s: the Capacity Scheduler refuses the output: %s %s %s", label, f.Kind, f.Queue, f.Refusal)
		}
	}
}

// TestCorpusGuaranteesFit converts every file of the real corpus for 3.4
// on a 100 GB, 100 vcore cluster and lints the output on that cluster:
// no guarantee is above its maximum there (cs-guarantee-lowered), where
// rounding used to put five outputs' guarantees one MB or one vcore above
// a maximum written equal to the capacity.
func TestCorpusGuaranteesFit(t *testing.T) {
	cluster := resource.Resource{100 * 1024, 100}
	for _, f := range golden.Fixtures(t, "../../testdata/fair-scheduler/corpus", ".xml") {
		name, p := filepath.Base(f.Path), release(t, "3.4")
		a := xmlconf.Parse(f.Data, xmlconf.Options{Types: resource.DefaultResourceTypes, Hadoop: p})
		if _, refused := lint.ForTree(name, a); refused {
			continue
		}
		r := worded(convert.Input{File: name, Fair: a, Target: p, Cluster: cluster})
		files, err := convert.Files(r)
		if err != nil {
			t.Fatal(err)
		}
		_, ds := lint.CheckCapacityFile(convert.CapacityFile, files[convert.CapacityFile], xmlconf.Options{Hadoop: p},
			lint.Job{Options: lint.Options{Only: []string{capacity.CodeGuaranteeLowered}}, Cluster: &lint.Cluster{Size: cluster}})
		for _, d := range ds {
			t.Errorf("%s: %s", name, d.Message)
		}
	}
}

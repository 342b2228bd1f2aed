package capacity

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/xmlconf"
)

// oracleCase is one Hadoop test re-expressed (testdata/capacity/hadoop).
type oracleCase struct {
	Release    string                    `json:"release"`
	Properties []string                  `json:"properties"`
	Cluster    []int64                   `json:"cluster"`
	Delta      float64                   `json:"delta"`
	Refused    bool                      `json:"refused"`
	Message    string                    `json:"message"`
	Queues     map[string]map[string]any `json:"queues"`
}

// TestHadoopOracle runs every re-expressed Hadoop test: the verdict, the
// message and every figure the test asserts must agree.
func TestHadoopOracle(t *testing.T) {
	files, _ := filepath.Glob("../testdata/capacity/hadoop/*.json")
	if len(files) < 14 {
		t.Fatalf("%d oracle files, want at least 14", len(files))
	}
	figures := 0
	for _, f := range files {
		t.Run(strings.TrimSuffix(filepath.Base(f), ".json"), func(t *testing.T) {
			var oc oracleCase
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(data, &oc); err != nil {
				t.Fatal(err)
			}
			c := mustRead(t, oc.Release, oc.Properties...)
			if c.Refused() != oc.Refused {
				t.Fatalf("refused %v, want %v: %+v", c.Refused(), oc.Refused, c.Findings)
			}
			if oc.Refused {
				if c.Findings[0].Msg != oc.Message {
					t.Errorf("message\n%s\nwant\n%s", c.Findings[0].Msg, oc.Message)
				}
				figures++
				return
			}
			figures += checkFigures(t, c, oc)
		})
	}
	t.Logf("%d files, %d asserted figures", len(files), figures)
}

// checkFigures compares every asserted figure and returns how many.
func checkFigures(t *testing.T, c *Config, oc oracleCase) int {
	shares := map[string]Share{}
	for _, s := range Shares(c, xmlconf.Resource(oc.Cluster), nil, nil) {
		shares[s.Queue.Path] = s
	}
	n := 0
	for q, want := range oc.Queues {
		s, ok := shares[q]
		if !ok {
			t.Errorf("no queue %s", q)
			continue
		}
		got := map[string]any{
			"absoluteCapacity": float64(s.AbsCapacity), "absoluteMaximumCapacity": float64(s.AbsMaxCapacity),
			"capacity": float64(s.Capacity), "maxApplications": float64(s.MaxApplications),
			"maxApplicationsPerUser": float64(s.MaxApplicationsPerUser), "guaranteedMemory": float64(s.Guaranteed.Get(0)),
			"amLimit": s.AMLimit, "userAMLimit": s.UserAMLimit, "guaranteed": s.Guaranteed, "maximum": s.Maximum, "userLimit": s.UserLimit,
		}
		for k, w := range want {
			n++
			g, known := got[k]
			if !known {
				t.Errorf("%s: unknown figure %s", q, k)
				continue
			}
			if !sameFigure(g, w, oc.Delta) {
				t.Errorf("%s %s = %v, want %v", q, k, g, w)
			}
		}
	}
	return n
}

func sameFigure(got, want any, delta float64) bool {
	switch g := got.(type) {
	case float64:
		return math.Abs(g-want.(float64)) <= delta
	case xmlconf.Resource:
		w := want.([]any)
		for i, v := range w {
			if g.Get(i) != int64(v.(float64)) {
				return false
			}
		}
		return true
	}
	return false
}

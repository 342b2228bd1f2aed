package capacity

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
)

// oracleCase is one Hadoop test re-expressed (testdata/capacity/hadoop).
type oracleCase struct {
	// Release, or Releases when the test holds for several.
	Release    string                    `json:"release"`
	Releases   []string                  `json:"releases"`
	Properties []string                  `json:"properties"`
	Cluster    []int64                   `json:"cluster"`
	Delta      float64                   `json:"delta"`
	Refused    bool                      `json:"refused"`
	Message    string                    `json:"message"`
	Queues     map[string]map[string]any `json:"queues"`
	// ACLs: per queue and ACL kind, the users and groups
	// (AccessControlList.getUsers and getGroups) and whether everyone is
	// allowed.
	ACLs map[string]map[string]aclWant `json:"acls"`
	// Users: per leaf, its users' usage for the userLimitMB figure (the
	// user limit UsersManager computes for them, in MB).
	Users map[string][]struct {
		Used   []int64 `json:"used"`
		Active bool    `json:"active"`
		Weight float32 `json:"weight"`
	} `json:"users"`
}

type aclWant struct {
	All    bool     `json:"all"`
	Users  []string `json:"users"`
	Groups []string `json:"groups"`
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
			releases := oc.Releases
			if len(releases) == 0 {
				releases = []string{oc.Release}
			}
			for _, release := range releases {
				figures += runOracle(t, release, oc)
			}
		})
	}
	t.Logf("%d files, %d asserted figures", len(files), figures)
}

// runOracle checks one case on one release and returns how many figures
// (a verdict with its message counting as one) it compared.
func runOracle(t *testing.T, release string, oc oracleCase) int {
	c := mustRead(t, release, oc.Properties...)
	if c.Refused() != oc.Refused {
		t.Errorf("%s: refused %v, want %v: %+v", release, c.Refused(), oc.Refused, c.Facts)
		return 0
	}
	if oc.Refused {
		first := firstRefusal(c)
		if oc.Message != "" && first != oc.Message {
			t.Errorf("%s: message\n%s\nwant\n%s", release, first, oc.Message)
		}
		return 1
	}
	return checkFigures(t, c, oc) + checkACLs(t, c, oc)
}

// firstRefusal is the Hadoop refusal of the first reason c is refused, in
// the order the reader met them.
func firstRefusal(c *Config) string {
	for _, f := range c.Facts {
		if f.Refuses {
			return f.Refusal
		}
	}
	return ""
}

// checkACLs compares the ACLs a case asserts.
func checkACLs(t *testing.T, c *Config, oc oracleCase) int {
	n := 0
	for path, kinds := range oc.ACLs {
		q := c.Queue(path)
		if q == nil {
			t.Errorf("no queue %s", path)
			continue
		}
		for kind, want := range kinds {
			n++
			got := q.QueueACL(kind)
			if got.All != want.All || !slices.Equal(sorted(got.Users), sorted(want.Users)) || !slices.Equal(sorted(got.Groups), sorted(want.Groups)) {
				t.Errorf("%s %s = %+v, want %+v", path, kind, got, want)
			}
		}
	}
	return n
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}

// checkFigures compares every asserted figure and returns how many.
func checkFigures(t *testing.T, c *Config, oc oracleCase) int {
	shares := map[string]Share{}
	for _, s := range Shares(c, resource.Resource(oc.Cluster), nil, nil) {
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
			"weight": float64(s.Weight), "normalizedWeight": float64(s.NormalizedWeight),
			"maxApplicationsPerUser": float64(s.MaxApplicationsPerUser), "guaranteedMemory": float64(s.Guaranteed.Get(0)),
			"amLimit": s.AMLimit, "userAMLimit": s.UserAMLimit, "guaranteed": s.Guaranteed, "maximum": s.Maximum, "userLimit": s.UserLimit,
		}
		if us, ok := oc.Users[q]; ok {
			var users []UserUsage
			for _, u := range us {
				users = append(users, UserUsage{Used: u.Used, Active: u.Active, Weight: u.Weight})
			}
			got["userLimitMB"] = float64(s.UserLimitFor(users, oc.Cluster, DefaultMinAllocation, c.DominantResources()).Get(0))
		}
		for l, lc := range Partitions(c)[s.Queue] {
			if l != "" {
				got["capacity@"+l], got["absoluteCapacity@"+l] = float64(lc.Capacity), float64(lc.AbsCapacity)
				got["absoluteMaximumCapacity@"+l] = float64(lc.AbsMaxCapacity)
			}
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
	case resource.Resource:
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

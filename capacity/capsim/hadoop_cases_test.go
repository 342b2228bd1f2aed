package capsim

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/simcore"
)

// hadoopCase is one of Hadoop's Capacity Scheduler tests re-expressed as a
// capacity-scheduler.xml and a load, with the figures the test asserts
// (testdata/capsim/hadoop/<test>/<method>.json).
type hadoopCase struct {
	Test, Method, Note string
	Capacity           string          `json:"capacity"`
	Load               json.RawMessage `json:"load"`
	Checks             []hadoopCheck   `json:"checks"`
}

// hadoopCheck is what the test asserts once the simulation has run At
// seconds (0: until steady).
type hadoopCheck struct {
	At     float64                `json:"at"`
	Queues map[string]queueFigure `json:"queues"`
	Apps   map[string]appFigure   `json:"apps"`
	// Selected is how many containers the preemption policy selected
	// from each app so far.
	Selected map[string]int `json:"selected"`
	// NodeUsageMB is the memory allocated on each named node (node1, …).
	NodeUsageMB map[string]int64 `json:"node_usage_mb"`
	// ReservedNodes is how many nodes hold a reservation.
	ReservedNodes *int `json:"reserved_nodes"`
	// RootOrder is, by heartbeat number, the order in which root offered
	// the node to its children ("root.a,root.b").
	RootOrder map[string]string `json:"root_order"`
}

type queueFigure struct {
	UsageMB       *int64                `json:"usage_mb"`
	Runnable      *int                  `json:"runnable"`
	Active        *int                  `json:"active"`
	Pending       *int                  `json:"pending"`
	AMLimitMB     *int64                `json:"am_limit_mb"`
	UserAMLimitMB *int64                `json:"user_am_limit_mb"`
	AMLimitVcores *int64                `json:"am_limit_vcores"`
	Users         map[string]userFigure `json:"users"`
	// MinAbsUsed is a lower bound of the queue's absolute used capacity
	// (its usage's dominant share of the cluster, as the
	// DominantResourceCalculator divides).
	MinAbsUsed *float64 `json:"min_abs_used"`
	// DominantUsageRatio asks that the queue's users' usage ratio be the
	// sum of their dominant shares of the cluster.
	DominantUsageRatio bool `json:"dominant_usage_ratio"`
}

type userFigure struct {
	Active  *int `json:"active"`
	Pending *int `json:"pending"`
	// MinUsageMB is a lower bound of the user's memory.
	MinUsageMB *int64 `json:"min_usage_mb"`
}

type appFigure struct {
	State string `json:"state"`
	// Accepted: the app is pending or active (RMAppState ACCEPTED).
	Accepted   bool   `json:"accepted"`
	Message    string `json:"message"`
	Containers *int   `json:"containers"`
	UsageMB    *int64 `json:"usage_mb"`
}

func TestHadoopCapacityCases(t *testing.T) {
	files, err := filepath.Glob("../../testdata/capsim/hadoop/*/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var c hadoopCase
		if err := json.Unmarshal(data, &c); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		name := filepath.Base(filepath.Dir(f)) + "/" + filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			for _, ck := range c.Checks {
				s := newTestSim(t, c.Capacity, string(c.Load), SchedulerCapacity)
				run := RunOptions{}
				if len(ck.RootOrder) > 0 {
					run.Trace = 1000
				}
				if ck.At > 0 {
					run.DurationMS = int64(math.Round(ck.At * 1000))
				}
				checkCase(t, ck, s.Run(run))
				checkDominant(t, ck, s)
			}
		})
	}
}

func checkCase(t *testing.T, ck hadoopCheck, r *simcore.Result) {
	t.Helper()
	for name, want := range ck.Queues {
		q := queueByName(t, r, name)
		eq64(t, name+" usage MB", q.Usage[0], want.UsageMB)
		eq(t, name+" active apps", q.ActiveApps, want.Active)
		eq(t, name+" runnable apps", q.RunnableApps, want.Runnable)
		eq(t, name+" pending apps", q.PendingApps, want.Pending)
		if want.AMLimitMB != nil {
			eq64(t, name+" AM limit MB", q.AMLimit[0], want.AMLimitMB)
		}
		if want.AMLimitVcores != nil {
			eq64(t, name+" AM limit vcores", q.AMLimit[1], want.AMLimitVcores)
		}
		if want.UserAMLimitMB != nil {
			eq64(t, name+" user AM limit MB", q.UserAMLimit[0], want.UserAMLimitMB)
		}
		for user, uw := range want.Users {
			found := false
			for _, u := range q.Users {
				if u.User == user {
					found = true
					eq(t, name+" "+user+" active apps", u.ActiveApps, uw.Active)
					eq(t, name+" "+user+" pending apps", u.PendingApps, uw.Pending)
					if uw.MinUsageMB != nil && u.Usage[0] < *uw.MinUsageMB {
						t.Errorf("at %gs: %s %s uses %d MB, want at least %d", ck.At, name, user, u.Usage[0], *uw.MinUsageMB)
					}
				}
			}
			if !found {
				t.Errorf("at %gs: %s has no user %s", ck.At, name, user)
			}
		}
	}
	for id, want := range ck.Apps {
		a := appByID(t, r, id)
		if want.State != "" && a.State != want.State {
			t.Errorf("at %gs: %s state %s, want %s", ck.At, id, a.State, want.State)
		}
		if want.Accepted && a.State != "pending" && a.State != "active" {
			t.Errorf("at %gs: %s state %s, want accepted (pending or active)", ck.At, id, a.State)
		}
		if want.Message != "" && a.Message != want.Message {
			t.Errorf("at %gs: %s message %q, want %q", ck.At, id, a.Message, want.Message)
		}
		eq(t, id+" containers", a.Containers, want.Containers)
		eq64(t, id+" usage MB", a.Usage[0], want.UsageMB)
	}
	for hb, want := range ck.RootOrder {
		got := "(none)"
		for _, d := range r.Trace {
			if fmt.Sprint(d.Heartbeat) == hb && len(d.Levels) > 0 && d.Levels[0].Queue == "root" {
				got = strings.Join(d.Levels[0].Order, ",")
			}
		}
		if got != want {
			t.Errorf("at %gs: heartbeat %s offered root's children in the order %s, want %s", ck.At, hb, got, want)
		}
	}
	if ck.Selected != nil {
		got := map[string]int{}
		for _, p := range r.Preemptions {
			for _, v := range p.From {
				got[v.App] += v.Containers
			}
		}
		for id, want := range ck.Selected {
			if got[id] != want {
				t.Errorf("at %gs: %d containers selected from %s, want %d", ck.At, got[id], id, want)
			}
		}
	}
}

// checkDominant checks the figures that need the simulation itself: the
// queue's absolute used capacity and its users' usage ratio, both by
// dominant share.
func checkDominant(t *testing.T, ck hadoopCheck, s *Sim) {
	t.Helper()
	checkNodes(t, ck, s)
	for name, want := range ck.Queues {
		if want.MinAbsUsed == nil && !want.DominantUsageRatio {
			continue
		}
		var q *queue
		for _, c := range s.queues {
			if c.name == name {
				q = c
			}
		}
		if q == nil {
			t.Fatalf("no queue %s", name)
		}
		drc := dominantCalc{}
		if want.MinAbsUsed != nil {
			if got := drc.divide(s.cluster, q.used, s.cluster); float64(got) <= *want.MinAbsUsed {
				t.Errorf("at %gs: %s absolute used capacity %g, want more than %g", ck.At, name, got, *want.MinAbsUsed)
			}
		}
		if want.DominantUsageRatio {
			sum := 0.0
			for _, u := range q.users {
				sum += maxShare(s.cluster, u.used)
			}
			if got := float64(q.usageRatio); math.Abs(got-sum) > 0.001 {
				t.Errorf("at %gs: %s usage ratio %g, want the dominant shares' sum %g", ck.At, name, got, sum)
			}
		}
	}
}

// checkNodes checks the nodes' figures: memory allocated per node and
// the reservations held.
func checkNodes(t *testing.T, ck hadoopCheck, s *Sim) {
	t.Helper()
	for name, want := range ck.NodeUsageMB {
		found := false
		for _, n := range s.nodes {
			if n.name == name {
				found = true
				if got := n.total[mem] - n.free[mem]; got != want {
					t.Errorf("at %gs: %s has %d MB allocated, want %d", ck.At, name, got, want)
				}
			}
		}
		if !found {
			t.Errorf("no node %s", name)
		}
	}
	eq(t, "nodes reserved", s.reservations, ck.ReservedNodes)
}

func eq(t *testing.T, what string, got int, want *int) {
	t.Helper()
	if want != nil && got != *want {
		t.Errorf("%s: %d, want %d", what, got, *want)
	}
}

func eq64(t *testing.T, what string, got int64, want *int64) {
	t.Helper()
	if want != nil && got != *want {
		t.Errorf("%s: %d, want %d", what, got, *want)
	}
}

package simcore

import (
	"errors"
	"math"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/load"
	"github.com/fairsched/fairsched/core/resource"
)

// Events come out by time, then kind, then ID, and only once due.
func TestEvents(t *testing.T) {
	var q Events
	for _, e := range []Event{{5, 1, 2}, {5, 0, 9}, {3, 2, 1}, {5, 1, 1}, {9, 0, 0}} {
		q.Schedule(e.At, e.Kind, e.ID)
	}
	var got []Event
	for e, ok := q.Due(5); ok; e, ok = q.Due(5) {
		got = append(got, e)
	}
	want := []Event{{3, 2, 1}, {5, 0, 9}, {5, 1, 1}, {5, 1, 2}}
	if !reflect.DeepEqual(got, want) || q.Len() != 1 {
		t.Errorf("due at 5: %v (%d left), want %v (1 left)", got, q.Len(), want)
	}
}

// The clock steps by the GCD of the intervals and a second, stops at the
// duration, samples at the end of every second (moved since the last
// sample, or asked by --sample) and knows how long nothing changed.
func TestClock(t *testing.T) {
	for _, tc := range []struct {
		o               RunOptions
		intervals       []int64
		step, limit     int64
		steadyStops     bool
		samplesIn3000ms string
	}{
		{RunOptions{}, []int64{500, 1000}, 500, MaxSimulatedMS, true, "0:M 1000:- 2000:- 3000:-"},
		{RunOptions{DurationMS: 2500}, []int64{1000}, 500, 2500, false, "0:M 1000:- 2000:-"},
		{RunOptions{DurationMS: 2500, UntilSteady: true, SampleMS: 2000}, []int64{300}, 100, 2500, true, "0:M 1000:- 2000:I"},
	} {
		c := NewClock(tc.o, tc.intervals...)
		if c.Step != tc.step || c.Limit != tc.limit || c.Stop(0, true) != tc.steadyStops || !c.Stop(tc.limit, false) {
			t.Errorf("%+v: step %d, limit %d, stops when steady %v; want %d, %d, %v", tc.o, c.Step, c.Limit, c.Stop(0, true), tc.step, tc.limit, tc.steadyStops)
		}
		var got []string
		for now := int64(0); now <= min(3000, tc.limit); now += c.Step {
			c.EndStep(now, now == 0, func(moved, interval bool) {
				mark := "-"
				switch {
				case moved:
					mark = "M"
				case interval:
					mark = "I"
				}
				got = append(got, strconv.FormatInt(now, 10)+":"+mark)
			})
		}
		if g := strings.Join(got, " "); g != tc.samplesIn3000ms {
			t.Errorf("%+v: samples %q, want %q", tc.o, g, tc.samplesIn3000ms)
		}
		if q := c.QuietFor(2000); q != 2000 {
			t.Errorf("quiet for %d ms at 2000, want 2000 (the last change at 0)", q)
		}
	}
}

// Demands saturate at a long instead of wrapping; the usual products are
// exact.
func TestSaturating(t *testing.T) {
	for _, tc := range []struct{ v, n, want int64 }{
		{1024, 1e12, 1024e12}, {0, 5, 0}, {5, 0, 0}, {-1, 5, 0},
		{1 << 40, 1 << 40, math.MaxInt64}, {math.MaxInt64, 2, math.MaxInt64}, {3, math.MaxInt64 / 3, math.MaxInt64 / 3 * 3},
	} {
		if got := MulSat(tc.v, tc.n); got != tc.want {
			t.Errorf("MulSat(%d, %d) = %d, want %d", tc.v, tc.n, got, tc.want)
		}
	}
	a := resource.Resource{math.MaxInt64 - 1, 1}
	AddSat(a, resource.Resource{5, 2})
	if a[0] != math.MaxInt64 || a[1] != 3 {
		t.Errorf("AddSat = %v", a)
	}
}

// RemoveLive keeps the order and the array.
func TestRemoveLive(t *testing.T) {
	live := []int32{4, 7, 9, 7}
	got := RemoveLive(live, 7)
	if !reflect.DeepEqual(got, []int32{4, 9, 7}) || &got[0] != &live[0] {
		t.Errorf("RemoveLive = %v", got)
	}
	if got := RemoveLive([]int32{1}, 2); !reflect.DeepEqual(got, []int32{1}) {
		t.Errorf("RemoveLive of a container not there = %v", got)
	}
}

// Nodes are named node1… zero-padded to their count, in load order, and
// the cluster is their sum; a type the cluster lacks is dropped.
func TestNodes(t *testing.T) {
	l := &load.Load{Nodes: []load.NodeGroup{{Count: 9, Resources: map[string]int64{"memory-mb": 10, "vcores": 1}},
		{Count: 1, Resources: map[string]int64{"memory-mb": 5, "yarn.io/fpga": 3}}}}
	var names []string
	cluster := Nodes(l, resource.WithCustom(), func(name string, _ resource.Resource) { names = append(names, name) })
	if len(names) != 10 || names[0] != "node01" || names[9] != "node10" || !reflect.DeepEqual(cluster, resource.Resource{95, 9}) {
		t.Errorf("names %v, cluster %v", names, cluster)
	}
}

// The budget lets a run place up to its bound and stops it past it, with
// an error saying how far it got.
func TestBudget(t *testing.T) {
	b := NewBudget(RunOptions{MaxPlaced: 10})
	if b.Full(10) || b.Stop(1000, 10) || b.Err() != nil {
		t.Error("stopped at the bound")
	}
	var tc *TooCostlyError
	if !b.Full(11) || !b.Stop(1500, 11) || !errors.As(b.Err(), &tc) || !strings.Contains(b.Err().Error(), "more than 10 containers within its first 1.5 simulated seconds") {
		t.Errorf("past the bound: %v", b.Err())
	}
	if d := NewBudget(RunOptions{}); d.Full(load.MaxPlaced) || !d.Full(load.MaxPlaced+1) {
		t.Error("the default bound is not load.MaxPlaced")
	}
}

package simulate

import (
	"fmt"
	"strings"
	"testing"
)

// countPicks counts, in allocation order, how many of the first n
// containers went to app.
func firstPicks(s *Sim, n int) []string {
	var out []string
	for i, c := range s.containers {
		if i >= n {
			break
		}
		out = append(out, c.app.name)
	}
	return out
}

func runs(list []string) string {
	var b strings.Builder
	for i := 0; i < len(list); {
		j := i
		for j < len(list) && list[j] == list[i] {
			j++
		}
		fmt.Fprintf(&b, "%s×%d ", list[i], j-i)
		i = j
	}
	return strings.TrimSpace(b.String())
}

// S04: the first 60 heartbeats all go to the needy queue, 61-62 to B.
// S07: the first 60 go to the positive-weight queue.
func TestHeartbeatOrder(t *testing.T) {
	s := newSim(t, `<queue name="a"><minResources>60 mb, 0 vcores</minResources></queue><queue name="b"/>`,
		oneNode(100, unitApp("app_a", "a", 100), unitApp("app_b", "b", 100)), unitSettings)
	s.Converge()
	if got := runs(firstPicks(s, 62)); got != "app_a×60 app_b×2" {
		t.Errorf("S04 first 62 picks = %s, want app_a×60 app_b×2", got)
	}
	s = newSim(t, `<queue name="a"><weight>0</weight></queue><queue name="b"/>`,
		oneNode(100, unitApp("app_a", "a", 100), unitApp("app_b", "b", 60)), unitSettings)
	r := s.Converge()
	if got := runs(firstPicks(s, 100)); got != "app_b×60 app_a×40" {
		t.Errorf("S07 picks = %s, want app_b×60 app_a×40", got)
	}
	wantInts(t, "S07 fair shares", []int64{r.Queues[1].FairShare[0], r.Queues[2].FairShare[0]}, []int64{0, 100})
}

// S08: with the memory-only fair policy vcores run out with memory idle;
// DRF fills both.
func TestS08FairVersusDRF(t *testing.T) {
	const gb = 1024
	load := func() *Load {
		return &Load{Nodes: []NodeGroup{{Count: 1, Resources: res(100*gb, 100)}}, Apps: []App{
			{ID: "app_a", Queue: "a", User: "u", Container: res(1*gb, 4), Containers: 1000},
			{ID: "app_b", Queue: "b", User: "u", Container: res(4*gb, 1), Containers: 1000}}}
	}
	for _, tc := range []struct {
		policy string
		want   []int
	}{{"fair", []int{23, 8}}, {"drf", []int{20, 20}}} {
		t.Run(tc.policy, func(t *testing.T) {
			r := newSim(t, "<defaultQueueSchedulingPolicy>"+tc.policy+"</defaultQueueSchedulingPolicy>"+queues("a", "b"), load(), nil).Converge()
			got := []int{r.Apps[0].Containers, r.Apps[1].Containers}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("containers = %v, want %v", got, tc.want)
			}
		})
	}
}

// S09 and S10: containers per heartbeat with assignmultiple.
func TestAssignMultiple(t *testing.T) {
	for _, tc := range []struct {
		name     string
		settings map[string]string
		want     string
	}{
		{"S09 dynamic", map[string]string{"yarn.scheduler.fair.assignmultiple": "true"}, "[6 3 1 0]"},
		{"S10 max.assign -1", map[string]string{"yarn.scheduler.fair.assignmultiple": "true",
			"yarn.scheduler.fair.dynamic.max.assign": "false"}, "[10 0 0 0]"},
		{"S10 max.assign 3", map[string]string{"yarn.scheduler.fair.assignmultiple": "true",
			"yarn.scheduler.fair.dynamic.max.assign": "false", "yarn.scheduler.fair.max.assign": "3"}, "[3 3 3 1]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			settings := map[string]string{}
			for k, v := range unitSettings {
				settings[k] = v
			}
			for k, v := range tc.settings {
				settings[k] = v
			}
			app := App{ID: "app1", Queue: "q", User: "u", Container: res(10, 0), Containers: 1000}
			s := newSim(t, `<queue name="q"><maxAMShare>-1.0</maxAMShare></queue>`, oneNode(100, app), settings)
			s.addApp(s.apps[0])
			s.update()
			var got []int
			for range 4 {
				before := s.placed
				s.heartbeat(s.nodes[0])
				got = append(got, s.placed-before)
			}
			if fmt.Sprint(got) != tc.want {
				t.Errorf("containers per heartbeat = %v, want %s", got, tc.want)
			}
		})
	}
}

// S11: two nodes heartbeating alternately; which app gets which node.
func TestS11Alternating(t *testing.T) {
	const gb = 1024
	l := &Load{Nodes: []NodeGroup{{Count: 2, Resources: res(8*gb, 100)}}, Apps: []App{
		{ID: "a1", Queue: "a", User: "u", Start: 1, Container: res(2*gb, 1), Containers: 100},
		{ID: "a2", Queue: "a", User: "u", Start: 2, Container: res(2*gb, 1), Containers: 100},
		{ID: "b1", Queue: "b", User: "u", Container: res(3*gb, 1), Containers: 100}}}
	s := newSim(t, `<queueMaxAMShareDefault>-1.0</queueMaxAMShareDefault><queue name="a"/><queue name="b"><weight>2</weight></queue>`, l, nil)
	for _, a := range s.apps {
		s.addApp(a)
	}
	s.update()
	var got []string
	for i := range 8 {
		n := s.nodes[i%2]
		before := s.placed
		s.heartbeat(n)
		if s.placed == before {
			got = append(got, "none")
			continue
		}
		c := s.containers[len(s.containers)-1]
		got = append(got, fmt.Sprintf("%s@n%d", c.app.name, i%2+1))
	}
	want := "a1@n1 b1@n2 b1@n1 a2@n2 b1@n1 a1@n2 none none"
	if strings.Join(got, " ") != want {
		t.Errorf("picks = %s\nwant    %s", strings.Join(got, " "), want)
	}
}

// S14: sizebasedweight is log2(1 + demand MB).
func TestSizeBasedWeight(t *testing.T) {
	if w := appWeight(true, 1023); w != 10 {
		t.Errorf("weight for 1023 MB = %v, want 10", w)
	}
	if w := appWeight(true, 0); w != 0 {
		t.Errorf("weight for 0 MB = %v, want 0", w)
	}
	if w := appWeight(false, 1023); w != 1 {
		t.Errorf("weight without sizebasedweight = %v, want 1", w)
	}
}

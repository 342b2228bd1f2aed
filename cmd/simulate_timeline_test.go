package cmd_test

import "testing"

// The JSON timeline grows with what happens, not with simulated time: the
// bundled load (over within the first hour) simulated for 1 h and for 24 h
// writes JSON of nearly the same size under every scheduler.
func TestSimulateJSONGrowsWithEvents(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"fair", []string{"../examples/fair-scheduler.xml"}},
		{"capacity", []string{"../examples/capacity-scheduler.xml"}},
		{"fifo", []string{"--scheduler", "fifo"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			size := map[string]int{}
			for _, d := range []string{"1h", "24h"} {
				args := append([]string{"simulate"}, tc.args...)
				args = append(args, "--load", "../examples/load.json", "--duration", d, "--format", "json")
				out, stderr, exit := sharesRun(t, nil, args...)
				if exit != 0 {
					t.Fatalf("--duration %s: exit %d: %s", d, exit, stderr)
				}
				size[d] = len(out)
			}
			if size["24h"] > size["1h"]*11/10 {
				t.Errorf("JSON of 24 h is %d bytes, of 1 h %d: want within 10%%", size["24h"], size["1h"])
			}
		})
	}
}

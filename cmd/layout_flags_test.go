package cmd_test

import (
	"strings"
	"testing"
)

// --width and --units are checked alike by every command that has them,
// diff included, before any input is read.
func TestLayoutFlagsRefusedAlike(t *testing.T) {
	file := "../examples/fair-scheduler.xml"
	for _, args := range [][]string{
		{"diff", file, file, "--cluster", "10 GB, 10 vcores"},
		{"shares", file, "--cluster", "10 GB, 10 vcores"},
		{"tree", file},
	} {
		for _, tc := range []struct{ flag, value, want string }{
			{"--width", "-1", "invalid --width -1: must be 0 or more"},
			{"--units", "kb", `invalid --units "kb": must be one of binary, mb`},
		} {
			_, stderr, exit := run(t, "", append(append([]string{}, args...), tc.flag, tc.value)...)
			if exit != 2 || !strings.Contains(stderr, tc.want) {
				t.Errorf("%s %s %s: exit %d, stderr %q; want 2 and %q", args[0], tc.flag, tc.value, exit, stderr, tc.want)
			}
		}
	}
}

package cmd

import "testing"

// TestUseColor pins how --color, NO_COLOR, TERM=dumb and the terminal
// combine.
func TestUseColor(t *testing.T) {
	for _, tc := range []struct {
		name, flag string
		env        map[string]string
		tty, want  bool
	}{
		{"auto on a terminal", "auto", nil, true, true},
		{"auto into a pipe", "auto", nil, false, false},
		{"auto with NO_COLOR", "auto", map[string]string{"NO_COLOR": "1"}, true, false},
		{"auto with TERM=dumb", "auto", map[string]string{"TERM": "dumb"}, true, false},
		{"always into a pipe with NO_COLOR", "always", map[string]string{"NO_COLOR": "1"}, false, true},
		{"never on a terminal", "never", nil, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			io := &IO{Getenv: func(k string) string { return tc.env[k] }, OutIsTTY: tc.tty}
			got, err := (&globalOptions{color: tc.flag}).useColor(io)
			if err != nil || got != tc.want {
				t.Errorf("useColor(%q) = %v, %v; want %v", tc.flag, got, err, tc.want)
			}
		})
	}
	if _, err := (&globalOptions{color: "sometimes"}).useColor(&IO{}); err == nil {
		t.Error("useColor(\"sometimes\") gave no error")
	}
}

package cmd_test

import (
	"os"
	"strings"
	"testing"
)

// TestPlaceCapacityRefusedMappings: place, tree and shares refuse a
// capacity-scheduler.xml whose mappings the release refuses at start, as
// lint does (exit 1, the finding on stderr), before 3.4 as from 3.4; a
// mapping 3.2 loads (its leaf found by its short name) is placed.
func TestPlaceCapacityRefusedMappings(t *testing.T) {
	const head = `<configuration>
<property><name>yarn.scheduler.capacity.root.queues</name><value>default,users</value></property>
<property><name>yarn.scheduler.capacity.root.default.capacity</name><value>50</value></property>
<property><name>yarn.scheduler.capacity.root.users.capacity</name><value>50</value></property>
<property><name>yarn.scheduler.capacity.root.users.queues</name><value>bob</value></property>
<property><name>yarn.scheduler.capacity.root.users.bob.capacity</name><value>100</value></property>
`
	tests := []struct {
		name, mappings, version string
		code                    int
		stderr, stdout          string
	}{
		{"3.3: a parent without auto-creation", "u:%user:users.%user", "3.3", 1,
			"[cs-mapping-no-auto-creation]", ""},
		{"3.1: a queue that does not exist", "u:bob:nothere", "3.1", 1,
			"mapping contains invalid or non-leaf queue nothere (u:bob:nothere) [cs-mapping-unknown-queue]", ""},
		{"3.4: a parent without auto-creation", "u:bob:users.carol", "3.4", 1,
			"[cs-mapping-rule-refused]", ""},
		{"3.2: the leaf found by its short name", "u:bob:users.bob", "3.2", 0,
			"", "result: root.users.bob"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Chdir(t.TempDir())
			body := head + `<property><name>yarn.scheduler.capacity.queue-mappings</name><value>` + tt.mappings + "</value></property>\n</configuration>\n"
			if err := os.WriteFile("capacity-scheduler.xml", []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
			out, errOut, code := run(t, "", "place", "capacity-scheduler.xml", "--user", "bob", "--hadoop-version", tt.version)
			if code != tt.code || !strings.Contains(errOut, tt.stderr) || !strings.Contains(out, tt.stdout) {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.code, out, errOut)
			}
			if tt.code == 1 && !strings.Contains(errOut, "would refuse capacity-scheduler.xml") {
				t.Errorf("no refusal line:\n%s", errOut)
			}
			for _, args := range [][]string{{"tree"}, {"shares", "--cluster", "100 GB, 100 vcores"}} {
				args = append(args, "capacity-scheduler.xml", "--hadoop-version", tt.version)
				if _, errOut, code := run(t, "", args...); code != tt.code || !strings.Contains(errOut, tt.stderr) {
					t.Errorf("%s: exit %d, want %d\n%s", args[0], code, tt.code, errOut)
				}
			}
		})
	}
}

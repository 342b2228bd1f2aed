package cmd

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// The table of what each command does for each scheduler opens the root
// help and README.md, and says the truth: every command in it exists and,
// but compare (whose two files have their places), takes --scheduler; a
// command reads a capacity-scheduler.xml exactly when its row says so, and
// otherwise says that it does not (exit 2), never that Hadoop refuses it.
func TestSchedulerTable(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(readme, []byte("```text\n"+schedulerTable()+"```")) {
		t.Errorf("README.md lacks the table of `fairsched --help`:\n%s", schedulerTable())
	}
	root := NewRoot(&IO{})
	if !strings.Contains(root.Long, schedulerTable()) {
		t.Errorf("the root help lacks the table")
	}
	cluster := "--cluster=400 GB, 100 vcores"
	args := map[string][]string{
		"lint": {}, "tree": {}, "shares": {cluster}, "diff": {"capacity-scheduler.xml"},
		"simulate": {"--load", "load.json", "--duration", "1m"}, "place": {"--user", "alice"},
		"drift": {"--from-rm", "rm/"}, "convert": {"--to", "capacity", "--output-dir", t.TempDir()},
	}
	t.Chdir("../examples")
	for _, u := range schedulerUses {
		t.Run(u.command, func(t *testing.T) {
			c, _, err := root.Find([]string{u.command})
			if err != nil || c.Name() != u.command {
				t.Fatalf("no command %s", u.command)
			}
			if u.command == "compare" {
				return // fair-scheduler.xml first, capacity-scheduler.xml second: cmd/testdata's scheduler-compare-* cases
			}
			if c.Flags().Lookup("scheduler") == nil {
				t.Errorf("%s takes no --scheduler", u.command)
			}
			var out, errOut bytes.Buffer
			io := &IO{In: strings.NewReader(""), Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
			code := Execute(append([]string{u.command, "capacity-scheduler.xml"}, args[u.command]...), io)
			reads := u.capacity == "yes"
			said := strings.Contains(errOut.String(), "is a Capacity Scheduler configuration (capacity-scheduler.xml)")
			if reads == said || !reads && code != ExitUsage || strings.Contains(errOut.String(), "would refuse") {
				t.Errorf("capacity column %q, but exit %d:\n%s", u.capacity, code, errOut.String())
			}
		})
	}
}

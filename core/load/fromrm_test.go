package load

import (
	"errors"
	"os"
	"strings"
	"testing"
)

func readDump(t *testing.T, dir string, nodes bool) RMDump {
	t.Helper()
	read := func(name string) []byte {
		b, err := os.ReadFile("../../testdata/simulate/" + dir + "/" + name)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	d := RMDump{Scheduler: read("scheduler.json"), Apps: read("apps.json")}
	if nodes {
		d.Nodes = read("nodes.json")
	}
	return d
}

func TestFromRM(t *testing.T) {
	l, warnings, err := FromRM(readDump(t, "rm", true))
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) != 0 || len(l.Nodes) != 1 || l.Nodes[0].Count != 2 || l.Nodes[0].Resources["memory-mb"] != 32768 {
		t.Errorf("nodes %+v warnings %v, want 2 nodes of 32768 MB and no warning", l.Nodes, warnings)
	}
	a := l.Apps[0]
	if a.Running != 20 || a.Containers != 50 || a.Container["memory-mb"] != 2048 || a.Queue != "root.teamA" || a.User != "alice" {
		t.Errorf("app 1 = %+v, want 20 running of 50, 2048 MB, root.teamA, alice", a)
	}
	if b := l.Apps[1]; b.Running != 0 || b.Containers != 20 {
		t.Errorf("app 2 = %+v, want 0 running of 20", b)
	}

	_, warnings, err = FromRM(readDump(t, "rm", false))
	if err != nil || len(warnings) != 1 || !strings.Contains(warnings[0], "one node") {
		t.Errorf("without nodes: %v, %v; want one warning about one node", warnings, err)
	}

	_, _, err = FromRM(readDump(t, "rm-unknown", false))
	var mf *MissingFieldsError
	if !errors.As(err, &mf) || !strings.Contains(err.Error(), "clusterResources") {
		t.Errorf("unknown dump: %v, want a missing-fields error naming clusterResources", err)
	}
	_, _, err = FromRM(RMDump{Scheduler: readDump(t, "rm", false).Scheduler, Apps: []byte(`{"apps": {"app": [{"id": "x"}]}}`)})
	if !errors.As(err, &mf) || !strings.Contains(err.Error(), "allocatedMB, allocatedVCores, queue, runningContainers, user") {
		t.Errorf("app without fields: %v", err)
	}
	// a ResourceManager with no app sends "apps": null: an idle cluster
	l, _, err = FromRM(RMDump{Scheduler: readDump(t, "rm", false).Scheduler, Apps: []byte(`{"apps": null}`)})
	if err != nil || len(l.Apps) != 0 {
		t.Errorf(`"apps": null: %v, %d apps; want no error and no app`, err, len(l.Apps))
	}
}

package cmd_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestContainerSizeAgrees: lint, diff and shares read the one minimum allocation
// from a yarn-site with both the old and the per-type property, as each
// release reads it: 2.9 ignores the per-type property (1024 MB, and lint and place
// say it is ignored), 3.3 takes it (4096 MB). shares' AM limit of b (0.1
// of 102400 MB, rounded up to a container) and lint's and diff's
// cs-guarantee-below-container on b (3% is 3071 MB, as Hadoop computes it) agree on it.
func TestContainerSizeAgrees(t *testing.T) {
	dir := t.TempDir()
	prop := func(k, v string) string {
		return "<property><name>" + k + "</name><value>" + v + "</value></property>\n"
	}
	write := func(name, body string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte("<configuration>\n"+body+"</configuration>\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	cs := write("capacity-scheduler.xml", prop("yarn.scheduler.capacity.root.queues", "a,b")+
		prop("yarn.scheduler.capacity.root.a.capacity", "97")+prop("yarn.scheduler.capacity.root.b.capacity", "3"))
	ys := write("yarn-site.xml", prop("yarn.scheduler.minimum-allocation-mb", "1024")+
		prop("yarn.resource-types.memory-mb.minimum-allocation", "4096"))
	fair := filepath.Join(dir, "fair-scheduler.xml")
	if err := os.WriteFile(fair, []byte(`<allocations><queue name="a"/></allocations>`), 0o644); err != nil {
		t.Fatal(err)
	}
	cluster := "100 GB, 100 vcores"
	for _, tc := range []struct {
		release   string
		container int64
		ignored   bool
	}{
		{"2.9.2", 1024, true},
		{"3.3.6", 4096, false},
	} {
		t.Run(tc.release, func(t *testing.T) {
			out, errOut, code := run(t, "", "shares", cs, "--cluster", cluster, "--yarn-site", ys, "--hadoop-version", tc.release, "--format", "json")
			if code != 0 {
				t.Fatalf("shares: exit %d: %s", code, errOut)
			}
			var doc struct {
				Queues []struct {
					Queue   string           `json:"queue"`
					AMLimit map[string]int64 `json:"amLimit"`
				} `json:"queues"`
			}
			if err := json.Unmarshal([]byte(out), &doc); err != nil {
				t.Fatal(err)
			}
			want := (10240 + tc.container - 1) / tc.container * tc.container
			var got int64 = -1
			for _, q := range doc.Queues {
				if q.Queue == "root.b" {
					got = q.AMLimit["memory-mb"]
				}
			}
			if got != want {
				t.Errorf("shares: root.b's AM limit %d MB, want %d (containers of %d MB)", got, want, tc.container)
			}

			out, errOut, _ = run(t, "", "lint", cs, "--cluster", cluster, "--yarn-site", ys, "--hadoop-version", tc.release)
			below := strings.Contains(out, "less than one container (4096 MB)")
			if below != (tc.container == 4096) {
				t.Errorf("lint: guarantee below a %d MB container reported: %v\n%s%s", tc.container, below, out, errOut)
			}
			if ignored := strings.Contains(out, "yarn-site-allocation-key-ignored"); ignored != tc.ignored {
				t.Errorf("lint: yarn-site-allocation-key-ignored reported: %v, want %v\n%s", ignored, tc.ignored, out)
			}
			// place judges the yarn-site as the run's release too, as lint does.
			out, errOut, _ = run(t, "", "place", fair, "--yarn-site", ys, "--hadoop-version", tc.release, "--user", "u", "--queue", "root.a")
			if ignored := strings.Contains(out+errOut, "yarn-site-allocation-key-ignored"); ignored != tc.ignored {
				t.Errorf("place: yarn-site-allocation-key-ignored reported: %v, want %v\n%s%s", ignored, tc.ignored, out, errOut)
			}

			out, errOut, _ = run(t, "", "diff", cs, cs, "--cluster", cluster, "--yarn-site", ys, "--hadoop-version", tc.release, "--format", "json")
			if below := strings.Contains(out, `"cs-guarantee-below-container"`); below != (tc.container == 4096) {
				t.Errorf("diff: guarantee below a %d MB container reported: %v\n%s%s", tc.container, below, out, errOut)
			}
		})
	}
}

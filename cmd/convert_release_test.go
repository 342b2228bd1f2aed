package cmd_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// weightsXML is an allocation file whose weights become weight capacities
// at 3.4 ("37.5w"), which Hadoop 3.3 cannot read.
const weightsXML = `<?xml version="1.0"?>
<allocations><queue name="a"><weight>3</weight></queue><queue name="b"><weight>5</weight></queue></allocations>
`

// TestConvertOutputKnowsItsRelease: convert --output-dir writes a
// .fairsched.json naming the target release beside its files, so every
// command reads the output as that release without flags; an explicit
// --hadoop-version still wins, with a warning; compare --load honours
// --target-version.
func TestConvertOutputKnowsItsRelease(t *testing.T) {
	files := map[string]string{"fs.xml": weightsXML, "load.json": cmpLoad}
	dir := t.TempDir()
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run := func(wantExit int, args ...string) (string, string) {
		t.Helper()
		for i, a := range args {
			args[i] = strings.ReplaceAll(a, "$DIR", dir)
		}
		out, stderr, exit := sharesRun(t, nil, args...)
		if exit != wantExit {
			t.Fatalf("%v: exit %d, want %d\n%s%s", args, exit, wantExit, out, stderr)
		}
		return out, stderr
	}
	run(0, "convert", "$DIR/fs.xml", "--to", "capacity", "--hadoop-version", "3.3", "--target-version", "3.4", "--output-dir", "$DIR/out")
	cs := "$DIR/out/capacity-scheduler.xml"
	if out, stderr := run(0, "lint", cs); strings.Contains(out+stderr, "NumberFormatException") || !strings.Contains(out+stderr, "0 errors") {
		t.Errorf("lint without flags does not read the output as 3.4:\n%s%s", out, stderr)
	}
	run(0, "tree", cs)
	run(0, "shares", cs, "--cluster", "100 GB, 100 vcores")
	_, stderr := run(1, "lint", "--hadoop-version", "3.3", cs)
	if !strings.Contains(stderr, "warning: --hadoop-version 3.3 differs from hadoopVersion 3.4") {
		t.Errorf("no warning when --hadoop-version and the output's release disagree:\n%s", stderr)
	}
	run(0, "compare", "$DIR/fs.xml", cs, "--cluster", "100 GB, 100 vcores", "--hadoop-version", "3.3")
	out, _ := run(0, "compare", "$DIR/fs.xml", cs, "--target-version", "3.4", "--load", "$DIR/load.json", "--hadoop-version", "3.3", "--fail-on", "never")
	if strings.TrimSpace(out) == "" {
		t.Error("compare --target-version 3.4 --load printed nothing")
	}
}

// TestConvertReplaysSubmissions: convert replays --submissions beside the
// submissions it derives from the file (which agree here): a job sent to
// a queue under the leaf eng, which the Fair Scheduler refuses and the 3.4
// mapping sends on to root.default, is a convert-replay error naming it.
func TestConvertReplaysSubmissions(t *testing.T) {
	fair := `<allocations>
  <queue name="eng"/>
  <queue name="ads"/>
  <queuePlacementPolicy>
    <rule name="specified"/>
    <rule name="default"/>
  </queuePlacementPolicy>
</allocations>
`
	args := []string{"convert", "$DIR/fs.xml", "--to", "capacity", "--hadoop-version", "3.4", "--format", "json"}
	files := map[string]string{"fs.xml": fair, "subs.csv": "user,groups,queue\nzoe,eng,eng\n"}
	out, stderr, exit := sharesRun(t, files, append(slices.Clone(args), "--submissions", "$DIR/subs.csv")...)
	if exit != 0 || strings.Contains(out, "convert-replay") {
		t.Fatalf("exit %d; the derived and given submissions land alike, yet:\n%s%s", exit, out, stderr)
	}
	files["subs.csv"] = "user,groups,queue\nzoe,eng,eng.sub\n"
	out, stderr, exit = sharesRun(t, files, append(slices.Clone(args), "--submissions", "$DIR/subs.csv")...)
	if exit != 1 || !strings.Contains(out, `user zoe (groups eng) asking for queue \"eng.sub\"`) {
		t.Errorf("exit %d; want a convert-replay error naming zoe:\n%s%s", exit, out, stderr)
	}
}

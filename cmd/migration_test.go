package cmd_test

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/cmd"
)

// TestMigrationGuide checks what docs/migration.md's step 1 writes (the
// docs runner, TestDocsUsage, runs the guide's lines and their exit
// codes): the three files, and what the guide says the example becomes
// for 3.4.
func TestMigrationGuide(t *testing.T) {
	root := t.TempDir()
	copyDir(t, "../examples", filepath.Join(root, "examples"))
	t.Chdir(filepath.Join(root, "examples"))
	var out, errOut bytes.Buffer
	io := &cmd.IO{In: strings.NewReader(""), Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
	args := []string{"convert", filepath.Join(root, "examples", "fair-scheduler.xml"), "--to", "capacity", "--target-version", "3.4", "--yarn-site", "yarn-site.xml",
		"--cluster", "400 GB, 100 vcores, yarn.io/gpu=8", "--output-dir", "cs/"}
	if code := cmd.Execute(args, io); code != 1 {
		t.Fatalf("step 1 exit %d, want 1 (the guide's one error); stderr:\n%s", code, errOut.String())
	}
	for _, name := range []string{"capacity-scheduler.xml", "yarn-site.xml", "mapping-rules.json"} {
		if _, err := os.Stat(filepath.Join(root, "examples", "cs", name)); err != nil {
			t.Errorf("step 1 did not write cs/%s: %v", name, err)
		}
	}
	// No path of the machine convert ran on (the allocation file is named
	// by an absolute path here, as a user may).
	for _, name := range []string{"capacity-scheduler.xml", "yarn-site.xml", "mapping-rules.json", ".fairsched.json"} {
		if b, _ := os.ReadFile(filepath.Join(root, "examples", "cs", name)); strings.Contains(string(b), root) {
			t.Errorf("cs/%s holds a path of this machine (%s)", name, root)
		}
	}
	// What the guide says the example becomes for 3.4.
	cs, _ := os.ReadFile(filepath.Join(root, "examples", "cs", "capacity-scheduler.xml"))
	for _, want := range []string{
		"<name>yarn.scheduler.capacity.root.ml.maximum-capacity</name>\n    <value>[memory=204800,vcores=40,yarn.io/gpu=8]</value>",
		"<name>yarn.scheduler.capacity.legacy-queue-mode.enabled</name>\n    <value>false</value>",
		"<name>yarn.scheduler.capacity.root.analytics.capacity</name>\n    <value>3.0w</value>",
		"<name>yarn.scheduler.capacity.root.default.capacity</name>\n    <value>1.0w</value>",
		"<name>yarn.scheduler.capacity.root.users.auto-queue-creation-v2.enabled</name>\n    <value>true</value>",
		"<name>yarn.scheduler.capacity.mapping-rule-json-file</name>\n    <value>mapping-rules.json</value>",
	} {
		if !strings.Contains(string(cs), want) {
			t.Errorf("cs/capacity-scheduler.xml has no\n%s", want)
		}
	}
}

// copyDir copies the files under from into to.
func copyDir(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

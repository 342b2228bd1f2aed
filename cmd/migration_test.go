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

// TestMigrationGuide runs every command of docs/migration.md's sh blocks,
// in order, in a fresh copy of examples/ (no cs/ yet, as in a fresh
// clone): each must print something and finish with exit 0, or with the
// status its comment names. Then the files the guide says step 1 writes
// must be there.
func TestMigrationGuide(t *testing.T) {
	src, err := os.ReadFile("../docs/migration.md")
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	copyDir(t, "../examples", filepath.Join(root, "examples"))
	dir, n := root, 0
	for _, block := range shBlocks(string(src)) {
		for _, rl := range joinContinued(block) {
			words := shellWords(t, rl.cmd)
			if len(words) == 0 {
				continue
			}
			if words[0] == "cd" {
				dir = filepath.Join(root, words[1])
				continue
			}
			n++
			t.Run(rl.cmd, func(t *testing.T) {
				t.Chdir(dir)
				if words[0] != "fairsched" {
					t.Fatalf("not a fairsched command: %q", rl.cmd)
				}
				var out, errOut bytes.Buffer
				io := &cmd.IO{In: strings.NewReader(""), Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
				code := cmd.Execute(words[1:], io)
				if code != rl.exit || out.Len()+errOut.Len() == 0 {
					t.Errorf("exit %d (want %d); stdout:\n%s\nstderr:\n%s", code, rl.exit, out.String(), errOut.String())
				}
			})
		}
	}
	if n < 4 {
		t.Errorf("the guide has %d commands", n)
	}
	for _, name := range []string{"capacity-scheduler.xml", "yarn-site.xml", "mapping-rules.json"} {
		if _, err := os.Stat(filepath.Join(root, "examples", "cs", name)); err != nil {
			t.Errorf("step 1 did not write cs/%s: %v", name, err)
		}
	}
	// What the guide says the example becomes for 3.4.
	cs, _ := os.ReadFile(filepath.Join(root, "examples", "cs", "capacity-scheduler.xml"))
	for _, want := range []string{
		"<name>yarn.scheduler.capacity.root.ml.maximum-capacity</name>\n    <value>[memory=204800,vcores=40,yarn.io/gpu=8]</value>",
		"<name>yarn.scheduler.capacity.legacy-queue-mode.enabled</name>\n    <value>false</value>",
		"<name>yarn.scheduler.capacity.root.analytics.capacity</name>\n    <value>37.5w</value>",
		"<name>yarn.scheduler.capacity.root.default.capacity</name>\n    <value>12.5w</value>",
		"<name>yarn.scheduler.capacity.root.users.auto-queue-creation-v2.enabled</name>\n    <value>true</value>",
	} {
		if !strings.Contains(string(cs), want) {
			t.Errorf("cs/capacity-scheduler.xml has no\n%s", want)
		}
	}
}

// shBlocks returns the bodies of the ```sh blocks of a markdown text.
func shBlocks(text string) []string {
	var out []string
	for {
		start := strings.Index(text, "\n```sh\n")
		if start < 0 {
			return out
		}
		text = text[start+len("\n```sh\n"):]
		end := strings.Index(text, "```\n")
		if end < 0 {
			return out
		}
		out = append(out, text[:end])
		text = text[end:]
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

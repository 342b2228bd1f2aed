package cmd

import (
	"os"
	"path/filepath"
	"testing"
)

// A file's config is looked up from its directory; git:REV:PATH from the
// directory PATH names in the working tree, "/PATH" from the repository
// root; stdin has none of its own.
func TestInputDir(t *testing.T) {
	root := t.TempDir()
	if err := os.Mkdir(filepath.Join(root, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	wd := filepath.Join(root, "sub")
	for _, tc := range []struct{ in, want string }{
		{"-", ""},
		{"conf/fair-scheduler.xml", filepath.Join(wd, "conf")},
		{"fair-scheduler.xml", wd},
		{"/etc/hadoop/fair-scheduler.xml", "/etc/hadoop"},
		{"git:origin/main:examples/fair-scheduler.xml", filepath.Join(wd, "examples")},
		{"git:HEAD:/examples/fair-scheduler.xml", filepath.Join(root, "examples")},
		{"git:HEAD", ""},
	} {
		if got := inputDir(tc.in, wd); got != tc.want {
			t.Errorf("inputDir(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// The lookup stops at the repository root: a config above it is not used,
// and the working directory's is the fallback.
func TestConfigPathForStopsAtRepositoryRoot(t *testing.T) {
	top := t.TempDir()
	repo := filepath.Join(top, "repo")
	for _, d := range []string{filepath.Join(repo, ".git"), filepath.Join(repo, "conf"), filepath.Join(top, "wd")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{filepath.Join(top, configName), filepath.Join(top, "wd", configName)} {
		if err := os.WriteFile(f, []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	wd := filepath.Join(top, "wd")
	got := configPathFor(inputDir(filepath.Join(repo, "conf", "fair-scheduler.xml"), wd), wd)
	if want := filepath.Join(top, "wd", configName); got != want {
		t.Errorf("config = %q, want the working directory's %q", got, want)
	}
}

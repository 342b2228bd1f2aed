package cmd_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// gitRepo makes a repository in a fresh working directory with one commit
// holding conf/fair-scheduler.xml as old, then writes new over it (not
// committed).
func gitRepo(t *testing.T, old, new string) string {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	t.Chdir(dir)
	path := filepath.Join("conf", "fair-scheduler.xml")
	if err := os.MkdirAll("conf", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"init", "-q"}, {"add", "."},
		{"-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "old"},
	} {
		if out, err := exec.Command("git", args...).CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	if err := os.WriteFile(path, []byte(new), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

const gitOld = `<allocations>
  <queue name="a"><weight>1</weight></queue>
  <queue name="b"/>
</allocations>
`

// TestDiffGit reads OLD with git show, from the repository root and from
// a subdirectory (PATH relative to the working directory, /PATH to the
// repository root), and leaves the repository untouched.
func TestDiffGit(t *testing.T) {
	newText := strings.Replace(gitOld, "<weight>1</weight>", "<weight>3</weight>", 1)
	gitRepo(t, gitOld, newText)
	out, errOut, code := run(t, "", "diff", "git:HEAD:conf/fair-scheduler.xml", "conf/fair-scheduler.xml",
		"--cluster", "16384 mb, 16 vcores", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	checkSchema(t, "diff", out)
	for _, want := range []string{`"old": "git:HEAD:conf/fair-scheduler.xml"`, `"name": "weight"`, `"old": "1"`, `"new": "3"`,
		`"oldPos": "git:HEAD:conf/fair-scheduler.xml:2:19"`} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %s:\n%s", want, out)
		}
	}
	status, err := exec.Command("git", "status", "--porcelain").Output()
	if err != nil || strings.TrimSpace(string(status)) != "M conf/fair-scheduler.xml" {
		t.Errorf("git status after diff = %q, %v; want only the edited file", status, err)
	}
	t.Chdir("conf")
	for _, old := range []string{"git:HEAD:fair-scheduler.xml", "git:HEAD:./fair-scheduler.xml", "git:HEAD:/conf/fair-scheduler.xml"} {
		if _, errOut, code := run(t, "", "diff", old, "fair-scheduler.xml", "--cluster", "16384 mb, 16 vcores"); code != 0 {
			t.Errorf("%s from a subdirectory: exit %d: %s", old, code, errOut)
		}
	}
	if _, _, code := run(t, "", "diff", "git:HEAD:conf/fair-scheduler.xml", "fair-scheduler.xml", "--cluster", "16384 mb, 16 vcores"); code != 3 {
		t.Errorf("a root-relative PATH without / from a subdirectory: exit %d, want 3 (PATH is relative to the working directory)", code)
	}
}

// TestDiffGitErrors: an unknown revision or path is a read error naming
// the side, exit 3.
func TestDiffGitErrors(t *testing.T) {
	gitRepo(t, gitOld, gitOld)
	tests := []struct{ name, old, want string }{
		{"unknown revision", "git:nosuchrev:conf/fair-scheduler.xml", "read old file git:nosuchrev:conf/fair-scheduler.xml: git show:"},
		{"unknown path", "git:HEAD:conf/missing.xml", "read old file git:HEAD:conf/missing.xml: git show:"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := run(t, "", "diff", tc.old, "conf/fair-scheduler.xml", "--cluster", "16384 mb, 16 vcores")
			if code != 3 || out != "" || !strings.Contains(errOut, tc.want) {
				t.Errorf("exit %d, stdout %q, stderr %q; want 3, nothing, and %q", code, out, errOut, tc.want)
			}
		})
	}
}

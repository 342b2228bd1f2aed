package cmd_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/fairsched/fairsched/cmd"
	"github.com/fairsched/fairsched/schema"
)

// FuzzCLI runs lint in every format, tree and shares on arbitrary bytes.
// Nothing may panic; lint and tree/shares must finish with exit 0 or 1
// (the file is readable, so never 2 or 3); JSON outputs must match their
// schemas.
func FuzzCLI(f *testing.F) {
	paths, _ := filepath.Glob("../testdata/fair-scheduler/*/*.xml")
	for _, p := range paths {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file := filepath.Join(t.TempDir(), "f.xml")
		if err := os.WriteFile(file, src, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{
			{"lint", "--format", "text", file}, {"lint", "--format", "json", file},
			{"lint", "--format", "sarif", file}, {"lint", "--format", "github", file},
			{"lint", "--format", "checkstyle", file}, {"lint", "--format", "junit", file},
			{"tree", "--format", "json", file}, {"tree", file},
			{"shares", file, "--cluster", "memory-mb=16384,vcores=16,yarn.io/gpu=2", "--resource-types", "yarn.io/gpu", "--format", "json"},
			{"shares", file, "--cluster", "8192 mb, 8 vcores"},
		} {
			runFuzzCase(t, args)
		}
	})
}

func runFuzzCase(t *testing.T, args []string) {
	var out, errOut bytes.Buffer
	io := &cmd.IO{Out: &out, Err: &errOut, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
	code := cmd.Execute(args, io)
	if code > 1 {
		t.Fatalf("%v: exit %d: %s", args, code, errOut.String())
	}
	if code == 0 && args[len(args)-1] == "json" || args[0] == "lint" && args[2] == "json" {
		problems, err := schema.Validate(args[0], out.Bytes())
		if err != nil || len(problems) > 0 {
			t.Fatalf("%v: output breaks its schema: %v %v", args, err, problems)
		}
	}
}

package cmd

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// gpuFile declares a GPU maximum on a cluster fairsched is not told about,
// so every command that reads it prints the invalid-resource hint.
const gpuFile = `<allocations>
  <queue name="ml"><maxResources>memory-mb=4096, vcores=4, yarn.io/gpu=2</maxResources></queue>
</allocations>
`

// flagMention finds the flags a message names.
var flagMention = regexp.MustCompile(`(^|[\s'"(])--([a-z][a-z-]+)`)

// TestHintsNameFlagsTheCommandHas runs every command that reads an
// allocation file on a file whose resource type is not declared, and checks
// that each flag its output names is one of that command's flags.
func TestHintsNameFlagsTheCommandHas(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "fair-scheduler.xml")
	load := filepath.Join(dir, "load.json")
	must(t, os.WriteFile(file, []byte(gpuFile), 0o644))
	must(t, os.WriteFile(load, []byte(`{"nodes":[{"count":1,"resources":{"memory-mb":8192,"vcores":8}}],"apps":[]}`), 0o644))
	t.Chdir(dir)
	for _, args := range [][]string{
		{"lint", file},
		{"tree", file},
		{"shares", file, "--cluster", "16 GiB, 16 vcores"},
		{"place", file, "--user", "alice"},
		{"simulate", file, "--load", load},
		{"diff", file, file},
	} {
		var out bytes.Buffer
		io := &IO{In: &bytes.Buffer{}, Out: &out, Err: &out, Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
		root := rootFor(io, args)
		executeRoot(root, args, io)
		c, _, err := root.Find(args[:1])
		if err != nil {
			t.Fatal(err)
		}
		mentioned := flagMention.FindAllStringSubmatch(out.String(), -1)
		if len(mentioned) == 0 {
			t.Errorf("%v: no flag named in the output, want the --resource-types hint:\n%s", args, out.String())
		}
		for _, m := range mentioned {
			if c.Flags().Lookup(m[2]) == nil && root.PersistentFlags().Lookup(m[2]) == nil {
				t.Errorf("%v: the output names --%s, which %s does not have:\n%s", args, m[2], args[0], out.String())
			}
		}
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestHelpFitsWidth checks that every command's help, and the rule list,
// fold to $COLUMNS (80 when unset and not a terminal).
func TestHelpFitsWidth(t *testing.T) {
	root := NewRoot(&IO{Getenv: os.Getenv})
	var names []string
	for _, c := range root.Commands() {
		names = append(names, c.Name())
	}
	for _, width := range []string{"", "60", "100"} {
		limit := 80
		if width != "" {
			limit = atoiOr(width, 80)
		}
		for _, name := range names {
			args := []string{name, "--help"}
			if name == "rules" {
				args = []string{"rules"}
			}
			var out bytes.Buffer
			io := &IO{In: &bytes.Buffer{}, Out: &out, Err: &out, Getenv: func(k string) string {
				if k == "COLUMNS" {
					return width
				}
				return ""
			}, ReadFile: os.ReadFile}
			Execute(args, io)
			for _, l := range strings.Split(out.String(), "\n") {
				if utf8.RuneCountInString(l) > limit {
					t.Errorf("COLUMNS=%q %v: line longer than %d: %q", width, args, limit, l)
				}
			}
		}
	}
}

func atoiOr(s string, def int) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return def
	}
	return n
}

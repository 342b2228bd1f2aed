package main

import (
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// fakeTree is a small module: its files by path. Every folder holding a
// .go file is a package named after its last element.
var fakeTree = map[string]string{
	"go.mod":   "module " + module + "\n\ngo 1.25\n\nrequire (\n\tgithub.com/x/y v1.0.0\n)\n",
	"Makefile": "build:\n\tgo build\n",
	"a/a.go": "package a\n\nimport \"flag\"\n\n// T is a type.\ntype T struct{ F int }\n\n// M is a method.\nfunc (T) M() {}\n\n// Fn is a function.\nfunc Fn() string { return \"rule-one\" }\n\n" +
		"func init() { var s string; flag.StringVar(&s, \"cluster\", \"\", \"\"); _ = flag.Bool(\"dry\", false, \"\") }\n",
	"a/b.go":              "package a\n\nvar use = \"cmdx <arg>\"\n",
	"testdata/x/conf.xml": "<configuration/>\n",
	"a/a_test.go":         "package a\n\nimport \"flag\"\n\nvar update = flag.Bool(\"update\", false, \"rewrite\")\n",
	"c/d/d.go":            "package d\n\nimport \"github.com/fairsched/fairsched/a\"\n\n// U is another name of a.T.\ntype U = a.T\n",
}

// writeTree writes files into a new module directory and lists its
// packages as `go list` would.
func writeTree(t *testing.T, files map[string]string) (string, []listed) {
	t.Helper()
	dir := t.TempDir()
	pkgs := map[string]*listed{}
	for name, text := range files {
		full := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(name, ".go") {
			continue
		}
		rel := path.Dir(name)
		p := pkgs[rel]
		if p == nil {
			p = &listed{ImportPath: module + "/" + rel, Name: path.Base(rel), Dir: filepath.Dir(full)}
			pkgs[rel] = p
		}
		if strings.HasSuffix(name, "_test.go") {
			p.TestGoFiles = append(p.TestGoFiles, path.Base(name))
		} else {
			p.GoFiles = append(p.GoFiles, path.Base(name))
		}
	}
	var out []listed
	for _, p := range pkgs {
		out = append(out, *p)
	}
	return dir, out
}

func fakeIndex(t *testing.T, extra map[string]string) *codeIndex {
	t.Helper()
	files := map[string]string{}
	for k, v := range fakeTree {
		files[k] = v
	}
	for k, v := range extra {
		files[k] = v
	}
	dir, pkgs := writeTree(t, files)
	ix, err := indexCode(dir, pkgs)
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

func TestCheckWords(t *testing.T) {
	ix := fakeIndex(t, nil)
	tests := []struct {
		name, doc string
		want      string // a part of the one problem; "" for none
	}{
		{"a package", "See `a` and `c/d`.", ""},
		{"no such package or name", "See `zz`.", "`zz`: not declared in a, c/d"},
		{"a glob", "All of `c/*`.", ""},
		{"a glob of nothing", "All of `q/*`.", "no package matches it"},
		{"a file", "In `a/a.go` and `a/b.go`.", ""},
		{"no such file", "In `a/none.go`.", "`a/none.go`: no such file"},
		{"a bare file name anywhere in the tree", "`d.go` and `conf.xml`.", ""},
		{"a bare file name nowhere", "`gone.xml`.", "`gone.xml`: no such file"},
		{"a qualified name", "`a.Fn` and `a.T.M` and `a.T.F`.", ""},
		{"a missing qualified name", "`a.Nope`.", "`a.Nope`: not declared in a"},
		{"a member in the block's package", "In `a`, `T.M` does it.", ""},
		{"a missing member", "In `a`, `T.X` does it.", "`T.X`: not declared in a"},
		{"a bare name in the block's package", "`a`'s `Fn`.", ""},
		{"a name beside its file", "`a/a.go` (`Fn`, `T.M`, and `--cluster`).", ""},
		{"a name beside another file", "`a/b.go` (`Fn`).", "`Fn`: not declared in a/b.go"},
		{"a flag beside another file", "`a/b.go` (the one `--cluster`).", "a/b.go does not declare it (a/a.go does)"},
		{"a name after the parentheses", "`a/b.go` (`use`), then `Fn`.", ""},
		{"a flag", "`--cluster` and `-dry`, and the tests' `-update`.", ""},
		{"no such flag", "`--nope`.", "no code declares a flag nope"},
		{"a rule ID", "`rule-one`.", ""},
		{"no such rule", "`rule-two`.", "no string in the code says it"},
		{"a module", "`github.com/x/y` and `github.com/x/y/sub`.", ""},
		{"no such module", "`github.com/q/r`.", "go.mod requires no such module"},
		{"a make target", "`make build`.", ""},
		{"no such make target", "`make nope`.", "the Makefile has no target nope"},
		{"go run", "`go run ./a`.", ""},
		{"go run of nothing", "`go run ./zz`.", "no package at ./zz"},
		{"a command", "`fairsched cmdx`.", ""},
		{"no such command", "`fairsched nope`.", "no command nope"},
		{"Hadoop's names and code are not ours", "`Resource#toString`, `os.Exit(1)`, `/scheduler`.", ""},
		{"a table row's own package", "| `a` | x | `Fn` and `T.M` | — |", ""},
		{"a line across refs", "`a.T.M` runs over\n`a.Fn` too.", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := checkWords(readMap([]byte(tc.doc)), ix)
			checkOne(t, got, tc.want)
		})
	}
}

// checkOne fails unless got is empty (want "") or holds one problem that
// contains want.
func checkOne(t *testing.T, got []string, want string) {
	t.Helper()
	switch {
	case want == "" && len(got) > 0:
		t.Errorf("problems %q, want none", got)
	case want != "" && (len(got) != 1 || !strings.Contains(got[0], want)):
		t.Errorf("problems %q, want one with %q", got, want)
	}
}

func TestCheckWordsLine(t *testing.T) {
	ix := fakeIndex(t, nil)
	got := checkWords(readMap([]byte("# Title\n\nOne `a` and\n`a.Nope` on the fourth line.\n")), ix)
	if !slices.Equal(got, []string{"ARCHITECTURE.md:4: `a.Nope`: not declared in a"}) {
		t.Errorf("problems %q", got)
	}
}

func TestCheckClaims(t *testing.T) {
	tests := []struct {
		name, doc string
		extra     map[string]string
		want      string
	}{
		{"a flag in its one home", "`--cluster` is declared only in `a/a.go`.", nil, ""},
		{"a flag in two files", "`--cluster` is declared only in `a/b.go`.", nil, "a/a.go declares the flag cluster too"},
		{"flags in either home", "`--cluster` and `-dry` are declared only in `a/b.go` and `a/a.go`.", nil, ""},
		{"a type in its package", "A type `T` is declared only in `a`.", nil, ""},
		{"a type twice", "A type `T` is declared only in `a`.", map[string]string{"e/e.go": "package e\n\ntype T int\n"}, "e/e.go declares a name T too"},
		{"a string in its one home", "`cmdx` is written only in `a/b.go`.", nil, ""},
		{"a string elsewhere", "`cmdx` is written only in `a/a.go`.", nil, "a/b.go writes a string with cmdx too"},
		{"a claim without a home", "`--cluster` is declared only in one file.", nil, "names no file or package"},
		{"a claim of nothing", "`--nope` is declared only in `a`.", nil, "no code declares the flag nope"},
		{"a claim only named", `A sentence that says "declared only in" is checked.`, nil, ""},
		{"a type renamed", "`a.T`, under that one name: no package renames it.", nil, "c/d/d.go declares U as it"},
		{"a type not renamed", "`a.T`, under that one name: no package renames it.", map[string]string{"c/d/d.go": "package d\n"}, ""},
		{"a name used in its one home", "`a.T` is used only in `c/d`.", nil, ""},
		{"a name used elsewhere", "`a.T` is used only in `a`.", nil, "c/d/d.go uses a.T too"},
		{"a name no one uses", "`a.Fn` is used only in `c/d`.", nil, "no code uses a.Fn"},
		{"claims in their sentences", "`-dry` is a flag. `--cluster` is declared only in `a/a.go`; so is nothing else.", nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := checkClaims(readMap([]byte(tc.doc)), fakeIndex(t, tc.extra))
			checkOne(t, got, tc.want)
		})
	}
}

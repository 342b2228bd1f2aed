package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const testMap = "| package | layer | job | may import |\n| --- | --- | --- | --- |\n" +
	"| `lint` | analyses | rules | `compute`, `xmlconf`, `github.com/beevik/etree` |\n" +
	"| `diag` | bottom | findings | — |\n" +
	"| not a package | x | y | z |\n"

func TestReadMapRows(t *testing.T) {
	rows := readMap([]byte(testMap)).rows
	if len(rows) != 2 {
		t.Fatalf("read %d package rows, want 2", len(rows))
	}
	if got := rows[0]; got.name != "lint" || got.layer != "analyses" || !slices.Equal(got.allow, []string{"compute", "xmlconf", "github.com/beevik/etree"}) {
		t.Errorf("lint's row = %+v", got)
	}
	if got := rows[1]; got.name != "diag" || len(got.allow) != 0 {
		t.Errorf("diag's row = %+v, want no imports", got)
	}
}

func TestDocProblems(t *testing.T) {
	tests := []struct {
		doc  string
		want []string
	}{
		{"// Package a.\n//\n// Layer: readers. It may import (ARCHITECTURE.md): diag. The standard library is always allowed.\npackage a\n", nil},
		{"// Package a.\n//\n// Layer: engines. It may import (ARCHITECTURE.md): diag. The standard library is always allowed.\npackage a\n", []string{"a/doc.go says it is on layer engines; ARCHITECTURE.md:7 says readers"}},
		{"// Package a.\n//\n// Layer: readers. It may import (ARCHITECTURE.md): nothing. The standard library is always allowed.\npackage a\n", []string{"a/doc.go says it may import nothing; ARCHITECTURE.md says diag"}},
		{"// Package a. It may import (ARCHITECTURE.md): diag. No layer named.\npackage a\n", nil},
	}
	for _, tc := range tests {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "doc.go"), []byte(tc.doc), 0o644); err != nil {
			t.Fatal(err)
		}
		got := docProblems(dir, row{line: 7, name: "a", layer: "readers", allow: []string{"diag"}})
		if !slices.Equal(got, tc.want) {
			t.Errorf("docProblems(%q) = %q, want %q", tc.doc, got, tc.want)
		}
	}
}

func TestImportProblems(t *testing.T) {
	allow := []string{"compute", "github.com/beevik/etree", "diag"}
	imports := []string{"fmt", "net/http", module + "/compute", module + "/render", "github.com/beevik/etree", "github.com/beevik/etree/sub", "github.com/spf13/cobra"}
	got := importProblems("lint", imports, allow)
	want := []string{"ARCHITECTURE.md lets lint import diag, which it does not: the map must be true", "lint imports render, which ARCHITECTURE.md does not allow it", "lint imports github.com/spf13/cobra, which ARCHITECTURE.md does not allow it"}
	if !slices.Equal(got, want) {
		t.Errorf("importProblems = %q, want %q", got, want)
	}
}

func TestDocImports(t *testing.T) {
	tests := []struct {
		src  string
		want []string
		ok   bool
	}{
		{"// Package a does x.\n//\n// Layer: readers. It may import (ARCHITECTURE.md): diag, hadoop\n// and xmlconf. The standard library is always allowed.\npackage a\n", []string{"diag", "hadoop", "xmlconf"}, true},
		{"// Package a. It may import (ARCHITECTURE.md): nothing.\npackage a\n", nil, true},
		{"// Package a. It may import (ARCHITECTURE.md): x and y. More.\npackage a\n", []string{"x", "y"}, true},
		{"// Package a imports only the standard library.\npackage a\n", nil, false},
	}
	for _, tc := range tests {
		got, ok := docImports([]byte(tc.src))
		if ok != tc.ok || !slices.Equal(got, tc.want) {
			t.Errorf("docImports(%q) = %q, %v; want %q, %v", strings.SplitN(tc.src, "\n", 2)[0], got, ok, tc.want, tc.ok)
		}
	}
}

// TestModuleAgreesWithMap runs the whole check on this module: the code,
// ARCHITECTURE.md and every doc.go agree.
func TestModuleAgreesWithMap(t *testing.T) {
	problems, err := check("../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}

func TestFixDoc(t *testing.T) {
	dir := t.TempDir()
	stale := "// Package a reads things.\n//\n// Layer: readers. It may import (ARCHITECTURE.md): diag. The standard\n// library is always allowed.\npackage a\n"
	if err := os.WriteFile(filepath.Join(dir, "doc.go"), []byte(stale), 0o644); err != nil {
		t.Fatal(err)
	}
	changed, err := fixDoc(dir, "readers", []string{"xmlconf", "diag"})
	if err != nil || !changed {
		t.Fatalf("fixDoc = %v, %v; want a change", changed, err)
	}
	got, _ := os.ReadFile(filepath.Join(dir, "doc.go"))
	want := "// Package a reads things.\n//\n// Layer: readers. It may import (ARCHITECTURE.md): diag and xmlconf. The\n// standard library is always allowed.\npackage a\n"
	if string(got) != want {
		t.Errorf("fixed doc.go:\n%s\nwant:\n%s", got, want)
	}
	if list, ok := docImports(got); !ok || !slices.Equal(list, []string{"diag", "xmlconf"}) {
		t.Errorf("the fixed paragraph reads back as %q, %v", list, ok)
	}
	if changed, _ := fixDoc(dir, "readers", []string{"xmlconf", "diag"}); changed {
		t.Error("a second fixDoc changed the file again")
	}
}

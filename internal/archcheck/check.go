package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// module is the module path the map's package names are relative to.
const module = "github.com/fairsched/fairsched"

// listed is one package as `go list` sees it.
type listed struct {
	ImportPath string
	Name       string
	Dir        string
	GoFiles    []string
	// TestGoFiles and XTestGoFiles are read for the flags tests declare.
	TestGoFiles  []string
	XTestGoFiles []string
	Imports      []string
	Standard     bool
}

// check compares the module rooted at dir with its ARCHITECTURE.md and
// returns every disagreement.
func check(dir string) ([]string, error) {
	src, err := os.ReadFile(filepath.Join(dir, "ARCHITECTURE.md"))
	if err != nil {
		return nil, err
	}
	doc := readMap(src)
	if len(doc.rows) == 0 {
		return nil, fmt.Errorf("ARCHITECTURE.md has no package table")
	}
	rows := map[string]row{}
	for _, r := range doc.rows {
		rows[r.name] = r
	}
	pkgs, err := goList(dir)
	if err != nil {
		return nil, err
	}
	var problems []string
	seen := map[string]bool{}
	for _, p := range pkgs {
		name := relName(p.ImportPath)
		seen[name] = true
		r, ok := rows[name]
		if !ok {
			problems = append(problems, fmt.Sprintf("package %s is not in ARCHITECTURE.md's table", name))
			continue
		}
		problems = append(problems, importProblems(name, p.Imports, r.allow)...)
		problems = append(problems, docProblems(p.Dir, r)...)
	}
	for name := range rows {
		if !seen[name] {
			problems = append(problems, fmt.Sprintf("ARCHITECTURE.md lists package %s, which does not exist", name))
		}
	}
	slices.Sort(problems)
	ix, err := indexCode(dir, pkgs)
	if err != nil {
		return nil, err
	}
	problems = append(problems, checkLayers(doc)...)
	problems = append(problems, checkWords(doc, ix)...)
	return append(problems, checkClaims(doc, ix)...), nil
}

// importProblems names the imports of package name that allow does not
// list (the standard library is always allowed; a listed module allows
// its subpackages), and the entries of allow it does not import: the map
// says exactly what the code does.
func importProblems(name string, imports, allow []string) []string {
	var out []string
	for _, a := range allow {
		if !slices.ContainsFunc(imports, func(imp string) bool { rel := relName(imp); return rel == a || strings.HasPrefix(rel, a+"/") }) {
			out = append(out, fmt.Sprintf("ARCHITECTURE.md lets %s import %s, which it does not: the map must be true", name, a))
		}
	}
	for _, imp := range imports {
		if isStandard(imp) {
			continue
		}
		rel := relName(imp)
		if !slices.ContainsFunc(allow, func(a string) bool { return rel == a || strings.HasPrefix(rel, a+"/") }) {
			out = append(out, fmt.Sprintf("%s imports %s, which ARCHITECTURE.md does not allow it", name, rel))
		}
	}
	return out
}

// docProblems compares the import list at the end of a package's doc.go
// with its row's, and the layer the doc.go names (if it names one) with
// its row's.
func docProblems(dir string, r row) []string {
	name, allow := r.name, r.allow
	if name == "." {
		return nil // package main of the binary has no doc.go of its own
	}
	src, err := os.ReadFile(filepath.Join(dir, "doc.go"))
	if err != nil {
		return []string{fmt.Sprintf("%s has no doc.go", name)}
	}
	said, ok := docImports(src)
	if !ok {
		return []string{fmt.Sprintf("%s/doc.go does not say %q", name, docMarker+" …")}
	}
	var out []string
	want := slices.Sorted(slices.Values(allow))
	if !slices.Equal(slices.Sorted(slices.Values(said)), want) {
		out = append(out, fmt.Sprintf("%s/doc.go says it may import %s; ARCHITECTURE.md says %s", name, show(said), show(want)))
	}
	if layer, ok := docLayer(src); ok && layer != r.layer {
		out = append(out, fmt.Sprintf("%s/doc.go says it is on layer %s; ARCHITECTURE.md:%d says %s", name, layer, r.line, r.layer))
	}
	return out
}

// docLayer reads the layer a doc.go names ("Layer: readers."), if any.
func docLayer(src []byte) (string, bool) {
	_, rest, ok := strings.Cut(commentText(src), "Layer: ")
	if !ok {
		return "", false
	}
	layer, _, ok := strings.Cut(rest, ". ")
	return layer, ok
}

// docMarker starts the import sentence of a doc.go.
const docMarker = "It may import (ARCHITECTURE.md):"

// docImports reads the import sentence of a doc.go: docMarker, then the
// packages separated by commas and "and", or "nothing", up to a full stop.
func docImports(src []byte) ([]string, bool) {
	_, rest, ok := strings.Cut(commentText(src), docMarker)
	if !ok {
		return nil, false
	}
	list, _, ok := strings.Cut(rest, ". ")
	if !ok {
		return nil, false
	}
	list = strings.TrimSpace(list)
	if list == "nothing" {
		return nil, true
	}
	var out []string
	for _, f := range splitList.Split(list, -1) {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out, true
}

// commentText is a file's leading comment, its lines joined by spaces.
func commentText(src []byte) string {
	var text strings.Builder
	sc := bufio.NewScanner(bytes.NewReader(src))
	for sc.Scan() {
		line, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "//")
		if !ok {
			break
		}
		text.WriteString(strings.TrimSpace(line) + " ")
	}
	return text.String()
}

var splitList = regexp.MustCompile(`,\s*(?:and\s+)?|\s+and\s+`)

// goList lists the module's packages with their imports (tests' imports
// left out).
func goList(dir string) ([]listed, error) {
	cmd := exec.Command("go", "list", "-json", "./...")
	cmd.Dir = dir
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %w", err)
	}
	var pkgs []listed
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p listed
		if err := dec.Decode(&p); err != nil {
			return nil, fmt.Errorf("go list: %w", err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs, nil
}

// relName is an import path relative to the module ("." for its root);
// other modules' paths are returned whole.
func relName(path string) string {
	if path == module {
		return "."
	}
	if rel, ok := strings.CutPrefix(path, module+"/"); ok {
		return rel
	}
	return path
}

// isStandard reports whether an import path is the standard library's: no
// dot in its first element.
func isStandard(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

func show(list []string) string {
	if len(list) == 0 {
		return "nothing"
	}
	return strings.Join(list, ", ")
}

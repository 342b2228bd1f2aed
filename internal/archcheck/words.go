package main

import (
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// fileExts are the endings that make a reference a file's name.
var fileExts = []string{".go", ".sh", ".md", ".json", ".xml", ".yml", ".yaml", ".mod", ".txt"}

// checkWords resolves every backquoted reference of the document in the
// code: package paths and globs, files, identifiers (pkg.Name,
// Type.Member, bare names in the block's packages), command-line flags,
// rule IDs, other modules, `make` targets and `go run` paths. A name in
// parentheses right after a file must be declared in that file.
func checkWords(d mapDoc, ix *codeIndex) []string {
	var out []string
	for _, b := range d.blocks {
		ctx := blockPackages(b, ix)
		for i, r := range b.refs {
			file := besideFile(b, i, ix)
			if msg := ix.resolve(r.text, ctx, file); msg != "" {
				out = append(out, fmt.Sprintf("ARCHITECTURE.md:%d: `%s`: %s", r.line, r.text, msg))
			}
		}
	}
	return out
}

// blockPackages are the packages a block names: its row's own, the
// packages it names outright, the packages of its files and qualified
// names. A bare identifier is looked up there.
func blockPackages(b block, ix *codeIndex) []*pkgIndex {
	var out []*pkgIndex
	add := func(p *pkgIndex) {
		if p != nil && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	add(ix.pkgs[b.own])
	for _, r := range b.refs {
		switch {
		case ix.pkgs[r.text] != nil:
			add(ix.pkgs[r.text])
		case isFile(r.text):
			add(ix.pkgs[path.Dir(r.text)])
		default:
			if first, _, ok := strings.Cut(r.text, "."); ok {
				add(ix.byName(first))
			}
		}
	}
	return out
}

// besideFile is the file a reference stands beside: the reference is
// inside the parentheses that follow a file's reference, as in
// "`cmd/load.go` (`loadForTree`, `loadAllocations`)". It is "" for any
// other reference.
func besideFile(b block, i int, ix *codeIndex) string {
	for j := i - 1; j >= 0; j-- {
		if !isFile(b.refs[j].text) {
			continue
		}
		after := b.refs[j].at + len(b.refs[j].text) + 2
		rest := strings.TrimLeft(b.text[after:], " ")
		if !strings.HasPrefix(rest, "(") {
			return ""
		}
		open := len(b.text) - len(rest)
		depth := 0
		for k := open; k < b.refs[i].at; k++ {
			switch b.text[k] {
			case '(':
				depth++
			case ')':
				depth--
			}
			if depth == 0 {
				return ""
			}
		}
		return b.refs[j].text
	}
	return ""
}

// resolve says what is missing for a reference, or "" when it resolves.
func (ix *codeIndex) resolve(t string, ctx []*pkgIndex, file string) string {
	switch {
	case strings.ContainsAny(t, " \t"):
		return ix.resolveCommand(t)
	case strings.HasPrefix(t, "-"):
		return ix.resolveFlag(strings.TrimLeft(t, "-"), file)
	case strings.ContainsAny(t, "()#=\"'…<>[]{}:;,"), strings.HasPrefix(t, "/"):
		return "" // code, a Java name, a URL's path or prose: not a name of ours
	case strings.Contains(t, "*"):
		return ix.resolveGlob(t)
	case isModule(t):
		return ix.resolveModule(t)
	case isFile(t):
		return ix.resolveFile(t)
	case ix.pkgs[t] != nil:
		return ""
	case isRuleID(t):
		if len(ix.strings[t]) == 0 {
			return "no rule, command or setting of that name: no string in the code says it"
		}
		return ""
	}
	return ix.resolveName(t, ctx, file)
}

// resolveCommand checks the commands a reference may be: `make target`
// (the Makefile has the target), `go run ./dir` (a package is there) and
// `fairsched name …` (a string of the code starts with the command's
// name, as a cobra Use line does); any other reference with spaces is
// prose.
func (ix *codeIndex) resolveCommand(t string) string {
	f := strings.Fields(t)
	switch {
	case len(f) == 2 && f[0] == "make":
		src, err := os.ReadFile(filepath.Join(ix.root, "Makefile"))
		if err != nil || !slices.ContainsFunc(strings.Split(string(src), "\n"), func(l string) bool { return strings.HasPrefix(l, f[1]+":") }) {
			return "the Makefile has no target " + f[1]
		}
	case len(f) >= 3 && f[0] == "go" && f[1] == "run" && strings.HasPrefix(f[2], "./"):
		if ix.pkgs[strings.TrimPrefix(f[2], "./")] == nil {
			return "no package at " + f[2]
		}
	case f[0] == "fairsched" && len(f) >= 2 && !strings.HasPrefix(f[1], "-"):
		if len(ix.strings[f[1]]) == 0 && !slices.ContainsFunc(slices.Collect(maps.Keys(ix.strings)), func(s string) bool { return strings.HasPrefix(s, f[1]+" ") }) {
			return "no command " + f[1]
		}
	}
	return ""
}

// resolveFlag checks that a flag is declared, in file when it stands
// beside one.
func (ix *codeIndex) resolveFlag(name, file string) string {
	files := ix.flags[name]
	switch {
	case len(files) == 0:
		return "no code declares a flag " + name
	case file != "" && !slices.Contains(files, file):
		return fmt.Sprintf("%s does not declare it (%s does)", file, strings.Join(files, ", "))
	}
	return ""
}

func (ix *codeIndex) resolveGlob(t string) string {
	for p := range ix.pkgs {
		if ok, _ := path.Match(t, p); ok {
			return ""
		}
	}
	return "no package matches it"
}

// resolveModule checks that go.mod requires the module (or one it is a
// package of).
func (ix *codeIndex) resolveModule(t string) string {
	src, err := os.ReadFile(filepath.Join(ix.root, "go.mod"))
	if err != nil {
		return "go.mod: " + err.Error()
	}
	for _, l := range strings.Split(string(src), "\n") {
		f := strings.Fields(strings.TrimPrefix(strings.TrimSpace(l), "require "))
		if len(f) >= 2 && (f[0] == t || strings.HasPrefix(t, f[0]+"/")) {
			return ""
		}
	}
	return "go.mod requires no such module"
}

// resolveFile checks that a file exists: a path from the module's root,
// or a bare name (`doc.go`, `capacity-scheduler.xml`) found anywhere in
// the module's tree.
func (ix *codeIndex) resolveFile(t string) string {
	if _, err := os.Stat(filepath.Join(ix.root, filepath.FromSlash(t))); err == nil {
		return ""
	}
	if !strings.Contains(t, "/") && ix.hasFileNamed(t) {
		return ""
	}
	return "no such file"
}

// hasFileNamed reports whether a file of that name is anywhere under the
// module's root (hidden folders left out).
func (ix *codeIndex) hasFileNamed(name string) bool {
	found := false
	_ = filepath.WalkDir(ix.root, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil || found:
			return filepath.SkipAll
		case d.IsDir() && path != ix.root && strings.HasPrefix(d.Name(), "."):
			return filepath.SkipDir
		case d.Name() == name && !d.IsDir():
			found = true
		}
		return nil
	})
	return found
}

// resolveName resolves a Go name: pkg.Name, pkg.Type.Member,
// Type.Member or Name. A name beside a file must be declared in it.
func (ix *codeIndex) resolveName(t string, ctx []*pkgIndex, file string) string {
	if !isGoName(t) {
		return "neither a package, a file, a flag, a rule nor a Go name"
	}
	parts := strings.Split(t, ".")
	if p := ix.byName(parts[0]); p != nil && len(parts) > 1 {
		ctx, parts = []*pkgIndex{p}, parts[1:]
	}
	if len(ctx) == 0 {
		for _, p := range ix.pkgs {
			ctx = append(ctx, p)
		}
	}
	for _, p := range ctx {
		if f, ok := p.lookup(parts); ok && (file == "" || slices.Contains(f, file)) {
			return ""
		}
	}
	where := packageNames(ctx)
	if file != "" {
		where = file
	}
	return "not declared in " + where
}

// lookup finds Name (a top-level name, or a member of any type) or
// Type.Member in the package and returns the files that declare it.
func (p *pkgIndex) lookup(parts []string) ([]string, bool) {
	switch len(parts) {
	case 1:
		if f, ok := p.decls[parts[0]]; ok {
			return f, true
		}
		var files []string
		for _, m := range p.members {
			if f, ok := m[parts[0]]; ok {
				files = append(files, f)
			}
		}
		return files, len(files) > 0
	case 2:
		f, ok := p.members[parts[0]][parts[1]]
		return []string{f}, ok
	}
	return nil, false
}

// byName is the package a qualifier names: the package of that path, or
// else the one package with that package clause.
func (ix *codeIndex) byName(q string) *pkgIndex {
	if p := ix.pkgs[q]; p != nil {
		return p
	}
	var found *pkgIndex
	for _, p := range ix.pkgs {
		if p.name == q && p.name != "main" {
			if found != nil {
				return nil
			}
			found = p
		}
	}
	return found
}

func packageNames(ps []*pkgIndex) string {
	if len(ps) > 3 {
		return "any package"
	}
	var names []string
	for _, p := range ps {
		names = append(names, p.path)
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

func isFile(t string) bool {
	return slices.ContainsFunc(fileExts, func(e string) bool { return strings.HasSuffix(t, e) && len(t) > len(e) })
}

// isModule reports whether t is another module's path: its first element
// has a dot.
func isModule(t string) bool {
	first, _, ok := strings.Cut(t, "/")
	return ok && strings.Contains(first, ".")
}

// isRuleID reports whether t looks like a rule ID or other kebab-case
// word: lower-case letters and digits joined by hyphens.
func isRuleID(t string) bool {
	if !strings.Contains(t, "-") {
		return false
	}
	for _, c := range t {
		if c != '-' && (c < 'a' || c > 'z') && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

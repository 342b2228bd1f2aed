package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// codeIndex is what the words are resolved against: every package of
// the module (tests left out), read with go/parser.
type codeIndex struct {
	root string // the module's directory
	pkgs map[string]*pkgIndex
	// flags maps a command-line flag's name to the files (relative to
	// root) that declare it.
	flags map[string][]string
	// strings holds every string literal of the module's code with the
	// file it is in.
	strings map[string][]string
	// uses maps a qualified name another package refers to ("yarnsite.
	// FairScheduling", by the package's path) to the files that do.
	uses map[string][]string
}

// pkgIndex is one package's declarations.
type pkgIndex struct {
	path string // relative to the module: "." or "cmd" or "rm/rmrest"
	name string // its package clause
	dir  string
	// decls maps a top-level name to the files that declare it.
	decls map[string][]string
	// members maps a type's name to its methods' and fields' names, each
	// with its file.
	members map[string]map[string]string
	// renames lists the type specs whose type is a named type of another
	// package: "Issue = diag.Finding" or "Issue diag.Finding".
	renames []rename
}

// rename is a type declared as (or as an alias of) another package's
// named type.
type rename struct {
	file, name  string // where, and the new name
	pkg, target string // the package name qualifying the target, and its name
	importPath  string // the path pkg is imported from
}

// indexCode parses every listed package's Go files.
func indexCode(root string, pkgs []listed) (*codeIndex, error) {
	root, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	ix := &codeIndex{root: root, pkgs: map[string]*pkgIndex{}, flags: map[string][]string{}, strings: map[string][]string{}, uses: map[string][]string{}}
	fset := token.NewFileSet()
	for _, p := range pkgs {
		pi := &pkgIndex{path: relName(p.ImportPath), name: p.Name, dir: p.Dir, decls: map[string][]string{}, members: map[string]map[string]string{}}
		ix.pkgs[pi.path] = pi
		for _, name := range p.GoFiles {
			rel, f, err := ix.parse(fset, p.Dir, name)
			if err != nil {
				return nil, err
			}
			pi.addFile(rel, f)
			ix.addUses(rel, f)
		}
		if err := ix.addTestFlags(fset, p); err != nil {
			return nil, err
		}
	}
	return ix, nil
}

// addTestFlags records the flags a package's tests declare (-update):
// they are flags a developer types too.
func (ix *codeIndex) addTestFlags(fset *token.FileSet, p listed) error {
	for _, name := range slices.Concat(p.TestGoFiles, p.XTestGoFiles) {
		rel, f, err := ix.parse(fset, p.Dir, name)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if name, ok := flagName(call); ok {
					ix.flags[name] = appendOnce(ix.flags[name], rel)
				}
			}
			return true
		})
	}
	return nil
}

// parse reads one Go file of a package's folder; rel is its path from
// the module's root, with slashes.
func (ix *codeIndex) parse(fset *token.FileSet, dir, name string) (rel string, f *ast.File, err error) {
	full := filepath.Join(dir, name)
	if f, err = parser.ParseFile(fset, full, nil, parser.SkipObjectResolution); err != nil {
		return "", nil, err
	}
	if rel, err = filepath.Rel(ix.root, full); err != nil {
		return "", nil, err
	}
	return filepath.ToSlash(rel), f, nil
}

// addFile records a file's top-level declarations, methods and fields.
func (pi *pkgIndex) addFile(rel string, f *ast.File) {
	imports := importNames(f)
	for _, decl := range f.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil || len(d.Recv.List) == 0 {
				pi.decls[d.Name.Name] = append(pi.decls[d.Name.Name], rel)
				continue
			}
			pi.member(receiverName(d.Recv.List[0].Type), d.Name.Name, rel)
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				pi.addSpec(rel, spec, imports)
			}
		}
	}
}

// addSpec records one type, var or const spec.
func (pi *pkgIndex) addSpec(rel string, spec ast.Spec, imports map[string]string) {
	switch s := spec.(type) {
	case *ast.ValueSpec:
		for _, n := range s.Names {
			pi.decls[n.Name] = append(pi.decls[n.Name], rel)
		}
	case *ast.TypeSpec:
		pi.decls[s.Name.Name] = append(pi.decls[s.Name.Name], rel)
		if sel, ok := s.Type.(*ast.SelectorExpr); ok {
			if x, ok := sel.X.(*ast.Ident); ok {
				pi.renames = append(pi.renames, rename{file: rel, name: s.Name.Name, pkg: x.Name, target: sel.Sel.Name, importPath: imports[x.Name]})
			}
		}
		var fields *ast.FieldList
		switch t := s.Type.(type) {
		case *ast.StructType:
			fields = t.Fields
		case *ast.InterfaceType:
			fields = t.Methods
		}
		if fields == nil {
			return
		}
		for _, f := range fields.List {
			for _, n := range f.Names {
				pi.member(s.Name.Name, n.Name, rel)
			}
			if len(f.Names) == 0 {
				pi.member(s.Name.Name, receiverName(f.Type), rel) // an embedded field
			}
		}
	}
}

func (pi *pkgIndex) member(typ, name, rel string) {
	if pi.members[typ] == nil {
		pi.members[typ] = map[string]string{}
	}
	pi.members[typ][name] = rel
}

// receiverName is the type name of a receiver or embedded field: T, *T,
// T[P], pkg.T.
func receiverName(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.StarExpr:
		return receiverName(t.X)
	case *ast.IndexExpr:
		return receiverName(t.X)
	case *ast.IndexListExpr:
		return receiverName(t.X)
	case *ast.SelectorExpr:
		return t.Sel.Name
	case *ast.Ident:
		return t.Name
	}
	return ""
}

// importNames maps the names a file refers to its imports by to their
// paths.
func importNames(f *ast.File) map[string]string {
	out := map[string]string{}
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		name := path[strings.LastIndex(path, "/")+1:]
		if imp.Name != nil {
			name = imp.Name.Name
		}
		out[name] = path
	}
	return out
}

// flagMakers are the flag and pflag functions and methods that declare a
// flag.
var flagMakers = map[string]bool{}

func init() {
	for _, kind := range []string{"Bool", "String", "Int", "Int64", "Uint", "Uint64", "Float64", "Duration", "Func", "BoolFunc", "TextVar",
		"StringSlice", "StringArray", "StringToString", "IntSlice", ""} {
		for _, tail := range []string{"", "Var", "P", "VarP"} {
			if kind+tail != "" {
				flagMakers[kind+tail] = true
			}
		}
	}
}

// addUses records the flags a file declares, its string literals and the
// names of other packages it uses.
func (ix *codeIndex) addUses(rel string, f *ast.File) {
	imports := importNames(f)
	ast.Inspect(f, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.SelectorExpr:
			if id, ok := x.X.(*ast.Ident); ok && imports[id.Name] != "" {
				key := relName(imports[id.Name]) + "." + x.Sel.Name
				ix.uses[key] = appendOnce(ix.uses[key], rel)
			}
		case *ast.BasicLit:
			if x.Kind == token.STRING {
				if s, err := strconv.Unquote(x.Value); err == nil {
					ix.strings[s] = appendOnce(ix.strings[s], rel)
				}
			}
		case *ast.CallExpr:
			if name, ok := flagName(x); ok {
				ix.flags[name] = appendOnce(ix.flags[name], rel)
			}
		}
		return true
	})
}

// flagName is the name a call declares a flag by: a flag or pflag maker
// with a string literal for the name, its first argument (its second for
// the makers that take a pointer first: StringVar, Var, TextVar, …).
func flagName(call *ast.CallExpr) (string, bool) {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || !flagMakers[sel.Sel.Name] {
		return "", false
	}
	at := 0
	if strings.Contains(sel.Sel.Name, "Var") {
		at = 1
	}
	if len(call.Args) <= at {
		return "", false
	}
	lit, ok := call.Args[at].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil && s != ""
}

func appendOnce(list []string, s string) []string {
	if len(list) > 0 && list[len(list)-1] == s {
		return list
	}
	return append(list, s)
}

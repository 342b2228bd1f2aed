package capacity

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"
)

// TestFactKindsComplete: FactKinds lists every FactKind constant fact.go
// declares, once (lint's TestEveryCapacityFactWorded words each kind it
// lists), and the tests' factCodes names each after its rule.
func TestFactKindsComplete(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "fact.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var declared []string
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			v := s.(*ast.ValueSpec)
			if id, ok := v.Type.(*ast.Ident); ok && id.Name == "FactKind" {
				for _, n := range v.Names {
					declared = append(declared, n.Name)
				}
			}
		}
	}
	if len(declared) != len(FactKinds) {
		t.Errorf("fact.go declares %d FactKinds, FactKinds lists %d", len(declared), len(FactKinds))
	}
	seen := map[FactKind]bool{}
	for _, k := range FactKinds {
		if seen[k] {
			t.Errorf("FactKinds lists %q twice", k)
		}
		seen[k] = true
		if factCodes[k] == "" {
			t.Errorf("factCodes has no rule for %q", k)
		}
	}
}

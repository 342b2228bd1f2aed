package hadoop

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestAMShareOff(t *testing.T) {
	for v, want := range map[float32]bool{-1: true, -1.00005: true, -0.99995: true, -1.001: false, 0.5: false, 0: false} {
		if got := AMShareOff(v); got != want {
			t.Errorf("AMShareOff(%v) = %v, want %v", v, got, want)
		}
	}
}

// strayConstants are numeric literals that are Hadoop constants declared in
// this package: production code elsewhere must use the names.
var strayConstants = map[float64]string{
	0.0001: "MaxAMShareOffTolerance",
	0.5:    "DefaultMaxAMShare or DefaultFairSharePreemptionThreshold",
}

// TestNoStrayConstants parses every non-test Go file outside hadoop/ and
// fails on a float literal equal to one of strayConstants.
func TestNoStrayConstants(t *testing.T) {
	root := filepath.Join("..")
	fset := token.NewFileSet()
	checked := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); name == "testdata" || name == "hadoop" || (strings.HasPrefix(name, ".") && name != "..") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		checked++
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.FLOAT {
				return true
			}
			v, err := strconv.ParseFloat(lit.Value, 64)
			if name, stray := strayConstants[v]; err == nil && stray {
				t.Errorf("%s: literal %s: use hadoop.%s", fset.Position(lit.Pos()), lit.Value, name)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 50 {
		t.Fatalf("checked only %d files; the walk from %s is wrong", checked, root)
	}
}

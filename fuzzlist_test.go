package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestFuzzListComplete holds the Makefile's FUZZ list to the fuzz targets
// of the tree: every func FuzzX of a _test.go file is listed as
// package:FuzzX, and every listed target exists, so `make fuzz` runs them
// all.
func TestFuzzListComplete(t *testing.T) {
	mk, err := os.ReadFile("Makefile")
	if err != nil {
		t.Fatal(err)
	}
	block := regexp.MustCompile(`(?m)^FUZZ = \\\n((?:\t\S+(?: \\)?\n)+)`).FindSubmatch(mk)
	if block == nil {
		t.Fatal("the Makefile has no FUZZ list")
	}
	listed := strings.Fields(strings.ReplaceAll(string(block[1]), `\`, ""))
	var found []string
	fuzzFunc := regexp.MustCompile(`(?m)^func (Fuzz\w+)\(`)
	err = filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range fuzzFunc.FindAllStringSubmatch(string(src), -1) {
			found = append(found, filepath.ToSlash(filepath.Dir(path))+":"+m[1])
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		if !slices.Contains(listed, f) {
			t.Errorf("fuzz target %s is not in the Makefile's FUZZ list", f)
		}
	}
	for _, l := range listed {
		if !slices.Contains(found, l) {
			t.Errorf("the Makefile's FUZZ list names %s, which no _test.go declares", l)
		}
	}
	if len(found) == 0 {
		t.Error("no fuzz target found: the walk or the pattern is wrong")
	}
}

package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	fix := flag.Bool("fix", false, "first order ARCHITECTURE.md's package table and rewrite every doc.go's import paragraph from it")
	flag.Parse()
	if *fix {
		if err := fixAll("."); err != nil {
			fmt.Fprintln(os.Stderr, "check-imports:", err)
			os.Exit(3)
		}
	}
	problems, err := check(".")
	if err != nil {
		fmt.Fprintln(os.Stderr, "check-imports:", err)
		os.Exit(3)
	}
	for _, p := range problems {
		fmt.Fprintln(os.Stderr, "check-imports:", p)
	}
	if len(problems) > 0 {
		os.Exit(1)
	}
}

// fixAll orders ARCHITECTURE.md's package table (orderTable) and
// rewrites the import paragraph of every package's doc.go from the map
// (package main of the module root has none).
func fixAll(dir string) error {
	src, err := os.ReadFile(filepath.Join(dir, "ARCHITECTURE.md"))
	if err != nil {
		return err
	}
	if ordered := orderTable(src); !bytes.Equal(ordered, src) {
		if err := os.WriteFile(filepath.Join(dir, "ARCHITECTURE.md"), ordered, 0o644); err != nil {
			return err
		}
	}
	for _, r := range readMap(src).rows {
		if r.name == "." || strings.HasPrefix(r.name, "internal/") {
			continue
		}
		if _, err := fixDoc(filepath.Join(dir, r.name), r.layer, r.allow); err != nil && !os.IsNotExist(err) {
			return err
		}
	}
	return nil
}

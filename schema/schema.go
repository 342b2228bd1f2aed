package schema

import (
	"embed"
	"sort"
	"strings"
)

//go:embed *.schema.json
var files embed.FS

// Names lists the embedded schemas by file name without ".schema.json".
func Names() []string {
	entries, _ := files.ReadDir(".")
	var out []string
	for _, e := range entries {
		out = append(out, strings.TrimSuffix(e.Name(), ".schema.json"))
	}
	sort.Strings(out)
	return out
}

// Source returns the text of the named schema ("shares", "scenario", ...).
func Source(name string) ([]byte, error) {
	return files.ReadFile(name + ".schema.json")
}

// Problem is one way a document breaks its schema: a JSON path such as
// "active.2" ("(root)" for the whole document) and what is wrong there.
type Problem struct {
	Path    string
	Message string
}

// String formats the problem as "path: message".
func (p Problem) String() string { return p.Path + ": " + p.Message }

package schema

import (
	"embed"
	"sort"
	"strings"

	"github.com/fairsched/fairsched/diag"
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

// Problem is one way a document breaks its schema, as the one problem
// type: Key is the JSON path, such as "active.2" ("(root)" for the whole
// document), and Message what is wrong there.
type Problem = diag.Finding

// Text formats a problem as "path: message".
func Text(p Problem) string { return p.Key + ": " + p.Message }

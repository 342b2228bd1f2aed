package schema

import (
	"embed"
	"sort"
	"strings"

	"github.com/fairsched/fairsched/core/diag"
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

// Text formats a problem as "path: message".
func Text(p diag.Finding) string { return p.Key + ": " + p.Message }

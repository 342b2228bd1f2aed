package schema

import (
	"embed"
	"fmt"
	"sort"
	"strings"

	"github.com/xeipuuv/gojsonschema"
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

// Validate checks doc (JSON text) against the named schema. It returns the
// problems found, sorted by path; err is set only when the schema or the
// document cannot be read at all.
func Validate(name string, doc []byte) ([]Problem, error) {
	src, err := Source(name)
	if err != nil {
		return nil, fmt.Errorf("unknown schema %q", name)
	}
	res, err := gojsonschema.Validate(gojsonschema.NewBytesLoader(src), gojsonschema.NewBytesLoader(doc))
	if err != nil {
		return nil, fmt.Errorf("validate against %s schema: %w", name, err)
	}
	var out []Problem
	for _, e := range res.Errors() {
		out = append(out, Problem{Path: e.Field(), Message: e.Description()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out, nil
}

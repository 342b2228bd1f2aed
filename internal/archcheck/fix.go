package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// fixDoc rewrites the last paragraph of a package's doc.go — the one that
// holds the import sentence — to say what the map says: "Layer: X. It may
// import (ARCHITECTURE.md): a, b and c. The standard library is always
// allowed." It reports whether the file changed.
func fixDoc(dir, layer string, allow []string) (bool, error) {
	path := filepath.Join(dir, "doc.go")
	src, err := os.ReadFile(path)
	if err != nil {
		return false, err
	}
	lines := strings.Split(string(src), "\n")
	pkg := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "package ") })
	start := slices.IndexFunc(lines, func(l string) bool {
		return strings.HasPrefix(l, "// Layer: ") || strings.Contains(l, docMarker)
	})
	if pkg < 0 {
		return false, nil
	}
	if start < 0 || start > pkg {
		start = pkg
		lines = slices.Insert(lines, pkg, "//")
		pkg++
		start++
	}
	para := wrapComment(importSentence(layer, allow), 76)
	out := slices.Concat(lines[:start], para, lines[pkg:])
	fixed := strings.Join(out, "\n")
	if fixed == string(src) {
		return false, nil
	}
	return true, os.WriteFile(path, []byte(fixed), 0o644)
}

// importSentence is the paragraph fixDoc writes.
func importSentence(layer string, allow []string) string {
	list := "nothing"
	if s := slices.Sorted(slices.Values(allow)); len(s) == 1 {
		list = s[0]
	} else if len(s) > 1 {
		list = strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
	}
	return "Layer: " + layer + ". " + docMarker + " " + list + ". The standard library is always allowed."
}

// wrapComment breaks text into // lines of at most width characters of
// text.
func wrapComment(text string, width int) []string {
	var out []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len(line)+1+len(w) > width {
			out = append(out, "// "+line)
			line = w
			continue
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	return append(out, "// "+line)
}

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

// orderTable rewrites the package table's rows into the order
// checkLayers asks for: the layers top down, and within a layer each
// importer before what it imports. Rows keep their order where they
// can; rows on no known layer stay last.
func orderTable(src []byte) []byte {
	d := readMap(src)
	if len(d.rows) == 0 {
		return src
	}
	rank := map[string]int{}
	for i, l := range d.layers {
		if _, dup := rank[l.name]; !dup {
			rank[l.name] = i
		}
	}
	byLayer := make([][]row, len(d.layers)+1)
	for _, r := range d.rows {
		k, ok := rank[r.layer]
		if !ok {
			k = len(d.layers)
		}
		byLayer[k] = append(byLayer[k], r)
	}
	lines := strings.Split(string(src), "\n")
	text := map[int]string{}
	for _, r := range d.rows {
		text[r.line] = lines[r.line-1]
	}
	i := 0
	for _, rows := range byLayer {
		for _, r := range importersFirst(rows) {
			lines[d.rows[i].line-1] = text[r.line]
			i++
		}
	}
	return []byte(strings.Join(lines, "\n"))
}

// importersFirst orders one layer's rows so that a row comes before the
// rows it imports, each time taking the first row (in the table's order)
// that no row still to place imports.
func importersFirst(rows []row) []row {
	var out []row
	left := slices.Clone(rows)
	for len(left) > 0 {
		next := 0
		for k, r := range left {
			if !slices.ContainsFunc(left, func(o row) bool { return slices.Contains(o.allow, r.name) }) {
				next = k
				break
			}
		}
		out = append(out, left[next])
		left = slices.Delete(left, next, next+1)
	}
	return out
}

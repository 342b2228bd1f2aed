package main

import (
	"fmt"
	"path"
	"slices"
	"strings"
)

// checkLayers holds the package table to the Layers section: the layers
// and their order come from the Layers section's table (top layer
// first); every package's row names one of them; the table lists the
// layers top down; and every arrow points down the table. An import may
// point to a lower layer, or to a package of the same layer whose row
// comes later in the table (within a layer, importers are listed before
// what they import, so the whole table reads in import order).
func checkLayers(d mapDoc) []string {
	if len(d.layers) == 0 {
		return []string{"ARCHITECTURE.md: the Layers section has no table of layers (| layer | packages | what lives there |)"}
	}
	var out []string
	rank := map[string]int{}
	for i, l := range d.layers {
		if _, dup := rank[l.name]; dup {
			out = append(out, fmt.Sprintf("ARCHITECTURE.md:%d: layer %s is in the Layers table twice", l.line, l.name))
			continue
		}
		rank[l.name] = i
	}
	out = append(out, diagramProblems(d, rank)...)
	out = append(out, rowLayerProblems(d, rank)...)
	out = append(out, arrowProblems(d, rank)...)
	return append(out, layerCellProblems(d)...)
}

// diagramProblems holds the arrow diagram to the layer order: the names
// in it that are layers come in the table's order, and every layer is in
// it.
func diagramProblems(d mapDoc, rank map[string]int) []string {
	if d.diagram == nil {
		return nil
	}
	var named []string
	for _, n := range d.diagram {
		if _, ok := rank[n]; ok {
			named = append(named, n)
		}
	}
	var want []string
	for _, l := range d.layers {
		if !slices.Contains(want, l.name) {
			want = append(want, l.name)
		}
	}
	if !slices.Equal(named, want) {
		return []string{fmt.Sprintf("ARCHITECTURE.md:%d: the diagram's layers are %s; the Layers table's are %s", d.diagramLine, show(named), show(want))}
	}
	return nil
}

// rowLayerProblems names the rows whose layer is not one of the order's,
// and the rows listed after a row of a lower layer.
func rowLayerProblems(d mapDoc, rank map[string]int) []string {
	var out []string
	last := -1
	var lastRow row
	for _, r := range d.rows {
		k, ok := rank[r.layer]
		if !ok {
			out = append(out, fmt.Sprintf("ARCHITECTURE.md:%d: package %s is on layer %q, which the Layers table does not list (%s)", r.line, r.name, r.layer, layerNames(d)))
			continue
		}
		if k < last {
			out = append(out, fmt.Sprintf("ARCHITECTURE.md:%d: package %s (layer %s) comes after %s of the lower layer %s: the table lists the layers top down (go run ./internal/archcheck -fix orders it)", r.line, r.name, r.layer, lastRow.name, lastRow.layer))
		}
		if k >= last {
			last, lastRow = k, r
		}
	}
	return out
}

// arrowProblems names the imports that point up: to a higher layer, or
// to a package of the same layer listed above the importer.
func arrowProblems(d mapDoc, rank map[string]int) []string {
	at := map[string]int{}
	for i, r := range d.rows {
		at[r.name] = i
	}
	var out []string
	for i, r := range d.rows {
		from, ok := rank[r.layer]
		if !ok {
			continue
		}
		for _, imp := range r.allow {
			j, ok := at[imp]
			if !ok {
				continue // another module's package
			}
			to, ok := rank[d.rows[j].layer]
			switch {
			case !ok:
			case to < from:
				out = append(out, fmt.Sprintf("ARCHITECTURE.md:%d: %s (layer %s) imports %s of the higher layer %s: an arrow may only point down", r.line, r.name, r.layer, imp, d.rows[j].layer))
			case to == from && j < i:
				out = append(out, fmt.Sprintf("ARCHITECTURE.md:%d: %s imports %s, which is listed above it in their layer %s: within a layer an importer is listed before what it imports (go run ./internal/archcheck -fix orders it)", r.line, r.name, imp, r.layer))
			}
		}
	}
	return out
}

// layerCellProblems holds the Layers table's "packages" cells to the
// package table: each names packages (or a glob such as internal/*) of
// its own layer, and each package is named in its layer's cell.
func layerCellProblems(d mapDoc) []string {
	var out []string
	named := map[string]string{} // package → the layer whose cell names it
	for _, l := range d.layers {
		for _, p := range l.pkgs {
			matched := false
			for _, r := range d.rows {
				if ok, _ := path.Match(p.text, r.name); !ok {
					continue
				}
				matched = true
				named[r.name] = l.name
				if r.layer != l.name {
					out = append(out, fmt.Sprintf("ARCHITECTURE.md:%d: the Layers table puts %s in %s; its row (line %d) says %s", p.line, r.name, l.name, r.line, r.layer))
				}
			}
			if !matched {
				out = append(out, fmt.Sprintf("ARCHITECTURE.md:%d: the Layers table names %s in %s, which is no package of the table", p.line, p.text, l.name))
			}
		}
	}
	for _, r := range d.rows {
		if _, ok := named[r.name]; !ok && slices.ContainsFunc(d.layers, func(l layerRow) bool { return l.name == r.layer }) {
			out = append(out, fmt.Sprintf("ARCHITECTURE.md:%d: package %s is on layer %s, but the Layers table's %s row does not name it", r.line, r.name, r.layer, r.layer))
		}
	}
	return out
}

func layerNames(d mapDoc) string {
	var names []string
	for _, l := range d.layers {
		names = append(names, l.name)
	}
	return strings.Join(names, ", ")
}

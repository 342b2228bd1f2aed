package main

import (
	"slices"
	"strings"
)

// mapDoc is ARCHITECTURE.md as the checks read it: its package table,
// its layers in order, and its prose cut into blocks of backquoted
// references.
type mapDoc struct {
	rows   []row      // the package table, in the document's order
	layers []layerRow // the Layers section's table, top layer first
	// diagram is the layer names of the Layers section's arrow diagram
	// (a fenced line with ─►), left to right, with its line; nil when
	// there is none.
	diagram     []string
	diagramLine int
	blocks      []block
	// pkgCol is the Layers table's column of packages, by its header
	// ("packages"); the second column when the header does not say.
	pkgCol int
}

// row is one row of the package table.
type row struct {
	line  int
	name  string   // the package path, "." for the module's root
	layer string   // as written
	allow []string // the "may import" cell
}

// layerRow is one row of the Layers section's table.
type layerRow struct {
	line int
	name string
	pkgs []ref // the backquoted packages (or globs) of its "packages" cell
}

// block is a run of text the words are read in: a paragraph, a list
// item or a table row. Its own package (a package table row's) is the
// first place a bare identifier is looked up.
type block struct {
	own  string
	refs []ref
	text string // the block's text, lines joined by spaces
	// starts and lines map offsets of text to document lines: the line
	// lines[i] starts at starts[i].
	starts []int
	lines  []int
}

// ref is one backquoted reference.
type ref struct {
	line int
	text string
	// at is the offset of the reference's opening backquote in its
	// block's text.
	at int
}

// readMap cuts ARCHITECTURE.md into the parts the checks read.
func readMap(src []byte) mapDoc {
	var d mapDoc
	lines := strings.Split(string(src), "\n")
	section := ""
	var cur *block
	flush := func() {
		if cur != nil && len(cur.refs) > 0 {
			d.blocks = append(d.blocks, *cur)
		}
		cur = nil
	}
	fenced := false
	for i, raw := range lines {
		n := i + 1
		line := strings.TrimSpace(raw)
		switch {
		case strings.HasPrefix(line, "```"):
			flush()
			fenced = !fenced
			continue
		case fenced:
			if section == "Layers" && strings.Contains(line, "─►") && d.diagram == nil {
				d.diagram, d.diagramLine = diagramLayers(line), n
			}
			continue
		case strings.HasPrefix(line, "#"):
			flush()
			section = strings.TrimSpace(strings.TrimLeft(line, "#"))
			continue
		case line == "":
			flush()
			continue
		case strings.HasPrefix(line, "|"):
			flush()
			d.readTableLine(section, n, line)
			continue
		case strings.HasPrefix(line, "- "), cur == nil:
			flush()
			cur = &block{}
		}
		cur.add(n, line)
	}
	flush()
	return d
}

// readTableLine reads one table line: a package row, a layer row, or
// (the header, the rule, any other table) words only.
func (d *mapDoc) readTableLine(section string, n int, line string) {
	cells := strings.Split(strings.Trim(line, "|"), "|")
	for i := range cells {
		cells[i] = strings.TrimSpace(cells[i])
	}
	if section == "Layers" && cells[0] == "layer" {
		d.pkgCol = max(slices.Index(cells, "packages"), 1)
	}
	if strings.HasPrefix(cells[0], "---") || cells[0] == "package" || cells[0] == "layer" {
		return
	}
	b := block{}
	if len(cells) == 4 && isQuoted(cells[0]) {
		r := row{line: n, name: strings.Trim(cells[0], "`"), layer: cells[1]}
		for _, f := range strings.Split(cells[3], ",") {
			if f = strings.Trim(strings.TrimSpace(f), "`"); f != "" && f != "—" {
				r.allow = append(r.allow, f)
			}
		}
		d.rows = append(d.rows, r)
		b.own = r.name
	}
	b.add(n, line)
	if section == "Layers" && len(cells) > max(d.pkgCol, 1) && !isQuoted(cells[0]) {
		lr := layerRow{line: n, name: cells[0]}
		pkgs := block{}
		pkgs.add(n, cells[max(d.pkgCol, 1)])
		lr.pkgs = pkgs.refs
		d.layers = append(d.layers, lr)
	}
	if len(b.refs) > 0 {
		d.blocks = append(d.blocks, b)
	}
}

// add appends a line of text to the block and collects its backquoted
// references, which may run over a line's end.
func (b *block) add(n int, line string) {
	if b.text != "" {
		b.text += " "
	}
	b.starts = append(b.starts, len(b.text))
	b.lines = append(b.lines, n)
	b.text += line
	b.refs = b.refs[:0]
	for i := 0; ; {
		open := strings.IndexByte(b.text[i:], '`')
		if open < 0 {
			return
		}
		open += i
		end := strings.IndexByte(b.text[open+1:], '`')
		if end < 0 {
			return
		}
		end += open + 1
		if t := b.text[open+1 : end]; t != "" {
			b.refs = append(b.refs, ref{line: b.lineAt(open), text: t, at: open})
		}
		i = end + 1
	}
}

// lineAt is the document line of an offset in the block's text.
func (b *block) lineAt(at int) int {
	n := b.lines[0]
	for i, s := range b.starts {
		if s <= at {
			n = b.lines[i]
		}
	}
	return n
}

// diagramLayers reads "main ─► cmd ─► render" as its names.
func diagramLayers(line string) []string {
	var out []string
	for _, f := range strings.Split(line, "─►") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

func isQuoted(cell string) bool {
	return len(cell) > 2 && strings.HasPrefix(cell, "`") && strings.HasSuffix(cell, "`")
}

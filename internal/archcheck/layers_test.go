package main

import (
	"slices"
	"strings"
	"testing"
)

// layersDoc is a map with three layers; rows are the package table's
// rows, in order.
func layersDoc(diagram, layers string, rows ...string) string {
	return "# Architecture\n\n## Layers\n\n```\n" + diagram + "\n```\n\n" +
		"| layer | packages | what lives there |\n| --- | --- | --- |\n" + layers +
		"\n## Packages\n\n| package | layer | its one job | may import |\n| --- | --- | --- | --- |\n" +
		strings.Join(rows, "\n") + "\n"
}

const (
	threeLayers = "| top | `.`, `cmd` | x |\n| middle | `lint`, `diff` | y |\n| bottom | `diag`, `internal/*` | z |\n"
	threeArrows = "top ─► middle ─► bottom"
)

func TestCheckLayers(t *testing.T) {
	good := []string{
		"| `.` | top | main | `cmd` |",
		"| `cmd` | top | commands | `diff`, `lint`, `github.com/spf13/cobra` |",
		"| `diff` | middle | diffs | `lint`, `diag` |",
		"| `lint` | middle | rules | `diag`, `internal/suggest` |",
		"| `diag` | bottom | findings | `internal/suggest` |",
		"| `internal/suggest` | bottom | did you mean | — |",
	}
	with := func(i int, r string) []string {
		rows := append([]string(nil), good...)
		rows[i] = r
		return rows
	}
	swap := func(i, j int) []string {
		rows := append([]string(nil), good...)
		rows[i], rows[j] = rows[j], rows[i]
		return rows
	}
	tests := []struct {
		name, doc string
		want      string
	}{
		{"arrows down", layersDoc(threeArrows, threeLayers, good...), ""},
		{"no layers", "## Packages\n\n| package | layer | its one job | may import |\n| --- | --- | --- | --- |\n" + good[0] + "\n", "has no table of layers"},
		{"a layer twice", layersDoc(threeArrows, threeLayers+"| top | `cmd` | again |\n", good...), "layer top is in the Layers table twice"},
		{"a package on no layer", layersDoc(threeArrows, strings.Replace(threeLayers, "`lint`, `diff`", "`diff`", 1), with(3, "| `lint` | engines | rules | `diag`, `internal/suggest` |")...), `package lint is on layer "engines", which the Layers table does not list`},
		{"an arrow up a layer", layersDoc(threeArrows, threeLayers, with(4, "| `diag` | bottom | findings | `internal/suggest`, `lint` |")...), "diag (layer bottom) imports lint of the higher layer middle"},
		{"an arrow up the layer's rows", layersDoc(threeArrows, threeLayers, swap(2, 3)...), "diff imports lint, which is listed above it in their layer middle"},
		{"the layers out of order", layersDoc(threeArrows, threeLayers, swap(3, 4)...), "package lint (layer middle) comes after diag of the lower layer bottom"},
		{"a diagram out of order", layersDoc("top ─► bottom ─► middle", threeLayers, good...), "the diagram's layers are top, bottom, middle"},
		{"a layer cell naming no package", layersDoc(threeArrows, strings.Replace(threeLayers, "`diff` |", "`diff`, `gone` |", 1), good...), "names gone in middle, which is no package of the table"},
		{"a layer cell naming another layer's package", layersDoc(threeArrows, strings.Replace(threeLayers, "`diff` |", "`diff`, `diag` |", 1), good...), "puts diag in middle; its row (line 23) says bottom"},
		{"the packages in another column", strings.Replace(layersDoc(threeArrows, "| top | front | `.`, `cmd` | x |\n| middle | back | `lint`, `diff` | y |\n| bottom | base | `diag`, `internal/*` | z |\n", good...),
			"| layer | packages | what lives there |\n| --- | --- | --- |", "| layer | where | packages | what lives there |\n| --- | --- | --- | --- |", 1), ""},
		{"a package its layer's cell does not name", layersDoc(threeArrows, strings.Replace(threeLayers, "`lint`, `diff`", "`lint`", 1), good...), "package diff is on layer middle, but the Layers table's middle row does not name it"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := checkLayers(readMap([]byte(tc.doc)))
			checkOne(t, got, tc.want)
		})
	}
}

func TestOrderTable(t *testing.T) {
	rows := []string{
		"| `internal/suggest` | bottom | did you mean | — |",
		"| `lint` | middle | rules | `diag`, `internal/suggest` |",
		"| `.` | top | main | `cmd` |",
		"| `diag` | bottom | findings | `internal/suggest` |",
		"| `diff` | middle | diffs | `lint`, `diag` |",
		"| `cmd` | top | commands | `diff`, `lint`, `github.com/spf13/cobra` |",
	}
	src := []byte(layersDoc(threeArrows, threeLayers, rows...))
	if got := checkLayers(readMap(src)); len(got) == 0 {
		t.Fatal("the unordered table passes: the test proves nothing")
	}
	ordered := orderTable(src)
	if got := checkLayers(readMap(ordered)); len(got) > 0 {
		t.Errorf("the ordered table fails: %q\n%s", got, ordered)
	}
	want := []string{".", "cmd", "diff", "lint", "diag", "internal/suggest"}
	var names []string
	for _, r := range readMap(ordered).rows {
		names = append(names, r.name)
	}
	if strings.Join(names, " ") != strings.Join(want, " ") {
		t.Errorf("order %q, want %q", names, want)
	}
	if again := orderTable(ordered); string(again) != string(ordered) {
		t.Error("ordering an ordered table changed it")
	}
}

// FuzzReadMap reads any text as ARCHITECTURE.md: no panic, and -fix's
// ordering keeps every line, changes nothing a second time, and leaves
// no arrow up the rows of a layer.
func FuzzReadMap(f *testing.F) {
	f.Add(layersDoc(threeArrows, threeLayers, "| `b` | top | x | `a` |", "| `a` | top | y | — |"))
	f.Add("## Layers\n\n| layer | packages |\n| x | `a`, `b` |\n| `a` | x | j | `b` |\n")
	f.Add("```\n`unclosed (`a.go` (`x`\n- `b` `")
	f.Fuzz(func(t *testing.T, src string) {
		d := readMap([]byte(src))
		checkLayers(d)
		ordered := orderTable([]byte(src))
		if sortedLines(string(ordered)) != sortedLines(src) {
			t.Fatalf("ordering changed the lines:\n%s\n---\n%s", src, ordered)
		}
		if again := orderTable(ordered); string(again) != string(ordered) {
			t.Fatalf("ordering twice changed the table:\n%s\n---\n%s", ordered, again)
		}
		for _, p := range checkLayers(readMap(ordered)) {
			if strings.Contains(p, "listed above it") && !hasCycle(readMap(ordered)) {
				t.Fatalf("after ordering: %s\n%s", p, ordered)
			}
		}
	})
}

func sortedLines(s string) string {
	lines := strings.Split(s, "\n")
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}

// hasCycle reports whether the table's rows import each other in a loop
// (or a row is listed twice), which no order can fix.
func hasCycle(d mapDoc) bool {
	allow := map[string][]string{}
	for _, r := range d.rows {
		if _, dup := allow[r.name]; dup {
			return true
		}
		allow[r.name] = r.allow
	}
	state := map[string]int{}
	var visit func(string) bool
	visit = func(n string) bool {
		switch state[n] {
		case 1:
			return true
		case 2:
			return false
		}
		state[n] = 1
		for _, m := range allow[n] {
			if _, ok := allow[m]; ok && visit(m) {
				return true
			}
		}
		state[n] = 2
		return false
	}
	for n := range allow {
		if visit(n) {
			return true
		}
	}
	return false
}

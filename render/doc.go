// Package render turns values into bytes: diagnostics in every format, the
// queue tree, the fair-share tree, simulate's, diff's, compare's, convert's
// and drift's outputs, charts and rule documentation, and names the output
// formats of every command (Outputs). It decides nothing: every fact it
// prints comes from the packages below. Colours are built per call from
// Options.Color; the package never reads the environment.
//
// Text tables have one writer, rowWriter (table.go; writeTextTable in
// table_text.go for tables of text cells), which fits Options.Width, and
// resources one notation (notation.go), which every text and markdown
// output uses. Charts are drawn with go-chart, whose font is parsed only
// when a chart is drawn.
//
// Layer: render. It may import (ARCHITECTURE.md): analysis/compare,
// analysis/convert, analysis/diff, analysis/drift, analysis/loadcmp, capacity,
// compute, core/diag, core/placement, core/resource, core/simcore,
// core/submissions, github.com/fatih/color, github.com/wcharczuk/go-chart/v2,
// hadoop, lint, rm/rmrest and xmlconf. The standard library is always allowed.
package render

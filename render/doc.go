// Package render turns values into bytes: diagnostics as text or JSON, the
// queue tree, the fair-share tree and rule documentation. It decides nothing:
// every fact it prints comes from xmlconf, compute or lint. Colours are built
// per call from Options.Color; the package never reads the environment.
//
// Text tables have one writer, rowWriter (table.go; writeTextTable in
// table_text.go for tables of text cells), which fits Options.Width, and
// resources one notation (notation.go), which every text and markdown
// output uses. Charts are drawn with go-chart, whose font is parsed only
// when a chart is drawn.
package render

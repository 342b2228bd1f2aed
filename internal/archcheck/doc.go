// Command archcheck holds the code to the map of record, ARCHITECTURE.md:
// every package of the module is in the map's table, imports nothing the
// table does not list for it (the standard library aside), and ends its
// doc.go with the same list; every package's row names a layer of the
// Layers section, and every arrow points down (to a lower layer, or to a
// package of its own layer whose row comes later); and the document's
// words are true: each backquoted name resolves in the code (read with
// go/parser), a name in parentheses after a file is declared in that
// file, and the claims of one home ("declared only in", "written only
// in", "used only in", "no package renames it") hold. `make
// check-imports` runs it from the module's root; it prints every
// disagreement, with the document's line, and exits 1 when there is one.
// With -fix it first orders the package table and rewrites every doc.go's
// import paragraph.
//
// It may import (ARCHITECTURE.md): nothing.
package main

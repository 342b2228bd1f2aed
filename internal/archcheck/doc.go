// Command archcheck holds the code to the map of record, ARCHITECTURE.md:
// every package of the module is in the map's table, imports nothing the
// table does not list for it (the standard library aside), and ends its
// doc.go with the same list. `make check-imports` runs it from the
// module's root; it prints every disagreement and exits 1 when there is
// one.
//
// It may import (ARCHITECTURE.md): nothing.
package main

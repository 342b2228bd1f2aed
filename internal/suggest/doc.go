// Package suggest is fairsched's one "did you mean": given a name the user
// wrote and the names that exist, it picks the ones the user most likely
// meant. Every command, flag value, rule ID, element name, resource type and
// queue name suggestion goes through it, so they all behave alike:
// comparison ignores case, and a name is close when its edit distance is at
// most max(2, len/4) runes, or when it has the same dash-separated words in
// another order ("weight-zero" for "zero-weight").
//
// It may import (ARCHITECTURE.md): nothing.
package suggest

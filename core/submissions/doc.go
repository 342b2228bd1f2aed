// Package submissions reads what `place --submissions` and `diff
// --submissions` replay: application submissions (CSV, JSON lines, or the
// ResourceManager's /ws/v1/cluster/apps response) and users' groups
// (/etc/group or "user: g1,g2" lines). A line it cannot read is a
// LineError naming the line; the others are still read. The placement
// engine (package place) works on what it returns.
//
// Layer: readers. It may import (ARCHITECTURE.md): rm/rmrest. The standard
// library is always allowed.
package submissions

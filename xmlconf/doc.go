// Package xmlconf reads a YARN Fair Scheduler allocation file
// (fair-scheduler.xml) the way the AllocationFileLoaderService of a chosen
// Hadoop release does (Options.Hadoop; by default the last 3.3 release):
// one pass over the bytes with encoding/xml records the position of every
// element and builds the editable etree document at the same time, values are
// converted with Java's parsing rules, and the queue tree is assembled as the
// ResourceManager would build it (implicit root and root.default included).
//
// The pass runs on two goroutines: one tokenizes, the other checks the
// tokens and builds the document and the element spans (read.go, dom.go,
// spans.go), so reading a large file takes both cores. Plain files (UTF-8,
// predefined entities only, a canonical XML declaration, ASCII names) are
// tokenized by a scanner of our own (core/xmltok) that yields exactly
// encoding/xml's tokens and positions; at anything else it hands the file
// over and the pass starts again with encoding/xml (tokenize.go), which alone
// words XML errors, DOCTYPEs and other encodings. The
// interpretation (queues.go, toplevel.go, tree.go) then runs alone over the
// finished document. Parse is safe to call from several goroutines at once.
//
// Problems in the input are recorded as Facts in the model, never returned
// as Go errors; lint's rules word them. The package knows nothing of lint rules' severities or of output
// formats.
//
// Layer: readers. It may import (ARCHITECTURE.md): core/diag, core/javanum,
// core/placement, core/resource, core/xmltok, github.com/beevik/etree, hadoop
// and internal/suggest. The standard library is always allowed.
package xmlconf

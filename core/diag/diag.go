package diag

import "fmt"

// Pos is a location in an input file. Line and Col are 1-based; Col counts
// characters from the start of the line the way Java's XML parser and
// SARIF do, in UTF-16 code units (so "队列" is two columns, not the six
// bytes encoding/xml counts, and an invalid byte is one). For an element
// it is the position of the '<' that opens its start tag. The zero Pos
// means "unknown" (for example the implicit root.default queue).
//
// The fields are 32-bit because the allocation file's model holds a Pos
// for every setting of every queue; beyond 2^31-1 (a file over 2 GiB)
// they stay at that value.
type Pos struct {
	Line int32
	Col  int32
}

// IsValid reports whether p names a real location.
func (p Pos) IsValid() bool { return p.Line > 0 }

// String formats p as "line:col".
func (p Pos) String() string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }

// Related is another place a finding refers to: where, in which file (the
// finding's own when it is one file), and what is there, e.g. "first
// declaration of root.eng".
type Related struct {
	File    string
	Pos     Pos
	Message string
}

// Finding is one problem in the input: what every reader, engine and
// analysis reports.
type Finding struct {
	File     string // as given by the user; "" while a reader has no name for it
	Pos      Pos
	Rule     string // the ID of the rule in lint's registry
	Severity Severity
	Queue    string // full queue name, "" when the finding is not about one queue
	// Key names the setting the finding is about within its queue and
	// element, when there is one: an attribute or element name, a
	// property name or a JSON path. It is part of the finding's identity
	// (diff matches findings by rule, queue, place and Key), never a value.
	Key     string
	Message string // one line, lower case, no trailing period
	Hint    string // optional: how to fix it
	// Related lists the other places the finding refers to, such as the
	// first declaration of a duplicate; nil when there are none.
	Related []Related
	// Refuses: the finding means Hadoop refuses the whole file (the
	// ResourceManager does not start, or refuses a queue refresh, with it).
	Refuses bool
}

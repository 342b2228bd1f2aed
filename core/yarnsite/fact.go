package yarnsite

// Fact records what Hadoop's Configuration does with a property where the
// reader had to decide it: it ignores it, or reads it otherwise than
// written. The reader records facts without wording them; lint's
// yarn-site-* rules word each kind.
type Fact struct {
	Kind FactKind
	Pos  Pos
	// Key is the property the fact is about, "" for an <include>.
	Key string
	// Name is the variable left as written (FactUnexpanded).
	Name string
	// Suggest is the known property closest to Key (FactUnknownKey), or
	// "".
	Suggest string
	// Value is the later value Hadoop ignores, and Final the position of
	// the final definition it keeps (FactFinalOverride); or the value
	// written (FactUnreadTypeAllocation).
	Value string
	Final Pos
}

// FactKind says what a Fact is about.
type FactKind string

// The kinds of Fact.
const (
	// FactUnknownKey: a yarn.scheduler.fair.* property no Hadoop release
	// reads, usually a typo; Hadoop ignores it.
	FactUnknownKey FactKind = "unknown key"
	// FactUnexpanded: a ${Name} fairsched cannot expand (an environment
	// variable or a Java system property of the ResourceManager).
	FactUnexpanded FactKind = "unexpanded variable"
	// FactFinalOverride: a later definition of a final property, which
	// Hadoop ignores.
	FactFinalOverride FactKind = "final override"
	// FactInclude: an <include> (XInclude), which fairsched does not
	// follow.
	FactInclude FactKind = "include"
	// FactUnreadTypeAllocation: a per-type minimum- or maximum-allocation
	// property (yarn.resource-types.<type>.minimum-allocation) on a
	// release that reads none (before 2.10.0 and 3.0.0): Hadoop ignores
	// it. Value is the value as written.
	FactUnreadTypeAllocation FactKind = "per-type allocation unread"
)

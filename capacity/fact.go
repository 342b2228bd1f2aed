package capacity

// Fact records what the Capacity Scheduler does with one property where
// the reader had to decide it: it ignores the property, or reads a value
// other than the one written. The reader records facts without wording
// them; lint's cs-* rules word each kind (lint.CapacityReaderFindings).
type Fact struct {
	Kind FactKind
	Pos  Pos
	// Queue is the path of the queue the property is about, "" when none.
	Queue string
	// Key is the property as written.
	Key string
	// Raw is its value as written (FactInvalidBoolean).
	Raw string
	// Name is the variable left unexpanded (FactUnexpandedVariable), or
	// the property a template sets (FactUnknownTemplateProperty).
	Name string
	// Suggest is the known property closest to Key (a full name), or the
	// queue closest to an orphan's (FactOrphanProperty); "" when none is
	// close.
	Suggest string
}

// FactKind says what a Fact is about.
type FactKind string

// The kinds of Fact the reader records.
const (
	// FactUnknownProperty: a yarn.scheduler.capacity.* property outside
	// any queue that no release reads; Hadoop ignores it.
	FactUnknownProperty FactKind = "unknown property"
	// FactUnknownQueueProperty: a property of a queue that is no queue
	// property; Hadoop ignores it.
	FactUnknownQueueProperty FactKind = "unknown queue property"
	// FactUnknownPreemptionProperty: a preemption monitor property that
	// is none; Hadoop ignores it.
	FactUnknownPreemptionProperty FactKind = "unknown preemption property"
	// FactUnknownTemplateProperty: an auto-created queue template setting
	// a property (Name) that is no queue property; no queue gets it.
	FactUnknownTemplateProperty FactKind = "unknown template property"
	// FactOrphanProperty: a property of a queue no parent lists in its
	// .queues; Hadoop ignores it.
	FactOrphanProperty FactKind = "orphan property"
	// FactInvalidBoolean: a boolean other than true or false (Raw);
	// Hadoop's getBoolean uses the default.
	FactInvalidBoolean FactKind = "invalid boolean"
	// FactUnexpandedVariable: a ${Name} not defined in the file nor the
	// environment; Hadoop reads the value as written.
	FactUnexpandedVariable FactKind = "unexpanded variable"
)

// fact records a Fact.
func (c *Config) fact(f Fact) {
	c.Facts = append(c.Facts, f)
}

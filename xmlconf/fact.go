package xmlconf

import "github.com/fairsched/fairsched/hadoop"

// Fact records what Hadoop does with one element of the file where the
// reader had to decide it: the element is kept, ignored, clamped, defaulted
// or refused, and in which releases. xmlconf records facts without judging
// or wording them; the lint rules named by each FactKind do both.
type Fact struct {
	Pos     Pos
	Kind    FactKind
	Queue   string // full queue name the fact concerns, "" when none
	Element string // the element's tag as written
	Outcome Outcome
	// Releases are the releases in which Hadoop does Outcome with the
	// element; the release read is always one of them.
	Releases hadoop.Predicate
	// Refusal is the text of Hadoop's exception when Outcome is Refused.
	Refusal string
	// Inherited says the setting came from an earlier declaration of the
	// same queue, not from the element at Pos.
	Inherited bool
}

// FactKind says which structural rule of the allocation file a Fact is
// about.
type FactKind string

// The kinds of Fact the reader records.
const (
	// FactMaxAMShareOnParent: <maxAMShare> on a parent queue (YARN-10528).
	FactMaxAMShareOnParent FactKind = "maxAMShare on parent"
	// FactReservationOnParent: <reservation> on a parent queue.
	FactReservationOnParent FactKind = "reservation on parent"
	// FactRootWithSiblings: the root queue declared beside other
	// top-level queues.
	FactRootWithSiblings FactKind = "root with siblings"
	// FactFIFODefaultPolicy: defaultQueueSchedulingPolicy set to fifo.
	FactFIFODefaultPolicy FactKind = "fifo default policy"
)

// Outcome is what Hadoop does with the element of a Fact.
type Outcome int

// The outcomes of a Fact.
const (
	// Kept: Hadoop applies the element as written.
	Kept Outcome = iota
	// Ignored: Hadoop reads the element and drops it without a message.
	Ignored
	// Clamped: Hadoop applies a value other than the one written.
	Clamped
	// Defaulted: Hadoop applies its default instead.
	Defaulted
	// Refused: Hadoop fails the whole load.
	Refused
)

// always is the Releases of a fact that holds in every release.
func always(hadoop.Profile) bool { return true }

// fact records a Fact.
func (p *parser) fact(f Fact) {
	if f.Releases == nil {
		f.Releases = always
	}
	*p.facts = append(*p.facts, f)
}

// childPolicyRules is the release span of YARN-4212's policy checks.
func childPolicyRules(p hadoop.Profile) bool { return p.ChildPolicyRules }

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
	// Releases are the releases in which Hadoop does Outcome with the
	// element; the release read is always one of them.
	Releases hadoop.Predicate
	// Refusal is the text of Hadoop's exception when Outcome is Refused.
	Refusal string
	// Name is the name attribute of the element, for <user>.
	Name string
	// Value is the value Hadoop reads from the element, trimmed: the
	// first node of a split value (FactSplitValue), the resource string
	// Hadoop cannot read (FactInvalidResource), the system identifier of
	// an external DTD as written (FactDoctype).
	Value string
	// Count is how many elements the fact is about, when several.
	Count int
	// Other is the position of the element this one repeats (a
	// duplicate) or yields to (an ignored alias).
	Other Pos
	// Unknown says more about an element Hadoop does not read
	// (FactUnknownElement).
	Unknown *UnknownElement
	// Outcome is what Hadoop does with the element (with the small
	// fields below, which pack together).
	Outcome Outcome
	// Number is what Hadoop parses the value of FactInvalidNumber as.
	Number NumberKind
	// Node is the node a value starts with instead of text
	// (FactNonTextValue).
	Node NodeKind
	// Malformed is how the XML breaks (FactNotWellFormed).
	Malformed Malformation
	// Inherited says the setting came from an earlier declaration of the
	// same queue, not from the element at Pos.
	Inherited bool
	// InUser says the fact is in a <user> element (its name is User);
	// such a fact has no queue.
	InUser bool
	// FactDetail holds what few kinds of fact say. It is never nil in a
	// fact the reader recorded, and facts share it (every fact that says
	// none of it shares one value), so it is read-only; a Fact made elsewhere that reads it sets
	// its own (FactDetail: &xmlconf.FactDetail{...}).
	*FactDetail
}

// FactDetail is the part of a Fact that few kinds of fact fill, kept apart
// so that a Fact stays small: a 100,000-queue file records about 70,000
// facts, which took 344 bytes each with these inline.
type FactDetail struct {
	// Warning is the warning Hadoop logs, when it logs one.
	Warning string
	// ReadAs is the element Hadoop reads a deprecated name as.
	ReadAs string
	// Attr is the attribute Hadoop ignores, for FactUnknownAttribute.
	Attr string
	// Rule is the placement rule a placement fact is about besides the
	// one named: the terminal rule of FactUnreachableRule, the last rule
	// of FactPlacementNotTerminal, the rule whose parent rule fails
	// (FactRuleInitFailed).
	Rule *PlacementRule
	// Suggest is the known name closest to Name (or to UnknownType), or "".
	Suggest string
	// UnknownType is the resource type Hadoop does not know, when that is
	// why it refuses the resource string (FactInvalidResource).
	UnknownType string
	// Entities are the external entities a DOCTYPE declares, and Markup
	// the entities whose replacement text holds markup (FactDoctype).
	Entities, Markup []string
	// User is the name attribute of the <user> element the fact is in,
	// when InUser.
	User string
}

// noDetail is the FactDetail of every fact that fills none of it.
var noDetail FactDetail

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
	// FactDuplicate: an element given twice where one is expected (Other
	// is the first); a <user> named twice. Outcome Kept: Hadoop uses the
	// last; Ignored: the repetition changes nothing; Clamped: the values
	// are combined (allowPreemptionFrom: false if any is false).
	FactDuplicate FactKind = "duplicate"
	// FactDeprecatedName: an element written under a deprecated name that
	// Hadoop still reads as ReadAs.
	FactDeprecatedName FactKind = "deprecated name"
	// FactIgnoredAlias: the top-level fairSharePreemptionTimeout beside
	// defaultFairSharePreemptionTimeout (Other), which Hadoop reads
	// instead.
	FactIgnoredAlias FactKind = "ignored alias"
	// FactPolicyWithoutRules: a <queuePlacementPolicy> with content but no
	// <rule> element, which Hadoop ignores, keeping the rules it had.
	FactPolicyWithoutRules FactKind = "placement policy without rules"
	// FactUnknownAttribute: an attribute of a queue element that Hadoop
	// does not read (Attr).
	FactUnknownAttribute FactKind = "unknown attribute"
	// FactUnknownElement: an element Hadoop does not read where it is
	// written (Unknown says what is known about it).
	FactUnknownElement FactKind = "unknown element"
	// FactQueueTagQuirk: an element such as <ue> that declares a child
	// queue, because Hadoop tests "queue".endsWith(tag).
	FactQueueTagQuirk FactKind = "queue tag quirk"
	// FactInvalidQueueName: a queue name Hadoop refuses (Name holds a
	// name with a period; "" for an empty one).
	FactInvalidQueueName FactKind = "invalid queue name"
	// FactRootNameCase: a top-level queue named root in another case
	// (Name), which Hadoop takes for root but files its settings under
	// that name.
	FactRootNameCase FactKind = "root name case"
	// FactMultipleParentRules: a placement rule (Name) with Count nested
	// parent rules; Hadoop uses the last.
	FactMultipleParentRules FactKind = "multiple parent rules"
	// FactEmptyPlacementPolicy: a <queuePlacementPolicy> with no child
	// nodes (no child elements before YARN-8967), which Hadoop refuses.
	FactEmptyPlacementPolicy FactKind = "empty placement policy"
	// FactRuleWithoutName: a placement rule with no name attribute.
	FactRuleWithoutName FactKind = "placement rule without name"
	// FactUnknownRule: a placement rule whose Name is no rule class
	// (Suggest: the closest one).
	FactUnknownRule FactKind = "unknown placement rule"
	// FactMissingParentRule: a nestedUserQueue rule without the nested
	// rule Hadoop requires.
	FactMissingParentRule FactKind = "missing parent rule"
	// FactForbiddenParentRule: reject or nestedUserQueue (Name) used as a
	// parent rule.
	FactForbiddenParentRule FactKind = "forbidden parent rule"
	// FactRuleInitFailed: Hadoop fails to initialise the rule Rule with
	// its parent rule; Refusal is the cause.
	FactRuleInitFailed FactKind = "placement rule initialisation failed"
	// FactUnreachableRule: the placement rule Name follows the terminal
	// rule Rule, number Count in the file.
	FactUnreachableRule FactKind = "unreachable placement rule"
	// FactPlacementNotTerminal: the last placement rule (Name, Rule) is
	// not terminal.
	FactPlacementNotTerminal FactKind = "placement not terminal"
	// FactUnknownPolicy: a scheduling policy (Name) that is neither fair,
	// drf nor fifo nor a possible class name, which Hadoop refuses.
	FactUnknownPolicy FactKind = "unknown scheduling policy"
	// FactJDKPolicyClass: a scheduling policy (Name) naming a class of
	// the Java runtime, which Hadoop refuses.
	FactJDKPolicyClass FactKind = "Java runtime class as scheduling policy"
	// FactEmptyValue: a value element with no child node, on which
	// Hadoop's loader fails (Refusal: the exception).
	FactEmptyValue FactKind = "empty value"
	// FactNonTextValue: a value element whose first node (Node) is not
	// text, on which Hadoop's loader fails (Refusal: the exception).
	FactNonTextValue FactKind = "non-text value"
	// FactSplitValue: a value split into several nodes, of which Hadoop
	// reads only the first (Value).
	FactSplitValue FactKind = "split value"
	// FactInvalidNumber: a value Hadoop cannot parse as Number; Refusal
	// is the NumberFormatException's message.
	FactInvalidNumber FactKind = "invalid number"
	// FactInvalidResource: a resource string (Value) Hadoop cannot read;
	// Refusal is Hadoop's message, UnknownType the resource type it does
	// not know, if that is why.
	FactInvalidResource FactKind = "invalid resource"
	// FactDoctype: the file has a DOCTYPE declaration (Value: its external
	// DTD; Entities: its external entities; Markup: the entities that hold
	// markup).
	FactDoctype FactKind = "DOCTYPE declaration"
	// FactWrongRootElement: the top-level element (Element) is not
	// <allocations>, which Hadoop refuses.
	FactWrongRootElement FactKind = "wrong root element"
	// FactQueuesTooDeep: queues nested more than Count levels deep, which
	// fairsched does not read.
	FactQueuesTooDeep FactKind = "queues too deep"
	// FactNamesOverBudget: the full queue names of the file add up to
	// more than fairsched reads; the remaining queues are not read.
	FactNamesOverBudget FactKind = "queue names over budget"
	// FactNotWellFormed: the XML is not well formed and Hadoop's parser
	// rejects the whole file; Malformed says how, Value and Refusal what
	// the parser said. There is at most one, first of the facts: reading
	// stops there.
	FactNotWellFormed FactKind = "not well formed"
)

// Malformation is how the XML of a FactNotWellFormed breaks.
type Malformation uint8

// The ways the XML breaks.
const (
	// MalformedSyntax: the tokenizer or the reader stopped; Value is the
	// parser's own text.
	MalformedSyntax Malformation = iota
	// MalformedEntityLimit: entity expansion passed the JDK's limits;
	// Value is the parser's own text.
	MalformedEntityLimit
	// MalformedDeclaration: the XML declaration is broken; Refusal is
	// Xerces' message.
	MalformedDeclaration
	// MalformedNotDeclaration: <?xml ...?> at the start is no XML
	// declaration (a reserved processing-instruction target); Refusal is
	// Xerces' message.
	MalformedNotDeclaration
	// MalformedUnclosed: the file ends inside an element; Value is its
	// tag as written.
	MalformedUnclosed
	// MalformedNoRoot: the file has no root element; Refusal is Xerces'
	// message.
	MalformedNoRoot
	// MalformedTrailing: content after the root element's end tag; the
	// tree before it is complete. Value is the parser's own text for it,
	// Refusal Xerces' message when Value does not give it.
	MalformedTrailing
)

// NumberKind is how Hadoop parses a number (FactInvalidNumber).
type NumberKind uint8

// The kinds of number Hadoop parses.
const (
	// NumberInt: Integer.parseInt.
	NumberInt NumberKind = iota
	// NumberSeconds: Long.parseLong, a timeout in seconds.
	NumberSeconds
	// NumberDecimal: Float.parseFloat or Double.parseDouble.
	NumberDecimal
)

// NodeKind is the kind of a node of a value element as Hadoop's DOM sees
// it (comments removed).
type NodeKind uint8

// The kinds of node.
const (
	NodeText NodeKind = iota
	NodeCDATA
	NodeElement
	NodeProcInst
)

// FactKinds lists every FactKind, for the rules that must word each one.
var FactKinds = []FactKind{
	FactMaxAMShareOnParent, FactReservationOnParent, FactRootWithSiblings, FactFIFODefaultPolicy,
	FactDuplicate, FactDeprecatedName, FactIgnoredAlias, FactPolicyWithoutRules, FactUnknownAttribute,
	FactUnknownElement, FactQueueTagQuirk, FactInvalidQueueName, FactRootNameCase,
	FactMultipleParentRules, FactEmptyPlacementPolicy, FactRuleWithoutName, FactUnknownRule,
	FactMissingParentRule, FactForbiddenParentRule, FactRuleInitFailed, FactUnreachableRule,
	FactPlacementNotTerminal, FactUnknownPolicy, FactJDKPolicyClass, FactEmptyValue, FactNonTextValue,
	FactSplitValue, FactInvalidNumber, FactInvalidResource, FactDoctype, FactWrongRootElement,
	FactQueuesTooDeep, FactNamesOverBudget, FactNotWellFormed,
}

// PlacementRefusals are the kinds of Fact for which Hadoop refuses the
// placement policy, and with it the whole file.
var PlacementRefusals = []FactKind{
	FactEmptyPlacementPolicy, FactRuleWithoutName, FactUnknownRule, FactMissingParentRule,
	FactForbiddenParentRule, FactRuleInitFailed, FactUnreachableRule, FactPlacementNotTerminal,
}

// UnknownElement is what the reader knows of an element Hadoop does not
// read where it is written.
type UnknownElement struct {
	// Logged: Hadoop logs "Bad element in allocations file" (a top-level
	// element); otherwise it ignores the element silently.
	Logged bool
	// ReadIn, when not nil, are the releases that read the element: it
	// exists, but not in the release read.
	ReadIn hadoop.Predicate
	// Property: a yarn-site.xml <property>.
	Property bool
	// Legacy is the YARN element that does the job of another fair
	// scheduler's element, Origin where that name comes from ("a MapReduce
	// 1 name"), and Slots whether it counted task slots; "" when the
	// element is no such name.
	Legacy, Origin string
	Slots          bool
	// TopLevelOnly: the element (or its YARN name) is read only as a child
	// of <allocations>. PerQueue: it is a per-queue element, whose default
	// for every queue is set by Default when not "".
	TopLevelOnly, PerQueue bool
	Default                string
	// Suggest is the known element closest to the name, or "".
	Suggest string
}

// Outcome is what Hadoop does with the element of a Fact.
type Outcome uint8

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
	if f.FactDetail == nil {
		f.FactDetail = &noDetail
	}
	p.facts.add(f)
}

// queueNamePeriodCheck and queueNameTrim are the release spans of the
// queue name checks.
func queueNamePeriodCheck(p hadoop.Profile) bool { return p.QueueNamePeriodCheck }
func queueNameTrim(p hadoop.Profile) bool        { return p.QueueNameTrim }

// placementRewrite is the release span of YARN-8967's placement rules.
func placementRewrite(p hadoop.Profile) bool { return p.PlacementRewrite }

// legacyPlacement is the release span of the placement rules before
// YARN-8967.
func legacyPlacement(p hadoop.Profile) bool { return !p.PlacementRewrite }

// childPolicyRules is the release span of YARN-4212's policy checks.
func childPolicyRules(p hadoop.Profile) bool { return p.ChildPolicyRules }

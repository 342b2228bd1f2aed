package capacity

import (
	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/yarnsite"
)

// Prefix starts every Capacity Scheduler property name.
const Prefix = "yarn.scheduler.capacity."

// Pos is a position in the capacity-scheduler.xml: the '<' of the
// <property> that set the value.
type Pos = diag.Pos

// Kind is the form a capacity or maximum-capacity value is written in.
type Kind uint8

// The forms of a capacity value.
const (
	// Unset: the property is absent (capacity then reads as 0, maximum
	// as 100).
	Unset Kind = iota
	// Percent: "50" or "12.5", a percentage of the parent.
	Percent
	// Weight: "2w" or "1.5w" (weight mode).
	Weight
	// Absolute: "[memory=10240,vcores=10]" (absolute resources).
	Absolute
	// Vector: "[memory=50%,vcores=2w]", a capacity vector mixing forms per
	// resource type.
	Vector
)

// String names the form as messages use it.
func (k Kind) String() string {
	return [...]string{"unset", "percentage", "weight", "absolute resource", "capacity vector"}[k]
}

// Entry is one resource type of an Absolute or Vector value.
type Entry struct {
	Type  string
	Kind  Kind    // Percent, Weight or Absolute
	Value float64 // a percentage, a weight, or an amount in the type's unit
}

// Value is a parsed capacity or maximum-capacity.
type Value struct {
	Kind Kind
	// Number is the percentage or the weight, as Hadoop reads it (a Java
	// float).
	Number float32
	// Double is the same number read as a Java double, as the 3.4 queue
	// capacity vector parser reads it.
	Double float64
	// Entries are the per-type parts of an Absolute or Vector value.
	Entries []Entry
	Raw     string
	Pos     Pos
	// Refused: Hadoop cannot read the value and stops there (a Finding
	// says why); the checks that would follow it are not made.
	Refused bool
}

// AutoCreation is how a parent creates queues at submission.
type AutoCreation uint8

// The kinds of auto-creation.
const (
	// NoAutoCreation: the queue creates no queue.
	NoAutoCreation AutoCreation = iota
	// LegacyAutoCreation: auto-create-child-queue.enabled, a
	// ManagedParentQueue creating leaves from its leaf-queue-template
	// (3.1+, YARN-7117).
	LegacyAutoCreation
	// FlexibleAutoCreation: auto-queue-creation-v2.enabled, a parent
	// creating leaves and parents from its templates (3.4, YARN-10496).
	FlexibleAutoCreation
)

// Setting is one per-queue property that is not a capacity: its value as
// written and where.
type Setting struct {
	// Raw is the value after ${var} expansion, trimmed as Hadoop's typed
	// getters trim it.
	Raw string
	// Untrimmed is the same value before trimming, as Configuration.get
	// returns it (ACLs are read so: " users" is no user and one group).
	Untrimmed string
	Pos       Pos
}

// Queue is one queue of the tree.
type Queue struct {
	// Path is the full path, "root.a.b"; Name the last part.
	Path, Name string
	Parent     *Queue
	Children   []*Queue
	// QueuesPos is where <path>.queues was set, for a parent.
	QueuesPos Pos

	Capacity, MaxCapacity Value
	// LabelCapacity and LabelMaxCapacity are the node-label capacities
	// (accessible-node-labels.<label>.capacity and .maximum-capacity), by
	// label; nil when the queue sets none.
	LabelCapacity, LabelMaxCapacity map[string]Value
	// AutoCreate says whether and how the queue creates queues below it
	// at submission, as the release reads it.
	AutoCreate AutoCreation
	// Flexible says whether the queue allows flexible (v2) auto-creation
	// below it as the release reads it (auto-queue-creation-v2.enabled on a
	// release that reads it). It is also true where the legacy flag is on
	// too and AutoCreate says LegacyAutoCreation: placement asks both.
	Flexible bool
	// Settings are the other per-queue properties by suffix
	// ("maximum-applications", "user-limit-factor", "state", ...); nil
	// when the queue sets none.
	Settings map[string]Setting
}

// IsLeaf reports whether q is a leaf queue: it has no children and
// creates none (a parent with auto-creation on is a parent with no
// children yet, as Hadoop builds it).
func (q *Queue) IsLeaf() bool { return len(q.Children) == 0 && q.AutoCreate == NoAutoCreation }

// Config is a capacity-scheduler.xml as the Capacity Scheduler reads it.
type Config struct {
	File string
	// Source is the Configuration read: every property as written, as a
	// scheduler configuration store holds it (Values).
	Source *yarnsite.Config
	Root   *Queue
	// Queues are all queues in tree order (root first, children in the
	// order of their parent's .queues).
	Queues []*Queue
	// Globals are the yarn.scheduler.capacity.* properties that are not
	// about one queue, by the part after the prefix.
	Globals map[string]Setting
	// Orphans are the properties about a queue the tree does not have
	// (yarn.scheduler.capacity.root.gone.state), by the part after the
	// prefix: ignored at start-up, but a refresh from 3.3 reads a removed
	// queue's state among them.
	Orphans map[string]Setting
	// Mappings are the placement rules (legacy queue-mappings, or the
	// JSON mapping rules where the release reads them).
	Mappings []Mapping
	// Placement is how the scheduler runs the mappings.
	Placement Placement
	// Facts are what the reader noticed, which lint words: properties
	// Hadoop ignores, values it cannot read or reads as the default,
	// variables it leaves as written, and the reasons the Capacity
	// Scheduler refuses the file, in the order the reader (like Hadoop)
	// met them.
	Facts []Fact
	// NewCalculator: the release computes capacities with the queue
	// capacity vector calculators (3.4 with
	// yarn.scheduler.capacity.legacy-queue-mode.enabled=false), which round
	// weight shares instead of truncating them.
	NewCalculator bool
	// LowersToMaximum: the release lowers a guarantee above the queue's
	// maximum to it on the cluster (3.4) instead of refusing the file.
	LowersToMaximum bool
	// GlobalQueueMaxApplication: the release reads
	// global-queue-max-application (3.1.0 on); before it the property is
	// ignored.
	GlobalQueueMaxApplication bool

	preemption map[string]Setting
	onePB      []Result // Compute on a cluster of 1 PB, once (atOnePB)
}

// Queue returns the queue at path, or nil.
func (c *Config) Queue(path string) *Queue {
	for _, q := range c.Queues {
		if q.Path == path {
			return q
		}
	}
	return nil
}

// Refused reports whether the Capacity Scheduler refuses the file.
func (c *Config) Refused() bool { return c.HasRefusingFact() }

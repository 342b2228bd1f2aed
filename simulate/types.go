package simulate

import "github.com/fairsched/fairsched/xmlconf"

// Amount is a resource keyed by type name, as it appears in JSON output.
type Amount map[string]int64

func (s *Sim) amount(r Resource) Amount { return amountOf(r, s.types) }

func amountOf(r Resource, types xmlconf.ResourceTypes) Amount {
	a := make(Amount, len(types))
	for i, t := range types {
		a[t] = r.Get(i)
	}
	return a
}

// Sample is every queue's usage and instantaneous fair share at the end of
// one simulated second, indexed like Result.Queues. The timeline holds one
// at 0 and one for every second in which some value changed (and every
// RunOptions.SampleMS); between two samples nothing changed.
type Sample struct {
	T                float64
	Usage, FairShare []Resource
}

// Preemption is one starved app served by the preemption thread: what it
// was owed, what was marked on which apps, and when it got it.
type Preemption struct {
	T                   float64  `json:"t"`
	StarvedApp          string   `json:"starvedApp"`
	Queue               string   `json:"queue"`
	FairShareStarvation Amount   `json:"fairShareStarvation"`
	MinShareStarvation  Amount   `json:"minShareStarvation"`
	Containers          int      `json:"containers"`
	Amount              Amount   `json:"amount"`
	From                []Victim `json:"from"`
	KillAt              float64  `json:"killAt"`
	ServedAt            *float64 `json:"servedAt,omitempty"`
	// Threshold explains that preemption only brings the app up to
	// threshold × its fair share (or its min share), not its fair share.
	Threshold string `json:"threshold"`
	// AsCoded is set when the min-share attribution followed Hadoop's code
	// where it departs from the obvious arithmetic.
	AsCoded string `json:"asCoded,omitempty"`
	// MinShareTimer says since when the queue's min-share timer ran, when
	// min-share starvation contributed.
	MinShareTimer string `json:"minShareTimer,omitempty"`
	// AMLimit is set when the starved app cannot start its ApplicationMaster
	// under its queue's maxAMShare: Hadoop preempts for it all the same,
	// and the space freed goes to other apps.
	AMLimit string `json:"amLimit,omitempty"`
}

// Victim is one app that loses containers to a Preemption.
type Victim struct {
	App        string `json:"app"`
	Queue      string `json:"queue"`
	Containers int    `json:"containers"`
	Amount     Amount `json:"amount"`
	// MaxLoss is how much the app could lose and stay at its fair share.
	MaxLoss Amount `json:"maxLoss"`
}

// Decision is one heartbeat's walk for --trace.
type Decision struct {
	Heartbeat int     `json:"heartbeat"`
	T         float64 `json:"t"`
	Node      string  `json:"node"`
	Outcome   string  `json:"outcome"`
	App       string  `json:"app,omitempty"`
	Container Amount  `json:"container,omitempty"`
	Levels    []Level `json:"levels"`
	// Note explains a starvation decision, and flags the min-share
	// arithmetic Hadoop's code does differently from the obvious one.
	Note string `json:"note,omitempty"`
}

// Level is the order one queue offered the node in, and why its first
// taker came before the next one.
type Level struct {
	Queue   string   `json:"queue"`
	Order   []string `json:"order"`
	Chosen  string   `json:"chosen,omitempty"`
	Why     string   `json:"why,omitempty"`
	Skipped string   `json:"skipped,omitempty"`
}

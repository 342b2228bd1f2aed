package place

import (
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// v33 is the default profile in tests; v32 a release before YARN-8967.
var (
	v33 = hadoop.For(hadoop.V(3, 3, 6))
	v32 = hadoop.For(hadoop.V(3, 2, 4))
	v34 = hadoop.For(hadoop.V(3, 4, 0))
)

// file builds an allocation file from queue elements and placement rules
// ("" rules: no policy element).
func file(queues, rules string) string {
	var b strings.Builder
	b.WriteString("<?xml version=\"1.0\"?>\n<allocations>\n")
	b.WriteString(queues)
	if rules != "" {
		b.WriteString("<queuePlacementPolicy>\n" + rules + "\n</queuePlacementPolicy>\n")
	}
	b.WriteString("</allocations>\n")
	return b.String()
}

// leaf and parent declare queues by full name below root ("a.b").
func leaf(name string) string { return nest(name, "") }

func parent(name string) string { return nest(name, ` type="parent"`) }

func nest(name, attr string) string {
	parts := strings.Split(name, ".")
	var open, end strings.Builder
	for i, p := range parts {
		a := ""
		if i == len(parts)-1 {
			a = attr
		}
		open.WriteString(`<queue name="` + p + `"` + a + `>`)
		end.WriteString("</queue>")
	}
	return open.String() + end.String() + "\n"
}

func engine(t *testing.T, src string, prof hadoop.Profile, d Defaults) *Engine {
	t.Helper()
	a := xmlconf.Parse([]byte(src), xmlconf.Options{Hadoop: prof})
	return NewEngine(a, prof, d)
}

// simpleGroups is Hadoop's test SimpleGroupsMapping: user+"group",
// user+"subgroup1", user+"subgroup2".
func simpleGroups(user string) []string {
	return []string{user + "group", user + "subgroup1", user + "subgroup2"}
}

// outcome writes a result as the queue, "rejected", or "refused:<queue>".
func outcome(r placement.Result) string {
	switch {
	case r.Rejected:
		return "rejected"
	case r.Refused:
		return "refused:" + r.Queue
	}
	return r.Queue
}

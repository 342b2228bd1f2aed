package render

import (
	"io"

	"github.com/fairsched/fairsched/compute"
)

type jsonBinding struct {
	Steady        string               `json:"steady"`
	Instantaneous string               `json:"instantaneous"`
	ByResource    map[string][2]string `json:"byResource"`
}

type jsonShareQueue struct {
	Name          string            `json:"name"`
	Type          string            `json:"type"`
	Policy        string            `json:"policy"`
	Weight        float32           `json:"weight"`
	MinShare      resourceJSON      `json:"minShare"`
	MaxShare      resourceJSON      `json:"maxShare"`
	Active        bool              `json:"active"`
	CannotRun     string            `json:"cannotRunReason,omitempty"`
	Steady        resourceJSON      `json:"steadyFairShare"`
	Instantaneous resourceJSON      `json:"instantaneousFairShare"`
	Binding       jsonBinding       `json:"binding"`
	Children      []*jsonShareQueue `json:"children"`
}

// SharesJSON writes the shares as one object matching
// schema/shares.schema.json: schemaVersion, cluster, active (leaf full
// names) and the root queue with its children.
func SharesJSON(w io.Writer, v SharesView, active []string) error {
	if active == nil {
		active = []string{}
	}
	return writeJSON(w, struct {
		SchemaVersion int             `json:"schemaVersion"`
		Cluster       resourceJSON    `json:"cluster"`
		Active        []string        `json:"active"`
		Root          *jsonShareQueue `json:"root"`
	}{1, resourceMap(v.Cluster, v.Types), active, shareQueueJSON(v, v.Input.Root)})
}

func shareQueueJSON(v SharesView, q *compute.Queue) *jsonShareQueue {
	s := v.Result.ByName[q.Name]
	typ := "leaf"
	if len(q.Children) > 0 || !v.Input.Queues[q.Name].IsLeaf() {
		typ = "parent"
	}
	j := &jsonShareQueue{
		Name: q.Name, Type: typ, Policy: string(q.Policy), Weight: q.Weight,
		MinShare: resourceMap(q.Min, v.Types), MaxShare: resourceMap(q.Max, v.Types),
		Active: s.Active, CannotRun: v.Input.CannotRun[q.Name],
		Steady: resourceMap(s.Steady, v.Types), Instantaneous: resourceMap(s.Instantaneous, v.Types),
		Binding:  binding(v, s),
		Children: []*jsonShareQueue{},
	}
	for _, c := range q.Children {
		j.Children = append(j.Children, shareQueueJSON(v, c))
	}
	return j
}

func binding(v SharesView, s *compute.QueueShares) jsonBinding {
	b := jsonBinding{ByResource: map[string][2]string{}}
	for i, t := range v.Types {
		b.ByResource[t] = [2]string{string(at(s.SteadyBinding, i)), string(at(s.InstantaneousBinding, i))}
	}
	b.Steady, b.Instantaneous = string(at(s.SteadyBinding, 0)), string(at(s.InstantaneousBinding, 0))
	return b
}

func at(bs []compute.Binding, i int) compute.Binding {
	if i < len(bs) {
		return bs[i]
	}
	return compute.BindingNotComputed
}

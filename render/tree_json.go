package render

import (
	"io"

	"github.com/fairsched/fairsched/xmlconf"
)

type jsonSetting struct {
	Kind   string         `json:"kind"` // "absolute" or "percent"
	Values map[string]any `json:"values"`
}

type jsonConfigQueue struct {
	Name           string             `json:"name"`
	Type           string             `json:"type"`
	Policy         string             `json:"policy"`
	Weight         float32            `json:"weight"`
	MinResources   *jsonSetting       `json:"minResources"`
	MaxResources   *jsonSetting       `json:"maxResources"`
	MaxFromDefault bool               `json:"maxResourcesFromDefault"`
	MaxRunningApps int32              `json:"maxRunningApps"`
	MaxAMShare     *float32           `json:"maxAMShare"`
	Implicit       bool               `json:"implicit"`
	Created        bool               `json:"created"`
	NotCreated     string             `json:"notCreatedReason,omitempty"`
	RefusedPolicy  string             `json:"refusedPolicy,omitempty"`
	Line           int                `json:"line,omitempty"`
	Column         int                `json:"column,omitempty"`
	Children       []*jsonConfigQueue `json:"children"`
}

// ConfigTreeJSON writes the queue tree as {"schemaVersion": 1, "resourceTypes":
// [...], "root": {...}} matching schema/tree.schema.json.
func ConfigTreeJSON(w io.Writer, a *xmlconf.Allocations) error {
	return writeJSON(w, struct {
		SchemaVersion int              `json:"schemaVersion"`
		Types         []string         `json:"resourceTypes"`
		Root          *jsonConfigQueue `json:"root"`
	}{1, a.Types, configQueueJSON(a, a.Root)})
}

func configQueueJSON(a *xmlconf.Allocations, q *xmlconf.Queue) *jsonConfigQueue {
	j := &jsonConfigQueue{
		Name: q.FullName, Type: kind(q), Policy: string(q.Policy), Weight: q.EffectiveWeight(),
		MaxRunningApps: a.EffectiveMaxApps(q), Implicit: q.Implicit, Created: q.NotCreated == "",
		NotCreated: q.NotCreated, RefusedPolicy: string(q.RefusedPolicy), Line: int(q.Pos.Line), Column: int(q.Pos.Col), Children: []*jsonConfigQueue{},
	}
	if q.MinResources.Set {
		j.MinResources = setting(q.MinResources.Val, a.Types)
	}
	if c, inherited, ok := a.ConfiguredMax(q); ok {
		j.MaxResources, j.MaxFromDefault = setting(c, a.Types), inherited
	}
	if q.IsLeaf() {
		v := a.EffectiveMaxAMShare(q)
		j.MaxAMShare = &v
	}
	for _, c := range q.Children {
		j.Children = append(j.Children, configQueueJSON(a, c))
	}
	return j
}

func setting(c xmlconf.ConfigurableResource, types xmlconf.ResourceTypes) *jsonSetting {
	s := &jsonSetting{Kind: "absolute", Values: map[string]any{}}
	for i, t := range types {
		if c.IsPercent() {
			s.Kind = "percent"
			s.Values[t] = c.Percent[i] * 100
			continue
		}
		s.Values[t] = c.Absolute.Get(i)
	}
	return s
}

package render

import (
	"io"
	"math"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/xmlconf"
)

type jsonSetting struct {
	Kind   string         `json:"kind"` // "absolute" or "percent"
	Values map[string]any `json:"values"`
}

// jsonACL is an ACL as Hadoop holds it; nil when the queue has none.
type jsonACL struct {
	All    bool     `json:"all"`
	Users  []string `json:"users"`
	Groups []string `json:"groups"`
	Text   string   `json:"text"`
}

type jsonACLs struct {
	SubmitApps             *jsonACL `json:"submitApps"`
	AdministerApps         *jsonACL `json:"administerApps"`
	SubmitReservations     *jsonACL `json:"submitReservations"`
	ListReservations       *jsonACL `json:"listReservations"`
	AdministerReservations *jsonACL `json:"administerReservations"`
}

type jsonPreemption struct {
	MinShareTimeoutMs  *int64   `json:"minSharePreemptionTimeoutMs"`
	FairShareTimeoutMs *int64   `json:"fairSharePreemptionTimeoutMs"`
	FairShareThreshold *float32 `json:"fairSharePreemptionThreshold"`
	AllowFrom          bool     `json:"allowPreemptionFrom"`
	Preemptable        bool     `json:"preemptable"`
}

type jsonConfigQueue struct {
	Name                   string             `json:"name"`
	Type                   string             `json:"type"`
	Policy                 string             `json:"policy"`
	Weight                 *float32           `json:"weight"`
	MinResources           *jsonSetting       `json:"minResources"`
	MaxResources           *jsonSetting       `json:"maxResources"`
	MaxFromDefault         bool               `json:"maxResourcesFromDefault"`
	MaxChildResources      *jsonSetting       `json:"maxChildResources"`
	MaxContainerAllocation *jsonSetting       `json:"maxContainerAllocation"`
	MaxRunningApps         int32              `json:"maxRunningApps"`
	MaxAMShare             *float32           `json:"maxAMShare"`
	Preemption             jsonPreemption     `json:"preemption"`
	ACLs                   jsonACLs           `json:"acls"`
	Reservable             bool               `json:"reservable"`
	Implicit               bool               `json:"implicit"`
	Created                bool               `json:"created"`
	NotCreated             string             `json:"notCreatedReason,omitempty"`
	RefusedPolicy          string             `json:"refusedPolicy,omitempty"`
	Line                   int                `json:"line,omitempty"`
	Column                 int                `json:"column,omitempty"`
	Children               []*jsonConfigQueue `json:"children"`
}

type jsonUser struct {
	Name           string `json:"name"`
	MaxRunningApps int32  `json:"maxRunningApps"`
}

type jsonReservationSystem struct {
	Agent           string `json:"agent"`
	AdmissionPolicy string `json:"admissionPolicy"`
	Planner         string `json:"planner"`
}

// ConfigTreeJSON writes the queue tree as {"schemaVersion": 1,
// "resourceTypes": [...], "userMaxAppsDefault": n, "users": [...],
// "reservationSystem": {...}, "refused": [...], "root": {...}} matching
// schema/tree.schema.json: every value Hadoop holds for every queue, after
// its defaults, inheritance and clamping. refused lists why Hadoop refuses
// the file; the key is left out when it does not.
func ConfigTreeJSON(w io.Writer, a *xmlconf.Allocations, refused []diag.Finding) error {
	doc := struct {
		SchemaVersion      int                   `json:"schemaVersion"`
		Types              []string              `json:"resourceTypes"`
		UserMaxAppsDefault int32                 `json:"userMaxAppsDefault"`
		Users              []jsonUser            `json:"users"`
		Reservation        jsonReservationSystem `json:"reservationSystem"`
		Refused            []jsonRefusal         `json:"refused,omitempty"`
		Root               *jsonConfigQueue      `json:"root"`
	}{SchemaVersion: 1, Types: a.Types, UserMaxAppsDefault: a.UserMaxAppsDefault.Val, Users: []jsonUser{},
		Reservation: jsonReservationSystem{a.ReservationAgent.Val, a.ReservationPolicy.Val, a.ReservationPlanner.Val},
		Refused:     refusalsJSON(refused), Root: configQueueJSON(a, a.Root, true, nil)}
	for _, u := range a.Users {
		doc.Users = append(doc.Users, jsonUser{Name: u.Name, MaxRunningApps: u.MaxRunningApps.Val})
	}
	if len(refused) == 0 {
		doc.Refused = nil
	}
	return writeJSON(w, doc)
}

// configQueueJSON builds q's object; preemptable is whether q's parent may
// be preempted from, and container the maxContainerAllocation q inherits.
func configQueueJSON(a *xmlconf.Allocations, q *xmlconf.Queue, preemptable bool, container *jsonSetting) *jsonConfigQueue {
	j := &jsonConfigQueue{
		Name: q.FullName, Type: kind(q), Policy: string(q.Policy), Weight: finite(q.EffectiveWeight()),
		MaxRunningApps: a.EffectiveMaxApps(q), Reservable: q.Reservation.Set, Implicit: q.Implicit, Created: q.NotCreated == "",
		NotCreated: q.NotCreated, RefusedPolicy: string(q.RefusedPolicy), Line: int(q.Pos.Line), Column: int(q.Pos.Col),
		Preemption: preemptionJSON(q, preemptable), ACLs: aclsJSON(q), Children: []*jsonConfigQueue{},
	}
	if q.MinResources.Set && !q.MinResources.Val.IsPercent() {
		j.MinResources = setting(q.MinResources.Val, a.Types)
	}
	if c, inherited, ok := a.ConfiguredMax(q); ok {
		j.MaxResources, j.MaxFromDefault = setting(c, a.Types), inherited
	}
	if q.MaxChildResources.Set {
		j.MaxChildResources = setting(q.MaxChildResources.Val, a.Types)
	}
	j.MaxContainerAllocation = container
	if c := q.MaxContainerAllocation; c.Set && !c.Val.IsPercent() {
		j.MaxContainerAllocation = setting(c.Val, a.Types)
	}
	j.MaxAMShare = finite(a.EffectiveMaxAMShare(q))
	for _, c := range q.Children {
		j.Children = append(j.Children, configQueueJSON(a, c, j.Preemption.Preemptable, j.MaxContainerAllocation))
	}
	return j
}

// preemptionJSON is q's preemption settings as Hadoop holds them: timeouts
// in ms (null for Long.MAX_VALUE, never), the threshold clamped into [0, 1]
// (null for NaN), and whether q may be preempted from at all (every
// ancestor allows it too).
func preemptionJSON(q *xmlconf.Queue, parentPreemptable bool) jsonPreemption {
	p := jsonPreemption{
		MinShareTimeoutMs:  timeout(q.MinSharePreemptionTimeout.Val),
		FairShareTimeoutMs: timeout(q.FairSharePreemptionTimeout.Val),
		AllowFrom:          q.AllowPreemptionFrom.Val,
		Preemptable:        parentPreemptable && q.AllowPreemptionFrom.Val,
	}
	if t := q.FairSharePreemptionThreshold.Val; !math.IsNaN(float64(t)) {
		t = min(max(t, 0), 1)
		p.FairShareThreshold = &t
	}
	return p
}

// finite returns &f, or nil for NaN and the infinities, which Hadoop
// accepts and JSON cannot hold.
func finite(f float32) *float32 {
	if math.IsNaN(float64(f)) || math.IsInf(float64(f), 0) {
		return nil
	}
	return &f
}

func timeout(ms int64) *int64 {
	if ms == math.MaxInt64 {
		return nil
	}
	return &ms
}

// aclsJSON is q's five ACLs; a reservation ACL the file does not set is
// null (Hadoop fills in no default for them).
func aclsJSON(q *xmlconf.Queue) jsonACLs {
	return jsonACLs{
		SubmitApps: aclJSON(q.ACLSubmitApps, true), AdministerApps: aclJSON(q.ACLAdministerApps, true),
		SubmitReservations: aclJSON(q.ACLSubmitReservations, false), ListReservations: aclJSON(q.ACLListReservations, false),
		AdministerReservations: aclJSON(q.ACLAdministerReservations, false),
	}
}

func aclJSON(f xmlconf.Field[string], defaulted bool) *jsonACL {
	if !f.Set && !defaulted {
		return nil
	}
	acl := placement.ParseACL(f.Val)
	return &jsonACL{All: acl.All, Users: nonNil(acl.Users), Groups: nonNil(acl.Groups), Text: f.Val}
}

func nonNil(ss []string) []string {
	if ss == nil {
		return []string{}
	}
	return ss
}

func setting(c xmlconf.ConfigurableResource, types resource.ResourceTypes) *jsonSetting {
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

package drift

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/fairsched/fairsched/core/placement"
	"github.com/fairsched/fairsched/rm/rmrest"
	"github.com/fairsched/fairsched/xmlconf"
)

// CapacityValues are one side's figures for a queue of the Capacity
// Scheduler, as the ResourceManager's REST API exports them
// (CapacitySchedulerQueueInfo, its leaf form and its partitions): the RM's
// own, or those capacity-scheduler.xml gives on the RM's cluster. A value
// a side does not report (a field of a later release, a leaf's value on a
// parent) is nil and not compared. Percentages are of the parent
// (capacity, maxCapacity) or of the cluster (absolute*), as the RM gives
// them.
type CapacityValues struct {
	Capacity            float64 `json:"capacity"`
	AbsoluteCapacity    float64 `json:"absoluteCapacity"`
	MaxCapacity         float64 `json:"maxCapacity"`
	AbsoluteMaxCapacity float64 `json:"absoluteMaxCapacity"`
	// EffectiveMinResource and EffectiveMaxResource are the default
	// partition's (Hadoop 3.1 and later).
	EffectiveMinResource   *rmrest.Resource `json:"effectiveMinResource"`
	EffectiveMaxResource   *rmrest.Resource `json:"effectiveMaxResource"`
	UserLimit              *float64         `json:"userLimit"`
	UserLimitFactor        *float64         `json:"userLimitFactor"`
	MaxApplications        *int64           `json:"maxApplications"`
	MaxApplicationsPerUser *int64           `json:"maxApplicationsPerUser"`
	// MaxAMLimitPercentage is maximum-am-resource-percent × 100 in the
	// default partition.
	MaxAMLimitPercentage *float64 `json:"maxAMLimitPercentage"`
	State                string   `json:"state"`
	// SubmitACL and AdminACL are the queue's ACLs (Hadoop 3.3 and later),
	// users then groups, each sorted ("*" for everyone).
	SubmitACL *string `json:"submitACL"`
	AdminACL  *string `json:"administerACL"`
	// Partitions are the capacities in each node-label partition other
	// than the default one, by label.
	Partitions map[string]CapacityPartition `json:"partitions"`
}

// CapacityPartition is a queue's capacities in one partition.
type CapacityPartition struct {
	Capacity            float64 `json:"capacity"`
	AbsoluteCapacity    float64 `json:"absoluteCapacity"`
	MaxCapacity         float64 `json:"maxCapacity"`
	AbsoluteMaxCapacity float64 `json:"absoluteMaxCapacity"`
}

// MarshalJSON writes the values of the queue's scheduler: the Capacity
// Scheduler's when Capacity is set, else the Fair Scheduler's.
func (v Values) MarshalJSON() ([]byte, error) {
	if v.Capacity != nil {
		return json.Marshal(v.Capacity)
	}
	type fair Values // without this method
	return json.Marshal(fair(v))
}

// ACLText is an ACL as drift compares it: "*", or the users and the
// groups, each sorted and joined by commas, with a space between (the
// order of AccessControlList.getAclString is a hash set's).
func ACLText(a placement.ACL) string {
	if a.All {
		return "*"
	}
	u, g := slices.Sorted(slices.Values(a.Users)), slices.Sorted(slices.Values(a.Groups))
	return strings.Join(u, ",") + " " + strings.Join(g, ",")
}

// driftPercent is a percentage as drift compares it: the Java float the
// scheduler holds, to 6 significant digits, so that the RM's float
// (30.000002 for 30, 0.4475 for 0.44749999) and the file's agree.
func driftPercent(f float64) string {
	return strconv.FormatFloat(float64(float32(f)), 'g', 6, 64) + "%"
}

// capacityFields returns the compared values of a Capacity Scheduler queue
// on both sides, in the RM's order.
func capacityFields(f, r *CapacityValues) []Field {
	out := []Field{
		{"capacity", driftPercent(f.Capacity), driftPercent(r.Capacity), true},
		{"absoluteCapacity", driftPercent(f.AbsoluteCapacity), driftPercent(r.AbsoluteCapacity), true},
		{"maxCapacity", driftPercent(f.MaxCapacity), driftPercent(r.MaxCapacity), true},
		{"absoluteMaxCapacity", driftPercent(f.AbsoluteMaxCapacity), driftPercent(r.AbsoluteMaxCapacity), true},
		optField("effectiveMinResource", f.EffectiveMinResource, r.EffectiveMinResource, driftAmount),
		optField("effectiveMaxResource", f.EffectiveMaxResource, r.EffectiveMaxResource, driftAmount),
		optField("userLimit", f.UserLimit, r.UserLimit, func(v float64) string { return driftPercent(v) }),
		optField("userLimitFactor", f.UserLimitFactor, r.UserLimitFactor, func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 32) }),
		optField("maxApplications", f.MaxApplications, r.MaxApplications, func(v int64) string { return fmt.Sprint(v) }),
		optField("maxApplicationsPerUser", f.MaxApplicationsPerUser, r.MaxApplicationsPerUser, func(v int64) string { return fmt.Sprint(v) }),
		optField("maxAMLimitPercentage", f.MaxAMLimitPercentage, r.MaxAMLimitPercentage, func(v float64) string { return driftPercent(v) }),
		{"state", f.State, r.State, f.State != "" && r.State != ""},
		optField("submitACL", f.SubmitACL, r.SubmitACL, strconv.Quote),
		optField("administerACL", f.AdminACL, r.AdminACL, strconv.Quote),
	}
	return append(out, partitionFields(f.Partitions, r.Partitions)...)
}

// optField is a value that either side may not report.
func optField[T any](name string, f, r *T, text func(T) string) Field {
	if f == nil || r == nil {
		return Field{Name: name}
	}
	return Field{name, text(*f), text(*r), true}
}

// partitionFields compares the partitions both sides have, by label.
func partitionFields(f, r map[string]CapacityPartition) []Field {
	labels := map[string]bool{}
	for l := range f {
		labels[l] = true
	}
	for l := range r {
		labels[l] = true
	}
	var out []Field
	for _, l := range slices.Sorted(maps.Keys(labels)) {
		fp, inF := f[l]
		rp, inR := r[l]
		if !inF || !inR { // the RM lists the partitions of the cluster's labels; the file those it configures
			continue
		}
		out = append(out,
			Field{"partitions." + l + ".capacity", driftPercent(fp.Capacity), driftPercent(rp.Capacity), true},
			Field{"partitions." + l + ".maxCapacity", driftPercent(fp.MaxCapacity), driftPercent(rp.MaxCapacity), true})
	}
	return out
}

// ConfDifference is a property whose value in the ResourceManager's
// scheduler-conf is not the file's (InFile or InRM false: only on the
// other side).
type ConfDifference struct {
	Name, File, RM string
	InFile, InRM   bool
	// Pos is where the file sets it (zero when it does not).
	Pos xmlconf.Pos
}

// ConfDifferences compares the file's properties (by name) with the RM's
// scheduler-conf, property by property, values as written; in name order.
func ConfDifferences(file map[string]ConfValue, rm []rmrest.ConfProperty) []ConfDifference {
	seen := map[string]bool{}
	var out []ConfDifference
	for _, p := range rm {
		seen[p.Name] = true
		f, ok := file[p.Name]
		if !ok || f.Value != p.Value {
			out = append(out, ConfDifference{Name: p.Name, File: f.Value, RM: p.Value, InFile: ok, InRM: true, Pos: f.Pos})
		}
	}
	for name, f := range file {
		if !seen[name] {
			out = append(out, ConfDifference{Name: name, File: f.Value, InFile: true, Pos: f.Pos})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// ConfValue is a property of the file: its value and where.
type ConfValue struct {
	Value string
	Pos   xmlconf.Pos
}

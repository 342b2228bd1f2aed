package render

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

func capacityFixture(t *testing.T) []capacity.Share {
	t.Helper()
	src := `<configuration>
<property><name>yarn.scheduler.capacity.root.queues</name><value>a,b</value></property>
<property><name>yarn.scheduler.capacity.root.a.capacity</name><value>33.3</value></property>
<property><name>yarn.scheduler.capacity.root.b.capacity</name><value>66.7</value></property>
<property><name>yarn.scheduler.capacity.root.b.maximum-capacity</name><value>80</value></property>
<property><name>yarn.scheduler.capacity.root.b.minimum-user-limit-percent</name><value>25</value></property>
</configuration>`
	v, _ := hadoop.Parse("3.3.6")
	c, err := capacity.Read("cs.xml", []byte(src), hadoop.For(v))
	if err != nil || c.Refused() {
		t.Fatalf("%v %+v", err, c.Facts)
	}
	return capacity.Shares(c, resource.Resource{409600, 100, 8}, resource.WithCustom("yarn.io/gpu"), nil)
}

// TestCapacitySharesJSONIsEncodingJSON: the streamed JSON is what
// encoding/json writes for the same values, with two-space indentation.
func TestCapacitySharesJSONIsEncodingJSON(t *testing.T) {
	shares := capacityFixture(t)
	types := resource.WithCustom("yarn.io/gpu")
	var got bytes.Buffer
	if err := CapacitySharesJSON(&got, shares, types); err != nil {
		t.Fatal(err)
	}
	type queue struct {
		Queue                   string           `json:"queue"`
		Capacity                float32          `json:"capacity"`
		AbsoluteCapacity        float32          `json:"absoluteCapacity"`
		AbsoluteMaximumCapacity float32          `json:"absoluteMaximumCapacity"`
		Guaranteed              map[string]int64 `json:"guaranteed"`
		Maximum                 map[string]int64 `json:"maximum"`
		MaxApplications         int32            `json:"maxApplications"`
		MaxApplicationsPerUser  int32            `json:"maxApplicationsPerUser"`
		AMLimit                 map[string]int64 `json:"amLimit"`
		UserAMLimit             map[string]int64 `json:"userAMLimit"`
		UserLimit               map[string]int64 `json:"userLimit"`
		Weight                  float32          `json:"weight"`
		NormalizedWeight        float32          `json:"normalizedWeight"`
	}
	res := func(r resource.Resource) map[string]int64 {
		m := map[string]int64{}
		for i, n := range types {
			m[n] = r.Get(i)
		}
		return m
	}
	var doc struct {
		Queues []queue `json:"queues"`
	}
	for _, s := range shares {
		doc.Queues = append(doc.Queues, queue{s.Queue.Path, s.Capacity, s.AbsCapacity, s.AbsMaxCapacity, res(s.Guaranteed), res(s.Maximum),
			s.MaxApplications, s.MaxApplicationsPerUser, res(s.AMLimit), res(s.UserAMLimit), res(s.UserLimit), s.Weight, s.NormalizedWeight})
	}
	want, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	// encoding/json sorts map keys; the stream writes the types in
	// Hadoop's order, which for these three is also sorted.
	if got.String() != string(want)+"\n" {
		t.Errorf("got\n%s\nwant\n%s", got.String(), want)
	}
	if !strings.Contains(got.String(), `"capacity": 0.333`) {
		t.Errorf("33.3%% is not 0.333 as Hadoop's float getter gives it:\n%s", got.String())
	}
}

// TestCapacitySharesTree: the text tree has a row per queue with its
// figures and why, cut at the width.
func TestCapacitySharesTree(t *testing.T) {
	shares := capacityFixture(t)
	var out bytes.Buffer
	if err := CapacitySharesTree(&out, shares, resource.WithCustom("yarn.io/gpu"), Options{}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "QUEUE") || !strings.HasPrefix(lines[2], "├─ a") || !strings.HasPrefix(lines[3], "└─ b") {
		t.Fatalf("tree\n%s", out.String())
	}
	if !strings.Contains(lines[3], "capacity 66.7% of root; user limit: minimum-user-limit-percent 25% of the queue's capacity") {
		t.Errorf("b's why: %s", lines[3])
	}
	out.Reset()
	if err := CapacitySharesTree(&out, shares, resource.WithCustom("yarn.io/gpu"), Options{Width: 40}); err != nil {
		t.Fatal(err)
	}
	narrow := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	for _, l := range narrow {
		if n := len([]rune(l)); n > 40 {
			t.Errorf("line of %d runes does not fit 40: %q", n, l)
		}
	}
	if !strings.HasPrefix(narrow[0], "QUEUE  GUARANTEED") {
		t.Errorf("at 40 columns the guarantee stays, the rest goes first:\n%s", out.String())
	}
}

package capacity

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
)

// TestAbsoluteAmounts checks testdata/absolute-amounts.tsv: each absolute
// capacity as the release reads it (refused, or the memory and vcores it
// gets, and how many warnings say what Hadoop skips or misreads).
func TestAbsoluteAmounts(t *testing.T) {
	data, err := os.ReadFile("testdata/absolute-amounts.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 3 {
			t.Fatalf("line %d: %q has fewer than 3 fields", i+1, line)
		}
		release, value, want := f[0], f[1], strings.Join(f[2:], " ")
		c := mustRead(t, release, "root.queues=a", "root.a.capacity="+value)
		if got := amountOutcome(c); got != want {
			t.Errorf("line %d: %s %s: %s, want %s (facts %+v)", i+1, release, value, got, want, c.Facts)
		}
	}
}

// amountOutcome words how root.a's capacity was read, as the table does:
// "refused" when the value itself is refused, else the amounts (memory,
// vcores, then each custom type=amount) and a
// "warn" for each warning, a finding or a fact (the sum check root makes of an unset capacity
// is not the value's).
func amountOutcome(c *Config) string {
	warns := ""
	for _, f := range c.Facts {
		switch {
		case f.Refuses && factCodes[f.Kind] == CodeInvalidValue:
			return "refused"
		case !f.Refuses:
			warns += " warn"
		}
	}
	v := c.Queue("root.a").Capacity
	if v.Kind != Absolute {
		return "unset" + warns
	}
	r := entriesResource(v)
	custom := ""
	for _, e := range v.Entries {
		if e.Type != resource.MemoryMB && e.Type != resource.VCores {
			custom += fmt.Sprintf(",%s=%g", e.Type, e.Value)
		}
	}
	return fmt.Sprintf("%d,%d", r[0], r[1]) + custom + warns
}

// TestHexApplications: Configuration.getInt reads "0x" hexadecimal, so a
// maximum-applications of 0x10 is 16 applications, not the default.
func TestHexApplications(t *testing.T) {
	c := mustRead(t, "3.3.6", "root.queues=a", "root.a.capacity=100", "root.a.maximum-applications=0x10")
	s := Shares(c, resource.Resource{100 << 10, 100}, nil, nil)[1]
	if c.Refused() || s.MaxApplications != 16 || !s.MaxApplicationsSet {
		t.Errorf("maxApplications %d (set %v), refused %v; want 16", s.MaxApplications, s.MaxApplicationsSet, c.Refused())
	}
}

// TestHugeMinimums: two minimums of Long.MAX_VALUE overflow Hadoop's long
// sum; the parent then shares what it has between them by their true sum
// instead of showing a wrapped figure.
func TestHugeMinimums(t *testing.T) {
	c := mustRead(t, "3.3.6", "root.queues=a,b",
		"root.a.capacity=[memory=9223372036854775807,vcores=2147483647]", "root.b.capacity=[memory=9223372036854775807,vcores=2147483647]")
	for _, s := range Shares(c, resource.Resource{100 << 10, 100}, nil, nil)[1:] {
		if s.Guaranteed[0] != 50<<10 || s.Guaranteed[1] != 50 {
			t.Errorf("%s guaranteed %v, want half of the cluster", s.Queue.Path, s.Guaranteed)
		}
	}
}

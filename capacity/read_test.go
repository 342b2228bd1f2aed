package capacity

import (
	"slices"
	"strings"
	"testing"
)

func TestReadTree(t *testing.T) {
	c := mustRead(t, "3.3.6",
		"root.queues=a, b,,",
		"root.a.capacity=40",
		"root.b.capacity=60",
		"root.b.queues=b1",
		"root.b.b1.capacity=100",
		"root.b.b1.maximum-capacity=-1",
		"root.a.user-limit-factor=2",
		"maximum-applications=500")
	var paths []string
	for _, q := range c.Queues {
		paths = append(paths, q.Path)
	}
	if want := []string{"root", "root.a", "root.b", "root.b.b1"}; !slices.Equal(paths, want) {
		t.Fatalf("queues %v, want %v", paths, want)
	}
	a := c.Queue("root.a")
	if a.Capacity.Kind != Percent || a.Capacity.Number != 40 || a.Capacity.Pos.Line != 3 {
		t.Errorf("root.a capacity %+v", a.Capacity)
	}
	if b1 := c.Queue("root.b.b1"); b1.MaxCapacity.Number != 100 {
		t.Errorf("-1 maximum-capacity reads as %v, want 100", b1.MaxCapacity.Number)
	}
	if a.Settings["user-limit-factor"].Raw != "2" || c.Globals["maximum-applications"].Raw != "500" {
		t.Errorf("settings %v globals %v", a.Settings, c.Globals)
	}
	if len(c.Facts) != 0 {
		t.Errorf("facts %+v", c.Facts)
	}
}

func TestReadUnknownProperties(t *testing.T) {
	c := mustRead(t, "3.3.6",
		"root.queues=a",
		"root.a.capacity=100",
		"root.a.user-limit-factr=2",
		"maximum-aplications=5",
		"root.ab.capacity=5")
	if c.Refused() {
		t.Errorf("refused: %+v", c.Facts)
	}
	var hints []string
	for _, f := range c.Facts {
		if f.Kind != FactUnknownQueueProperty && f.Kind != FactUnknownProperty && f.Kind != FactOrphanProperty {
			t.Errorf("unexpected fact %+v", f)
		}
		hints = append(hints, string(f.Kind)+" "+f.Suggest)
	}
	want := []string{
		"unknown queue property yarn.scheduler.capacity.root.a.user-limit-factor",
		"unknown property yarn.scheduler.capacity.maximum-applications",
		"orphan property root.a",
	}
	if !slices.Equal(hints, want) {
		t.Errorf("hints\n%q\nwant\n%q", hints, want)
	}
}

func TestReadGarbage(t *testing.T) {
	_, err := Read("cs.xml", []byte("<configuration><property>"), profile(t, "3.3.6"))
	if err == nil || !strings.HasPrefix(err.Error(), "cs.xml:1:") {
		t.Errorf("error %v, want a position", err)
	}
}

func TestReadForms(t *testing.T) {
	tests := []struct {
		release, value string
		kind           Kind
		refusal        string
	}{
		{"3.3.6", "2w", Unset, CodeUnsupportedForm},
		{"3.4.0", "2w", Weight, ""},
		{"3.4.0", "2ww", Weight, ""}, // getNonLabeledQueueWeight parses what comes before the first w
		{"3.0.0", "[memory=1024,vcores=1]", Unset, CodeUnsupportedForm},
		{"3.1.0", "[memory=1024,vcores=1]", Absolute, ""},
		{"3.3.6", "[memory=50%,vcores=1w]", Unset, CodeUnsupportedForm},
		{"3.4.0", "[memory=50%,vcores=1w]", Vector, ""},
		{"3.4.0", "[memory=1024.5,vcores=50%]", Vector, ""},             // with "%" only the vector parser reads it: a float
		{"3.4.0", "[memory=1024.5,vcores=50]", Unset, CodeInvalidValue}, // RESOURCE_PATTERN matches: Long.valueOf refuses
		{"3.3.6", "101", Unset, CodeInvalidValue},
		{"3.3.6", "abc", Unset, CodeInvalidValue},
	}
	for _, tt := range tests {
		c := mustRead(t, tt.release, "root.queues=a", "root.a.capacity="+tt.value)
		if k := c.Queue("root.a").Capacity.Kind; k != tt.kind {
			t.Errorf("%s %q: kind %v, want %v", tt.release, tt.value, k, tt.kind)
		}
		if tt.refusal != "" && (len(codes(c)) == 0 || codes(c)[0] != tt.refusal || !c.Refused()) {
			t.Errorf("%s %q: findings %v, want %s first", tt.release, tt.value, codes(c), tt.refusal)
		}
	}
}

// TestReadTemplates: template properties name queue properties, and 3.4's
// wildcard templates belong to no queue.
func TestReadTemplates(t *testing.T) {
	c := mustRead(t, "3.4.0", "root.queues=users", "root.users.capacity=100",
		"root.users.auto-create-child-queue.enabled=true",
		"root.users.leaf-queue-template.capacity=10",
		"root.users.leaf-queue-template.capacty=10",
		"root.*.auto-queue-creation-v2.template.capacity=1w")
	got := codes(c)
	for _, f := range c.Facts {
		got = append(got, string(f.Kind)+" "+f.Name+" "+f.Suggest)
	}
	want := []string{CodeUnknownProperty, "unknown template property capacty yarn.scheduler.capacity.root.users.leaf-queue-template.capacity"}
	if !slices.Equal(got, want) {
		t.Errorf("findings %q, want %q", got, want)
	}
}

// TestReadUnits: absolute amounts take Hadoop's units, converted to MB for
// memory with UnitsConversionUtil's long arithmetic; a pair without "=" or
// with an unknown unit is skipped with a warning.
func TestReadUnits(t *testing.T) {
	tests := []struct {
		value    string
		mem, vc  float64
		warnings int
	}{
		{"[memory=10Gi,vcores=10]", 10240, 10, 0},
		{"[memory=1G,vcores=2]", 953, 2, 0},
		{"[memory=2048Mi,vcores=2k]", 2048, 0, 0}, // every unit converts to Mi: 2 k = 2000 → 0 Mi
		{"[memory=1024,vcores=2,gpus]", 1024, 2, 1},
		{"[memory=1024,vcores=2X]", 1024, 0, 1},
	}
	for _, tt := range tests {
		c := mustRead(t, "3.3.6", "root.queues=a", "root.a.capacity="+tt.value, "root.a.maximum-capacity=[memory=20Gi,vcores=20]")
		if c.Refused() {
			t.Errorf("%s refused: %+v", tt.value, c.Facts)
			continue
		}
		r := entriesResource(c.Queue("root.a").Capacity)
		if n := len(c.Facts); float64(r[0]) != tt.mem || float64(r[1]) != tt.vc || n != tt.warnings {
			t.Errorf("%s: %v, %d facts (%+v), want [%v %v] and %d", tt.value, r, n, c.Facts, tt.mem, tt.vc, tt.warnings)
		}
	}
}

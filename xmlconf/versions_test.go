package xmlconf

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/diag"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// parseAt parses src as release v.
func parseAt(t *testing.T, v string, src string) (*Allocations, []diag.Finding) {
	t.Helper()
	ver, err := hadoop.Parse(v)
	if err != nil {
		t.Fatal(err)
	}
	a := Parse([]byte(src), Options{Hadoop: hadoop.For(ver)})
	return a, withFacts(a)
}

// verdict summarises what a release did with a file: the rule IDs of its
// issues with the first words of their messages, or a fact the case asks
// about.
type verdictFunc func(a *Allocations, is []diag.Finding) string

func issueRules(_ *Allocations, is []diag.Finding) string {
	var ids []string
	for _, i := range is {
		ids = append(ids, i.Rule)
	}
	return strings.Join(ids, ",")
}

func issueMessages(_ *Allocations, is []diag.Finding) string {
	var ms []string
	for _, i := range is {
		ms = append(ms, i.Message)
	}
	return strings.Join(ms, "|")
}

// TestVersionMatrix reads the same file as two or more releases and
// expects different verdicts, one row of the version matrix each.
func TestVersionMatrix(t *testing.T) {
	queue := func(inner string) string { return "<allocations><queue name=\"a\">" + inner + "</queue></allocations>" }
	policy := func(rules string) string {
		return "<allocations><queuePlacementPolicy>" + rules + "</queuePlacementPolicy></allocations>"
	}
	minRes := func(v string) string { return queue("<minResources>" + v + "</minResources>") }
	readMin := func(a *Allocations, is []diag.Finding) string {
		if len(is) > 0 {
			return is[0].Rule + ": " + is[0].Message
		}
		q := a.Find("root.a")
		if q.MinResources.Val.IsPercent() {
			return "percent " + q.MinResources.Val.Format(a.Types)
		}
		return q.MinResources.Val.Absolute.Format(a.Types)
	}
	for _, tc := range []struct {
		name string
		src  string
		f    verdictFunc
		want map[string]string // version -> verdict substring ("" means none)
	}{
		{"root.default created at start-up until 3.4 (YARN-7769)", queue(""),
			func(a *Allocations, _ []diag.Finding) string {
				if a.Find("root.default") != nil {
					return "root.default"
				}
				return "no root.default"
			},
			map[string]string{"3.3": "root.default", "2.6": "root.default", "3.4.0": "no root.default"}},
		{"children of root.default created from 3.4", `<allocations><queue name="default"><queue name="x"/></queue></allocations>`,
			func(a *Allocations, _ []diag.Finding) string {
				return "cause " + string(rune('0'+a.Find("root.default.x").NotCreatedCause))
			},
			map[string]string{"3.3.6": "cause 2", "3.4": "cause 0"}},
		{"maxAMShare on a parent (YARN-10528)", queue("<maxAMShare>0.5</maxAMShare><queue name=\"b\"/>"), issueRules,
			map[string]string{"3.3.6": "max-am-share-on-parent", "3.2.3": "max-am-share-on-parent", "3.3.0": "max-am-share-ignored-on-parent", "3.2.2": "max-am-share-ignored-on-parent", "2.6": "max-am-share-ignored-on-parent"}},
		{"new-style resources (YARN-7556)", minRes("memory-mb=1024, vcores=2"), readMin,
			map[string]string{"3.2": "1024 mb, 2 vcores", "3.1": "Missing resource: mb"}},
		{"negative old-style value (YARN-8738)", minRes("-1024 mb, 2 vcores"), readMin,
			map[string]string{"3.3": "should not be negative", "3.2": "1024 mb, 2 vcores"}},
		{"negative new-style value (YARN-8738)", minRes("memory-mb=-1, vcores=2"), readMin,
			map[string]string{"3.3": "should not be negative", "3.2.4": "-1 mb, 2 vcores"}},
		{"memory only (YARN-7291)", minRes("1024 mb"), readMin,
			map[string]string{"3.3": "Cannot parse resource values", "3.2": "Missing resource: vcores"}},
		{"unanchored percentage (YARN-7291)", minRes("memory-mb=-75%, vcores=50%"), readMin,
			map[string]string{"3.3": "not a non-negative number", "3.2": "percent"}},
		{"thousands separator misread in every grammar", minRes("1,024 mb, 2 vcores"),
			func(a *Allocations, is []diag.Finding) string {
				c := a.Find("root.a").MinResources.Val
				return fmt.Sprint(c.Absolute.Format(a.Types), " ", c.Quirks.Has(QuirkThousandsSeparator))
			},
			map[string]string{"3.3": "24 mb, 2 vcores true", "3.2": "24 mb, 2 vcores true", "2.6": "24 mb, 2 vcores true"}},
		{"queue name with a period (2.7)", `<allocations><queue name="a.b"/></allocations>`, issueRules,
			map[string]string{"2.6": "", "2.7": "invalid-queue-name"}},
		{"queue name trimming (2.8, YARN-5272)", "<allocations><queue name=\"\u00a0a \"/></allocations>",
			func(a *Allocations, _ []diag.Finding) string { return fmt.Sprintf("%q", a.Root.Children[0].Name) },
			map[string]string{"2.7": `"\u00a0a "`, "2.8": `"\u00a0a"`, "2.9": `"a"`}},
		{"reservation ACLs (2.8)", queue("<aclListReservations>u</aclListReservations>"), issueRules,
			map[string]string{"2.7": "unknown-element", "2.8": ""}},
		{"allowPreemptionFrom (2.9)", queue("<allowPreemptionFrom>false</allowPreemptionFrom>"), issueRules,
			map[string]string{"2.8": "unknown-element", "2.9": ""}},
		{"percentages (YARN-2162)", minRes("50%"), readMin,
			map[string]string{"2.9": "percent", "2.8": "Missing resource: mb"}},
		{"decimal memory (YARN-4256)", minRes("5120.3 mb, 2 vcores"), readMin,
			map[string]string{"2.7": "3 mb, 2 vcores", "2.8": "5120 mb, 2 vcores"}},
		{"maxContainerAllocation (YARN-8468)", queue("<maxContainerAllocation>1024 mb, 1 vcores</maxContainerAllocation>"), issueRules,
			map[string]string{"3.1.1": "unknown-element", "3.1.2": "", "3.2.0": ""}},
		{"maxChildResources (2.9)", queue("<maxChildResources>1024 mb, 1 vcores</maxChildResources>"), issueRules,
			map[string]string{"2.8": "unknown-element", "2.9": ""}},
		{"queueMaxResourcesDefault (2.8)", "<allocations><queueMaxResourcesDefault>1024 mb, 1 vcores</queueMaxResourcesDefault></allocations>", issueMessages,
			map[string]string{"2.7": "Bad element", "2.8": ""}},
		{"reservation (2.7)", queue("<reservation/>"), issueRules,
			map[string]string{"2.6": "unknown-element", "2.7": ""}},
		{"fifo default policy (YARN-4212)", "<allocations><defaultQueueSchedulingPolicy>fifo</defaultQueueSchedulingPolicy></allocations>", issueRules,
			map[string]string{"2.8": "", "2.9": "fifo-default-policy"}},
		{"drf under fair (YARN-4212)", `<allocations><queue name="a"><schedulingPolicy>drf</schedulingPolicy></queue></allocations>`,
			func(a *Allocations, _ []diag.Finding) string {
				return "cause " + string(rune('0'+a.Find("root.a").NotCreatedCause))
			},
			map[string]string{"2.8": "cause 0", "2.9": "cause 4"}},
		{"fifo on a parent (YARN-4212)", `<allocations><queue name="a"><schedulingPolicy>fifo</schedulingPolicy><queue name="b"/></queue></allocations>`,
			func(a *Allocations, _ []diag.Finding) string {
				q := a.Find("root.a")
				return fmt.Sprintf("%s cause %d", q.Policy, q.NotCreatedCause)
			},
			map[string]string{"2.8": "fair cause 0", "2.9": "fifo cause 3"}},
		{"nestedUserQueue terminal (YARN-8967)", policy(`<rule name="specified"/><rule name="nestedUserQueue"><rule name="primaryGroup"/></rule><rule name="default"/>`), issueRules,
			map[string]string{"3.2": "", "3.3": "unreachable-placement-rule"}},
		{"default create=false (YARN-8967)", policy(`<rule name="specified"/><rule name="default" create="false"/>`), issueRules,
			map[string]string{"3.2": "", "3.3": "placement-not-terminal"}},
		{"create empty (YARN-8967)", policy(`<rule name="user" create=""/>`), issueRules,
			map[string]string{"3.2": "placement-not-terminal", "3.3": ""}},
		{"every child is a rule before YARN-8967", policy(`<notarule/><rule name="default"/>`), issueMessages,
			map[string]string{"3.2": "No name provided", "3.3": "unknown element <notarule>"}},
		{"rule index base (YARN-8967)", policy(`<rule name="specified"/><rule name="reject"/><rule name="default"/>`), issueMessages,
			map[string]string{"3.2": "Rules after rule 1 in", "3.3": "Rules after rule 2 in"}},
		{"nestedUserQueue without nested rule", policy(`<rule name="nestedUserQueue"/><rule name="default"/>`), issueMessages,
			map[string]string{"3.2": "No nested rule specified", "3.3": "must have a parent rule set"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for v, want := range tc.want {
				got := tc.f(parseAt(t, v, tc.src))
				if want == "" && got != "" || !strings.Contains(got, want) {
					t.Errorf("as %s: got %q, want %q", v, got, want)
				}
			}
		})
	}
}

// TestEveryRelease reads every fixture and a set of resource strings as
// each known release line: no panic, positions inside the input, and the
// same result twice.
func TestEveryRelease(t *testing.T) {
	files, _ := filepath.Glob("../testdata/fair-scheduler/*/*/*.xml")
	more, _ := filepath.Glob("../testdata/fair-scheduler/*/*.xml")
	files = append(files, more...)
	if len(files) < 50 {
		t.Fatalf("only %d fixtures found", len(files))
	}
	lines := map[string]bool{}
	for _, r := range hadoop.Releases {
		lines[r.Line()] = true
	}
	for line := range lines {
		v, _ := hadoop.Parse(line)
		prof := hadoop.For(v)
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			is := withFacts(Parse(src, Options{Hadoop: prof}))
			again := withFacts(Parse(src, Options{Hadoop: prof}))
			if !reflect.DeepEqual(is, again) {
				t.Errorf("%s as %s: issues differ between two parses", f, line)
			}
			lastLine := int32(strings.Count(string(src), "\n") + 1)
			for _, i := range is {
				if i.Pos.Line < 1 || i.Pos.Line > lastLine {
					t.Errorf("%s as %s: issue %q at %v outside the file", f, line, i.Rule, i.Pos)
				}
			}
		}
		for _, tc := range resourceCases {
			a, errA := ParseResourceIn(prof, tc.input, tc.missing, tc.types)
			b, errB := ParseResourceIn(prof, tc.input, tc.missing, tc.types)
			if !reflect.DeepEqual(a, b) || !reflect.DeepEqual(errA, errB) {
				t.Errorf("ParseResourceIn(%s, %q) not deterministic", line, tc.input)
			}
			var re *ResourceError
			if errA != nil && !errors.As(errA, &re) {
				t.Errorf("ParseResourceIn(%s, %q) error %T, want *ResourceError", line, tc.input, errA)
			}
		}
	}
}

// FuzzParseResourceIn checks that every release's resource reader never
// panics, is deterministic, and reports rejections as *ResourceError.
func FuzzParseResourceIn(f *testing.F) {
	for _, tc := range resourceCases {
		f.Add(tc.input, uint8(0))
	}
	f.Fuzz(func(t *testing.T, input string, release uint8) {
		prof := hadoop.For(hadoop.Releases[int(release)%len(hadoop.Releases)])
		got, err := ParseResourceIn(prof, input, 0, resource.DefaultResourceTypes)
		again, err2 := ParseResourceIn(prof, input, 0, resource.DefaultResourceTypes)
		if !reflect.DeepEqual(got, again) || !reflect.DeepEqual(err, err2) {
			t.Fatalf("ParseResourceIn(%s, %q) not deterministic", prof.Version, input)
		}
		var re *ResourceError
		if err != nil && !errors.As(err, &re) {
			t.Fatalf("ParseResourceIn(%s, %q) error %T", prof.Version, input, err)
		}
		if err == nil && !got.IsPercent() && len(got.Absolute) != len(resource.DefaultResourceTypes) {
			t.Fatalf("ParseResourceIn(%s, %q) = %v: wrong length", prof.Version, input, got)
		}
	})
}

// FuzzParseRelease checks that reading a file as any release never panics,
// is deterministic and keeps every issue inside the input.
func FuzzParseRelease(f *testing.F) {
	for _, s := range append(fuzzSeeds, seedInputs()...) {
		f.Add(s, uint8(0))
		f.Add(s, uint8(20))
	}
	f.Fuzz(func(t *testing.T, src string, release uint8) {
		prof := hadoop.For(hadoop.Releases[int(release)%len(hadoop.Releases)])
		is := withFacts(Parse([]byte(src), Options{Hadoop: prof}))
		again := withFacts(Parse([]byte(src), Options{Hadoop: prof}))
		if !reflect.DeepEqual(is, again) {
			t.Fatalf("as %s: issues differ between two parses", prof.Version)
		}
		lines := int32(strings.Count(src, "\n") + 1)
		for _, i := range is {
			if i.Pos.Line < 0 || i.Pos.Line > lines {
				t.Fatalf("as %s: issue %s at %v outside the input", prof.Version, i.Rule, i.Pos)
			}
		}
	})
}

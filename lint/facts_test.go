package lint

import (
	"reflect"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// TestEveryFactWorded checks that each kind of reader Fact has a wording
// whose rule is registered, so no fact is silently dropped.
func TestEveryFactWorded(t *testing.T) {
	ids := map[string]bool{}
	for _, r := range Registry() {
		ids[r.ID] = true
	}
	for _, k := range xmlconf.FactKinds {
		fr, ok := factRules[k]
		if !ok {
			t.Errorf("fact kind %q has no wording in factRules", k)
			continue
		}
		// Rule: the placement facts that name a second rule always carry it.
		rule, msg, _ := fr.word(xmlconf.Fact{Kind: k, Element: "e", Releases: func(hadoop.Profile) bool { return true },
			FactDetail: &xmlconf.FactDetail{Rule: &xmlconf.PlacementRule{Name: "user", Parent: &xmlconf.PlacementRule{Name: "user"}}}}, hadoop.Default)
		if ByID(rule) == nil || msg == "" {
			t.Errorf("fact kind %q is worded as rule %q (registered %v) with message %q", k, rule, ids[rule], msg)
		}
		// readerFacts reports the kind through the rule of its entry.
		if r := ByID(fr.rule); r == nil || r.ID != fr.rule || ByID(rule) != r {
			t.Errorf("fact kind %q is listed under rule %q, but worded as %q, which is no ID or alias of it", k, fr.rule, rule)
		} else if !reportsReaderFacts(r) {
			t.Errorf("fact kind %q is listed under rule %q, whose Check is not readerFacts: its findings are lost", k, fr.rule)
		}
	}
}

// TestMaxAMShareFactAcrossReleases reads a maxAMShare on a parent as 3.3.0
// and 3.3.1: the fact's outcome picks the rule, and the message names the
// releases around the one checked.
func TestMaxAMShareFactAcrossReleases(t *testing.T) {
	src := []byte(`<allocations><queue name="a"><maxAMShare>0.1</maxAMShare><queue name="b"/></queue></allocations>`)
	for _, tc := range []struct{ release, rule, msg string }{
		{"3.3.0", RuleMaxAMShareIgnoredOnParent, "is ignored by Hadoop 3.3.0; Hadoop 3.3.1 and later, 3.2.3 to 3.2.4 refuse the file"},
		{"3.3.1", RuleMaxAMShareOnParent, "<maxAMShare> on a parent queue; Hadoop 3.3.1+: \"The configuration settings for root.a are invalid."},
	} {
		v, err := hadoop.Parse(tc.release)
		if err != nil {
			t.Fatal(err)
		}
		a := xmlconf.Parse(src, xmlconf.Options{Hadoop: hadoop.For(v)})
		ds := Run("f.xml", a, Options{Only: []string{tc.rule}})
		if len(ds) != 1 || !strings.Contains(ds[0].Message, tc.msg) {
			t.Errorf("%s: findings %v, want one %s containing %q", tc.release, ds, tc.rule, tc.msg)
		}
	}
}

// TestInvalidPolicyWording checks the wording of the scheduling policy
// facts against the reader's messages from before they became facts,
// written out by hand: an empty trimmed name, and a Java runtime class.
func TestInvalidPolicyWording(t *testing.T) {
	for _, tc := range []struct{ policy, msg string }{
		{" ", `<schedulingPolicy> "" is not a scheduling policy; Hadoop: " SchedulingPolicy class not found!"`},
		{"java.lang.String", `<schedulingPolicy> "java.lang.String" names a class of the Java runtime, which is not a scheduling policy; ` +
			`Hadoop refuses it ("java.lang.String does not extend SchedulingPolicy", or "java.lang.String SchedulingPolicy class not found!")`},
	} {
		src := []byte(`<allocations><queue name="a"><schedulingPolicy>` + tc.policy + `</schedulingPolicy></queue></allocations>`)
		a := xmlconf.Parse(src, xmlconf.Options{})
		ds := Run("f.xml", a, Options{Only: []string{RuleInvalidPolicy}})
		if len(ds) != 1 || ds[0].Message != tc.msg || ds[0].Hint != "use fair, drf or fifo" || ds[0].Queue != "root.a" {
			t.Errorf("%q: findings %+v, want one with message %s", tc.policy, ds, tc.msg)
		}
	}
}

// reportsReaderFacts reports whether r's Check is readerFacts.
func reportsReaderFacts(r *Rule) bool {
	return reflect.ValueOf(r.Check).Pointer() == reflect.ValueOf(readerFacts).Pointer()
}

// TestEveryCapacityFactWorded is TestEveryFactWorded's twin for the
// Capacity Scheduler: each kind of capacity.Fact, the reader's and the
// checks', has a wording whose rule is a registered Capacity Scheduler
// rule, so no fact is silently dropped or worded twice.
func TestEveryCapacityFactWorded(t *testing.T) {
	for _, k := range capacity.FactKinds {
		r, ok := capacityFactRules[k]
		if !ok {
			t.Errorf("capacity fact kind %q has no wording in capacityFactRules", k)
			continue
		}
		if rule := ByID(r.rule); rule == nil || (rule.Input != CapacityInput && rule.Input != CapacityClusterInput) {
			t.Errorf("capacity fact kind %q is worded by %q, no registered Capacity Scheduler rule", k, r.rule)
		}
		f := capacity.Fact{Kind: k, Queue: "root.a", Key: "k", Raw: "r", Refusal: "e", Warning: "w", Queues: []string{"root.a"}, Guaranteed: resource.Resource{1, 1}, Maximum: resource.Resource{1, 1}}
		if msg, _ := r.word(&f); msg == "" {
			t.Errorf("capacity fact kind %q is worded as an empty message", k)
		}
	}
	if len(capacityFactRules) != len(capacity.FactKinds) {
		t.Errorf("%d wordings for %d capacity fact kinds", len(capacityFactRules), len(capacity.FactKinds))
	}
}

package convert_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/analysis/convert"
	"github.com/fairsched/fairsched/capacity"
	"github.com/fairsched/fairsched/lint"
)

// TestLegacyMappings: Hadoop's legacy forms, in rule order, with
// queue-mappings-override.enable false only when specified comes first,
// and a finding at each rule that cannot be kept as it is.
func TestLegacyMappings(t *testing.T) {
	for _, c := range []struct {
		name, rules, mappings, override string
		findings                        []string // "line severity"
	}{
		{"specified first", `<rule name="specified"/><rule name="primaryGroup" create="false"/><rule name="secondaryGroupExistingQueue"/><rule name="default" queue="misc"/>`,
			"u:%user:%primary_group,u:%user:%secondary_group,u:%user:misc", "false", []string{"4 warning"}},
		{"no specified rule", `<rule name="secondaryGroupExistingQueue"/><rule name="default"/>`,
			"u:%user:%secondary_group", "true", nil},
		{"specified after a mapping", `<rule name="secondaryGroupExistingQueue"/><rule name="specified"/><rule name="default" queue="misc"/>`,
			"u:%user:%secondary_group,u:%user:misc", "true", []string{"4 error"}},
		{"nested under a default queue", `<rule name="specified"/><rule name="nestedUserQueue"><rule name="default" queue="users"/></rule>`,
			"u:%user:users.%user", "false", nil},
		{"user creating under root", `<rule name="specified"/><rule name="user"/>`,
			"u:misc:misc,u:default:default", "false", []string{"4 error"}},
		{"reject", `<rule name="secondaryGroupExistingQueue"/><rule name="reject"/>`,
			"u:%user:%secondary_group", "true", []string{"4 error"}},
	} {
		src := "<allocations>\n<queue name=\"misc\"/><queue name=\"users\" type=\"parent\"/>\n<queuePlacementPolicy>" +
			strings.ReplaceAll(c.rules, "/><rule", "/>\n<rule") + "</queuePlacementPolicy></allocations>"
		r := run(t, src, "", "3.3", convert.ModePercentage, nil)
		if got := prop(r, capacity.Prefix+"queue-mappings"); got != c.mappings {
			t.Errorf("%s: queue-mappings %q, want %q", c.name, got, c.mappings)
		}
		if got := prop(r, capacity.Prefix+"queue-mappings-override.enable"); got != c.override {
			t.Errorf("%s: override %q, want %q", c.name, got, c.override)
		}
		var got []string
		for _, d := range r.Findings {
			if d.Rule == lint.ConvertPlacement.ID {
				got = append(got, fmt.Sprint(d.Pos.Line)+" "+d.Severity.String())
			}
		}
		if !slices.Equal(got, c.findings) {
			t.Errorf("%s: placement findings %v, want %v", c.name, got, c.findings)
		}
	}
}

// TestCreatedQueues: queues the Fair Scheduler creates under users become
// flexible auto-created queues in 3.4 weight mode (with the deletion
// monitor), a managed parent otherwise; users' leaf settings go to the
// template.
func TestCreatedQueues(t *testing.T) {
	src := `<allocations><queue name="users" type="parent"/>
<queuePlacementPolicy><rule name="specified" create="false"/><rule name="nestedUserQueue"><rule name="default" queue="users"/></rule></queuePlacementPolicy></allocations>`
	flex := run(t, src, "", "3.4", convert.ModeWeight, nil)
	for key, want := range map[string]string{
		"root.users.auto-queue-creation-v2.enabled":                       "true",
		"root.users.auto-queue-creation-v2.leaf-template.ordering-policy": "fair",
		"root.users.ordering-policy":                                      "",
	} {
		if got := prop(flex, capacity.Prefix+key); got != want {
			t.Errorf("3.4 weight: %s = %q, want %q", key, got, want)
		}
	}
	if got := siteProp(flex, "yarn.resourcemanager.scheduler.monitor.policies"); !strings.Contains(got, "AutoCreatedQueueDeletionPolicy") {
		t.Errorf("3.4 weight: monitor policies %q", got)
	}
	for _, c := range []struct {
		rel  string
		mode convert.Mode
	}{{"3.4", convert.ModePercentage}, {"3.3", convert.ModePercentage}} {
		r := run(t, src, "", c.rel, c.mode, nil)
		for key, want := range map[string]string{
			"root.users.auto-create-child-queue.enabled":     "true",
			"root.users.leaf-queue-template.capacity":        "10",
			"root.users.leaf-queue-template.ordering-policy": "fair",
			"root.users.auto-queue-creation-v2.enabled":      "",
		} {
			if got := prop(r, capacity.Prefix+key); got != want {
				t.Errorf("%s %s: %s = %q, want %q", c.rel, c.mode, key, got, want)
			}
		}
		if !slices.Contains(ruleIDs(r), lint.ConvertApproximated.ID) {
			t.Errorf("%s %s: no convert-approximated for the managed parent: %v", c.rel, c.mode, ruleIDs(r))
		}
	}
}

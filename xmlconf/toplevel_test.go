package xmlconf

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
)

var topLevelElementsTests = []struct {
	name   string
	xml    string // the element, written with a valid value
	get    func(a *Allocations) any
	absent any // Hadoop's default
	set    any // the value of xml
	rules  []string
}{
	{"userMaxAppsDefault", "<userMaxAppsDefault>7</userMaxAppsDefault>",
		func(a *Allocations) any { return a.UserMaxAppsDefault.Val }, int32(math.MaxInt32), int32(7), nil},
	{"queueMaxAppsDefault", "<queueMaxAppsDefault>-3</queueMaxAppsDefault>",
		func(a *Allocations) any { return a.QueueMaxAppsDefault.Val }, int32(math.MaxInt32), int32(-3), nil},
	{"queueMaxResourcesDefault", "<queueMaxResourcesDefault>1024 mb, 2 vcores</queueMaxResourcesDefault>",
		func(a *Allocations) any { return a.QueueMaxResourcesDefault.Val.Absolute.Format(a.Types) },
		resource.Unbounded(2).Format(resource.DefaultResourceTypes), "1024 mb, 2 vcores", nil},
	{"queueMaxAMShareDefault", "<queueMaxAMShareDefault>0.8</queueMaxAMShareDefault>",
		func(a *Allocations) any { return a.QueueMaxAMShareDefault.Val }, float32(0.5), float32(0.8), nil},
	{"defaultQueueSchedulingPolicy", "<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>",
		func(a *Allocations) any { return a.DefaultQueueSchedulingPolicy.Val }, PolicyFair, PolicyDRF, nil},
	{"defaultQueueSchedulingMode", "<defaultQueueSchedulingMode>DRF</defaultQueueSchedulingMode>",
		func(a *Allocations) any { return a.DefaultQueueSchedulingPolicy.Val }, PolicyFair, PolicyDRF, []string{RuleDeprecatedElement}},
	{"defaultMinSharePreemptionTimeout", "<defaultMinSharePreemptionTimeout>30</defaultMinSharePreemptionTimeout>",
		func(a *Allocations) any { return a.DefaultMinSharePreemptionTimeout.Val }, int64(math.MaxInt64), int64(30000), nil},
	{"defaultFairSharePreemptionTimeout", "<defaultFairSharePreemptionTimeout>40</defaultFairSharePreemptionTimeout>",
		func(a *Allocations) any { return a.DefaultFairSharePreemptionTimeout.Val }, int64(math.MaxInt64), int64(40000), nil},
	{"fairSharePreemptionTimeout", "<fairSharePreemptionTimeout>50</fairSharePreemptionTimeout>",
		func(a *Allocations) any { return a.FairSharePreemptionTimeout.Val }, int64(math.MaxInt64), int64(50000), []string{RuleDeprecatedElement}},
	{"fairSharePreemptionTimeout feeds root", "<fairSharePreemptionTimeout>50</fairSharePreemptionTimeout>",
		func(a *Allocations) any { return a.Root.FairSharePreemptionTimeout.Val }, int64(math.MaxInt64), int64(50000), []string{RuleDeprecatedElement}},
	{"defaultFairSharePreemptionThreshold", "<defaultFairSharePreemptionThreshold>0.7</defaultFairSharePreemptionThreshold>",
		func(a *Allocations) any { return a.DefaultFairSharePreemptionThreshold.Val }, float32(0.5), float32(0.7), nil},
	{"queuePlacementPolicy", `<queuePlacementPolicy><rule name="default"/></queuePlacementPolicy>`,
		func(a *Allocations) any { return a.Placement != nil }, false, true, nil},
	{"reservation-agent", "<reservation-agent>a.B</reservation-agent>",
		func(a *Allocations) any { return a.ReservationAgent.Val }, DefaultReservationAgent, "a.B", nil},
	{"reservation-policy", "<reservation-policy>a.P</reservation-policy>",
		func(a *Allocations) any { return a.ReservationPolicy.Val }, DefaultReservationPolicy, "a.P", nil},
	{"reservation-planner", "<reservation-planner>a.Q</reservation-planner>",
		func(a *Allocations) any { return a.ReservationPlanner.Val }, DefaultReservationPlanner, "a.Q", nil},
	{"user", `<user name="bob"><maxRunningApps>3</maxRunningApps></user>`,
		func(a *Allocations) any { return fmt.Sprintf("%d %s", len(a.Users), usersString(a)) }, "0 ", "1 bob=3", nil},
	{"queue", `<queue name="a"/>`, func(a *Allocations) any { return names(a) }, "root root.default", "root root.a root.default", nil},
	{"pool", `<pool name="a"/>`, func(a *Allocations) any { return names(a) }, "root root.default", "root root.a root.default", []string{RuleDeprecatedElement}},
}

func TestTopLevelElements(t *testing.T) {
	for _, tc := range topLevelElementsTests {
		t.Run(tc.name, func(t *testing.T) {
			a, is := parse(alloc(""))
			wantNoIssues(t, is)
			if got := tc.get(a); got != tc.absent {
				t.Errorf("absent: %v, want %v", got, tc.absent)
			}
			a, is = parse(topDoc(tc.xml))
			if got := tc.get(a); got != tc.set {
				t.Errorf("%s: %v, want %v", tc.xml, got, tc.set)
			}
			if fmt.Sprint(ruleIDs(is)) != fmt.Sprint(tc.rules) && len(is)+len(tc.rules) > 0 {
				t.Errorf("issues = %v, want rules %v", is, tc.rules)
			}
		})
	}
}

func usersString(a *Allocations) string {
	var out []string
	for _, u := range a.Users {
		out = append(out, fmt.Sprintf("%s=%d", u.Name, u.MaxRunningApps.Val))
	}
	return strings.Join(out, ",")
}

func TestTopLevelSetAndPosition(t *testing.T) {
	a, _ := parse(alloc("\n  <queueMaxAMShareDefault>0.2</queueMaxAMShareDefault>"))
	f := a.QueueMaxAMShareDefault
	if !f.Set || f.Pos() != (Pos{Line: 2, Col: 3}) || f.Raw() != "0.2" {
		t.Errorf("queueMaxAMShareDefault = %+v, want set at 2:3 with raw 0.2", f)
	}
	a, _ = parse(alloc(""))
	if f := a.QueueMaxAMShareDefault; f.Set || f.Pos().IsValid() {
		t.Errorf("absent queueMaxAMShareDefault = %+v, want unset without position", f)
	}
	a, _ = parse(alloc(`<user name="u"/><userMaxAppsDefault>4</userMaxAppsDefault>`))
	if u := a.Users[0].MaxRunningApps; u.Set || u.Val != 4 {
		t.Errorf("user without maxRunningApps = %+v, want unset with userMaxAppsDefault 4", u)
	}
}

var topLevelRepeatsTests = []struct {
	name  string
	body  string
	get   func(a *Allocations) any
	want  any
	rules []string
}{
	{"last one wins", "<queueMaxAppsDefault>1</queueMaxAppsDefault><queueMaxAppsDefault>2</queueMaxAppsDefault>",
		func(a *Allocations) any { return a.QueueMaxAppsDefault.Val }, int32(2), []string{RuleDuplicateElement}},
	{"an overwritten bad value is never converted", "<queueMaxAppsDefault>abc</queueMaxAppsDefault><queueMaxAppsDefault>2</queueMaxAppsDefault>",
		func(a *Allocations) any { return a.QueueMaxAppsDefault.Val }, int32(2), []string{RuleDuplicateElement}},
	{"a bad last value is", "<queueMaxAppsDefault>2</queueMaxAppsDefault><queueMaxAppsDefault>abc</queueMaxAppsDefault>",
		func(a *Allocations) any { return a.QueueMaxAppsDefault.Set }, false, []string{RuleDuplicateElement, RuleInvalidNumber}},
	{"an overwritten empty value still fails", "<queueMaxAppsDefault/><queueMaxAppsDefault>2</queueMaxAppsDefault>",
		func(a *Allocations) any { return a.QueueMaxAppsDefault.Val }, int32(2), []string{RuleEmptyValue, RuleDuplicateElement}},
	{"every default policy is parsed", "<defaultQueueSchedulingPolicy>nope</defaultQueueSchedulingPolicy><defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy>",
		func(a *Allocations) any { return a.DefaultQueueSchedulingPolicy.Val }, PolicyDRF, []string{RuleInvalidPolicy, RuleDuplicateElement}},
	{"policy and mode are the same setting", "<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy><defaultQueueSchedulingMode>fair</defaultQueueSchedulingMode>",
		func(a *Allocations) any { return a.DefaultQueueSchedulingPolicy.Val }, PolicyFair, []string{RuleDuplicateElement, RuleDeprecatedElement}},
	{"only the last placement policy is read", `<queuePlacementPolicy><rule name="bogus"/></queuePlacementPolicy><queuePlacementPolicy><rule name="reject"/></queuePlacementPolicy>`,
		func(a *Allocations) any { return a.Placement.Rules[0].Name }, "reject", []string{RuleDuplicateElement}},
	{"a last policy without rules leaves none", `<queuePlacementPolicy><rule name="reject"/></queuePlacementPolicy><queuePlacementPolicy> </queuePlacementPolicy>`,
		func(a *Allocations) any { return a.Placement == nil }, true, []string{RuleDuplicateElement, RulePlacementPolicyIgnore}},
	{"same user twice", `<user name="u"><maxRunningApps>1</maxRunningApps></user><user name="u"><maxRunningApps>2</maxRunningApps></user>`,
		func(a *Allocations) any { return usersString(a) }, "u=1,u=2", []string{RuleDuplicateElement}},
	{"repeated maxRunningApps in a user", `<user name="u"><maxRunningApps>1</maxRunningApps><maxRunningApps>2</maxRunningApps></user>`,
		func(a *Allocations) any { return usersString(a) }, "u=2", nil},
	{"timeout alias and new name are different settings", "<fairSharePreemptionTimeout>1</fairSharePreemptionTimeout><defaultFairSharePreemptionTimeout>2</defaultFairSharePreemptionTimeout>",
		func(a *Allocations) any { return a.RootFairSharePreemptionTimeout().Val }, int64(2000), []string{RuleIgnoredDeprecated}},
}

func TestTopLevelRepeats(t *testing.T) {
	for _, tc := range topLevelRepeatsTests {
		t.Run(tc.name, func(t *testing.T) {
			a, is := parse(alloc(tc.body))
			if got := tc.get(a); got != tc.want {
				t.Errorf("value = %v, want %v", got, tc.want)
			}
			if fmt.Sprint(ruleIDs(is)) != fmt.Sprint(tc.rules) && len(is)+len(tc.rules) > 0 {
				t.Errorf("issues = %v, want rules %v", is, tc.rules)
			}
		})
	}
}

var topLevelProblemsTests = []struct {
	name, body, rule, msg string
}{
	{"unknown element", "<poolMaxJobsDefault>3</poolMaxJobsDefault>", RuleUnknownElement, `Bad element in allocations file: poolMaxJobsDefault`},
	{"misspelling gets a suggestion", "<userMaxAppDefault>3</userMaxAppDefault>", RuleUnknownElement, "did you mean <userMaxAppsDefault>"},
	{"wrong case", `<Queue name="a"/>`, RuleUnknownElement, "did you mean <queue>"},
	{"per-queue element at top level", "<weight>2</weight>", RuleUnknownElement, "Bad element in allocations file: weight"},
	{"prefixed queue is not a queue", `<fs:queue name="a"/>`, RuleUnknownElement, "Bad element in allocations file: fs:queue"},
	{"xinclude is an unknown element", `<xi:include href="other.xml"/>`, RuleUnknownElement, "xi:include"},
	{"bad int", "<userMaxAppsDefault>5.0</userMaxAppsDefault>", RuleInvalidNumber, `For input string: "5.0"`},
	{"bad float", "<queueMaxAMShareDefault>half</queueMaxAMShareDefault>", RuleInvalidNumber, "half"},
	{"bad long", "<defaultMinSharePreemptionTimeout>1s</defaultMinSharePreemptionTimeout>", RuleInvalidNumber, "1s"},
	{"bad resource", "<queueMaxResourcesDefault>lots</queueMaxResourcesDefault>", RuleInvalidResource, "lots"},
	{"empty resource", "<queueMaxResourcesDefault> </queueMaxResourcesDefault>", RuleInvalidResource, "the resource string is empty"},
	{"fifo default", "<defaultQueueSchedulingPolicy>FiFo</defaultQueueSchedulingPolicy>", RuleFIFODefaultPolicy, "can't be FIFO"},
	{"fifo default with a dotless i", "<defaultQueueSchedulingPolicy>fıfo</defaultQueueSchedulingPolicy>", RuleFIFODefaultPolicy, "can't be FIFO"},
	{"unknown policy", "<defaultQueueSchedulingPolicy>lottery</defaultQueueSchedulingPolicy>", RuleInvalidPolicy, "lottery SchedulingPolicy class not found!"},
	{"user child other than maxRunningApps", `<user name="u"><weight>1</weight></user>`, RuleUnknownElement, "Hadoop ignores it silently"},
	{"wrong root element", "", "", ""},
}

func TestTopLevelProblems(t *testing.T) {
	for _, tc := range topLevelProblemsTests {
		if tc.rule == "" {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			_, is := parse(alloc(tc.body))
			wantIssue(t, is, tc.rule, tc.msg)
		})
	}
	t.Run("wrong root element", func(t *testing.T) {
		a, is := parse(`<allocation><queue name="a"/></allocation>`)
		i := wantIssue(t, is, RuleWrongRootElement, "top-level element not <allocations>")
		if i.Pos != (Pos{Line: 1, Col: 1}) || names(a) != "root root.default" {
			t.Errorf("issue at %v and queues %q, want 1:1 and only root, root.default", i.Pos, names(a))
		}
	})
	t.Run("prefixed root element", func(t *testing.T) {
		_, is := parse(`<fs:allocations xmlns:fs="urn:x"/>`)
		wantIssue(t, is, RuleWrongRootElement, "<fs:allocations>")
	})
}

var rootDefaultsTests = []struct {
	name  string
	body  string
	get   func(a *Allocations) any
	want  any
	rules []string
}{
	{"bad default is converted", "<defaultMinSharePreemptionTimeout>abc</defaultMinSharePreemptionTimeout>",
		func(a *Allocations) any { return a.Root.MinSharePreemptionTimeout.Val }, int64(math.MaxInt64), []string{RuleInvalidNumber}},
	{"root's own value hides a bad default", `<defaultMinSharePreemptionTimeout>abc</defaultMinSharePreemptionTimeout><queue name="root"><minSharePreemptionTimeout>5</minSharePreemptionTimeout></queue>`,
		func(a *Allocations) any { return a.Root.MinSharePreemptionTimeout.Val }, int64(5000), nil},
	{"an empty default still fails", `<defaultMinSharePreemptionTimeout/><queue name="root"><minSharePreemptionTimeout>5</minSharePreemptionTimeout></queue>`,
		func(a *Allocations) any { return a.Root.MinSharePreemptionTimeout.Val }, int64(5000), []string{RuleEmptyValue}},
	{"a hidden valid default is still read", `<defaultMinSharePreemptionTimeout>30</defaultMinSharePreemptionTimeout><queue name="root"><minSharePreemptionTimeout>5</minSharePreemptionTimeout></queue>`,
		func(a *Allocations) any { return a.DefaultMinSharePreemptionTimeout.Val }, int64(30000), nil},
	{"bad alias beside the new name", "<fairSharePreemptionTimeout>abc</fairSharePreemptionTimeout><defaultFairSharePreemptionTimeout>3</defaultFairSharePreemptionTimeout>",
		func(a *Allocations) any { return a.Root.FairSharePreemptionTimeout.Val }, int64(3000), []string{RuleIgnoredDeprecated}},
	{"bad alias hidden by root", `<fairSharePreemptionTimeout>abc</fairSharePreemptionTimeout><queue name="root"><fairSharePreemptionTimeout>4</fairSharePreemptionTimeout></queue>`,
		func(a *Allocations) any { return a.Root.FairSharePreemptionTimeout.Val }, int64(4000), []string{RuleDeprecatedElement}},
	{"bad threshold hidden by root", `<defaultFairSharePreemptionThreshold>x</defaultFairSharePreemptionThreshold><queue name="root"><fairSharePreemptionThreshold>0.2</fairSharePreemptionThreshold></queue>`,
		func(a *Allocations) any { return a.Root.FairSharePreemptionThreshold.Val }, float32(0.2), nil},
	{"a mis-cased root hides nothing", `<defaultMinSharePreemptionTimeout>abc</defaultMinSharePreemptionTimeout><queue name="Root"><minSharePreemptionTimeout>5</minSharePreemptionTimeout></queue>`,
		func(a *Allocations) any { return a.Root.MinSharePreemptionTimeout.Set }, false, []string{RuleRootNameCase, RuleInvalidNumber}},
	{"defaults are converted after the queues", `<defaultFairSharePreemptionThreshold>x</defaultFairSharePreemptionThreshold><queue name="a"><weight>y</weight></queue>`,
		func(a *Allocations) any { return a.DefaultFairSharePreemptionThreshold.Val }, float32(0.5), []string{RuleInvalidNumber, RuleInvalidNumber}},
	{"children inherit root's value", `<defaultMinSharePreemptionTimeout>7</defaultMinSharePreemptionTimeout><queue name="a"/>`,
		func(a *Allocations) any { return a.Find("root.a").MinSharePreemptionTimeout.Val }, int64(7000), nil},
}

// TestRootDefaults covers the top-level elements Hadoop 3.3 converts only
// when root does not set the value itself (parsing.md §1.3 step 5).
func TestRootDefaults(t *testing.T) {
	for _, tc := range rootDefaultsTests {
		t.Run(tc.name, func(t *testing.T) {
			a, is := parse(alloc(tc.body))
			if got := tc.get(a); got != tc.want {
				t.Errorf("value = %v, want %v", got, tc.want)
			}
			if fmt.Sprint(ruleIDs(is)) != fmt.Sprint(tc.rules) && len(is)+len(tc.rules) > 0 {
				t.Errorf("issues = %v, want rules %v", is, tc.rules)
			}
			if len(is) == 2 && is[0].Rule == is[1].Rule && !less(is[1].Pos, is[0].Pos) {
				t.Errorf("issues at %v then %v, want the queue's issue first", is[0].Pos, is[1].Pos)
			}
		})
	}
}

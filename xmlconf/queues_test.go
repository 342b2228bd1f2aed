package xmlconf

import (
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/fairsched/fairsched/core/resource"
)

var queueElementsTests = []struct {
	name  string
	el    string
	get   func(q *Queue) any
	want  any
	rules []string
}{
	{"minResources", "<minResources>1024 mb, 1 vcores</minResources>",
		func(q *Queue) any { return q.MinResources.Val.Absolute.Format(resource.DefaultResourceTypes) }, "1024 mb, 1 vcores", nil},
	{"maxResources percentage", "<maxResources>50%</maxResources>",
		func(q *Queue) any { return fmt.Sprint(q.MaxResources.Val.Percent) }, "[0.5 0.5]", nil},
	{"maxResources new style", "<maxResources>memory-mb=2048, vcores=3</maxResources>",
		func(q *Queue) any { return q.MaxResources.Val.Absolute.Format(resource.DefaultResourceTypes) }, "2048 mb, 3 vcores", nil},
	{"maxChildResources", "<maxChildResources>2048 mb, 2 vcores</maxChildResources>",
		func(q *Queue) any { return q.MaxChildResources.Val.Absolute.Format(resource.DefaultResourceTypes) }, "2048 mb, 2 vcores", nil},
	{"maxContainerAllocation", "<maxContainerAllocation>512 mb, 1 vcores</maxContainerAllocation>",
		func(q *Queue) any { return q.MaxContainerAllocation.Val.Absolute.Format(resource.DefaultResourceTypes) }, "512 mb, 1 vcores", nil},
	{"maxRunningApps", "<maxRunningApps>05</maxRunningApps>", func(q *Queue) any { return q.MaxRunningApps.Val }, int32(5), nil},
	{"maxAMShare", "<maxAMShare>1.5</maxAMShare>", func(q *Queue) any { return q.MaxAMShare.Val }, float32(1.5), nil},
	{"weight", "<weight>2.5</weight>", func(q *Queue) any { return q.Weight.Val }, float32(2.5), nil},
	{"weight zero", "<weight>0</weight>", func(q *Queue) any { return q.Weight.Set }, true, nil},
	{"minSharePreemptionTimeout", "<minSharePreemptionTimeout>10</minSharePreemptionTimeout>",
		func(q *Queue) any { return q.MinSharePreemptionTimeout.Val }, int64(10000), nil},
	{"fairSharePreemptionTimeout wraps like Java", "<fairSharePreemptionTimeout>9223372036854775807</fairSharePreemptionTimeout>",
		func(q *Queue) any { return q.FairSharePreemptionTimeout.Val }, int64(-1000), nil},
	{"fairSharePreemptionThreshold", "<fairSharePreemptionThreshold>0.6</fairSharePreemptionThreshold>",
		func(q *Queue) any { return q.FairSharePreemptionThreshold.Val }, float32(0.6), nil},
	{"schedulingPolicy", "<schedulingPolicy>Drf</schedulingPolicy>", func(q *Queue) any { return q.SchedulingPolicy.Val }, PolicyDRF, nil},
	{"schedulingPolicy class name", "<schedulingPolicy>" + ClassFIFO + "</schedulingPolicy>", func(q *Queue) any { return q.Policy }, PolicyFIFO, nil},
	{"schedulingPolicy custom class", "<schedulingPolicy>com.example.Lottery</schedulingPolicy>", func(q *Queue) any { return q.Policy }, Policy("com.example.Lottery"), nil},
	{"schedulingMode", "<schedulingMode>fifo</schedulingMode>", func(q *Queue) any { return q.SchedulingPolicy.Val }, PolicyFIFO, []string{RuleDeprecatedElement}},
	{"aclSubmitApps", "<aclSubmitApps>alice,bob admins</aclSubmitApps>", func(q *Queue) any { return q.ACLSubmitApps.Val }, "alice,bob admins", nil},
	{"aclAdministerApps", "<aclAdministerApps>*</aclAdministerApps>", func(q *Queue) any { return q.ACLAdministerApps.Val }, "*", nil},
	{"aclSubmitReservations", "<aclSubmitReservations>r</aclSubmitReservations>", func(q *Queue) any { return q.ACLSubmitReservations.Val }, "r", nil},
	{"aclListReservations", "<aclListReservations>l</aclListReservations>", func(q *Queue) any { return q.ACLListReservations.Val }, "l", nil},
	{"aclAdministerReservations", "<aclAdministerReservations>m</aclAdministerReservations>", func(q *Queue) any { return q.ACLAdministerReservations.Val }, "m", nil},
	{"allowPreemptionFrom false", "<allowPreemptionFrom>false</allowPreemptionFrom>", func(q *Queue) any { return q.AllowPreemptionFrom.Val }, false, nil},
	{"allowPreemptionFrom TRUE", "<allowPreemptionFrom>TRUE</allowPreemptionFrom>", func(q *Queue) any { return q.AllowPreemptionFrom.Val }, true, nil},
	{"allowPreemptionFrom yes is false", "<allowPreemptionFrom>yes</allowPreemptionFrom>", func(q *Queue) any { return q.AllowPreemptionFrom.Val }, false, nil},
	{"allowPreemptionFrom any false wins", "<allowPreemptionFrom>false</allowPreemptionFrom><allowPreemptionFrom>true</allowPreemptionFrom>",
		func(q *Queue) any { return q.AllowPreemptionFrom.Val }, false, []string{RuleDuplicateElement}},
	{"reservation", "<reservation/>", func(q *Queue) any { return fmt.Sprint(q.Reservation.Val, q.IsParent) }, "true true", nil},
	{"reservation content ignored", "<reservation><x/></reservation>", func(q *Queue) any { return q.Reservation.Set }, true, nil},
	{"repeated element: last wins", "<weight>2</weight><weight>3</weight>", func(q *Queue) any { return q.Weight.Val }, float32(3), []string{RuleDuplicateElement}},
	{"schedulingMode repeats schedulingPolicy", "<schedulingPolicy>drf</schedulingPolicy><schedulingMode>fair</schedulingMode>",
		func(q *Queue) any { return q.SchedulingPolicy.Val }, PolicyFair, []string{RuleDuplicateElement, RuleDeprecatedElement}},
	{"unknown element ignored", "<maxRunningJobs>3</maxRunningJobs>", func(q *Queue) any { return q.MaxRunningApps.Set }, false, []string{RuleUnknownElement}},
	{"unknown attribute ignored", "", func(q *Queue) any { return q.Weight.Set }, false, nil},
}

// problemDoc puts elements into root.a, which has an unknown attribute.
func problemDoc(el string) string { return alloc(`<queue name="a" weight="2">` + el + `</queue>`) }

// nameDoc declares one queue with the given attributes.
func nameDoc(attrs string) string { return alloc(`<queue ` + attrs + `/>`) }

// tagDoc puts an element named c with the given tag into root.p.
func tagDoc(tag string) string { return alloc(`<queue name="p"><` + tag + ` name="c"/></queue>`) }

func TestQueueElements(t *testing.T) {
	for _, tc := range queueElementsTests {
		t.Run(tc.name, func(t *testing.T) {
			a, is := parse(queueDoc(tc.el))
			if got := tc.get(mustFind(t, a, "root.a")); got != tc.want {
				t.Errorf("%s: %v, want %v", tc.el, got, tc.want)
			}
			if fmt.Sprint(ruleIDs(is)) != fmt.Sprint(tc.rules) && len(is)+len(tc.rules) > 0 {
				t.Errorf("issues = %v, want rules %v", is, tc.rules)
			}
		})
	}
}

func TestQueueDefaults(t *testing.T) {
	a, is := parse(alloc(`<queue name="p"><minSharePreemptionTimeout>7</minSharePreemptionTimeout><queue name="c"/></queue>`))
	wantNoIssues(t, is)
	root, p, c := a.Root, mustFind(t, a, "root.p"), mustFind(t, a, "root.p.c")
	tests := []struct {
		name      string
		got, want any
	}{
		{"root submit ACL", root.ACLSubmitApps.Val, "*"},
		{"root administer ACL", root.ACLAdministerApps.Val, "*"},
		{"queue submit ACL", c.ACLSubmitApps.Val, " "},
		{"queue administer ACL", c.ACLAdministerApps.Val, " "},
		{"root.default submit ACL", mustFind(t, a, "root.default").ACLSubmitApps.Val, " "},
		{"reservation ACLs unset", c.ACLSubmitReservations.Set || c.ACLListReservations.Set || c.ACLAdministerReservations.Set, false},
		{"weight", c.Weight.Val, float32(1)},
		{"allowPreemptionFrom", c.AllowPreemptionFrom.Val, true},
		{"maxRunningApps", c.MaxRunningApps.Val, int32(math.MaxInt32)},
		{"maxAMShare", c.MaxAMShare.Val, float32(0.5)},
		{"schedulingPolicy", c.SchedulingPolicy.Val, PolicyFair},
		{"root min share timeout", root.MinSharePreemptionTimeout.Val, int64(math.MaxInt64)},
		{"inherited min share timeout", c.MinSharePreemptionTimeout.Val, int64(7000)},
		{"own min share timeout", p.MinSharePreemptionTimeout.Val, int64(7000)},
		{"fair share timeout", c.FairSharePreemptionTimeout.Val, int64(math.MaxInt64)},
		{"threshold", c.FairSharePreemptionThreshold.Val, float32(0.5)},
		{"nothing set", c.Weight.Set || c.ACLSubmitApps.Set || c.MaxRunningApps.Set || c.MinSharePreemptionTimeout.Set, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.got != tc.want {
				t.Errorf("value = %v, want %v", tc.got, tc.want)
			}
		})
	}
	a, _ = parse(alloc(`<queueMaxAppsDefault>9</queueMaxAppsDefault><queueMaxAMShareDefault>0.3</queueMaxAMShareDefault>
		<defaultQueueSchedulingPolicy>drf</defaultQueueSchedulingPolicy><defaultFairSharePreemptionThreshold>0.8</defaultFairSharePreemptionThreshold>
		<defaultMinSharePreemptionTimeout>5</defaultMinSharePreemptionTimeout><queue name="a"/>`))
	q := mustFind(t, a, "root.a")
	if q.MaxRunningApps.Val != 9 || q.MaxAMShare.Val != 0.3 || q.SchedulingPolicy.Val != PolicyDRF ||
		q.FairSharePreemptionThreshold.Val != 0.8 || q.MinSharePreemptionTimeout.Val != 5000 {
		t.Errorf("defaults from top level: maxRunningApps %d, maxAMShare %v, policy %s, threshold %v, timeout %d; want 9, 0.3, drf, 0.8, 5000",
			q.MaxRunningApps.Val, q.MaxAMShare.Val, q.SchedulingPolicy.Val, q.FairSharePreemptionThreshold.Val, q.MinSharePreemptionTimeout.Val)
	}
}

var queueProblemsTests = []struct {
	name, el, rule, msg string
}{
	{"int", "<maxRunningApps>2147483648</maxRunningApps>", RuleInvalidNumber, "2147483648"},
	{"decimal int", "<maxRunningApps>5.0</maxRunningApps>", RuleInvalidNumber, `For input string: "5.0"`},
	{"float", "<maxAMShare>0,5</maxAMShare>", RuleInvalidNumber, "0,5"},
	{"double", "<weight>5e</weight>", RuleInvalidNumber, "5e"},
	{"long", "<minSharePreemptionTimeout>9223372036854775808</minSharePreemptionTimeout>", RuleInvalidNumber, "9223372036854775808"},
	{"resource", "<minResources>1024</minResources>", RuleInvalidResource, "1024"},
	{"policy", "<schedulingPolicy>lottery</schedulingPolicy>", RuleInvalidPolicy, "lottery SchedulingPolicy class not found!"},
	{"policy with a dotted capital I", "<schedulingPolicy>FAİR</schedulingPolicy>", RuleInvalidPolicy, "SchedulingPolicy class not found!"},
	// Hadoop's refusal names the trimmed, empty class: "<tag> " + " " + refusal.
	{"white-space policy", "<schedulingPolicy> </schedulingPolicy>", RuleInvalidPolicy, "<schedulingPolicy>   SchedulingPolicy class not found!"},
	{"empty policy", "<schedulingPolicy></schedulingPolicy>", RuleEmptyValue, "NullPointerException"},
	{"empty ACL", "<aclSubmitApps/>", RuleEmptyValue, "aclSubmitApps"},
	{"unknown attribute", "", RuleUnknownAttribute, "<queue> weight"},
}

func TestQueueProblems(t *testing.T) {
	for _, tc := range queueProblemsTests {
		t.Run(tc.name, func(t *testing.T) {
			_, is := parse(problemDoc(tc.el))
			i := wantIssue(t, is, tc.rule, tc.msg)
			if i.Queue != "root.a" {
				t.Errorf("issue queue = %q, want root.a", i.Queue)
			}
		})
	}
	t.Run("dotless i is fair", func(t *testing.T) {
		a, is := parse(alloc(`<queue name="a"><schedulingPolicy>faır</schedulingPolicy></queue>`))
		wantNoIssues(t, is)
		if p := mustFind(t, a, "root.a").Policy; p != PolicyFair {
			t.Errorf("policy = %s, want fair", p)
		}
	})
}

var queueNamesTests = []struct {
	name string
	attr string // the whole name attribute, or "" for none
	want string // full name, or "" when invalid
	msg  string // expected invalid-queue-name message part
}{
	{"plain", `name="a"`, "root.a", ""},
	{"inner space kept", `name="a b"`, "root.a b", ""},
	{"spaces trimmed", `name="  a  "`, "root.a", ""},
	{"literal tab and newline trimmed", "name=\"\t\na\n\"", "root.a", ""},
	{"inner literal tab becomes a space", "name=\"a\tb\"", "root.a b", ""},
	{"inner tab reference stays a tab", `name="a&#9;b"`, "root.a\tb", ""},
	{"no-break space trimmed", `name="&#160;a&#160;"`, "root.a", ""},
	{"ideographic space trimmed", "name=\"\u3000a\u2029\"", "root.a", ""},
	{"next line trimmed", `name="&#133;a&#x2000;"`, "root.a", ""},
	{"zero-width space kept", "name=\"\u200ba\"", "root.\u200ba", ""},
	{"byte order mark kept", "name=\"\ufeffa\"", "root.\ufeffa", ""},
	{"case kept", `name="Eng"`, "root.Eng", ""},
	{"unicode name", `name="ñ,=:*?"`, "root.ñ,=:*?", ""},
	{"period", `name="a.b"`, "", "queue name (a.b) shouldn't contain period."},
	{"only a period: period check first", `name="."`, "", "queue name (.) shouldn't contain period."},
	{"period after trimming", `name="&#x2028;.&#x3000;"`, "", "queue name (.) shouldn't contain period."},
	{"empty", `name=""`, "", "queue name shouldn't be empty or consist only of whitespace."},
	{"whitespace", `name=" &#9; "`, "", "queue name shouldn't be empty or consist only of whitespace."},
	{"unicode whitespace", `name="&#x2003;&#xA0;"`, "", "queue name shouldn't be empty"},
	{"missing", ``, "", "queue name shouldn't be empty"},
	{"prefixed name attribute is not the name", `x:name="a"`, "", "queue name shouldn't be empty"},
}

func TestQueueNames(t *testing.T) {
	for _, tc := range queueNamesTests {
		t.Run(tc.name, func(t *testing.T) {
			a, is := parse(nameDoc(tc.attr))
			if tc.want == "" {
				wantIssue(t, is, RuleInvalidQueueName, tc.msg)
				if got := names(a); got != "root root.default" {
					t.Errorf("queues = %q, want only root and root.default", got)
				}
				return
			}
			if len(withRule(is, RuleInvalidQueueName)) > 0 {
				t.Errorf("issues = %v, want no invalid-queue-name", is)
			}
			mustFind(t, a, tc.want)
		})
	}
}

func TestNestedQueueNames(t *testing.T) {
	a, is := parse(alloc(`<queue name="a"><queue name=" b "><queue name="c"/></queue><queue name="x.y"/></queue>`))
	i := wantIssue(t, is, RuleInvalidQueueName, "(x.y)")
	if i.Queue != "root.a" || i.Pos != (Pos{Line: 1, Col: 73}) {
		t.Errorf("issue on %q at %v, want root.a at 1:73", i.Queue, i.Pos)
	}
	if got := names(a); got != "root root.a root.a.b root.a.b.c root.default" {
		t.Errorf("queues = %q", got)
	}
	if q := mustFind(t, a, "root.a.b.c"); q.Name != "c" || q.Parent.FullName != "root.a.b" {
		t.Errorf("root.a.b.c: name %q parent %q", q.Name, q.Parent.FullName)
	}
}

var queueTagsTests = []struct {
	tag   string
	queue bool
	rule  string
}{
	{"queue", true, ""},
	{"pool", true, RuleDeprecatedElement},
	{"ueue", true, RuleQueueTagQuirk},
	{"eue", true, RuleQueueTagQuirk},
	{"ue", true, RuleQueueTagQuirk},
	{"e", true, RuleQueueTagQuirk},
	{"Queue", false, RuleUnknownElement},
	{"QUEUE", false, RuleUnknownElement},
	{"xqueue", false, RuleUnknownElement},
	{"u", false, RuleUnknownElement},
	{"Pool", false, RuleUnknownElement},
	{"fs:queue", false, RuleUnknownElement},
}

func TestQueueTags(t *testing.T) {
	for _, tc := range queueTagsTests {
		t.Run(tc.tag, func(t *testing.T) {
			a, is := parse(tagDoc(tc.tag))
			got := a.Find("root.p.c") != nil
			if got != tc.queue {
				t.Errorf("<%s> is a queue: %v, want %v", tc.tag, got, tc.queue)
			}
			if mustFind(t, a, "root.p").IsParent != tc.queue {
				t.Errorf("root.p parent = %v, want %v", !tc.queue, tc.queue)
			}
			if tc.rule == "" {
				wantNoIssues(t, is)
				return
			}
			if i := wantIssue(t, is, tc.rule, tc.tag); i.Queue != "root.p" {
				t.Errorf("issue queue %q, want root.p", i.Queue)
			}
		})
	}
	t.Run("top level quirk tags are not queues", func(t *testing.T) {
		a, is := parse(alloc(`<ue name="a"/>`))
		wantIssue(t, is, RuleUnknownElement, "Bad element in allocations file: ue")
		if a.Find("root.a") != nil {
			t.Errorf("top-level <ue> created root.a")
		}
	})
}

func TestTrimQueueName(t *testing.T) {
	trimmed := []rune{0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680,
		0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A,
		0x2028, 0x2029, 0x202F, 0x205F, 0x3000}
	kept := []rune{0x08, 0x1C, 0x1F, 0x180E, 0x200B, 0x2060, 0xFEFF, 'x'}
	for _, r := range trimmed {
		if got := trimQueueName(string(r) + "a b" + string(r)); got != "a b" {
			t.Errorf("trimQueueName around %U = %q, want %q", r, got, "a b")
		}
	}
	for _, r := range kept {
		s := string(r) + "a" + string(r)
		if got := trimQueueName(s); got != s {
			t.Errorf("trimQueueName around %U = %q, want it unchanged", r, got)
		}
	}
}

func TestResolvePolicy(t *testing.T) {
	tests := []struct {
		text string
		want Policy
	}{
		{"fair", PolicyFair}, {"FAIR", PolicyFair}, {"Fair", PolicyFair}, {"faır", PolicyFair},
		{"fifo", PolicyFIFO}, {"FiFo", PolicyFIFO}, {"fıfo", PolicyFIFO},
		{"drf", PolicyDRF}, {"DRF", PolicyDRF},
		{"FAİR", Policy("FAİR")}, {"fair ", Policy("fair ")}, {"ﬁfo", Policy("ﬁfo")},
		{ClassFair, PolicyFair}, {ClassFIFO, PolicyFIFO}, {ClassDRF, PolicyDRF},
		{strings.ToLower(ClassDRF), Policy(strings.ToLower(ClassDRF))},
		{"com.example.Lottery", Policy("com.example.Lottery")},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			if got := ResolvePolicy(tc.text); got != tc.want {
				t.Errorf("ResolvePolicy(%q) = %q, want %q", tc.text, got, tc.want)
			}
		})
	}
}

func TestJavaEqualFold(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"fifo", "FIFO", true}, {"FiFo", "fifo", true}, {"fıfo", "FIFO", true}, {"FİFO", "fifo", true},
		{"rule", "RULE", true}, {"ſtop", "STOP", true}, {"\u212Aelvin", "kelvin", true},
		{"fifo", "fif", false}, {"ﬁfo", "fifo", false}, {"fifo ", "fifo", false}, {"", "", true},
	}
	for _, tc := range tests {
		if got := javaEqualFold(tc.a, tc.b); got != tc.want {
			t.Errorf("javaEqualFold(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestQueueExtras reads the settings kept in QueueExtras, once and over
// two declarations of a queue, and checks that the value shared by the
// queues that set none of them was never written.
func TestQueueExtras(t *testing.T) {
	src := alloc(`<queue name="a"><weight>2</weight></queue>
		<queue name="b"><aclSubmitReservations>alice </aclSubmitReservations><maxChildResources>1024 mb, 1 vcores</maxChildResources></queue>
		<queue name="b"><aclListReservations>bob</aclListReservations><reservation/></queue>
		<queue name="c"><queue name="d"><maxContainerAllocation>2048 mb, 2 vcores</maxContainerAllocation></queue><reservation/></queue>`)
	a := Parse([]byte(src), Options{})
	if !reflect.DeepEqual(noExtras, QueueExtras{}) {
		t.Fatalf("the shared QueueExtras was written: %+v", noExtras)
	}
	if q := mustFind(t, a, "root.a"); q.QueueExtras != &noExtras {
		t.Errorf("root.a sets no extra setting but has its own QueueExtras")
	}
	b := mustFind(t, a, "root.b")
	if b.ACLSubmitReservations.Val != "alice " || b.ACLListReservations.Val != "bob" || !b.Reservation.Set ||
		!b.MaxChildResources.Set || b.MaxChildResources.Val.Absolute[0] != 1024 {
		t.Errorf("root.b's extra settings = %+v", *b.QueueExtras)
	}
	if c := mustFind(t, a, "root.c"); c.Reservation.Set || !c.IsParent {
		t.Errorf("root.c: <reservation> on a parent must be dropped (Set %v, IsParent %v)", c.Reservation.Set, c.IsParent)
	}
	if d := mustFind(t, a, "root.c.d"); !d.MaxContainerAllocation.Set || d.MaxContainerAllocation.Val.Absolute[1] != 2 {
		t.Errorf("root.c.d's maxContainerAllocation = %+v", d.MaxContainerAllocation)
	}
	if root := a.Root; root.QueueExtras == nil || root.Reservation.Set {
		t.Errorf("root's QueueExtras = %v", root.QueueExtras)
	}
}

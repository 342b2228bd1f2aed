package yarnsite

import (
	"strings"
	"testing"
)

func TestDefaults(t *testing.T) {
	s := Defaults()
	if s.AllocationFile.Val != "fair-scheduler.xml" || !s.AllowUndeclaredPools.Val || !s.UserAsDefaultQueue.Val ||
		s.MinimumAllocationMB.Val != 1024 || s.MinimumAllocationVcores.Val != 1 ||
		s.MaximumAllocationMB.Val != 8192 || s.MaximumAllocationVcores.Val != 4 ||
		s.IncrementAllocationMB.Val != 1024 || s.IncrementAllocationVcores.Val != 1 ||
		s.Preemption.Val || s.PreemptionUtilizationThreshold.Val != 0.8 || s.WaitTimeBeforeKillMS.Val != 15000 ||
		s.SizeBasedWeight.Val || s.AssignMultiple.Val || !s.DynamicMaxAssign.Val || s.MaxAssign.Val != -1 || !s.AMPreemption.Val {
		t.Errorf("Defaults() = %+v", s)
	}
}

func TestSettingsRead(t *testing.T) {
	c := mustParse(t, conf(
		prop(KeyAllowUndeclaredPools, "false")+
			prop(KeyUserAsDefaultQueue, "false")+
			prop(KeyMinimumAllocationMB, "2048")+
			prop(KeyPreemption, "true")+
			prop(KeySizeBasedWeight, "true")+
			prop("conf.dir", "/etc/hadoop")+
			prop(KeyAllocationFile, " ${conf.dir}/fair-scheduler.xml ")))
	s, is := c.Settings()
	if len(is) != 0 {
		t.Errorf("issues = %+v", is)
	}
	if s.AllowUndeclaredPools.Val || s.UserAsDefaultQueue.Val || !s.AllowUndeclaredPools.Set || s.AllowUndeclaredPools.Pos.Line != 3 {
		t.Errorf("placement settings = %+v %+v", s.AllowUndeclaredPools, s.UserAsDefaultQueue)
	}
	if s.MinimumAllocationMB.Val != 2048 || !s.Preemption.Val || !s.SizeBasedWeight.Val {
		t.Errorf("settings = %+v", s)
	}
	if s.AllocationFile.Val != "/etc/hadoop/fair-scheduler.xml" {
		t.Errorf("AllocationFile = %q", s.AllocationFile.Val)
	}
}

func TestIncrementAllocation(t *testing.T) {
	tests := []struct {
		name     string
		props    string
		mb       int64
		vcores   int32
		issueMsg string
	}{
		{"deprecated keys", prop(KeyIncrementMB, "512") + prop(KeyIncrementVcores, "2"), 512, 2, ""},
		{"typed key in binary units", prop(KeyIncrementMemoryType, "1 Gi"), 1024, 1, ""},
		{"typed key without unit is MB", prop(KeyIncrementMemoryType, "256"), 256, 1, ""},
		{"decimal giga divides first", prop(KeyIncrementMemoryType, "1G"), 953, 1, ""},
		{"kilo binary rounds down", prop(KeyIncrementMemoryType, "1536Ki"), 1, 1, ""},
		{"typed key wins", prop(KeyIncrementMB, "512") + prop(KeyIncrementMemoryType, "2048"), 2048, 1, ""},
		{"typed vcores", prop(KeyIncrementVcoresType, "3"), 1024, 3, ""},
		{"bad format", prop(KeyIncrementMemoryType, "1 GB x"), 1024, 1, `not value [unit] "1 GB x"`},
		{"unknown unit", prop(KeyIncrementMemoryType, "1 GB"), 1024, 1, `bad unit "1 GB" bits 0 default false int 0 cause Unknown unit 'GB'`},
		{"zero increment", prop(KeyIncrementMB, "0"), 0, 1, "not positive \"0\" bits 0 default false int 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, is := mustParse(t, conf(tc.props)).Settings()
			if s.IncrementAllocationMB.Val != tc.mb || s.IncrementAllocationVcores.Val != tc.vcores {
				t.Errorf("increment = %d MB, %d vcores; want %d, %d", s.IncrementAllocationMB.Val, s.IncrementAllocationVcores.Val, tc.mb, tc.vcores)
			}
			if tc.issueMsg == "" && len(is) != 0 || tc.issueMsg != "" && (len(is) != 1 || !strings.Contains(valueErrorFinding(is[0]).Message, tc.issueMsg)) {
				t.Errorf("issues = %+v, want %q", is, tc.issueMsg)
			}
		})
	}
}

func TestSettingsIssues(t *testing.T) {
	tests := []struct {
		name, props, code, msg string
	}{
		{"typo", prop("yarn.scheduler.fair.allow-undeclared-pool", "false"), IssueUnknownKey,
			"unknown key yarn.scheduler.fair.allow-undeclared-pool ${} suggest yarn.scheduler.fair.allow-undeclared-pools "},
		{"wrong prefix", prop("yarn.scheduler.fair.minimum-allocation-mb", "512"), IssueUnknownKey, "suggest yarn.scheduler.minimum-allocation-mb "},
		{"far from anything", prop("yarn.scheduler.fair.frobnicate", "1"), IssueUnknownKey, "suggest  value"},
		{"bad boolean", prop(KeyUserAsDefaultQueue, "yes"), IssueInvalidBoolean, `not boolean "yes" bits 0 default true`},
		{"bad int", prop(KeyMinimumAllocationMB, "1g"), IssueInvalidValue, `not integer "1g" bits 32`},
		{"env", prop(KeyAllocationFile, "${env.HADOOP_CONF_DIR}/fair.xml"), IssueUnexpanded, "${env.HADOOP_CONF_DIR}"},
		{"unknown variable", prop(KeyAllocationFile, "${hadoop.conf.dir}/fair.xml"), IssueUnexpanded, "${hadoop.conf.dir}"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			is := readAll(mustParse(t, conf(tc.props)))
			if len(is) != 1 || is[0].Rule != tc.code || !strings.Contains(is[0].Message, tc.msg) || is[0].Pos.Line != 3 {
				t.Fatalf("issues = %+v, want one %s at line 3 containing %q", is, tc.code, tc.msg)
			}
		})
	}
	is := readAll(mustParse(t, conf(prop("yarn.scheduler.fair.am.preemption.root.a", "false")+prop("yarn.scheduler.fair.locality.threshold.node", "0.5"))))
	if len(is) != 0 {
		t.Errorf("known keys reported: %+v", is)
	}
}

func TestFatalIssues(t *testing.T) {
	_, is := mustParse(t, conf(prop(KeyUserAsDefaultQueue, "yes")+prop(KeyMinimumAllocationMB, "1g")+prop(KeyIncrementMemoryType, "1 GB"))).Settings()
	fatal := map[string]bool{}
	for _, i := range is {
		fatal[i.Key] = i.Fatal
	}
	if fatal[KeyUserAsDefaultQueue] || !fatal[KeyMinimumAllocationMB] || !fatal[KeyIncrementMemoryType] || len(is) != 3 {
		t.Errorf("issues = %+v", is)
	}
}

// TestAllocationLimitsAre32Bit holds Settings to the width Hadoop reads the
// old-style allocation keys with before the scheduler starts: the Fair
// Scheduler's validateConf (FairScheduler.java, 2.x to 3.4) reads the
// minimum and maximum memory and vcores with Configuration.getInt, so a
// value past 2^31-1 stops the ResourceManager even in the releases whose
// ResourceUtils reads the same keys with getLong.
func TestAllocationLimitsAre32Bit(t *testing.T) {
	for _, key := range []string{KeyMinimumAllocationMB, KeyMaximumAllocationMB, KeyMinimumAllocationVcore, KeyMaximumAllocationVcore} {
		for _, tc := range []struct {
			value string
			fails bool
		}{{"2147483647", false}, {"2147483648", true}, {"3000000000", true}, {"-2147483648", false}} {
			_, unread := mustParse(t, conf(prop(key, tc.value))).Settings()
			failed := len(unread) == 1 && unread[0].Key == key && unread[0].Kind == NotInteger && unread[0].Bits == 32 && unread[0].Fatal
			if failed != tc.fails || len(unread) > 1 {
				t.Errorf("%s=%s: unread %+v, want a fatal 32-bit NotInteger %v", key, tc.value, unread, tc.fails)
			}
		}
	}
}

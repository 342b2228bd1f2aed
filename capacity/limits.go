package capacity

import (
	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/yarnsite"
)

// globalLimits are the file-wide settings the per-queue limits start from.
type globalLimits struct {
	maxApps         int32   // maximum-applications
	perQueueMaxApps int32   // global-queue-max-application, 0 when unset
	amPercent       float32 // maximum-am-resource-percent
}

func globals(c *Config) globalLimits {
	g := globalLimits{maxApps: DefaultMaxApplications, amPercent: DefaultAMResourcePercent}
	if n, ok := intSetting(c.Globals, "maximum-applications"); ok {
		g.maxApps = n
	}
	if n, ok := intSetting(c.Globals, "global-queue-max-application"); ok && c.GlobalQueueMaxApplication {
		g.perQueueMaxApps = n
	}
	if f, ok := floatSetting(c.Globals, "maximum-am-resource-percent"); ok {
		g.amPercent = f
	}
	return g
}

// GlobalQueueMaxApplications is global-queue-max-application where it
// applies (a positive int, at a release that reads it): the
// maximum-applications of every queue that sets none.
func (c *Config) GlobalQueueMaxApplications() (int32, bool) {
	g := globals(c)
	return g.perQueueMaxApps, g.perQueueMaxApps > 0
}

// limits fills the application and AM limits of r as LeafQueue sets them
// up: maximum-applications if set, else global-queue-max-application if
// positive, else (int)(maximum-applications × absolute capacity); per user
// min(maxApps, (int)(maxApps × minimum-user-limit-percent/100 × ULF)).
func limits(r *Result, g globalLimits) {
	s := r.Queue.Settings
	r.UserLimitFactor = DefaultUserLimitFactor
	if f, ok := floatOf(s.Lookup("user-limit-factor")); ok {
		r.UserLimitFactor = f
	}
	if n, ok := intOf(s.Lookup("maximum-applications")); ok && n >= 0 {
		r.MaxApplications, r.MaxApplicationsSet = n, true
	} else if g.perQueueMaxApps > 0 {
		r.MaxApplications = g.perQueueMaxApps
	} else {
		r.MaxApplications = javanum.JavaInt(float64(float32(g.maxApps) * r.AbsCapacity))
	}
	userLimit := float32(100)
	if f, ok := floatOf(s.Lookup("minimum-user-limit-percent")); ok {
		userLimit = f
	}
	r.MaxApplicationsPerUser = r.MaxApplications
	if r.UserLimitFactor != -1 {
		perUser := javanum.JavaInt(float64(float32(r.MaxApplications) * (userLimit / 100) * r.UserLimitFactor))
		r.MaxApplicationsPerUser = min(r.MaxApplications, perUser)
	}
	r.AMResourcePercent = g.amPercent
	if f, ok := floatOf(s.Lookup("maximum-am-resource-percent")); ok {
		r.AMResourcePercent = f
	}
}

// intSetting reads an int as Configuration.getInt does (trimmed, "0x"
// hexadecimal, else Java's Integer.parseInt).
func intSetting(m map[string]Setting, key string) (int32, bool) {
	s, ok := m[key]
	return intOf(s, ok)
}

// intOf is intSetting of a setting found (ok) or not.
func intOf(s Setting, ok bool) (int32, bool) {
	if !ok {
		return 0, false
	}
	n, err := yarnsite.ParseInt(s.Raw, 32)
	return int32(n), err == nil
}

func floatSetting(m map[string]Setting, key string) (float32, bool) {
	s, ok := m[key]
	return floatOf(s, ok)
}

// floatOf reads a float as Configuration.getFloat does, of a setting found
// (ok) or not.
func floatOf(s Setting, ok bool) (float32, bool) {
	if !ok {
		return 0, false
	}
	if n, whole := wholeNumber(s.Raw); whole {
		return float32(n), true
	}
	f, err := javanum.ParseJavaFloat(s.Raw)
	return f, err == nil
}

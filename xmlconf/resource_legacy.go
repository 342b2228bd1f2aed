package xmlconf

import (
	"regexp"
	"strings"

	"github.com/fairsched/fairsched/core/javanum"
	"github.com/fairsched/fairsched/core/resource"
	"github.com/fairsched/fairsched/hadoop"
)

// ParseResourceIn reads a resource string the way release prof does
// (parsing.md §5.6). From 3.3.0 on (YARN-8738, YARN-7291) that is
// ParseResource. Before, the parsers search for their patterns anywhere in
// the lower-cased string: 3.2 adds the new style without the sign check
// and with unanchored percentages, 2.9 to 3.1 know "N%" and
// "N% memory, M% cpu", 2.8 only "N mb, M vcores", and 2.6/2.7 read a
// decimal "5120.3 mb" as 3 MB (YARN-4256).
func ParseResourceIn(prof hadoop.Profile, value string, missing int64, types resource.ResourceTypes) (ConfigurableResource, error) {
	if prof.StrictResources || prof.Version == (hadoop.Version{}) {
		return ParseResource(value, missing, types)
	}
	if len(types) < 2 {
		types = resource.DefaultResourceTypes
	}
	switch {
	case prof.NewStyleResources && javanum.JavaTrim(value) == "":
		return ConfigurableResource{}, resourceErr(msgEmpty)
	case prof.NewStyleResources && strings.Contains(value, "="):
		return parseNewStyle(value, missing, types, true)
	case prof.Percentages && strings.Contains(value, "%"):
		return legacyPercent(javaLower(value), types)
	}
	return legacyAbsolute(javaLower(value), prof.DecimalMBFixed, types)
}

// legacyNumber finds a number followed by a unit anywhere; before
// YARN-4256 a decimal point ended the number ("5120.3 mb" gives 3).
// The patterns are compiled on first use: only files read as a release
// before 3.3 need them, and compiling them at start-up costs every run.
var (
	legacyMB         = lazyRegexp(`([0-9]+)(\.[0-9]*)?` + javaSpace + `mb`)
	legacyVCores     = lazyRegexp(`([0-9]+)(\.[0-9]*)?` + javaSpace + `vcores`)
	legacyMBOld      = lazyRegexp(`([0-9]+)` + javaSpace + `mb`)
	legacyVCoresOld  = lazyRegexp(`([0-9]+)` + javaSpace + `vcores`)
	legacyPercentAny = `([0-9]+(?:\.[0-9]*)?)` + javaSpace + `%` + javaSpace
	legacyPercentOf  = map[string]func() *regexp.Regexp{
		"":       lazyRegexp(legacyPercentAny),
		"memory": lazyRegexp(legacyPercentAny + "memory"),
		"cpu":    lazyRegexp(legacyPercentAny + "cpu"),
	}
)

// legacyAbsolute is findResource(val, "mb") and findResource(val, "vcores").
func legacyAbsolute(lc string, decimalFixed bool, types resource.ResourceTypes) (ConfigurableResource, error) {
	mb, vc := legacyMB(), legacyVCores()
	if !decimalFixed {
		mb, vc = legacyMBOld(), legacyVCoresOld()
	}
	c := ConfigurableResource{Style: StyleOldAbsolute, Absolute: resource.NewResource(len(types), 0)}
	for i, u := range []struct {
		re   *regexp.Regexp
		unit string
	}{{mb, "mb"}, {vc, "vcores"}} {
		loc := u.re.FindStringSubmatchIndex(lc)
		if loc == nil {
			return ConfigurableResource{}, resourceErr("Missing resource: " + u.unit)
		}
		m := u.re.FindStringSubmatch(lc)
		if at := loc[0]; at >= 2 && lc[at-1] == ',' && isASCIIDigit(lc[at-2]) {
			c.Quirks |= QuirkThousandsSeparator
		}
		n, err := javanum.ParseJavaInt(m[1])
		if err != nil {
			return ConfigurableResource{}, resourceErr(msgRuntime)
		}
		if len(m) > 2 && strings.Trim(strings.TrimPrefix(m[2], "."), "0") != "" {
			c.Quirks |= QuirkDecimalDropped
		}
		c.Absolute[i] = int64(n)
	}
	if len(types) > 2 {
		c.Quirks |= QuirkCustomZeroed
	}
	return c, nil
}

// legacyPercent is getResourcePercentage: one comma piece gives every type
// its first "N%"; otherwise "N% memory" and "N% cpu" are searched for in
// the whole string. No sign is read, so "-50%" is 50%.
func legacyPercent(lc string, types resource.ResourceTypes) (ConfigurableResource, error) {
	c := ConfigurableResource{Style: StyleOldPercent, Percent: make([]float64, len(types))}
	pieces := javaSplit(lc, ",")
	if len(pieces) == 1 {
		f, ok := legacyFindPercent(pieces[0], "")
		if !ok {
			return ConfigurableResource{}, resourceErr("Invalid percentage: " + pieces[0])
		}
		for i := range c.Percent {
			c.Percent[i] = f
		}
		return c, nil
	}
	for i, unit := range []string{"memory", "cpu"} {
		f, ok := legacyFindPercent(lc, unit)
		if !ok {
			return ConfigurableResource{}, resourceErr("Missing resource: " + unit)
		}
		c.Percent[i] = f
	}
	if len(types) > 2 {
		c.Quirks |= QuirkCustomZeroed
	}
	return c, nil
}

// legacyFindPercent finds the first "N% unit" anywhere in s and returns N/100.
func legacyFindPercent(s, unit string) (float64, bool) {
	m := legacyPercentOf[unit]().FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	d, err := javanum.ParseJavaDouble(m[1])
	return d / 100.0, err == nil
}

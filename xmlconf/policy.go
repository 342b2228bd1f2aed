package xmlconf

import (
	"unicode"
	"unicode/utf16"
)

// Policy is a queue's scheduling policy as Hadoop resolves it: one of the
// three built-in short names, or the fully qualified name of a custom Java
// class (which only the ResourceManager's classpath can confirm).
type Policy string

// The built-in policies, by their short names.
const (
	PolicyFair Policy = "fair"
	PolicyFIFO Policy = "fifo"
	PolicyDRF  Policy = "drf"
)

// Fully qualified class names of the built-in policies; Hadoop accepts them
// in place of the short names.
const (
	policyPackage  = "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.policies."
	ClassFair      = policyPackage + "FairSharePolicy"
	ClassFIFO      = policyPackage + "FifoPolicy"
	ClassDRF       = policyPackage + "DominantResourceFairnessPolicy"
	policyBaseName = "org.apache.hadoop.yarn.server.resourcemanager.scheduler.fair.SchedulingPolicy"
)

// ResolvePolicy maps the trimmed text of a policy element to a Policy the
// way SchedulingPolicy.parse does: short names case-insensitively (Java's
// toLowerCase(Locale.ENGLISH), then equalsIgnoreCase, so "FAIR" and "faır"
// are fair but "FAİR" is not), the three built-in class names exactly,
// anything else is kept as a custom class name.
func ResolvePolicy(text string) Policy {
	lower := javaLower(text)
	switch {
	case javaEqualFold(lower, "fair"):
		return PolicyFair
	case javaEqualFold(lower, "FIFO"):
		return PolicyFIFO
	case javaEqualFold(lower, "DRF"):
		return PolicyDRF
	}
	switch text {
	case ClassFair:
		return PolicyFair
	case ClassFIFO:
		return PolicyFIFO
	case ClassDRF:
		return PolicyDRF
	}
	return Policy(text)
}

// IsBuiltin reports whether p is fair, fifo or drf.
func (p Policy) IsBuiltin() bool {
	return p == PolicyFair || p == PolicyFIFO || p == PolicyDRF
}

// AllowsChild reports whether a parent with policy p accepts a child with
// policy c (Hadoop's SchedulingPolicy.isChildPolicyAllowed, YARN-4212):
// fair rejects drf children, fifo may not be a parent at all, drf and
// custom policies accept anything.
func (p Policy) AllowsChild(c Policy) bool {
	switch p {
	case PolicyFair:
		return c != PolicyDRF
	case PolicyFIFO:
		return false
	}
	return true
}

// javaEqualFold is Java's String.equalsIgnoreCase: the strings have the same
// number of UTF-16 units and each pair of characters is equal, equal once
// upper-cased, or equal once upper-cased and then lower-cased. Unlike
// strings.EqualFold it matches the dotless i (U+0131) and the dotted
// capital I (U+0130) with "i".
func javaEqualFold(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	if utf16Len(ra) != utf16Len(rb) || len(ra) != len(rb) {
		return false
	}
	for i, x := range ra {
		y := rb[i]
		if x == y {
			continue
		}
		ux, uy := unicode.ToUpper(x), unicode.ToUpper(y)
		if ux != uy && unicode.ToLower(ux) != unicode.ToLower(uy) {
			return false
		}
	}
	return true
}

func utf16Len(rs []rune) int {
	n := 0
	for _, r := range rs {
		n += utf16.RuneLen(r)
	}
	return n
}

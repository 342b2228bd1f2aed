package xmlconf

import "strings"

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
// way SchedulingPolicy.parse does: short names case-insensitively, the three
// built-in class names exactly, anything else is kept as a custom class name.
func ResolvePolicy(text string) Policy {
	switch strings.ToLower(text) {
	case "fair":
		return PolicyFair
	case "fifo":
		return PolicyFIFO
	case "drf":
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

package capacity

import (
	"cmp"
	"slices"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/xmlconf"
)

// Env is what the checks know besides the file.
type Env struct {
	Profile hadoop.Profile
	// Cluster is the cluster's size; nil skips the rules that need it.
	Cluster xmlconf.Resource
	// Types names Cluster's resource types (default memory and vcores).
	Types xmlconf.ResourceTypes
	// MinAllocation is yarn.scheduler.minimum-allocation-mb and -vcores
	// (1024 MB and 1 vcore by default): the smallest container.
	MinAllocation xmlconf.Resource

	shares []Share // Shares on Cluster, computed once for the cluster rules
}

// sharesOf returns c's Shares on env's cluster, computing them once.
func (env *Env) sharesOf(c *Config) []Share {
	if env.shares == nil {
		env.shares = Shares(c, env.Cluster, env.Types, env.MinAllocation)
	}
	return env.shares
}

// DefaultMinAllocation is yarn-site's default minimum allocation.
var DefaultMinAllocation = xmlconf.Resource{1024, 1}

// Rule is one check of a capacity-scheduler.xml.
type Rule struct {
	// ID is stable, "cs-…"; Severity the default one.
	ID       string
	Severity Severity
	// Summary says in one line what the rule finds.
	Summary string
	// NeedsCluster: the rule runs only when Env has a Cluster.
	NeedsCluster bool
	// Doc is "Why: …\nFix: …\nSee: …"; Bad is the smallest
	// capacity-scheduler.xml that triggers the rule and Good the fixed one,
	// both judged on ExampleRelease (and ExampleCluster for cluster rules).
	Doc, Bad, Good string
	ExampleRelease string
	// Check returns the rule's findings for c.
	Check func(c *Config, env *Env) []Finding
}

// ExampleCluster is the cluster the cluster rules' examples are judged on:
// 100 GB and 100 vcores.
const ExampleCluster = "100 GB, 100 vcores"

// Rules are every check, the reader's first, with their documentation.
func Rules() []Rule {
	rules := append(readerRules(), trapRules()...)
	for i := range rules {
		d := ruleDocs[rules[i].ID]
		rules[i].Doc, rules[i].Bad, rules[i].Good, rules[i].ExampleRelease = d.doc, d.bad, d.good, d.release
	}
	return rules
}

// readerRules are the findings the reader makes while it reads.
func readerRules() []Rule {
	r := func(id string, sev Severity, summary string) Rule {
		return Rule{ID: id, Severity: sev, Summary: summary, Check: fromReader(id)}
	}
	return []Rule{
		r(CodeInvalidValue, Error, "a value the Capacity Scheduler cannot read; it refuses the file"),
		r(CodeNoRootQueues, Error, "root lists no child queues"),
		r(CodeChildrenSum, Error, "the children's percentages do not add up to 100 at Hadoop's precision"),
		r(CodeAboveMaximum, Error, "a capacity above its maximum-capacity"),
		r(CodeMixedModes, Error, "percentage, weight and absolute forms mixed where the release forbids it"),
		r(CodeUnsupportedForm, Error, "a weight, absolute resource or capacity vector the release does not read"),
		r(CodeSameNameLeaves, Error, "two leaves share a short name where the release forbids it"),
		r(CodeDuplicateChild, Error, "a parent lists the same child twice"),
		r(CodeOrderingPolicy, Error, "an ordering-policy Hadoop cannot construct"),
		r(CodeInvalidMapping, Error, "a queue mapping or mapping rule Hadoop refuses"),
		r(CodeReservableParent, Error, "reservable=true on a parent queue"),
		r(CodeUnknownProperty, Warning, "a property name Hadoop does not know; it is ignored"),
		r(CodeOrphanProperty, Warning, "a property of a queue no parent lists in .queues; it is ignored"),
		r(CodeIgnoredProperty, Warning, "a property Hadoop ignores here, or in this release"),
		r(CodeInvalidBoolean, Warning, "a boolean other than true or false; Hadoop uses the default"),
		r(CodeUnreadVariable, Warning, "a ${var} this file does not define"),
	}
}

// fromReader returns the reader's findings with the given code.
func fromReader(code string) func(*Config, *Env) []Finding {
	return func(c *Config, _ *Env) []Finding {
		var out []Finding
		for _, f := range c.Findings {
			if f.Rule == code {
				out = append(out, f)
			}
		}
		return out
	}
}

// Lint runs every rule over c (cluster rules only when env has a
// Cluster) and returns the findings in file order.
func Lint(c *Config, env Env) []Finding {
	if len(env.MinAllocation) == 0 {
		env.MinAllocation = DefaultMinAllocation
	}
	var out []Finding
	for _, r := range Rules() {
		if r.NeedsCluster && env.Cluster == nil {
			continue
		}
		for _, f := range r.Check(c, &env) {
			if f.File == "" {
				f.File = c.File
			}
			out = append(out, f)
		}
	}
	slices.SortStableFunc(out, func(a, b Finding) int {
		return cmp.Or(cmp.Compare(a.Pos.Line, b.Pos.Line), cmp.Compare(a.Pos.Col, b.Pos.Col))
	})
	return out
}

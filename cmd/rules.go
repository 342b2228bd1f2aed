package cmd

import (
	"fmt"

	"github.com/fairsched/fairsched/hadoop"
	"github.com/fairsched/fairsched/internal/suggest"
	"github.com/fairsched/fairsched/lint"
	"github.com/fairsched/fairsched/render"
	"github.com/spf13/cobra"
)

func newRulesCmd(io *IO) *cobra.Command {
	var markdown bool
	var h *hadoopFlag
	c := &cobra.Command{
		Use:   "rules",
		Short: "list every lint rule with its default severity",
		Args:  cobra.NoArgs,
		RunE: func(_ *cobra.Command, _ []string) error {
			rules, err := h.rules()
			if err != nil {
				return err
			}
			if markdown {
				return render.RulesMarkdown(io.Out, rules)
			}
			return render.RuleList(io.Out, rules, helpWidth(io))
		},
	}
	c.Flags().BoolVar(&markdown, "markdown", false, "print the full documentation of every rule as Markdown (docs/rules.md)")
	h = addHadoopFlag(c)
	return c
}

func newExplainCmd(io *IO) *cobra.Command {
	return &cobra.Command{
		Use:               "explain <rule-id>",
		Short:             "print a rule's documentation and examples",
		Example:           "  fairsched explain drf-under-fair",
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: ruleIDs,
		RunE: func(_ *cobra.Command, args []string) error {
			r := lint.ByID(args[0])
			if r == nil {
				return unknownRule(args[0])
			}
			if r.ID != args[0] {
				fmt.Fprintf(io.Out, "%s is an alias of %s\n(the rules were merged): it still names it in suppressions and configuration.\n\n", args[0], r.ID)
			}
			return render.RuleDoc(io.Out, r, false)
		},
	}
}

func newVersionCmd(io *IO) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "print fairsched's version",
		Args:  cobra.NoArgs,
		RunE: func(_ *cobra.Command, _ []string) error {
			_, err := io.Out.Write([]byte("fairsched " + Version + " (default Hadoop release " + hadoop.Default.String() + ")\n"))
			return err
		},
	}
}

// unknownRule is the usage error for an explain argument that is no rule
// ID, suggesting the one meant.
func unknownRule(id string) error {
	reg := lint.Registry()
	ids := make([]string, len(reg))
	for i, r := range reg {
		ids[i] = r.ID
	}
	if s := suggest.Closest(id, ids); s != "" {
		return usagef("unknown rule %q; did you mean %q? (run 'fairsched rules' for the list)", id, s)
	}
	return usagef("unknown rule %q; run 'fairsched rules' for the list", id)
}
